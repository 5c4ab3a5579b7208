/**
 * /admin as the build serves it: the restaurant's editor, with a policy of
 * its own, kept out of search engines, the sitemap and the service worker,
 * while every guest page keeps the strict policy.
 */
import { PAGE_PATHS } from './fixture-restaurant.ts';
import { expect, test } from './fixtures.ts';

test('/admin gets its own policy: this site and GitHub only, no eval, and is kept out of search results @desktop', async ({ request }) => {
  const response = await request.get('/admin/');
  expect(response.status()).toBe(200);
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("connect-src 'self' data: blob: https://api.github.com;");
  expect(policy).not.toContain("'unsafe-eval'");
  expect(policy).not.toMatch(/https:\/\/(?!api\.github\.com|avatars\.githubusercontent\.com)/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(response.headers()['x-robots-tag']).toBe('noindex');
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${policy.replace("; frame-ancestors 'none'", '')}" />`);
});

test('every guest page keeps the strict policy: no eval, nothing inline but by hash @desktop', async ({ request }) => {
  for (const route of PAGE_PATHS) {
    const response = await request.get(route);
    const header = response.headers()['content-security-policy'] ?? '';
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(await response.text())?.[1] ?? '';
    for (const policy of [header, meta]) {
      expect(policy, route).toContain("script-src 'self'");
      expect(policy, route).not.toContain("'unsafe-eval'");
      expect(policy, route).not.toContain("'unsafe-inline'");
    }
  }
});

test('the sitemap and the service worker leave /admin out @desktop', async ({ request }) => {
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
  const serviceWorker = await (await request.get('/sw.js')).text();
  expect(serviceWorker).toContain('url:"index.html"');
  // Nothing of the editor is precached; its pages go to the network as if there were no worker.
  expect(serviceWorker).not.toContain('url:"admin/');
});

// The shared fixture fails the test on a request to any other origin and on a policy violation.
test('the editor starts under its policy, from this site alone, and offers to sign in with a token @desktop', async ({ page }) => {
  await page.goto('/admin/');
  await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible({ timeout: 30_000 });
  // On this computer (127.0.0.1) it also offers to edit a folder on disk.
  await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Sign In with GitHub/ })).toHaveCount(0);
});

test('served without the header that forbids framing, as GitHub Pages serves it, the editor refuses to start inside a frame @desktop', async ({
  page,
}) => {
  await page.route('**/admin/', async (route) => {
    const response = await route.fetch();
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== 'content-security-policy'));
    await route.fulfill({ response, headers });
  });
  await page.goto('/print/takeout/');
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.src = '/admin/';
    document.body.append(frame);
  });
  const editor = page.frameLocator('iframe');
  await expect(editor.getByText('The menu editor opens only in a window of its own')).toBeVisible({ timeout: 30_000 });
  await expect(editor.getByRole('button', { name: 'Sign In Using Access Token' })).toHaveCount(0);
});

test('the editor has a web-app manifest of its own, allowed by its policy: added to a home screen it opens as an app @desktop', async ({
  page,
  baseURL,
}) => {
  await page.goto('/admin/');
  await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible({ timeout: 30_000 });
  // The editor's own blob: manifest would be refused by the policy: only the file is linked.
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest', {});
  expect(manifest.url).toBe(`${baseURL}/admin/manifest.webmanifest`);
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ start_url: '/admin/', scope: '/admin/', display: 'standalone' });
  const icon = await page.request.get('/images/icon-512.png');
  expect(icon.headers()['content-type']).toBe('image/png');
  await cdp.detach();
});
