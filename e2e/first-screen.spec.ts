/**
 * On a phone the first screen is the menu, in English and in Chinese. Counts
 * the dish buttons wholly in view on load, with no scrolling, at three common
 * phone sizes, and checks that a 600 px card fits whole under the desktop
 * masthead; then the one-line navigation, tagline and category chips that
 * make room for them; and with large text on a 390 x 844 phone, the masthead
 * that folds so that a dish still shows.
 *
 * The phone sizes run in the phone project only (@phone) and 1280 x 800 in
 * the desktop project only (@desktop): the phone project emulates a phone's
 * overlay scrollbars, while a desktop window gives its scrollbar 15 px of the
 * width, which would measure a different layout from the one guests get.
 */
import type { Page } from '@playwright/test';
import { en } from '../src/i18n/en.ts';
import { zh } from '../src/i18n/zh.ts';
import { CATEGORIES, FIRST_CATEGORY, LAST_CATEGORY, restaurant } from './fixture-restaurant.ts';
import { expect, test, waitForScrollToSettle } from './fixtures.ts';
import { setBrowserTextSize } from './menu-page.ts';
import { TEXT_SIZE_KEY } from '../src/pages/text-size.ts';
const row = (page: Page, messages = en) => page.getByRole('region', { name: messages.menuCategories });
const chipNav = (page: Page, messages = en) => page.getByRole('navigation', { name: messages.categoriesNavigation });
const chip = (page: Page, name: string) => chipNav(page).getByRole('link', { name, exact: true });

const LANGUAGES = [
  { root: '/', messages: en, tagline: restaurant.tagline },
  { root: '/zh/', messages: zh, tagline: restaurant.chineseTagline ?? restaurant.tagline },
];

/** The targets: dish buttons wholly in view on load. */
const PHONE_TARGETS = [
  { width: 390, height: 844, atLeast: 6 },
  { width: 360, height: 640, atLeast: 2 },
  { width: 412, height: 915, atLeast: 7 },
];

/**
 * How many dish buttons lie wholly inside the viewport and inside every
 * ancestor that clips them (the card's scrolling list, the card row), so a
 * dish cut off by its list's bottom edge does not count.
 */
function countDishesWhollyInView(page: Page, messages = en): Promise<number> {
  return row(page, messages)
    .getByRole('listitem')
    .getByRole('button')
    .evaluateAll((buttons) => {
      const isWhollyInside = (inner: DOMRect, outer: { left: number; top: number; right: number; bottom: number }) =>
        inner.left >= outer.left - 0.5 &&
        inner.top >= outer.top - 0.5 &&
        inner.right <= outer.right + 0.5 &&
        inner.bottom <= outer.bottom + 0.5;
      const viewport = { left: 0, top: 0, right: document.documentElement.clientWidth, bottom: window.innerHeight };
      return buttons.filter((button) => {
        const box = button.getBoundingClientRect();
        if (box.width === 0 || !isWhollyInside(box, viewport)) return false;
        for (let ancestor = button.parentElement; ancestor; ancestor = ancestor.parentElement) {
          const style = getComputedStyle(ancestor);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          if (!isWhollyInside(box, ancestor.getBoundingClientRect())) return false;
        }
        return true;
      }).length;
    });
}

