/**
 * The menu page, found by role and name as a screen reader finds it. Runs on a phone (390 x 844, touch) and a desktop (1280 x 800).
 */
import type { Locator } from '@playwright/test';
import { SCROLL_STEP_PX } from '../src/hooks/use-scroll-buttons.ts';
import { CATEGORIES, menu } from './fixture-restaurant.ts';
import { expect, step, test, waitForScrollToSettle } from './fixtures.ts';
import { card, cards, row, scrollBack, scrollLeftOf } from './menu-page.ts';

/** The category with the most dishes: its list is the one that overflows its card. */
const LONGEST = menu.reduce((longest, category) => (category.dishes.length > longest.dishes.length ? category : longest));
/** A category that is not the first, whose title a guest might click. */
const SECOND = CATEGORIES[1]?.name ?? '';

const menuPage = step(
  'the menu page: its heading, the card row, the cards in order with their link targets, and titles that do not navigate',
  async ({ page, baseURL }) => {
    await test.step('the page heading Menu', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Menu', exact: true })).toBeVisible();
    });

    await test.step('the card row is a focusable region named Menu categories', async () => {
      const region = row(page);
      await expect(region).toBeVisible();
      await expect(region).toHaveAttribute('tabindex', '0');
      await region.focus();
      await expect(region).toBeFocused();
    });

    await test.step('the category cards in order, each titled by a level-2 heading', async () => {
      await expect(cards(page)).toHaveCount(CATEGORIES.length);
      for (const [index, category] of CATEGORIES.entries()) {
        await expect(cards(page).nth(index).getByRole('heading', { level: 2 })).toHaveText(category.name);
      }
    });

    await test.step("each card carries its category's link target, if it has one", async () => {
      const targets = await cards(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-href')));
      expect(targets).toEqual(menu.map((category) => category.href ?? null));
    });

    await test.step('clicking a card title does not navigate', async () => {
      const title = card(page, SECOND).getByRole('heading', { level: 2, name: SECOND });
      await expect(title.getByRole('link')).toHaveCount(0);
      expect(await title.evaluate((element) => element.closest('a') === null)).toBe(true);

      await page.evaluate(() => {
        (window as Window & { __sameDocument?: boolean }).__sameDocument = true;
      });
      await title.click();

      await expect(page).toHaveURL(`${baseURL}/`);
      expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    });
  },
);

// The full 400 px card width needs a wide screen.
const desktopCardSize = step('every card is 400 by 600 pixels', async ({ page }) => {
  for (const category of CATEGORIES) {
    const box = await card(page, category.name).boundingBox();
    expect(box, category.name).not.toBeNull();
    expect(Math.abs((box?.width ?? 0) - 400), `${category.name} width ${box?.width}`).toBeLessThanOrEqual(1);
    expect(Math.abs((box?.height ?? 0) - 600), `${category.name} height ${box?.height}`).toBeLessThanOrEqual(1);
  }
});

const phoneCardSize = step('the first card fits the screen width and is 600 pixels tall', async ({ page, viewport }) => {
  const box = await cards(page).first().boundingBox();
  expect(box).not.toBeNull();
  const { x = 0, width = 0, height = 0 } = box ?? {};
  expect(width).toBeLessThan(viewport?.width ?? 390);
  expect(x).toBeGreaterThanOrEqual(0);
  expect(x + width).toBeLessThanOrEqual(viewport?.width ?? 390);
  expect(Math.abs(height - 600), `height ${height}`).toBeLessThanOrEqual(1);
});

