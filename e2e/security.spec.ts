/**
 * The Content-Security-Policy, in the page and from the server, and the
 * promise that the site calls nothing: no policy
 * violation and no request to another origin through a tour of the whole
 * site, and no absolute URL in the build that a browser would fetch.
 * (The shared fixture already fails any test on a violation or a foreign
 * request; these tests make both explicit.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ownInlineScripts, withPolicy } from '../plugins/content-security-policy.ts';
import { PAGE_PATHS, PLAIN_DISH } from './fixture-restaurant.ts';
import { TEST_SITE_ROOT } from './test-site.ts';
import { EXPECTED_404_CONSOLE, UNKNOWN_PATH, expect, test } from './fixtures.ts';
import { dialogFor, openDish } from './menu-page.ts';

const ALL_PATHS = [...PAGE_PATHS, UNKNOWN_PATH];

/** The fixture site's build, which the tests' server serves. */
const DIST = path.join(TEST_SITE_ROOT, 'dist');

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  page: string;
}

/** Records every securitypolicyviolation event of every document in the context on window.__violations. */
async function recordViolations(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const win = window as Window & { __violations?: Violation[] };
    win.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      win.__violations?.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        page: location.pathname,
      });
    });
  });
}

/** The violations the current document has recorded so far; read before each navigation. */
function violationsSoFar(page: Page): Promise<Violation[]> {
  return page.evaluate(() => (window as Window & { __violations?: Violation[] }).__violations ?? []);
}

test.describe('a tour of the whole site', () => {
  // The 404 page's own status is the one console error the tour expects.
  test.use({ expectedConsoleProblems: [EXPECTED_404_CONSOLE] });

  test('raises no Content-Security-Policy violation and requests nothing from another origin', async ({
    site,
    page,
    baseURL,
    hasTouch,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    const requested: string[] = [];
    page.context().on('request', (request) => requested.push(request.url()));
    await recordViolations(page);
    const violations: Violation[] = [];

    await site.goto('/');
    const { dialog } = await openDish(page, PLAIN_DISH.name, hasTouch);
    await dialog.getByRole('button', { name: 'Share' }).click();
    // Whichever way sharing went (share sheet, clipboard or a link to copy), it says so.
    await expect(dialog.getByRole('status')).not.toBeEmpty();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('beef');
    await page.getByRole('button', { name: 'Spicy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Spicy', exact: true })).toHaveAttribute('aria-pressed', 'true');
    // A dish opened from its address as well.
    violations.push(...(await violationsSoFar(page)));
    await site.goto(`/dishes/${PLAIN_DISH.slug}/`);
    await expect(dialogFor(page, PLAIN_DISH.name)).toBeVisible();
    violations.push(...(await violationsSoFar(page)));

    for (const route of ALL_PATHS.slice(1)) {
      await site.goto(route);
      await expect(
        page.getByRole('heading', { level: 1 }).or(page.getByRole('heading', { name: 'Unexpected Application Error!' })),
      ).toBeVisible();
      violations.push(...(await violationsSoFar(page)));
    }

    expect(violations).toEqual([]);
    expect(requested.length, 'the tour made requests').toBeGreaterThan(ALL_PATHS.length);
    const foreign = requested.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin);
    expect(foreign, `every request goes to ${origin}`).toEqual([]);
  });
});

