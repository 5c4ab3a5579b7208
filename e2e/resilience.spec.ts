/**
 * The menu under rough handling: rapid and double presses, resizes and
 * rotations with the dialog open, presses that start in one place and end in
 * another, scroll attempts behind the dialog, half-finished and multi-finger
 * swipes, junk typed into the quantity, very long names, and other locales.
 * Runs on a phone (390 x 844, touch) and a desktop (1280 x 800) unless a test
 * says otherwise.
 */
import type { Locator, Page } from '@playwright/test';
import { MAX_QUANTITY } from '../src/menu/model/quantity.ts';
import { DESCRIBED_DISH, PAGE_PATHS, PLAIN_DISH } from './fixture-restaurant.ts';
import {
  EXPECTED_404_CONSOLE,
  UNKNOWN_PATH,
  expect,
  step,
  test,
  waitForBoxToSettle,
  waitForFrames,
  waitForScrollToSettle,
} from './fixtures.ts';
import {
  cardAtSnapLine,
  cards,
  closeDish,
  dialogFor,
  innerScroller,
  openDish,
  quantityOf,
  row,
  scrollBack,
  scrollLeftOf,
} from './menu-page.ts';

/** A dish with a description: its sheet has content to scroll. */
const GENERAL_TSO = DESCRIBED_DISH.name;

/** What a drag leaves on the sheet while it lasts (src/hooks/use-swipe-to-close.ts); none of it may outlive the drag. */
const dragState = (dialog: Locator) =>
  dialog.evaluate((element: HTMLElement) => ({
    swiping: element.hasAttribute('data-swiping'),
    dragY: element.style.getPropertyValue('--sheet-drag-y'),
  }));

const centreOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

const fiveQuickPresses = step('five quick presses of Scroll right leave the row resting on a card', async ({ page, hasTouch }) => {
  const region = row(page);
  const at = await centreOf(page.getByRole('button', { name: 'Scroll right' }));
  // Raw presses: a locator click would wait whenever the button turned aria-disabled at the end.
  for (let press = 0; press < 5; press += 1) {
    if (hasTouch) await page.touchscreen.tap(at.x, at.y);
    else await page.mouse.click(at.x, at.y);
  }
  await expect.poll(() => scrollLeftOf(region)).toBeGreaterThan(0);
  await waitForScrollToSettle(region);
  // Some card's left edge on the snap line; or, when the last cards cannot
  // reach that line, the row at its very end, its last snap position.
  const { index, distance, atEnd } = await cardAtSnapLine(page);
  expect(distance <= 1 || atEnd, `card ${index + 1} is ${distance}px from the snap line; at the end: ${atEnd}`).toBe(true);
});

const twentyOpenings = step('opening and closing a dish 20 times fast leaves the page exactly as it was', async ({ page }) => {
  const pageState = () =>
    page.evaluate(() => {
      const describe = (element: HTMLElement) => {
        const style = getComputedStyle(element);
        return {
          styleAttribute: element.getAttribute('style'),
          overflow: style.overflow,
          paddingRight: style.paddingRight,
          position: style.position,
          top: style.top,
          pointerEvents: style.pointerEvents,
        };
      };
      return {
        html: describe(document.documentElement),
        body: describe(document.body),
        firstCardX: document.querySelector('article')?.getBoundingClientRect().x,
        scrollY: window.scrollY,
      };
    });
  // A dish on screen on both devices, so that focusing it scrolls nothing.
  const button = cards(page).first().getByRole('button').first();
  await button.focus();
  const before = await pageState();
  for (let round = 0; round < 20; round += 1) {
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
  }
  // Let the closing transitions and the history steps land.
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await waitForFrames(page, 10);

  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  expect(await pageState()).toEqual(before);
  await expect(button).toBeFocused();
  // Every opening's history entry was taken back off: Back from here brings no dish back.
  expect(await dishesBehind(page)).toEqual([]);
});