const staggeredAndSnapping = step(
  'the cards are staggered and snap to their start, each dish list at most 500 pixels tall',
  async ({ page }) => {
    await test.step('the dish list inside a card is at most 500 pixels tall', async () => {
      const list = card(page, LONGEST.name).getByRole('list');
      expect(await list.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('500px');
      const box = await list.boundingBox();
      expect(box?.height ?? Infinity).toBeLessThanOrEqual(500);
    });

    await test.step('the cards are staggered', async () => {
      const first = await cards(page).nth(0).boundingBox();
      const second = await cards(page).nth(1).boundingBox();
      expect(first).not.toBeNull();
      expect(second).not.toBeNull();
      expect(Math.abs((second?.y ?? 0) - (first?.y ?? 0))).toBeGreaterThanOrEqual(1);
    });

    await test.step('the row snaps each card to its start', async () => {
      expect(await row(page).evaluate((element) => getComputedStyle(element).scrollSnapType)).toBe('x mandatory');
      const alignments = await cards(page).evaluateAll((elements) => elements.map((element) => getComputedStyle(element).scrollSnapAlign));
      expect(alignments).toEqual(CATEGORIES.map(() => 'start'));
    });
  },
);

const listScrollsInCard = step('the dish list scrolls inside its card, not the page', async ({ page, isMobile, touch }) => {
  // Its card brought to the row's start, where the guest would scroll its list.
  await card(page, LONGEST.name).evaluate((element) => element.scrollIntoView({ inline: 'start', block: 'nearest', behavior: 'instant' }));
  await waitForScrollToSettle(row(page));
  const list = card(page, LONGEST.name).getByRole('list');
  const { scrollHeight, clientHeight } = await list.evaluate((element) => ({
    scrollHeight: element.scrollHeight,
    clientHeight: element.clientHeight,
  }));
  expect(scrollHeight).toBeGreaterThan(clientHeight);
  const pageScrollBefore = await page.evaluate(() => window.scrollY);

  const box = await list.boundingBox();
  if (!box) throw new Error('the dish list has no box');
  // A point well inside the list that is also on screen.
  const point = { x: box.x + box.width / 2, y: Math.min(box.y + box.height / 2, (page.viewportSize()?.height ?? 800) - 150) };
  if (isMobile) {
    await touch.swipe({ from: point, dy: -120, steps: 8 });
  } else {
    await page.mouse.move(point.x, point.y);
    await page.mouse.wheel(0, 200);
  }

  await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(pageScrollBefore);
});

/** How far, in pixels, the nearest card's left edge is from where the row snaps cards to. */
function distanceFromSnapStart(rowLocator: Locator): Promise<number> {
  return rowLocator.evaluate((element) => {
    const snapStart = element.getBoundingClientRect().left + parseFloat(getComputedStyle(element).scrollPaddingLeft || '0');
    const lefts = Array.from(element.querySelectorAll('article'), (article) => article.getBoundingClientRect().left);
    return Math.min(...lefts.map((left) => Math.abs(left - snapStart)));
  });
}

const arrowsStepThrough = step(
  'the arrows: Scroll left disabled at the start, Scroll right one snapped card at a time to the end, where it is disabled, and Scroll left back',
  async ({ page }) => {
    await test.step('Scroll left is disabled at the start of the row', async () => {
      await expect(page.getByRole('button', { name: 'Scroll left' })).toHaveAttribute('aria-disabled', 'true');
      await expect(page.getByRole('button', { name: 'Scroll right' })).not.toHaveAttribute('aria-disabled', 'true');
    });

    await test.step('Scroll right moves the row one step to the next snapped card', async () => {
      const region = row(page);
      const before = await scrollLeftOf(region);
      expect(before).toBe(0);

      await page.getByRole('button', { name: 'Scroll right' }).click();
      await expect.poll(() => scrollLeftOf(region)).toBeGreaterThan(before);
      const after = await waitForScrollToSettle(region);

      // Snapping may round the 400 px step to the nearest card, which is never more than half a card away.
      const cardStride = await cards(page).evaluateAll((elements) => {
        const [first, second] = elements;
        return (second?.getBoundingClientRect().left ?? 0) - (first?.getBoundingClientRect().left ?? 0);
      });
      expect(Math.abs(after - before - SCROLL_STEP_PX), `moved ${after - before}px, card stride ${cardStride}px`).toBeLessThanOrEqual(
        cardStride / 2,
      );
      expect(await distanceFromSnapStart(region)).toBeLessThanOrEqual(1);
    });

    await test.step('Scroll left brings the row back to its start', async () => {
      const region = row(page);
      expect(await scrollLeftOf(region)).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Scroll left' }).click();
      await expect.poll(() => scrollLeftOf(region)).toBeLessThan(1);
      expect(await waitForScrollToSettle(region)).toBeLessThan(1);
    });

    await test.step('Scroll right is disabled at the end of the row', async () => {
      const region = row(page);
      const scrollRight = page.getByRole('button', { name: 'Scroll right' });
      const maxScrollLeft = await region.evaluate((element) => element.scrollWidth - element.clientWidth);

      // A step per card at most; each step must move the row.
      for (let click = 0; click < CATEGORIES.length; click += 1) {
        if ((await scrollRight.getAttribute('aria-disabled')) === 'true') break;
        const before = await scrollLeftOf(region);
        await scrollRight.click();
        await expect.poll(() => scrollLeftOf(region)).toBeGreaterThan(before);
        await waitForScrollToSettle(region);
      }

      await expect(scrollRight).toHaveAttribute('aria-disabled', 'true');
      expect(await scrollLeftOf(region)).toBeGreaterThanOrEqual(maxScrollLeft - 1);
      await expect(page.getByRole('button', { name: 'Scroll left' })).not.toHaveAttribute('aria-disabled', 'true');
    });
  },
);

const arrowsScrollSmoothly = step('the arrows scroll smoothly', async ({ page }) => {
  const region = row(page);
  expect(await region.evaluate((element) => getComputedStyle(element).scrollBehavior)).toBe('smooth');

  // scrollLeft on every frame from a click until the scroll settles: a smooth
  // scroll passes through values between its start and its end. A busy main
  // thread can miss a whole animation between two frames, so up to three clicks.
  const framesOfOneScroll = async () => {
    await region.evaluate((element) => {
      const samples: number[] = [];
      (window as Window & { __scrollSamples?: number[] }).__scrollSamples = samples;
      const sample = () => {
        samples.push(element.scrollLeft);
        if (samples.length < 600) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    const start = await scrollLeftOf(region);
    await page.getByRole('button', { name: 'Scroll right' }).click();
    await expect.poll(() => scrollLeftOf(region)).toBeGreaterThan(start);
    const end = await waitForScrollToSettle(region);
    const samples = await page.evaluate(() => (window as Window & { __scrollSamples?: number[] }).__scrollSamples ?? []);
    return { samples, inBetween: samples.filter((value) => value > start && value < end) };
  };

  let scroll = await framesOfOneScroll();
  for (let click = 1; click < 3 && scroll.inBetween.length === 0; click += 1) scroll = await framesOfOneScroll();
  expect(scroll.inBetween.length, `scrollLeft per frame: ${scroll.samples.slice(0, 40).join(', ')}`).toBeGreaterThan(0);
});

const reducedMotionInstant = step('with reduced motion the arrows scroll instantly', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const region = row(page);
  expect(await region.evaluate((element) => getComputedStyle(element).scrollBehavior)).toBe('auto');

  await page.getByRole('button', { name: 'Scroll right' }).click();
  // Already at its destination at the very next look: no animation in between.
  const immediately = await scrollLeftOf(region);
  expect(immediately).toBeGreaterThan(0);
  expect(await waitForScrollToSettle(region)).toBe(immediately);
});

// One page load per flow: the steps run one after another, the row scrolled back to its start where a step needs it there.
test('the menu page on a phone', { tag: '@phone' }, async ({ guest, site, page }) => {
  await site.goto('/');
  await phoneCardSize(guest);
  await staggeredAndSnapping(guest);
  await menuPage(guest);
  await listScrollsInCard(guest);
  await scrollBack(page);
  await arrowsStepThrough(guest);
});

test('the menu page on a desktop', { tag: '@desktop' }, async ({ guest, site, page }) => {
  await site.goto('/');
  await desktopCardSize(guest);
  await staggeredAndSnapping(guest);
  await menuPage(guest);
  await listScrollsInCard(guest);
  await scrollBack(page);
  await arrowsStepThrough(guest);
  await scrollBack(page);
  await arrowsScrollSmoothly(guest);
  await scrollBack(page);
  // Last: it turns on reduced motion for the page.
  await reducedMotionInstant(guest);
});
