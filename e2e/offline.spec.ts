/**
 * Offline: after one visit to the menu, its service worker (/sw.js, Workbox)
 * has precached every page and asset, so the menu, its dishes and the other
 * pages still open with the network off. Online, pages come from the network
 * first, so a publish reaches a returning guest on the next load.
 * Runs on a phone (390 x 844, touch) only, where a weak signal is likeliest.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, waitForMenuReady, type Site } from './fixtures.ts';
import { cards, dialogFor, dishButton, escapeRegExp, openDish, photoOf, row } from './menu-page.ts';
import { PUBLISHED_SITE_URL, servePublishedSite, type PublishedSite } from './published-site.ts';
import { ALL_DISHES, CATEGORIES, EDITED_PAGE, LOOK, PLAIN_DISH, TOTAL_DISHES, UNCHECKED_DISH } from './fixture-restaurant.ts';

// What this file tests: the other specs leave the service worker unregistered (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

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
    await expect(row(page).getByRole('listitem').getByRole('button')).toHaveCount(TOTAL_DISHES);
    await expect(cards(page)).toHaveCount(CATEGORIES.length);
  });

  await test.step('a dish opens its dialog with its photo loaded', async () => {
    const { dialog } = await openDish(page, PLAIN_DISH.name, hasTouch);
    const photo = photoOf(dialog, PLAIN_DISH.name);
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('the search still filters the menu', async () => {
    const loMein = ALL_DISHES.filter((dish) => /lo mein/i.test(dish.name));
    expect(loMein.length).toBeGreaterThan(1);
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('lo mein');
    await expect(page.getByRole('status')).toHaveText(`${loMein.length} dishes`);
  });

  await test.step('a page reached by a link from the menu opens', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: EDITED_PAGE.title, exact: true }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(EDITED_PAGE.title);
  });
});

test('after one visit, offline, every page and every kind of dish address still opens', async ({ site, page, context }) => {
  await visitThenGoOffline(site, page, context);
  for (const { path, heading } of [
    { path: EDITED_PAGE.path, heading: EDITED_PAGE.title },
    { path: '/print/takeout/', heading: new RegExp(`^${escapeRegExp(LOOK.name)}`) },
    { path: '/projects/', heading: 'Projects' },
    { path: '/contact', heading: 'Contact' },
    { path: '/page3', heading: 'Page 3' },
    { path: '/saved/', heading: 'Saved dishes' },
  ]) {
    await test.step(path, async () => {
      const response = await site.goto(path);
      expect(response?.ok()).toBe(true);
      expect(response?.fromServiceWorker(), 'the page comes from the service worker').toBe(true);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }
  await test.step('a shared list of saved dishes, in Chinese, with its own script', async () => {
    const response = await site.goto(`/zh/saved/?d=${PLAIN_DISH.slug}`);
    expect(response?.fromServiceWorker(), 'the page comes from the service worker').toBe(true);
    await expect(page.getByRole('main').getByRole('listitem')).toContainText(PLAIN_DISH.chineseName ?? PLAIN_DISH.name);
  });
  for (const { path, name, heading } of [
    { path: `/dishes/${PLAIN_DISH.slug}/`, name: PLAIN_DISH.name, heading: 'Menu' },
    { path: `/zh/dishes/${PLAIN_DISH.slug}/`, name: PLAIN_DISH.chineseName ?? '', heading: '菜单' },
    { path: `/?dish=${PLAIN_DISH.slug}`, name: PLAIN_DISH.name, heading: 'Menu' },
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

/** Waits until the newest service worker has installed and taken over: its precache is then the live build's. */
async function waitForNewestWorker(page: Page): Promise<void> {
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    await registration.update();
    const deadline = Date.now() + 60_000;
    while (registration.installing ?? registration.waiting ?? registration.active?.state !== 'activated') {
      if (Date.now() > deadline)
        return `installing ${registration.installing?.state} waiting ${registration.waiting?.state} active ${registration.active?.state}`;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return 'ok';
  });
  expect(state).toBe('ok');
}

/** Headless Chromium keeps every page visible: the test plays the browser's part, hiding the page and showing it again. */
async function hideAndShow(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
}