// Closing a dish the page opened takes its history entry back off with
// history.back(), whose traversal lands a little later (asynchronously). A dish
// opened in that window must survive the traversal's popstate. Reopening
// inside the close event itself puts the second open squarely in the window,
// every time; a person tapping quickly lands in it only sometimes.
const openedWhileClosing = step(
  'a dish opened while the previous one is still closing stays open, and closing it leaves no dish behind in the history',
  async ({ page, baseURL }) => {
    const secondName = await cards(page)
      .first()
      .getByRole('button')
      .nth(1)
      .evaluate((button) => button.firstElementChild?.textContent ?? '');
    // The dialog's code arrives after hydration; this test drives its element directly.
    await expect(page.locator('dialog')).toBeAttached();
    await page.evaluate(async () => {
      const [first, second] = Array.from(document.querySelectorAll<HTMLButtonElement>('article button'));
      const dialog = document.querySelector('dialog');
      if (!first || !second || !dialog) throw new Error('no dishes or no dialog');
      first.click();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      if (!dialog.open) throw new Error('the first dish did not open');
      await new Promise<void>((resolve) => {
        dialog.addEventListener(
          'close',
          () => {
            second.click();
            resolve();
          },
          { once: true },
        );
        dialog.close();
      });
    });
    const dialog = dialogFor(page, secondName);
    await expect(dialog).toBeVisible();
    await waitForFrames(page, 20);
    await expect(dialog, 'the second dish is still open once the history has settled').toBeVisible();
    await expect(page).toHaveURL(/\/dishes\//);
    expect(await dishesBehind(page), 'the open dish is the one entry with a dish').toHaveLength(1);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${baseURL}/`);
    // Back from here must not bring a dish back.
    expect(await dishesBehind(page)).toEqual([]);
  },
);

const pressReleasedOnBackdrop = step('a press inside the panel released on the backdrop does not close the dialog', async ({ page }) => {
  const { dialog } = await openDish(page, PLAIN_DISH.name, false);
  const box = await waitForBoxToSettle(dialog);
  const inside = await centreOf(dialog.getByRole('heading', { level: 2 }));
  const backdrop = { x: 10, y: 10 };
  expect(backdrop.y < box.y || backdrop.x < box.x, 'the release point is on the backdrop').toBe(true);

  await page.mouse.move(inside.x, inside.y);
  await page.mouse.down();
  await page.mouse.move(backdrop.x, backdrop.y, { steps: 5 });
  await page.mouse.up();
  await waitForFrames(page, 10);

  await expect(dialog).toBeVisible();
  expect(await waitForBoxToSettle(dialog)).toEqual(box);
});

const tapOnBackdropOverDish = step(
  'a tap on the backdrop over another dish closes the dialog and does not open that dish',
  async ({ page }) => {
    const firstCard = cards(page).first();
    const under = firstCard.getByRole('button').first();
    // The sheet leaves only the top 20% of the screen as backdrop: a shorter
    // screen scrolls further, far enough to bring a dish up there.
    await page.setViewportSize({ width: 390, height: 600 });
    const top = await under.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top - 30);
    const target = await centreOf(under);
    const opened = firstCard.getByRole('button').nth(2);
    const openedCentre = await centreOf(opened);
    await page.touchscreen.tap(openedCentre.x, openedCentre.y);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const box = await waitForBoxToSettle(dialog);
    const isOutside = target.x < box.x || target.x > box.x + box.width || target.y < box.y || target.y > box.y + box.height;
    expect(isOutside, `the dish at ${JSON.stringify(target)} lies outside the sheet ${JSON.stringify(box)}`).toBe(true);

    // Count every opening from here on.
    await page.evaluate(() => {
      const win = window as Window & { __dialogOpenings?: number };
      win.__dialogOpenings = 0;
      for (const method of ['show', 'showModal'] as const) {
        const original = HTMLDialogElement.prototype[method];
        HTMLDialogElement.prototype[method] = function countedOpening(this: HTMLDialogElement) {
          win.__dialogOpenings = (win.__dialogOpenings ?? 0) + 1;
          original.call(this);
        };
      }
    });
    await page.touchscreen.tap(target.x, target.y);

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await waitForFrames(page, 10);
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as Window & { __dialogOpenings?: number }).__dialogOpenings)).toBe(0);
    await expect(page).not.toHaveURL(/dishes\//);
  },
);

const scrollLockedBehindDialog = step(
  'page scrolling stays locked behind the dialog and every scroller is restored on close, with scroll-behavior auto and smooth',
  async ({ page, hasTouch, isMobile, touch }) => {
    // 1280 x 800 leaves the page too little to scroll; 600 px tall leaves plenty.
    if (!isMobile) await page.setViewportSize({ width: 1280, height: 600 });
    for (const scrollBehavior of ['auto', 'smooth'] as const) {
      await test.step(`scroll-behavior ${scrollBehavior}`, async () => {
        await page.evaluate((behavior) => {
          document.documentElement.style.scrollBehavior = behavior;
        }, scrollBehavior);
        const region = row(page);
        await region.evaluate((element) => {
          const second = element.querySelectorAll('article')[1] as HTMLElement;
          element.scrollTo({
            left: second.offsetLeft - (parseFloat(getComputedStyle(element).scrollPaddingLeft) || 0),
            behavior: 'instant',
          });
        });
        await waitForScrollToSettle(region);
        const list = cards(page).nth(1).getByRole('list');
        await list.evaluate((element) => element.scrollTo({ top: 100, behavior: 'instant' }));
        // Within reach on both screens: the phone's first screen is mostly the card row, so its page scrolls about 270 px.
        await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);

        const readScroll = async () => ({
          windowY: await page.evaluate(() => window.scrollY),
          rowX: await scrollLeftOf(region),
          listY: await list.evaluate((element) => element.scrollTop),
        });
        const before = await readScroll();
        expect(before.rowX).toBeGreaterThan(0);
        expect(before.listY).toBe(100);

        // A dish wholly on screen, pressed where it is: nothing may scroll it into view first.
        const target = await list.evaluate((element) => {
          const listBox = element.getBoundingClientRect();
          const rowBox = element.closest('[role="region"]')?.getBoundingClientRect() ?? listBox;
          const button = Array.from(element.querySelectorAll('button')).find((candidate) => {
            const box = candidate.getBoundingClientRect();
            return (
              box.top >= Math.max(listBox.top, 0) &&
              box.bottom <= Math.min(listBox.bottom, window.innerHeight) &&
              box.left >= rowBox.left &&
              box.right <= rowBox.right
            );
          });
          const box = button?.getBoundingClientRect();
          return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
        });
        if (!target) throw new Error('no dish of the second card is wholly on screen');
        if (hasTouch) await page.touchscreen.tap(target.x, target.y);
        else await page.mouse.click(target.x, target.y);
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        const box = await waitForBoxToSettle(dialog);

        if (hasTouch) {
          // On the backdrop above the sheet: up, then down.
          await touch.swipe({ from: { x: 195, y: box.y - 20 }, dy: -100, steps: 8 });
          await touch.swipe({ from: { x: 195, y: 20 }, dy: 100, steps: 8 });
        } else {
          await page.mouse.move(10, 10);
          await page.mouse.wheel(0, 600);
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
          await page.mouse.wheel(0, 600);
        }
        // Keys that scroll a page, pressed with focus on the dialog's text rather than on a button.
        const description = dialog.getByRole('heading', { name: 'Description', exact: true });
        await description.evaluate((element) => element.scrollIntoView({ block: 'nearest', behavior: 'instant' }));
        const text = await centreOf(description);
        await page.mouse.click(text.x, text.y);
        await expect(dialog).toBeVisible();
        await page.keyboard.press('Space');
        await page.keyboard.press('PageDown');
        await page.keyboard.press('End');
        await waitForFrames(page, 10);
        expect(await page.evaluate(() => window.scrollY)).toBe(before.windowY);
        await expect(dialog).toBeVisible();

        await dialog.getByRole('button', { name: 'Close', exact: true }).click();
        await expect(dialog).toBeHidden();
        await waitForFrames(page, 10);
        expect(await readScroll()).toEqual(before);
      });
    }
  },
);

// Typing is the same on every screen: the desktop, where a keyboard is, checks it.
const junkInQuantity = step(
  'junk typed or pasted into the quantity, confirmed with Tab or Enter, always settles on a whole number from 1 to the largest',
  async ({ page, context, hasTouch }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { dialog } = await openDish(page, PLAIN_DISH.name, hasTouch);
    const quantity = quantityOf(dialog);
    const select = async () => {
      await quantity.click();
      await page.keyboard.press('ControlOrMeta+A');
    };

    await test.step('typed, then Tab', async () => {
      for (const typed of ['', '0', '-3', '1.5', '1e3', 'abc', '   ', '2abc', '９']) {
        await select();
        if (typed === '') await page.keyboard.press('Backspace');
        else await page.keyboard.type(typed);
        await page.keyboard.press('Tab');
        const value = await quantity.inputValue();
        expect(value, `after typing "${typed}"`).toMatch(/^[1-9]\d*$/);
        await expect(quantity, `after typing "${typed}"`).toHaveAttribute('aria-valuenow', value);
      }
    });

    await test.step(`"1e3" becomes the largest quantity, ${MAX_QUANTITY}`, async () => {
      await select();
      await page.keyboard.type('1e3');
      await page.keyboard.press('Tab');
      await expect(quantity).toHaveValue(String(MAX_QUANTITY));
      await expect(quantity).toHaveAttribute('aria-valuenow', String(MAX_QUANTITY));
    });

    await test.step('confirmed with Enter', async () => {
      await select();
      await page.keyboard.type('-7');
      await page.keyboard.press('Enter');
      await expect(quantity).toHaveValue(/^[1-9]\d*$/);
      await expect(dialog).toBeVisible();
    });

    await test.step('pasted', async () => {
      await page.evaluate(() => navigator.clipboard.writeText('twelve'));
      await select();
      await page.keyboard.press('ControlOrMeta+V');
      // The paste really happened: the field shows the text until it settles.
      await expect(quantity).toHaveValue('twelve');
      await page.keyboard.press('Tab');
      await expect(quantity).toHaveValue(/^[1-9]\d*$/);
      await expect(quantity).toHaveAttribute('aria-valuenow', await quantity.inputValue());
    });
  },
);

const longNameWraps = step('a 200-character dish name without spaces wraps inside its card', async ({ page }) => {
  const list = cards(page).first().getByRole('list');
  const button = list.getByRole('button').first();
  await button.evaluate((element) => {
    const name = element.querySelector('span');
    if (!name) throw new Error('the dish button has no name span');
    name.textContent = 'W'.repeat(200);
  });
  await waitForFrames(page, 2);
  const { scrollWidth, clientWidth } = await list.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth, 'the dish list does not scroll sideways').toBeLessThanOrEqual(clientWidth);
  const card = await cards(page).first().boundingBox();
  const dish = await button.boundingBox();
  if (!card || !dish) throw new Error('no box');
  expect(dish.x).toBeGreaterThanOrEqual(card.x - 1);
  expect(dish.x + dish.width).toBeLessThanOrEqual(card.x + card.width + 1);
  // The price stays on screen beside the name.
  const price = await button.locator('span').nth(1).boundingBox();
  expect((price?.x ?? Infinity) + (price?.width ?? 0)).toBeLessThanOrEqual(card.x + card.width + 1);
});

const rotationKeepsCard = step('rotating to landscape and back keeps the current card on the snap line', async ({ page }) => {
  const region = row(page);
  await page.getByRole('button', { name: 'Scroll right' }).tap();
  await expect.poll(() => scrollLeftOf(region)).toBeGreaterThan(0);
  await waitForScrollToSettle(region);
  const start = await cardAtSnapLine(page);
  expect(start.distance).toBeLessThanOrEqual(1);
  expect(start.index).toBeGreaterThan(0);

  for (const size of [
    { width: 844, height: 390 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await waitForFrames(page, 3);
    await waitForScrollToSettle(region);
    const now = await cardAtSnapLine(page);
    expect(now.index, `the card at the snap line at ${size.width} x ${size.height}`).toBe(start.index);
    expect(now.distance, `its distance from the line at ${size.width} x ${size.height}`).toBeLessThanOrEqual(1);
  }
});

const landscapeDialogScrolls = step(
  'in landscape the open dialog scrolls its content and shows Add to Cart on screen',
  async ({ page }) => {
    await page.setViewportSize({ width: 844, height: 390 });
    const { dialog } = await openDish(page, GENERAL_TSO, true);
    await waitForBoxToSettle(dialog);
    const scroller = innerScroller(dialog, GENERAL_TSO);
    const { scrollHeight, clientHeight } = await scroller.evaluate((element) => ({
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
    }));
    expect(scrollHeight).toBeGreaterThan(clientHeight);
    await scroller.evaluate((element) => element.scrollTo({ top: 80, behavior: 'instant' }));
    await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);

    const addToCart = await dialog.getByRole('button', { name: /^Add to Cart/ }).boundingBox();
    expect(addToCart).not.toBeNull();
    expect(addToCart?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect((addToCart?.y ?? 0) + (addToCart?.height ?? Infinity)).toBeLessThanOrEqual(390);
  },
);

const swipeDownCloses = step(
  'swiping the sheet down 49 px puts it back, 60 px closes it, and so does a long drag that starts on the Large size option',
  async ({ page, touch }) => {
    const { button, dialog } = await openDish(page, PLAIN_DISH.name, true);
    const start = await waitForBoxToSettle(dialog);
    const from = await centreOf(dialog.getByRole('heading', { level: 2 }));

    await touch.swipe({ from, dy: 49, steps: 7 });
    await expect.poll(async () => Math.abs(((await dialog.boundingBox())?.y ?? Infinity) - start.y)).toBeLessThanOrEqual(1);
    await waitForFrames(page, 5);
    await expect(dialog).toBeVisible();
    expect(await dragState(dialog)).toEqual({ swiping: false, dragY: '' });

    await touch.swipe({ from, dy: 60, steps: 6 });
    await expect(dialog).toBeHidden();

    await openDish(page, PLAIN_DISH.name, true);
    await waitForBoxToSettle(dialog);
    await touch.swipe({ from: await centreOf(dialog.getByRole('radio', { name: 'Large' })), dy: 80, steps: 8 });
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  },
);

const shortDragsKeepSheet = step(
  'a tap on the heading, a short drag from Large or Increase quantity, and a sideways drag leave the sheet open, in place, its choices as they were',
  async ({ page, touch }) => {
    const { dialog } = await openDish(page, PLAIN_DISH.name, true);
    const start = await waitForBoxToSettle(dialog);
    const heading = await centreOf(dialog.getByRole('heading', { level: 2 }));
    const expectInPlace = async () => {
      await waitForFrames(page, 5);
      await expect(dialog).toBeVisible();
      expect(await waitForBoxToSettle(dialog)).toEqual(start);
      expect(await dragState(dialog)).toEqual({ swiping: false, dragY: '' });
    };

    await test.step('a tap on the heading', async () => {
      await touch.tap(heading);
      await expectInPlace();
    });

    await test.step('a drag that starts on Large does not choose it', async () => {
      const large = dialog.getByRole('radio', { name: 'Large' });
      await touch.swipe({ from: await centreOf(large), dy: 30, steps: 6 });
      await expectInPlace();
      await expect(large).not.toBeChecked();
      await expect(dialog.getByRole('radio', { name: 'Regular' })).toBeChecked();
    });

    await test.step('a drag that starts on Increase quantity does not increase it', async () => {
      await touch.swipe({ from: await centreOf(dialog.getByRole('button', { name: 'Increase quantity' })), dy: 30, steps: 6 });
      await expectInPlace();
      await expect(quantityOf(dialog)).toHaveValue('1');
    });

    await test.step('a sideways drag', async () => {
      await touch.swipe({ from: { x: 60, y: heading.y }, dy: 10, dx: 120, steps: 8 });
      await expectInPlace();
    });
  },
);

const secondFingerMidDrag = step(
  'a second finger landing mid-drag hands the gesture to the browser: the sheet settles back and stays open',
  async ({ page, touch }) => {
    const { dialog } = await openDish(page, PLAIN_DISH.name, true);
    const start = await waitForBoxToSettle(dialog);
    const first = { ...(await centreOf(dialog.getByRole('heading', { level: 2 }))), id: 0 };
    const second = { ...(await centreOf(dialog.getByRole('heading', { name: 'Description' }))), id: 1 };
    await touch.down(first);
    for (let step = 1; step <= 4; step += 1) await touch.move({ ...first, y: first.y + step * 10 });
    expect((await dragState(dialog)).swiping, 'the first finger drags the sheet').toBe(true);
    const moved = { ...first, y: first.y + 40 };
    await touch.down(moved, second);
    for (let step = 1; step <= 8; step += 1) await touch.move({ ...moved, y: moved.y + step * 10 }, second);
    expect(await dragState(dialog), 'the drag let go when the second finger landed').toEqual({ swiping: false, dragY: '' });
    await touch.up();
    await waitForFrames(page, 5);
    await expect(dialog).toBeVisible();
    expect((await waitForBoxToSettle(dialog)).y).toBe(start.y);
  },
);

// Two fingers on the sheet are a pinch-zoom to the browser: the zoom moves
// the resting first finger in client coordinates, which must not read as a drag.
const secondFingerDragging = step('a second finger dragging down is ignored', async ({ page, touch }) => {
  const { dialog } = await openDish(page, PLAIN_DISH.name, true);
  const start = await waitForBoxToSettle(dialog);
  const first = { ...(await centreOf(dialog.getByRole('heading', { level: 2 }))), id: 0 };
  const second = { ...(await centreOf(dialog.getByRole('heading', { name: 'Description' }))), id: 1 };
  await touch.down(first);
  await touch.down(first, second);
  for (let step = 1; step <= 8; step += 1) await touch.move(first, { ...second, y: second.y + step * 10 });
  expect(await dragState(dialog)).toEqual({ swiping: false, dragY: '' });
  await touch.up();
  await waitForFrames(page, 5);
  await expect(dialog).toBeVisible();
  expect((await waitForBoxToSettle(dialog)).y).toBe(start.y);
});

const escapeMidDrag = step('Escape in the middle of a drag leaves no trace on the next opening', async ({ page, touch }) => {
  const { dialog } = await openDish(page, PLAIN_DISH.name, true);
  const start = await waitForBoxToSettle(dialog);
  const from = await centreOf(dialog.getByRole('heading', { level: 2 }));
  await touch.down(from);
  for (let step = 1; step <= 4; step += 1) await touch.move({ x: from.x, y: from.y + step * 10 });
  expect((await dragState(dialog)).swiping, 'the drag is under way').toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await touch.up();
  // The closed dialog is out of the accessibility tree: look at the element itself.
  expect(await dragState(page.locator('dialog'))).toEqual({ swiping: false, dragY: '' });

  await openDish(page, PLAIN_DISH.name, true);
  expect(await waitForBoxToSettle(dialog)).toEqual(start);
  expect(await dragState(dialog)).toEqual({ swiping: false, dragY: '' });
});

/** The dish addresses among the history entries up to the current one: what Back could bring back. */
function dishesBehind(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { navigation } = window as unknown as { navigation: { currentEntry: { index: number }; entries(): { url: string }[] } };
    return navigation
      .entries()
      .slice(0, navigation.currentEntry.index + 1)
      .map((entry) => entry.url)
      .filter((url) => url.includes('/dishes/') || url.includes('dish='));
  });
}

/** Where the dialog sits: a sheet is anchored to the bottom edge, a panel centred. */
async function dialogLayout(page: Page, dialog: Locator) {
  const box = await waitForBoxToSettle(dialog);
  const { height } = page.viewportSize() ?? { height: 0 };
  return {
    anchoredToBottom: Math.abs(box.y + box.height - height) <= 1,
    centred: Math.abs(box.y + box.height / 2 - height / 2) <= 2,
    backToMenuShows: await dialog.getByRole('button', { name: 'Back to Menu' }).isVisible(),
  };
}

/** Large, quantity 3, focus on Increase quantity: what a resize must keep. */
async function chooseLargeAndThree(dialog: Locator) {
  await dialog.getByRole('radio', { name: 'Large' }).check();
  const increase = dialog.getByRole('button', { name: 'Increase quantity' });
  await increase.click();
  await increase.click();
  await expect(quantityOf(dialog)).toHaveValue('3');
  await increase.focus();
  return increase;
}

async function expectChoicesKept(dialog: Locator, focused: Locator) {
  await expect(dialog.getByRole('radio', { name: 'Large' })).toBeChecked();
  await expect(quantityOf(dialog)).toHaveValue('3');
  await expect(focused).toBeFocused();
}

const phoneToTabletAndBack = step(
  'from phone to tablet width and back, the open sheet becomes a panel and back, keeping size, quantity and focus',
  async ({ page }) => {
    const { dialog } = await openDish(page, PLAIN_DISH.name, true);
    const increase = await chooseLargeAndThree(dialog);
    expect(await dialogLayout(page, dialog)).toEqual({ anchoredToBottom: true, centred: false, backToMenuShows: true });

    await page.setViewportSize({ width: 1024, height: 844 });
    expect(await dialogLayout(page, dialog)).toEqual({ anchoredToBottom: false, centred: true, backToMenuShows: false });
    await expectChoicesKept(dialog, increase);

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await dialogLayout(page, dialog)).toEqual({ anchoredToBottom: true, centred: false, backToMenuShows: true });
    await expectChoicesKept(dialog, increase);
  },
);

const desktopTo700 = step(
  'from desktop to 700 px wide, the open panel becomes a sheet, keeping size, quantity and focus',
  async ({ page }) => {
    const { dialog } = await openDish(page, PLAIN_DISH.name, false);
    const increase = await chooseLargeAndThree(dialog);
    expect(await dialogLayout(page, dialog)).toEqual({ anchoredToBottom: false, centred: true, backToMenuShows: false });

    await page.setViewportSize({ width: 700, height: 800 });
    expect(await dialogLayout(page, dialog)).toEqual({ anchoredToBottom: true, centred: false, backToMenuShows: true });
    await expectChoicesKept(dialog, increase);
  },
);

// One page load per flow: the steps run one after another, each leaving the page as a guest would find it again.
test('on the menu page, on a phone', { tag: '@phone' }, async ({ site, page, context, touch, hasTouch, isMobile, baseURL, viewport }) => {
  const guest = { site, page, context, touch, hasTouch, isMobile, baseURL, viewport };
  await site.goto('/');
  await fiveQuickPresses(guest);
  await scrollBack(page);
  await twentyOpenings(guest);
  await openedWhileClosing(guest);
  await phoneToTabletAndBack(guest);
  await closeDish(page);
  await scrollLockedBehindDialog(guest);
  await page.evaluate(() => {
    document.documentElement.style.scrollBehavior = '';
  });
  await cards(page)
    .nth(1)
    .getByRole('list')
    .evaluate((element) => element.scrollTo({ top: 0, behavior: 'instant' }));
  await scrollBack(page);
  await tapOnBackdropOverDish(guest);
  await page.setViewportSize({ width: 390, height: 844 });
  await scrollBack(page);
  // Last: it rewrites a dish's name in the page.
  await longNameWraps(guest);
});

test(
  'on the menu page, on a desktop',
  { tag: '@desktop' },
  async ({ site, page, context, touch, hasTouch, isMobile, baseURL, viewport }) => {
    const guest = { site, page, context, touch, hasTouch, isMobile, baseURL, viewport };
    await site.goto('/');
    await fiveQuickPresses(guest);
    await scrollBack(page);
    await pressReleasedOnBackdrop(guest);
    await closeDish(page);
    await junkInQuantity(guest);
    await closeDish(page);
    await desktopTo700(guest);
    await closeDish(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await scrollLockedBehindDialog(guest);
    await page.evaluate(() => {
      document.documentElement.style.scrollBehavior = '';
    });
    await cards(page)
      .nth(1)
      .getByRole('list')
      .evaluate((element) => element.scrollTo({ top: 0, behavior: 'instant' }));
    await page.setViewportSize({ width: 1280, height: 800 });
    await scrollBack(page);
    // Last: it rewrites a dish's name in the page.
    await longNameWraps(guest);
  },
);

// Rotation, the bottom sheet and swipes are phone matters.
test('the sheet on a phone', { tag: '@phone' }, async ({ site, page, context, touch, hasTouch, isMobile, baseURL, viewport }) => {
  const guest = { site, page, context, touch, hasTouch, isMobile, baseURL, viewport };
  await site.goto('/');
  await swipeDownCloses(guest);
  await shortDragsKeepSheet(guest);
  await closeDish(page);
  await secondFingerMidDrag(guest);
  await closeDish(page);
  await secondFingerDragging(guest);
  await closeDish(page);
  await escapeMidDrag(guest);
  await closeDish(page);
  await landscapeDialogScrolls(guest);
  await closeDish(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await scrollBack(page);
  await rotationKeepsCard(guest);
});

// The locale, not the layout, is what could make the server's and the browser's pages differ: one screen is enough.
test.describe('in German, in Los Angeles, with reduced motion', { tag: '@phone' }, () => {
  test.use({
    locale: 'de-DE',
    timezoneId: 'America/Los_Angeles',
    reducedMotion: 'reduce',
    expectedConsoleProblems: [EXPECTED_404_CONSOLE],
  });

  test('every page hydrates without a mismatch, and on the menu a dish opens its dialog', async ({
    site,
    page,
    consoleMessages,
    hasTouch,
  }) => {
    const hydrationNotices = () => consoleMessages.filter(({ text }) => /hydrat|did not match/i.test(text));
    for (const path of [...PAGE_PATHS, UNKNOWN_PATH]) {
      await test.step(path, async () => {
        await site.goto(path, { waitUntil: 'load' });
        expect(await page.evaluate(() => navigator.language)).toBe('de-DE');
        expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/Los_Angeles');
        await waitForFrames(page, 10);
        expect(hydrationNotices()).toEqual([]);
      });
    }

    await test.step('the menu is interactive', async () => {
      await site.goto('/');
      await openDish(page, PLAIN_DISH.name, hasTouch);
      expect(hydrationNotices()).toEqual([]);
    });
  });
});
