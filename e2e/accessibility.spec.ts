/**
 * WCAG 2.2 AA as axe-core checks it, on every route and in the menu's main
 * states; plus reflow (1.4.10) and target size (2.5.8) measured directly.
 * Runs on a phone (390 x 844, touch) and a desktop (1280 x 800).
 */
import type { Page } from '@playwright/test';
import { DESCRIBED_DISH, PAGE_PATHS, TOTAL_DISHES } from './fixture-restaurant.ts';
import { expectNoAxeViolations } from './a11y-helpers.ts';
import { EXPECTED_404_CONSOLE, UNKNOWN_PATH, expect, step, test, waitForBoxToSettle, waitForScrollToSettle } from './fixtures.ts';
import { cards, openDish, openSettledDish, row, scrollBack } from './menu-page.ts';

/** A dish with a Chinese name, a spice badge and a description: every kind of text the dialog shows. */
const DISH = DESCRIBED_DISH.name;

// One column of text on every screen: checked on the phone.
test("the owner's pages and the whole menu's page have no WCAG A or AA violations", { tag: '@phone' }, async ({ site, page }) => {
  for (const path of [...PAGE_PATHS.filter((path) => path !== '/'), '/menu/', '/zh/menu/']) {
    await test.step(path, async () => {
      await site.goto(path);
      await expectNoAxeViolations(page, path);
    });
  }
});

test.describe('an unknown path', () => {
  test.use({ expectedConsoleProblems: [EXPECTED_404_CONSOLE] });

  test('the 404 page has no WCAG A or AA violations', { tag: '@phone' }, async ({ site, page }) => {
    const response = await site.goto(UNKNOWN_PATH);
    expect(response?.status()).toBe(404);
    await expectNoAxeViolations(page, UNKNOWN_PATH);
  });
});

const dialogOpen = step(
  'the menu with the dish dialog open has no violations, and every control in the dialog is at least 24 by 24 pixels',
  async ({ page, hasTouch }) => {
    const dialog = await openSettledDish(page, DISH, hasTouch);
    await expectNoAxeViolations(page, 'dialog open');
    expect(await findSmallTargets(page)).toEqual([]);
    await expect(dialog).toBeVisible();
  },
);

const loadedAndScrolled = step('/ has no WCAG A or AA violations, as loaded and scrolled to its last card', async ({ page }) => {
  await expectNoAxeViolations(page, '/');

  const region = row(page);
  await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await waitForScrollToSettle(region);
  await expect(page.getByRole('button', { name: 'Scroll right' })).toHaveAttribute('aria-disabled', 'true');
  const lastCardShows = await cards(page)
    .last()
    .evaluate((card) => {
      const cardBox = card.getBoundingClientRect();
      const rowBox = card.parentElement?.getBoundingClientRect();
      return rowBox !== undefined && cardBox.left >= rowBox.left - 1 && cardBox.right <= rowBox.right + 1;
    });
  expect(lastCardShows, 'the last card lies wholly inside the row').toBe(true);
  await expectNoAxeViolations(page, 'row at its last card');
});

test(
  'the menu in the dark colour scheme has no violations, with the dialog closed or open',
  { tag: '@phone' },
  async ({ site, page, hasTouch }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await site.goto('/');
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
    await expectNoAxeViolations(page, 'dark scheme');

    await openSettledDish(page, DISH, hasTouch);
    await expectNoAxeViolations(page, 'dark scheme, dialog open');
  },
);

const searchAndFilter = step(
  'the menu has no violations with a search typed, then a tag filter pressed too; every control is at least 24 by 24 pixels',
  async ({ page }) => {
    expect(await findSmallTargets(page), 'before any search').toEqual([]);

    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('beef');
    await expect(page.getByRole('status').filter({ hasText: /dishes?$/ })).not.toHaveText(`${TOTAL_DISHES} dishes`);
    await expect(cards(page).first()).toBeVisible();
    const clear = await page.getByRole('button', { name: 'Clear search' }).boundingBox();
    expect(clear?.width ?? 0).toBeGreaterThanOrEqual(24);
    expect(clear?.height ?? 0).toBeGreaterThanOrEqual(24);
    await expectNoAxeViolations(page, 'search "beef"');

    const spicy = page.getByRole('button', { name: 'Spicy', exact: true });
    await spicy.click();
    await expect(spicy).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page, 'search "beef" and Spicy pressed');
  },
);