for (const { width, height, atLeast } of PHONE_TARGETS) {
  test.describe(`@phone at ${width} x ${height}`, () => {
    test.use({ viewport: { width, height } });

    test(`at least ${atLeast} dishes are wholly in view on load, the site navigation, the tagline and the chips each on one line, in English and in Chinese`, async ({
      site,
      page,
    }) => {
      for (const { root, messages, tagline } of LANGUAGES) {
        await site.goto(root);

        await test.step(`${root}: at least ${atLeast} dishes wholly in view, the page not scrolled`, async () => {
          expect(await page.evaluate(() => window.scrollY), 'the page has not scrolled').toBe(0);
          expect(await countDishesWhollyInView(page, messages)).toBeGreaterThanOrEqual(atLeast);
        });

        await test.step(`${root}: the site navigation and the tagline each take one line`, async () => {
          const links = page.getByRole('navigation', { name: messages.mainNavigation }).getByRole('link');
          await expect(links).toHaveCount(4);
          const tops = await links.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
          expect(new Set(tops).size, `link tops ${tops.join(', ')}`).toBe(1);

          const lines = await page
            .getByText(tagline, { exact: true })
            .evaluate((element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));
          expect(lines, 'lines of tagline').toBeLessThan(1.5);
        });

        await test.step(`${root}: the category chips make one line that scrolls inside itself, not the page`, async () => {
          const tops = await chipNav(page, messages)
            .getByRole('link')
            .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
          expect(tops).toHaveLength(CATEGORIES.length);
          expect(new Set(tops).size, `chip tops ${tops.join(', ')}`).toBe(1);
          const line = chipNav(page, messages).getByRole('list');
          expect(await line.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        });
      }
    });
  });
}

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

/** Large text: the browser's own, or the site's own choice (src/pages/text-size.ts). */
const LARGE_TEXT = [
  { name: "the browser's text at 150%", fontSize: 24 },
  { name: "the browser's text at 200%", fontSize: 32 },
  { name: "the site's own 150 %", stored: '150' },
];

for (const setup of LARGE_TEXT) {
  test(`@phone at 390 x 844 with ${setup.name}, the masthead folds and a dish is wholly in view on load, in English and in Chinese, and nothing moves as the menu starts`, async ({
    site,
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    if (setup.fontSize) await setBrowserTextSize(page, setup.fontSize);
    if (setup.stored)
      await page.addInitScript(({ key, size }) => localStorage.setItem(key, size), { key: TEXT_SIZE_KEY, size: setup.stored });
    await page.addInitScript(() => {
      window.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.__layoutShift = (window.__layoutShift ?? 0) + (entry as PerformanceEntry & { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const { root, messages, tagline } of LANGUAGES) {
      await site.goto(root);
      const more = page.getByRole('banner').getByRole('button', { name: messages.headerMore, exact: true });

      await test.step(`${root}: at least one dish wholly in view, the page not scrolled, and nothing shifted`, async () => {
        expect(await page.evaluate(() => window.scrollY), 'the page has not scrolled').toBe(0);
        expect(await countDishesWhollyInView(page, messages)).toBeGreaterThanOrEqual(1);
        await expect(page.getByRole('link', { name: new RegExp(`^${messages.saved} \\(0\\)$`) })).toBeInViewport();
        expect(await page.evaluate(() => window.__layoutShift)).toBe(0);
      });

      await test.step(`${root}: the tagline, the text size, the languages and the navigation fold behind one button, and open from it`, async () => {
        const nav = page.getByRole('navigation', { name: messages.mainNavigation });
        await expect(nav).toBeHidden();
        await expect(page.getByText(tagline, { exact: true })).toBeHidden();
        await more.click();
        await expect(nav.getByRole('link', { name: messages.menu, exact: true })).toBeVisible();
        await expect(page.getByText(tagline, { exact: true })).toBeVisible();
        await expect(page.getByRole('banner').getByRole('button', { name: messages.textSize, exact: true })).toBeVisible();
        await expect(page.getByRole('banner').getByRole('link', { name: (root === '/' ? zh : en).languageName })).toBeVisible();
        const links = await nav.getByRole('link').evaluateAll((elements) =>
          elements.map((element) => {
            const box = element.getBoundingClientRect();
            return box.left >= 0 && box.right <= document.documentElement.clientWidth && box.top >= 0 && box.bottom <= window.innerHeight;
          }),
        );
        expect(links, 'every link of the navigation in view').not.toContain(false);
        await page.keyboard.press('Escape');
        await expect(nav).toBeHidden();
      });
    }
  });
}

test('@desktop at 1280 x 800 the first card is wholly in view on load, top to bottom', async ({ site, page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await site.goto('/');
  const box = await row(page).getByRole('article').first().boundingBox();
  if (!box) throw new Error('the first card has no box');
  expect(Math.abs(box.height - 600), `height ${box.height}`).toBeLessThanOrEqual(1);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `the card runs from ${box.y} to ${box.y + box.height}`).toBeLessThanOrEqual(800);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
});

/** Whether a chip lies wholly inside the visible part of its scrolling line. */
const isChipInLine = (page: Page, name: string) =>
  chip(page, name).evaluate((link) => {
    const line = link.closest('ul');
    if (!line) return false;
    const box = link.getBoundingClientRect();
    const lineBox = line.getBoundingClientRect();
    return box.left >= lineBox.left - 0.5 && box.right <= lineBox.right + 0.5;
  });

test('@phone as the row moves, the current chip is scrolled into view, without moving the page or the focus, and back again', async ({
  site,
  page,
}) => {
  await site.goto('/');
  expect(await isChipInLine(page, LAST_CATEGORY.name), 'the last chip starts out of view').toBe(false);
  const arrow = page.getByRole('button', { name: 'Scroll right' });
  await arrow.focus();
  const pageScroll = await page.evaluate(() => window.scrollY);

  // Enough presses to reach the end of the row, where its last card is current.
  const presses = await row(page).evaluate((element) => Math.ceil((element.scrollWidth - element.clientWidth) / 400));
  for (let press = 0; press < presses; press += 1) {
    const before = await row(page).evaluate((element) => element.scrollLeft);
    await page.keyboard.press('Enter');
    await expect.poll(() => row(page).evaluate((element) => element.scrollLeft)).not.toBe(before);
    await waitForScrollToSettle(row(page));
  }
  await expect(chip(page, LAST_CATEGORY.name)).toHaveAttribute('aria-current', 'true');

  await expect.poll(() => isChipInLine(page, LAST_CATEGORY.name)).toBe(true);
  await waitForScrollToSettle(chipNav(page).getByRole('list'));
  expect(await isChipInLine(page, LAST_CATEGORY.name)).toBe(true);
  expect(await isChipInLine(page, FIRST_CATEGORY.name), 'the first chip has scrolled away').toBe(false);
  expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
  await expect(arrow).toBeFocused();

  // Scrolled back, the row brings the first chip back into view.
  await row(page).evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
  await expect(chip(page, FIRST_CATEGORY.name)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => isChipInLine(page, FIRST_CATEGORY.name)).toBe(true);
});
