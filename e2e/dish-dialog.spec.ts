/**
 * The dish dialog, found by role and name. A phone (390 x 844, touch) gets a
 * bottom sheet opened by tapping; a desktop (1280 x 800) a centred panel opened by clicking.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, step, test, waitForBoxToSettle, waitForFrames } from './fixtures.ts';
import { closeDish, dialogFor, dishButton, innerScroller, isExposedAsModal, openDish, photoOf, quantityOf } from './menu-page.ts';

import { DESCRIBED_DISH, PLAIN_DISH } from './fixture-restaurant.ts';

/** A dish with a description and a spice level. */
const GENERAL_TSO = { ...DESCRIBED_DISH, description: DESCRIBED_DISH.description ?? '', spicy: DESCRIBED_DISH.spicy ?? 0 };
const SPICE_WORDS = ['', 'mild', 'medium', 'hot'];
/** What the dialog says of a dish without a description of its own. */
const generatedDescription = (name: string) => `Delicious ${name.toLowerCase()} prepared with premium ingredients and authentic recipes.`;
/** The text a dialog shows as the price, leaving out the copy inside the Add to Cart button. */
const priceText = (page: Page, dialog: Locator, price: string) =>
  dialog.getByText(price, { exact: true }).and(page.locator('xpath=//*[not(ancestor-or-self::button)]'));

