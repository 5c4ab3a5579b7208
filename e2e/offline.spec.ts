/**
 * Offline: after one visit to the menu, its service worker (/sw.js, Workbox)
 * has precached every page and asset, so the menu, its dishes and the other
 * pages still open with the network off.
 * Runs on a phone (390 x 844, touch) only, where a weak signal is likeliest.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, type Site } from './fixtures.ts';
import { cards, openDish, photoOf, row } from './menu-page.ts';

/**
 * The first visit: loads the menu, waits for its service worker to be
 * installed (so the precache is complete) and to control the page, then cuts
 * the network.
 */
async function visitThenGoOffline(site: Site, page: Page, context: BrowserContext): Promise<void> {
  await site.goto('/');
  const scriptURL = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
  expect(new URL(scriptURL).pathname).toBe('/sw.js');
  // clientsClaim: the worker takes over the page that installed it, without a reload.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
}

test('after one visit, offline, the menu reloads whole from its service worker, opens a dish with its photo, searches, and follows a link', async ({
  site,
  page,
  context,
  hasTouch,
}) => {
  await test.step('the menu page registers the service worker /sw.js for the whole site', async () => {
    await site.goto('/');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');
    await visitThenGoOffline(site, page, context);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  });

  await test.step('reloading the menu shows it whole', async () => {
    const response = await site.reload();
    expect(response?.fromServiceWorker(), 'the page comes from the service worker').toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Menu', exact: true })).toBeVisible();
    await expect(row(page).getByRole('listitem').getByRole('button')).toHaveCount(135);
    await expect(cards(page)).toHaveCount(7);
  });

  await test.step('a dish opens its dialog with its photo loaded', async () => {
    const { dialog } = await openDish(page, 'Egg Roll', hasTouch);
    const photo = photoOf(dialog, 'Egg Roll');
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('the search still filters the menu', async () => {
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('lo mein');
    await expect(page.getByRole('status')).toHaveText('4 dishes');
  });

  await test.step('a page reached by a link from the menu opens', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('About');
  });
});

test('after one visit, offline, every page and every kind of dish address still opens', async ({ site, page, context }) => {
  await visitThenGoOffline(site, page, context);
  for (const { path, heading } of [
    { path: '/about', heading: 'About' },
    { path: '/projects/', heading: 'Projects' },
    { path: '/contact', heading: 'Contact' },
    { path: '/page3', heading: 'Page 3' },
  ]) {
    await test.step(path, async () => {
      const response = await site.goto(path);
      expect(response?.ok()).toBe(true);
      expect(response?.fromServiceWorker(), 'the page comes from the service worker').toBe(true);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }
  for (const { path, name, heading } of [
    { path: '/dishes/egg-roll/', name: 'Egg Roll', heading: 'Menu' },
    { path: '/zh/dishes/egg-roll/', name: '蛋卷', heading: '菜单' },
    { path: '/?dish=egg-roll', name: 'Egg Roll', heading: 'Menu' },
  ]) {
    await test.step(`the dish address ${path} opens the menu with that dish`, async () => {
      const response = await site.goto(path);
      expect(response?.fromServiceWorker(), 'the page comes from the service worker').toBe(true);
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toContainText(name);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeAttached();
    });
  }
});

test('without a first visit there is nothing to show offline', async ({ site, context }) => {
  // The control for the tests above: offline really is offline.
  await context.setOffline(true);
  await expect(site.goto('/about')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
});