// One page load: the menu as loaded first, then each state a guest puts it in, undone before the next.
test('the menu has no violations as loaded, scrolled, searched and filtered, and with a dish open', async ({ guest, site, page }) => {
  await site.goto('/');
  await loadedAndScrolled(guest);
  await scrollBack(page);
  await searchAndFilter(guest);
  await page.getByRole('button', { name: 'Spicy', exact: true }).click();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(row(page).getByRole('button')).toHaveCount(TOTAL_DISHES);
  await dialogOpen(guest);
});

/**
 * Elements that scroll sideways: overflow-x auto or scroll (a vertical
 * scroller's overflow-x computes to auto too) with more content than width.
 * The card row, the line of category chips and the line of filters are
 * meant to; nothing else is (WCAG 1.4.10).
 */
function findSidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const meantTo = [
      document.querySelector('[role="region"][aria-label="Menu categories"]'),
      document.querySelector('nav[aria-label="Categories"] > ul'),
      document.querySelector('button[data-tag="spicy"]')?.parentElement,
      // The header's links keep one line on a phone and scroll, as the chips do, rather than wrap under a long page title.
      document.querySelector('nav[aria-label="Main"] > ul'),
    ];
    return Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => !meantTo.includes(element))
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} scrollWidth ${element.scrollWidth} > clientWidth ${element.clientWidth}`,
      );
  });
}

/** Elements whose box reaches past the right edge of the layout viewport, other than those inside the lines that scroll sideways. */
function findElementsPastRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scrollers = [
      document.querySelector('[role="region"][aria-label="Menu categories"]'),
      document.querySelector('nav[aria-label="Categories"] > ul'),
      document.querySelector('button[data-tag="spicy"]')?.parentElement,
      // The header's links keep one line on a phone and scroll, as the chips do, rather than wrap under a long page title.
      document.querySelector('nav[aria-label="Main"] > ul'),
    ];
    const width = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => !scrollers.some((scroller) => scroller !== element && scroller?.contains(element)))
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} right ${element.getBoundingClientRect().right} > ${width}`);
  });
}

test(
  'at 320 px wide the menu has no violations and reflows: no sideways page scroll, only the card row, the chip line and the filter line scroll sideways, nor anything in the open dialog',
  { tag: '@desktop' },
  async ({ site, page, hasTouch }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await site.goto('/');
    await expectNoAxeViolations(page, '320 px wide');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await findSidewaysScrollers(page)).toEqual([]);
    expect(await findElementsPastRightEdge(page)).toEqual([]);

    const { dialog } = await openDish(page, DISH, hasTouch);
    const box = await waitForBoxToSettle(dialog);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(await findSidewaysScrollers(page)).toEqual([]);
    const widest = await dialog.evaluate((element) =>
      Math.max(...Array.from(element.querySelectorAll('*'), (child) => child.getBoundingClientRect().right)),
    );
    expect(widest, 'the rightmost edge of anything in the dialog').toBeLessThanOrEqual(320 + 1);
  },
);

// 400% zoom of a 1280 x 800 window: the page then lays out in 1280 / 4 by
// 800 / 4 CSS pixels. Emulated as a 320 x 200 viewport at scale 1, which gives
// the same CSS layout (media queries, vw, vh) though not the same device pixels.
test('at 400% zoom of a 1280 x 800 window the page reflows', { tag: '@desktop' }, async ({ site, page }) => {
  await page.setViewportSize({ width: 320, height: 200 });
  await site.goto('/');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await findSidewaysScrollers(page)).toEqual([]);
  expect(await findElementsPastRightEdge(page)).toEqual([]);
});

/** Every rendered button, link and input (in the dialog too when it is open) smaller than 24 x 24 CSS pixels. */
function findSmallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const isSentenceLink = (element: Element) =>
      element.tagName === 'A' &&
      getComputedStyle(element).display === 'inline' &&
      (element.parentElement?.textContent ?? '').trim() !== (element.textContent ?? '').trim();
    return Array.from(
      document.querySelectorAll('button, a[href], input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])'),
    )
      .filter((element) => element.getClientRects().length > 0 && !element.closest('[inert], dialog:not([open])'))
      .filter((element) => !isSentenceLink(element))
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width < 24 || rect.height < 24)
      .map(
        ({ element, rect }) =>
          `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30)}" ${rect.width.toFixed(1)} x ${rect.height.toFixed(1)}`,
      );
  });
}
