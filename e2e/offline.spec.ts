/**
 * Offline: after one visit to the menu, its service worker (/sw.js, Workbox)
 * has precached every page and asset, so the menu, its dishes and the other
 * pages still open with the network off.
 * Runs on a phone (390 x 844, touch) and a desktop (1280 x 800).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { dishButton, expect, test } from './fixtures.ts';

/**
 * The first visit: loads the menu, waits for its service worker to be
 * installed (so the precache is complete) and to control the page, then cuts
 * the network.
 */
async function visitThenGoOffline(page: Page, context: BrowserContext): Promise<void> {
  await page.goto('/');
  const scriptURL = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
  expect(new URL(scriptURL).pathname).toBe('/sw.js');
  // clientsClaim: the worker takes over the page that installed it, without a reload.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
}

test('the menu page registers the service worker /sw.js, which then controls the page', async ({ page }) => {
  await page.goto('/');
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, scriptURL: ready.active?.scriptURL ?? '' };
  });
  expect(new URL(registration.scriptURL).pathname).toBe('/sw.js');
  expect(new URL(registration.scope).pathname).toBe('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true);
});

test('offline, reloading the menu shows it whole', async ({ page, context }) => {
  await visitThenGoOffline(page, context);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  const response = await page.reload();
  expect(response?.fromServiceWorker(), 'the page comes from the service worker').toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Menu', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Menu categories' }).getByRole('listitem').getByRole('button')).toHaveCount(135);
  await expect(page.getByRole('region', { name: 'Menu categories' }).getByRole('article')).toHaveCount(7);
});

test('offline, a dish opens its dialog with its photo loaded', async ({ page, context, hasTouch }) => {
  await visitThenGoOffline(page, context);
  await page.reload();
  const button = dishButton(page, 'Egg Roll');
  if (hasTouch) await button.tap();
  else await button.click();
  const dialog = page.getByRole('dialog', { name: 'Egg Roll', exact: true });
  await expect(dialog).toBeVisible();
  const photo = dialog.getByRole('img', { name: 'Egg Roll', exact: true });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
});

test('offline, the search still filters the menu', async ({ page, context }) => {
  await visitThenGoOffline(page, context);
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill('lo mein');
  await expect(page.getByRole('status')).toHaveText('4 dishes');
});

for (const { path, heading } of [
  { path: '/about', heading: 'About' },
  { path: '/projects/', heading: 'Projects' },
  { path: '/contact', heading: 'Contact' },
  { path: '/page3', heading: 'Page 3' },
]) {
  test(`offline, ${path} still opens`, async ({ page, context }) => {
    await visitThenGoOffline(page, context);
    const response = await page.goto(path);
    expect(response?.ok()).toBe(true);
    expect(response?.fromServiceWorker(), 'the page comes from the service worker').toBe(true);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}

test('offline, a dish address opens the menu with that dish', async ({ page, context }) => {
  await visitThenGoOffline(page, context);
  const response = await page.goto('/?dish=egg-roll');
  expect(response?.fromServiceWorker(), 'the page comes from the service worker').toBe(true);
  await expect(page.getByRole('dialog', { name: 'Egg Roll', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Menu', exact: true })).toBeAttached();
});

test('without a first visit there is nothing to show offline', async ({ page, context }) => {
  // The control for the tests above: offline really is offline.
  await context.setOffline(true);
  await expect(page.goto('/about')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
});

test('offline, a page reached by a link from the menu opens', async ({ page, context }) => {
  await visitThenGoOffline(page, context);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('About');
});