test.describe('a publish reaches a guest who has visited before', () => {
  test.use({ baseURL: PUBLISHED_SITE_URL });
  let published: PublishedSite | undefined;
  test.beforeAll(async () => {
    published = await servePublishedSite();
  });
  test.afterAll(async () => {
    await published?.close();
  });

  // A dish with no photo: photos are not precached, so offline one would fail to load.
  const { name, slug } = UNCHECKED_DISH;
  const newPrice = '$23.45';
  const newAllergens = 'Contains: Celery.';
  const priced = (price: string) => new RegExp(`^${escapeRegExp(name)} ${escapeRegExp(price)}`);

  test('online, the first load after a publish shows the new price and allergens, and so does offline; a page left open offers them once shown again', async ({
    site,
    page,
    context,
    hasTouch,
  }) => {
    // The publish is a whole build.
    test.setTimeout(300_000);
    const left = await context.newPage();
    const leftProblems: string[] = [];
    left.on('pageerror', (error) => leftProblems.push(error.message));
    left.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') leftProblems.push(message.text());
    });

    await test.step('a first visit installs the service worker; the page stays open', async () => {
      await left.goto('/');
      await waitForMenuReady(left);
      await left.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await expect(dishButton(left, name)).not.toHaveAccessibleName(priced(newPrice));
      const { dialog } = await openDish(left, name, hasTouch);
      await expect(dialog).not.toContainText(newAllergens);
      await left.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await test.step('the owner publishes a new price and new allergens', async () => {
      await published?.publish(
        slug,
        (text) =>
          `${text.replace(/^price: .*$/m, `price: ${newPrice}`).replace(/^allergens:\n(?: {2}.*\n)*/m, '')}allergens:\n  contains:\n    - celery\n`,
      );
    });

    // The worker waits 3 s for the network before it gives its saved copy: slower, the page is the old menu and says so.
    for (const latency of [3_500, 6_000]) {
      await test.step(`on a network that takes ${latency / 1000} s, the first load shows the new price or, within seconds, offers it`, async () => {
        published?.slowDown(latency);
        const started = Date.now();
        const response = await site.goto('/');
        const shownAt = Date.now() - started;
        expect(response?.fromServiceWorker(), 'the page comes through the service worker').toBe(true);
        const link = page.getByRole('link', { name: 'Menu updated' });
        const newMenu = row(page).getByRole('button', { name: priced(newPrice) });
        // One round trip more: the page asks the live build which menu is current.
        await expect(newMenu.or(link)).toBeVisible({ timeout: latency + 1_500 });
        const seen = (await link.isVisible()) ? 'the old price, then "Menu updated"' : 'the new price';
        test.info().annotations.push({
          type: `a ${latency / 1000} s network`,
          description: `${seen} at ${Date.now() - started} ms; the page showed at ${shownAt} ms`,
        });
        published?.slowDown(0);
      });
    }

    await test.step('the first load after it, through the old service worker, shows them', async () => {
      const response = await site.goto('/');
      expect(response?.fromServiceWorker(), 'the page comes through the service worker').toBe(true);
      await expect(dishButton(page, name)).toHaveAccessibleName(priced(newPrice));
      const { dialog } = await openDish(page, name, hasTouch);
      await expect(dialog).toContainText(newAllergens);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await test.step('a page of the live build, shown again, offers nothing', async () => {
      const checked = page.waitForResponse('/build.json');
      await hideAndShow(page);
      expect((await checked).ok()).toBe(true);
      await expect(page.getByRole('link', { name: 'Menu updated' })).toHaveCount(0);
    });

    await test.step('offline, the menu and the dish page show them', async () => {
      await waitForNewestWorker(page);
      await context.setOffline(true);
      const response = await site.reload();
      expect(response?.fromServiceWorker(), 'the page comes from the service worker').toBe(true);
      await expect(dishButton(page, name)).toHaveAccessibleName(priced(newPrice));
      await site.goto(`/dishes/${slug}/`);
      await expect(dialogFor(page, name)).toContainText(newAllergens);
      await context.setOffline(false);
    });

    await test.step('the page left open, shown again, offers the new menu without moving anything', async () => {
      await expect(dishButton(left, name)).not.toHaveAccessibleName(priced(newPrice));
      const before = await row(left).boundingBox();
      await hideAndShow(left);
      const link = left.getByRole('link', { name: 'Menu updated' });
      await expect(link).toBeVisible();
      expect(await row(left).boundingBox()).toEqual(before);
      await (hasTouch ? link.tap() : link.click());
      await waitForMenuReady(left);
      await expect(dishButton(left, name)).toHaveAccessibleName(priced(newPrice));
      await expect(link).toHaveCount(0);
    });

    expect(leftProblems, 'console errors, warnings and uncaught errors of the page left open').toEqual([]);
  });
});