const opensShowingEverything = step(
  'a dish opens in a modal dialog showing its name, price, drawing, size, quantity and description, focus inside',
  async ({ page, hasTouch }) => {
    await test.step('until a dish is opened, the dialog the page keeps ready shows and exposes nothing', async () => {
      // The dialog's markup is built with the menu's first dish before any tap.
      await expect(page.locator('dialog')).toBeAttached();
      await expect(page.locator('dialog')).toBeHidden();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Add to Cart/ })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: GENERAL_TSO.name })).toHaveCount(0);
      await expect(page).toHaveURL(/\/$/);
    });

    const { dialog } = await openDish(page, PLAIN_DISH.name, hasTouch);

    await test.step('a modal dialog named by the dish, the only one', async () => {
      expect(await isExposedAsModal(page, PLAIN_DISH.name)).toBe(true);
      await expect(page.getByRole('dialog')).toHaveCount(1);
    });

    await test.step('focus moves inside, with no focus ring after a tap or a click', async () => {
      await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(false);
    });

    await test.step('the name as a level-2 heading, the price, and Add to Cart with the price', async () => {
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(PLAIN_DISH.name);
      await expect(priceText(page, dialog, PLAIN_DISH.price)).toBeVisible();
      await expect(dialog.getByRole('button', { name: `Add to Cart ${PLAIN_DISH.price}`, exact: true })).toBeVisible();
    });

    await test.step("without its own photo, its category's drawing, named by the dish", async () => {
      const image = photoOf(dialog, PLAIN_DISH.name);
      await expect(image).toBeVisible();
      await expect(image).toHaveAttribute('src', new RegExp(`/images/categories/${PLAIN_DISH.category.picture}\\.svg$`));
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    });

    await test.step('sizes Small, Regular and Large, Regular chosen', async () => {
      const sizes = dialog.getByRole('radiogroup', { name: 'Size' });
      await expect(sizes).toBeVisible();
      await expect(sizes.getByRole('radio')).toHaveCount(3);
      for (const [index, name] of ['Small', 'Regular', 'Large'].entries()) {
        await expect(sizes.getByRole('radio').nth(index)).toHaveAccessibleName(name);
      }
      await expect(sizes.getByRole('radio', { name: 'Regular' })).toBeChecked();
      await expect(sizes.getByRole('radio', { name: 'Small' })).not.toBeChecked();
      await expect(sizes.getByRole('radio', { name: 'Large' })).not.toBeChecked();
    });

    await test.step('the quantity starts at 1, with Decrease and Increase', async () => {
      await expect(quantityOf(dialog)).toHaveValue('1');
      await expect(dialog.getByRole('button', { name: 'Decrease quantity' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Increase quantity' })).toBeVisible();
    });

    await test.step('without a description of its own, the generated one', async () => {
      const heading = dialog.getByRole('heading', { name: 'Description', exact: true });
      await expect(heading).toBeVisible();
      await expect(heading.locator('xpath=following::*[1]')).toHaveText(generatedDescription(PLAIN_DISH.name));
    });
  },
);

// The quantity at its floor and junk typed into it are keyboard.spec.ts's and resilience.spec.ts's.
const quantitySteps = step('the quantity steps by one and the price never changes', async ({ page, hasTouch }) => {
  const { dialog } = await openDish(page, PLAIN_DISH.name, hasTouch);
  const quantity = quantityOf(dialog);
  const addToCart = dialog.getByRole('button', { name: `Add to Cart ${PLAIN_DISH.price}`, exact: true });

  await test.step('Increase and Decrease change it by one', async () => {
    const increase = dialog.getByRole('button', { name: 'Increase quantity' });
    await increase.click();
    await increase.click();
    await expect(quantity).toHaveValue('3');
    await dialog.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(quantity).toHaveValue('2');
    await expect(addToCart).toBeVisible();
    await expect(priceText(page, dialog, PLAIN_DISH.price)).toBeVisible();
  });
});

const largeThenReset = step(
  'choosing Large checks it and keeps the price; reopening the dish resets size to Regular and quantity to 1',
  async ({ page, hasTouch }) => {
    const { dialog } = await openDish(page, PLAIN_DISH.name, hasTouch);
    await dialog.getByRole('radio', { name: 'Large' }).click();
    await expect(dialog.getByRole('radio', { name: 'Large' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Regular' })).not.toBeChecked();
    await expect(priceText(page, dialog, PLAIN_DISH.price)).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Add to Cart ${PLAIN_DISH.price}`, exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantityOf(dialog)).toHaveValue('3');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();

    await openDish(page, PLAIN_DISH.name, hasTouch);
    await expect(dialog.getByRole('radio', { name: 'Regular' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Large' })).not.toBeChecked();
    await expect(quantityOf(dialog)).toHaveValue('1');
  },
);

const nextDishShowsItsOwn = step(
  'a dish with a description shows it; the next dish opened shows its own name, price, Chinese name, tags and description, nothing of the last',
  async ({ page, hasTouch }) => {
    const first = await openDish(page, GENERAL_TSO.name, hasTouch);
    const heading = first.dialog.getByRole('heading', { name: 'Description', exact: true });
    await expect(heading).toBeVisible();
    await expect(heading.locator('xpath=following::*[1]')).toHaveText(GENERAL_TSO.description);
    await expect(first.dialog.getByRole('img', { name: `Spicy, ${SPICE_WORDS[GENERAL_TSO.spicy]}`, exact: true })).toBeVisible();
    await first.dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(first.dialog).toBeHidden();

    const { dialog } = await openDish(page, PLAIN_DISH.name, hasTouch);
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(PLAIN_DISH.name);
    await expect(priceText(page, dialog, PLAIN_DISH.price)).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Add to Cart ${PLAIN_DISH.price}` })).toBeVisible();
    await expect(dialog.getByText(PLAIN_DISH.chineseName ?? '', { exact: true })).toBeVisible();
    await expect(photoOf(dialog, PLAIN_DISH.name)).toBeVisible();
    await expect(dialog.getByText(generatedDescription(PLAIN_DISH.name))).toBeVisible();
    await expect(dialog.getByRole('img', { name: /^Spicy/ })).toHaveCount(0);
    await expect(dialog.getByText(GENERAL_TSO.description)).toHaveCount(0);
  },
);

const keyboardFocusShows = step('a dish opened from the keyboard shows where focus went', async ({ page }) => {
  await dishButton(page, PLAIN_DISH.name).focus();
  await page.keyboard.press('Enter');
  const dialog = dialogFor(page, PLAIN_DISH.name);
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(true);
});

/** The current entry's place in the tab's history: where Back goes from. */
const historyIndex = (page: Page) =>
  page.evaluate(() => (window as unknown as { navigation: { currentEntry: { index: number } } }).navigation.currentEntry.index);

const everyWayCloses = step(
  'Escape, the Close button, Add to Cart and a click outside the panel each close the dialog, return focus to the dish, and take the address back to / leaving no extra history entry',
  async ({ page, hasTouch, baseURL }) => {
    const press = (locator: Locator) => (hasTouch ? locator.tap() : locator.click());
    const ways: [string, (dialog: Locator) => Promise<void>][] = [
      ['Escape', () => page.keyboard.press('Escape')],
      ['the Close button', (dialog) => press(dialog.getByRole('button', { name: 'Close', exact: true }))],
      ['Add to Cart', (dialog) => press(dialog.getByRole('button', { name: `Add to Cart ${PLAIN_DISH.price}`, exact: true }))],
      [
        'a click outside the panel',
        async (dialog) => {
          const box = await waitForBoxToSettle(dialog);
          // Top left on the desktop; on the phone, above the sheet.
          const outside = { x: 10, y: 10 };
          expect(outside.y < box.y || outside.x < box.x, `(10, 10) must be outside the panel at ${JSON.stringify(box)}`).toBe(true);
          if (hasTouch) await page.touchscreen.tap(outside.x, outside.y);
          else await page.mouse.click(outside.x, outside.y);
        },
      ],
    ];
    for (const [way, close] of ways) {
      await test.step(way, async () => {
        const before = await historyIndex(page);
        const { button, dialog } = await openDish(page, PLAIN_DISH.name, hasTouch);
        await expect(page).toHaveURL(`${baseURL}/dishes/${PLAIN_DISH.slug}/`);
        await close(dialog);
        await expect(dialog).toBeHidden();
        await expect(button).toBeFocused();
        await expect(page).toHaveURL(`${baseURL}/`);
        expect(await historyIndex(page), 'Back leads where it led before the dish opened').toBe(before);
      });
    }
  },
);

const closedTakesNoClicks = step(
  'the closed dialog, kept laid out for the next dish, takes no clicks and hides from assistive technology',
  async ({ page, hasTouch }) => {
    const { dialog } = await openDish(page, PLAIN_DISH.name, hasTouch);
    const box = await waitForBoxToSettle(dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Where the panel was (on the phone, the part of the sheet that was on screen), the page answers.
    const spot = { x: box.x + box.width / 2, y: Math.min(box.y + box.height / 2, (page.viewportSize()?.height ?? 0) - 20) };
    const isInDialog = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('dialog') != null, spot);
    expect(isInDialog, `the element at ${JSON.stringify(spot)} is in the closed dialog`).toBe(false);
  },
);

const reducedMotionHidesAtOnce = step('with reduced motion a closed dialog hides at once', async ({ page, hasTouch }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { dialog } = await openDish(page, PLAIN_DISH.name, hasTouch);
  // Read in the task that closes it: neither a transition nor a delay keeps it on screen.
  const visibility = await dialog.evaluate((element: HTMLDialogElement) => {
    element.close();
    return getComputedStyle(element).visibility;
  });
  expect(visibility).toBe('hidden');
  await expect(dialog).toBeHidden();
});

const clickInsideKeepsOpen = step('a click inside the panel leaves the dialog open', async ({ page }) => {
  const { dialog } = await openDish(page, PLAIN_DISH.name, false);
  const before = await waitForBoxToSettle(dialog);
  await dialog.getByRole('heading', { level: 2 }).click();
  await waitForFrames(page, 5);
  await expect(dialog).toBeVisible();
  // A closing dialog would slide or fade away and move its box.
  expect(await waitForBoxToSettle(dialog)).toEqual(before);
});

const doubleClickOpensOne = step('double-clicking a dish opens exactly one dialog, which stays open', async ({ page }) => {
  const button = dishButton(page, PLAIN_DISH.name);
  await button.dblclick();
  const dialog = dialogFor(page, PLAIN_DISH.name);
  await expect(dialog).toBeVisible();
  // Let any close the second click might have started land before looking again.
  await waitForFrames(page, 10);
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dishes/${PLAIN_DISH.slug}/$`));
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
});

// The bottom sheet is the small-screen layout.
const bottomSheet = step(
  'the dialog is a bottom sheet 80% of the screen tall, whose Back to Menu button closes it, leaves the address at / and returns focus to the dish',
  async ({ page, hasTouch, viewport, baseURL }) => {
    const { button, dialog } = await openDish(page, PLAIN_DISH.name, hasTouch);
    const height = viewport?.height ?? 844;
    const box = await waitForBoxToSettle(dialog);
    expect(Math.abs(box.height - 0.8 * height), `sheet height ${box.height}`).toBeLessThanOrEqual(2);
    expect(Math.abs(box.y + box.height - height), `sheet bottom ${box.y + box.height}`).toBeLessThanOrEqual(1);

    const backToMenu = dialog.getByRole('button', { name: 'Back to Menu' });
    await expect(backToMenu).toBeVisible();
    await backToMenu.tap();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page).toHaveURL(`${baseURL}/`);
  },
);

const nextDishAtTop = step(
  'the next dish opens at the top of its photo, wherever the last one was scrolled to',
  async ({ page, hasTouch }) => {
    const first = await openDish(page, GENERAL_TSO.name, hasTouch);
    const scrolled = await innerScroller(first.dialog, GENERAL_TSO.name).evaluate((element) => {
      element.scrollTop = 200;
      return element.scrollTop;
    });
    expect(scrolled, 'the sheet content must be scrollable for this test').toBeGreaterThan(0);
    await first.dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(first.dialog).toBeHidden();

    const { dialog } = await openDish(page, PLAIN_DISH.name, hasTouch);
    expect(await innerScroller(dialog, PLAIN_DISH.name).evaluate((element) => element.scrollTop)).toBe(0);
    await expect(photoOf(dialog, PLAIN_DISH.name)).toBeInViewport();
  },
);

const swipeOnScrolledContent = step(
  'a downward swipe on content scrolled away from its top does not close the sheet',
  async ({ page, hasTouch, touch }) => {
    const { dialog } = await openDish(page, GENERAL_TSO.name, hasTouch);
    const before = await waitForBoxToSettle(dialog);
    const scroller = innerScroller(dialog, GENERAL_TSO.name);
    const scrollTop = await scroller.evaluate((element) => {
      element.scrollTop = 100;
      return element.scrollTop;
    });
    expect(scrollTop, 'the sheet content must be scrollable for this test').toBeGreaterThan(0);

    const heading = await dialog.getByRole('heading', { level: 2 }).boundingBox();
    if (!heading) throw new Error('the dish heading has no box');
    await touch.swipe({ from: { x: heading.x + heading.width / 2, y: heading.y + heading.height / 2 }, dy: 120, steps: 8 });

    await waitForFrames(page, 5);
    await expect(dialog).toBeVisible();
    const after = await waitForBoxToSettle(dialog);
    expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
  },
);

// The centred panel is the wide-screen layout.
const centredPanel = step(
  'the dialog is a panel centred on the screen, with no Back to Menu button',
  async ({ page, hasTouch, viewport }) => {
    const { dialog } = await openDish(page, PLAIN_DISH.name, hasTouch);
    const box = await waitForBoxToSettle(dialog);
    // Horizontally, the centre of the page's own width: the site reserves a
    // scrollbar gutter (html { scrollbar-gutter: stable }), so that is the
    // window's centre less half a scrollbar (1280 px window: 640, or 632.5
    // beside a 15 px gutter). Centred any other way is off by much more.
    const body = await page.locator('body').boundingBox();
    const centreX = (body?.x ?? 0) + (body?.width ?? 0) / 2;
    const { height = 800 } = viewport ?? {};
    expect(
      Math.abs(box.x + box.width / 2 - centreX),
      `panel centre x ${box.x + box.width / 2}, page centre ${centreX}`,
    ).toBeLessThanOrEqual(1);
    expect(Math.abs(box.y + box.height / 2 - height / 2), `panel centre y ${box.y + box.height / 2}`).toBeLessThanOrEqual(2);
    await expect(dialog.getByRole('button', { name: 'Back to Menu' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Back to Menu' })).toBeHidden();
  },
);

// One page load per flow: the steps run one after another, each closing the dish it opened.
test('a dish opens, closes every way, and with reduced motion hides at once', async ({ guest, site, page }) => {
  await site.goto('/');
  await opensShowingEverything(guest);
  await closeDish(page);
  await everyWayCloses(guest);
  // Last: it turns on reduced motion for the page.
  await reducedMotionHidesAtOnce(guest);
});

test('the dish dialog on a phone', { tag: '@phone' }, async ({ guest, site, page }) => {
  await site.goto('/');
  await quantitySteps(guest);
  await closeDish(page);
  await largeThenReset(guest);
  await closeDish(page);
  await nextDishShowsItsOwn(guest);
  await closeDish(page);
  await closedTakesNoClicks(guest);
  await bottomSheet(guest);
  await nextDishAtTop(guest);
  await closeDish(page);
  await swipeOnScrolledContent(guest);
});

test('the dish dialog on a desktop', { tag: '@desktop' }, async ({ guest, site, page }) => {
  await site.goto('/');
  await keyboardFocusShows(guest);
  await closeDish(page);
  await clickInsideKeepsOpen(guest);
  await closeDish(page);
  await doubleClickOpensOne(guest);
  await closeDish(page);
  await centredPanel(guest);
});