test.describe('a stray inline script in a page', () => {
  // The one violation this test causes on purpose, as the fixture and Chromium report it.
  test.use({ expectedConsoleProblems: [/securitypolicyviolation: script-src-elem blocked inline|Executing inline script violates/] });

  test('put into a page before the policy is computed, as a content bug would, is refused while our own scripts run', async ({
    site,
    page,
    baseURL,
  }) => {
    // The menu page as prerendered (the built page without its policy), with a script a bug let into its head.
    const built = readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const prerendered = built.replace(/\n\s*<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
    expect(prerendered).not.toContain('Content-Security-Policy');
    const injected = prerendered.replace('</title>', '</title><script>window.__stray = true</script>');
    expect(injected).toContain('__stray');
    const { html } = withPolicy(injected, await ownInlineScripts(process.cwd()));
    await page.route(`${baseURL}/`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await recordViolations(page);

    // Our first script ran: it is what asks for the menu's script.
    const menuScript = page.waitForRequest(/\/assets\/menu-en-[\w-]+\.js$/);
    await site.goto('/');
    await menuScript;
    expect(await page.evaluate(() => (window as Window & { __stray?: boolean }).__stray)).toBeUndefined();
    expect(await violationsSoFar(page)).toEqual([expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline' })]);
  });
});

test('every route opens its head with the Content-Security-Policy, allowing no inline script, style or eval, and the server sends it too, refusing to be framed', async ({
  request,
}) => {
  for (const route of ALL_PATHS) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(route === UNKNOWN_PATH ? 404 : 200);
    const html = await response.text();
    // Only one policy in the page, first in its head, so nothing before it runs and nothing later can loosen it.
    const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/gi)];
    expect(metas, `${route}: policies in the page`).toHaveLength(1);
    expect(html, route).toMatch(/<head>\s*<meta http-equiv="Content-Security-Policy"/i);
    const inPage = metas[0]?.[1] ?? '';
    expect(inPage, route).toContain("script-src 'self'");

    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy, `${route}: Content-Security-Policy`).toContain("frame-ancestors 'none'");
    expect(policy, route).toContain("default-src 'self'");
    expect(policy, route).toContain("object-src 'none'");
    for (const [where, text] of [
      ['page', inPage],
      ['header', policy],
    ]) {
      expect(text, `${route}, ${where}`).not.toContain("'unsafe-inline'");
      expect(text, `${route}, ${where}`).not.toContain("'unsafe-eval'");
    }
    expect(response.headers()['x-content-type-options'], `${route}: X-Content-Type-Options`).toBe('nosniff');
  }
});

test('the Content-Security-Policy header reaches the browser with the menu page', async ({ site }) => {
  const response = await site.goto('/');
  const headers = (await response?.allHeaders()) ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
});

function filesUnder(directory: string, extensions: readonly string[]): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((name) => extensions.some((extension) => name.endsWith(extension)))
    .map((name) => path.join(directory, name));
}

/**
 * Absolute http(s) URLs a browser would fetch from the built files. Allowed,
 * because no browser fetches them: <link rel="canonical"> and <link
 * rel="alternate"> (read by search engines), <a href> (followed only when the
 * guest taps it: the Directions link opens a map), <meta content> such as og:url and og:image (read by link
 * previews), the JSON-LD block (data), XML namespaces (names, not addresses)
 * and strings in scripts that are never requested (React's error links).
 */
function findFetchedAbsoluteUrls(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  const name = path.relative(DIST, file);
  if (file.endsWith('.html')) {
    for (const [tag] of text.matchAll(/<[a-z][^>]*>/gi)) {
      const isNotFetched = /^<a\b/i.test(tag) || (/^<link\b/i.test(tag) && /\brel\s*=\s*["']?(canonical|alternate)\b/i.test(tag));
      for (const [attribute] of tag.matchAll(
        /\b(?:src|href|srcset|action|formaction|poster|data|background)\s*=\s*["']?\s*https?:[^"'\s>]*/gi,
      )) {
        if (!(isNotFetched && /^href/i.test(attribute))) found.push(`${name}: ${attribute}`);
      }
    }
  }
  if (file.endsWith('.html') || file.endsWith('.css')) {
    for (const [match] of text.matchAll(/url\(\s*["']?\s*https?:[^)]*\)|@import\s+["']https?:[^"']*/gi)) found.push(`${name}: ${match}`);
  }
  if (file.endsWith('.js')) {
    for (const [match] of text.matchAll(
      /\b(?:import|fetch|importScripts|new URL|sendBeacon|EventSource|WebSocket)\s*\(\s*["'`]https?:[^"'`]*/g,
    )) {
      found.push(`${name}: ${match}`);
    }
  }
  if (file.endsWith('.webmanifest')) {
    for (const [match] of text.matchAll(/"(?:src|start_url|scope)"\s*:\s*"https?:[^"]*"/g)) found.push(`${name}: ${match}`);
  }
  return found;
}

test('the build fetches nothing from another origin: no absolute URL in src, href, url() or script loads', () => {
  // /admin is the restaurant's editor, not a guest page: signing in talks to the git host by design (admin-served.spec.ts).
  const admin = path.join(DIST, 'admin');
  const files = filesUnder(DIST, ['.html', '.css', '.js', '.webmanifest']).filter((file) => !file.startsWith(`${admin}${path.sep}`));
  expect(files.filter((file) => file.endsWith('.html')).length, `HTML files in ${DIST}`).toBeGreaterThanOrEqual(ALL_PATHS.length);
  expect(files.flatMap(findFetchedAbsoluteUrls)).toEqual([]);
});
