/**
 * The menu by keyboard alone (WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7, 2.4.11): every
 * dish reachable with Tab, dialogs opened with Enter or Space, focus kept in
 * the open dialog and visible there, given back on close, and the arrow
 * buttons keeping focus. Runs on a phone (390 x 844, touch, a hardware
 * keyboard is still possible) and a desktop (1280 x 800).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, step, test, waitForBoxToSettle, waitForFrames, waitForScrollToSettle } from './fixtures.ts';
import { DESCRIBED_DISH, PLAIN_DISH, TOTAL_DISHES } from './fixture-restaurant.ts';
import { cards, closeDish, dialogFor, dishButton, openDish, quantityOf, row, scrollBack } from './menu-page.ts';

/** Opens a dish from the keyboard: focus its button, press Enter. */
async function openDishByKeyboard(page: Page, name: string): Promise<{ button: Locator; dialog: Locator }> {
  const button = dishButton(page, name);
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = dialogFor(page, name);
  await expect(dialog).toBeVisible();
  return { button, dialog };
}

const tabOrder = step(
  'every dish is in the tab order, and Tab from the card row reaches every one, card after card, then leaves the row',
  async ({ page }) => {
    await test.step('every dish button is focusable, not inert, not hidden', async () => {
      const problems = await row(page)
        .getByRole('button')
        .evaluateAll((buttons) => {
          const ancestorsOf = (element: Element): Element[] =>
            element.parentElement ? [element.parentElement, ...ancestorsOf(element.parentElement)] : [];
          return buttons
            .filter(
              (button) =>
                (button as HTMLButtonElement).tabIndex < 0 ||
                (button as HTMLButtonElement).disabled ||
                button.closest('[inert], [aria-hidden="true"]') !== null ||
                // Hidden by display or visibility, on the button or any ancestor. Not
                // checkVisibility(): cards and dishes out of view use content-visibility:
                // auto, whose never-rendered content has no box yet, though it is focusable
                // and in the accessibility tree; getComputedStyle computes it all the same.
                getComputedStyle(button).visibility !== 'visible' ||
                ancestorsOf(button).some((element) => getComputedStyle(element).display === 'none'),
            )
            .map((button) => button.textContent ?? '');
        });
      expect(problems).toEqual([]);
    });

    const expectedIds = await row(page)
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.id));
    expect(expectedIds).toHaveLength(TOTAL_DISHES);
    expect(new Set(expectedIds).size, 'every dish button has its own id').toBe(TOTAL_DISHES);

    await row(page).focus();
    // Every element focus lands on, recorded in the page: one round trip per Tab instead of two.
    await page.evaluate(() => {
      const reached: string[] = [];
      (window as Window & { __reached?: string[] }).__reached = reached;
      document.addEventListener('focusin', (event) => reached.push((event.target as Element).id));
    });
    for (let press = 0; press < TOTAL_DISHES; press += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (window as Window & { __reached?: string[] }).__reached)).toEqual(expectedIds);

    await page.keyboard.press('Tab');
    expect(await row(page).evaluate((element) => element.contains(document.activeElement)), 'one more Tab leaves the row').toBe(false);
  },
);

const tabRevealsCard = step(
  'tabbing to a dish in a card off screen scrolls the row until that card is wholly visible',
  async ({ page }) => {
    const region = row(page);
    // The fourth card lies beyond the right edge on both a phone and a desktop.
    const target = cards(page).nth(3);
    const isInsideRow = () =>
      target.evaluate((card) => {
        const cardBox = card.getBoundingClientRect();
        const rowBox = card.parentElement?.getBoundingClientRect();
        return rowBox !== undefined && cardBox.left >= rowBox.left - 1 && cardBox.right <= rowBox.right + 1;
      });

    // Focus the third card's last dish, then put the row back at its start, so that only the Tab itself moves it.
    await cards(page)
      .nth(2)
      .getByRole('button')
      .last()
      .evaluate((button: HTMLElement) => button.focus({ preventScroll: true }));
    // That focus, being a keyboard user's, brought the third card into view.
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await waitForScrollToSettle(region);
    await region.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
    await waitForScrollToSettle(region);
    expect(await region.evaluate((element) => element.scrollLeft)).toBe(0);
    expect(await isInsideRow(), 'the fourth card starts off screen').toBe(false);
    await page.keyboard.press('Tab');
    await expect(target.getByRole('button').first()).toBeFocused();

    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await waitForScrollToSettle(region);
    expect(await isInsideRow()).toBe(true);
  },
);

const enterOrSpaceOpens = step('Enter or Space on a dish opens its dialog', async ({ page }) => {
  const { button, dialog } = await openDishByKeyboard(page, PLAIN_DISH.name);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
});

/** Where focus is after a key press in the open dialog: the control's name, or (the failure) somewhere else. */
function whereIsFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const name = active?.getAttribute('aria-label') ?? active?.textContent?.trim().slice(0, 30) ?? '';
    if (active?.closest('dialog[open]')) return `${active.tagName.toLowerCase()} "${name || (active as HTMLInputElement).value}"`;
    if (!document.hasFocus()) return 'outside the page';
    return `${active?.tagName.toLowerCase()} "${name}" behind the dialog`;
  });
}

// WAI-ARIA APG modal dialog: Tab and Shift+Tab wrap from one end of the dialog to the other.
const tabCyclesInDialog = step("Tab and Shift+Tab cycle through the open dialog's controls, never leaving it", async ({ page }) => {
  for (const key of ['Tab', 'Shift+Tab']) {
    await test.step(key, async () => {
      const { dialog } = await openDishByKeyboard(page, PLAIN_DISH.name);
      const places: string[] = [];
      for (let press = 1; press <= 20; press += 1) {
        await page.keyboard.press(key);
        places.push(await whereIsFocus(page));
      }
      const outside = places.filter((place) => place === 'outside the page' || place.endsWith('behind the dialog'));
      expect(outside, places.join(', ')).toEqual([]);
      // One round visits every control once, then the same round starts again.
      const round = places.indexOf(places[0] ?? '', 1);
      expect(round, places.join(', ')).toBeGreaterThanOrEqual(5);
      expect(places.slice(round, round * 2), places.join(', ')).toEqual(places.slice(0, round));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }
});

/**
 * Whether the focused element can be seen: the part of it left inside the
 * viewport and every clipping ancestor is not empty, and what the browser
 * hit-tests at that part's centre is the element itself (so no sticky
 * action bar or other layer covers it).
 */
function describeFocusVisibility(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { label: 'body', visible: false, reason: 'nothing focused' };
    const label = `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? ''}"`;
    let { left, top, right, bottom } = element.getBoundingClientRect();
    left = Math.max(left, 0);
    top = Math.max(top, 0);
    right = Math.min(right, document.documentElement.clientWidth);
    bottom = Math.min(bottom, window.innerHeight);
    for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
      const style = getComputedStyle(ancestor);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = ancestor.getBoundingClientRect();
      left = Math.max(left, box.left);
      top = Math.max(top, box.top);
      right = Math.min(right, box.right);
      bottom = Math.min(bottom, box.bottom);
    }
    if (right - left < 1 || bottom - top < 1) return { label, visible: false, reason: 'clipped away' };
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    const visible = hit !== null && (hit === element || element.contains(hit));
    const hitLabel = hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : 'nothing';
    return { label, visible, reason: visible ? '' : `covered by ${hitLabel}` };
  });
}

const focusNeverHidden = step('the focused control in the dialog is never hidden, scrolled away or covered', async ({ page }) => {
  const { dialog } = await openDishByKeyboard(page, DESCRIBED_DISH.name);
  await waitForBoxToSettle(dialog);
  const seen: string[] = [];
  for (let press = 1; press <= 12; press += 1) {
    await page.keyboard.press('Tab');
    await waitForFrames(page, 2);
    // Past the last control focus visits the browser's toolbar (see whereIsFocus): nothing on the page to see.
    if ((await whereIsFocus(page)) === 'outside the page') continue;
    const { label, visible, reason } = await describeFocusVisibility(page);
    seen.push(label);
    expect(visible, `after Tab ${press} on ${label}: ${reason}`).toBe(true);
  }
  for (let press = 1; press <= 12; press += 1) {
    await page.keyboard.press('Shift+Tab');
    await waitForFrames(page, 2);
    if ((await whereIsFocus(page)) === 'outside the page') continue;
    const { label, visible, reason } = await describeFocusVisibility(page);
    expect(visible, `after Shift+Tab ${press} on ${label}: ${reason}`).toBe(true);
  }
  expect(seen, 'the walk reaches the bottom actions').toContainEqual(expect.stringMatching(/Add to Cart/));
});

const keysWorkChoices = step('in the dialog the keyboard works the size and the quantity, which never goes below 1', async ({ page }) => {
  const { dialog } = await openDishByKeyboard(page, PLAIN_DISH.name);

  await test.step('the arrow keys move the size choice and change which radio is checked', async () => {
    const sizes = dialog.getByRole('radiogroup', { name: 'Size' });
    const regular = sizes.getByRole('radio', { name: 'Regular' });
    const large = sizes.getByRole('radio', { name: 'Large' });
    const small = sizes.getByRole('radio', { name: 'Small' });
    await regular.focus();

    await page.keyboard.press('ArrowRight');
    await expect(large).toBeChecked();
    await expect(large).toBeFocused();
    await expect(regular).not.toBeChecked();

    await page.keyboard.press('ArrowLeft');
    await expect(regular).toBeChecked();
    await expect(regular).toBeFocused();

    await page.keyboard.press('ArrowLeft');
    await expect(small).toBeChecked();
    await expect(small).toBeFocused();
    await expect(large).not.toBeChecked();
  });

  await test.step('ArrowUp and ArrowDown step the quantity, and aria-valuenow follows the shown value', async () => {
    const quantity = quantityOf(dialog);
    await quantity.focus();

    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(quantity).toHaveValue('3');
    await expect(quantity).toHaveAttribute('aria-valuenow', '3');

    await page.keyboard.press('ArrowDown');
    await expect(quantity).toHaveValue('2');
    await expect(quantity).toHaveAttribute('aria-valuenow', '2');

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(quantity).toHaveValue('1');
    await expect(quantity).toHaveAttribute('aria-valuenow', '1');
  });

  await test.step('Decrease pressed at 1 keeps the quantity at 1 and focus on the button', async () => {
    const decrease = dialog.getByRole('button', { name: 'Decrease quantity' });
    await expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await decrease.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(quantityOf(dialog)).toHaveValue('1');
    await expect(decrease).toBeFocused();
    await expect(dialog).toBeVisible();
  });
});

const scrollRightByKeyboard = step(
  'Scroll right pressed from the keyboard scrolls the row and keeps focus; at the end of the row it is aria-disabled and moves nothing',
  async ({ page }) => {
    const region = row(page);
    const scrollRight = page.getByRole('button', { name: 'Scroll right' });
    await scrollRight.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await waitForScrollToSettle(region);
    await expect(scrollRight).toBeFocused();
    await page.keyboard.press('Space');
    await expect(scrollRight).toBeFocused();

    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
    await expect(scrollRight).toHaveAttribute('aria-disabled', 'true');
    const end = await waitForScrollToSettle(region);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await waitForFrames(page, 5);
    await expect(scrollRight).toBeFocused();
    await expect(scrollRight).toHaveAttribute('aria-disabled', 'true');
    expect(await waitForScrollToSettle(region)).toBe(end);
  },
);

const arrowsFollowScroll = step('the arrows follow a scroll of the row made by other means', async ({ page }) => {
  const region = row(page);
  const scrollLeft = page.getByRole('button', { name: 'Scroll left' });
  const scrollRight = page.getByRole('button', { name: 'Scroll right' });
  await expect(scrollLeft).toHaveAttribute('aria-disabled', 'true');

  await region.evaluate((element) => element.scrollTo({ left: 500, behavior: 'instant' }));
  await expect(scrollLeft).not.toHaveAttribute('aria-disabled', 'true');
  await expect(scrollRight).not.toHaveAttribute('aria-disabled', 'true');

  await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
  await expect(scrollRight).toHaveAttribute('aria-disabled', 'true');

  await region.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
  await expect(scrollLeft).toHaveAttribute('aria-disabled', 'true');
  await expect(scrollRight).not.toHaveAttribute('aria-disabled', 'true');
});

const arrowsFollowSwipe = step('the arrows follow a finger swiping the row', async ({ page, touch }) => {
  const region = row(page);
  const scrollLeft = page.getByRole('button', { name: 'Scroll left' });
  await expect(scrollLeft).toHaveAttribute('aria-disabled', 'true');
  const box = await region.boundingBox();
  if (!box) throw new Error('the row has no box');
  // Across the cards' headers, clear of the dish lists.
  await touch.swipe({ from: { x: box.x + box.width - 40, y: box.y + 40 }, dx: -250, dy: 0, steps: 10 });
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await waitForScrollToSettle(region);
  await expect(scrollLeft).not.toHaveAttribute('aria-disabled', 'true');
});

const arrowsFollowResize = step(
  'the arrows follow a resize: with every card in view both are disabled, and enabled again after',
  async ({ page, viewport }) => {
    const scrollLeft = page.getByRole('button', { name: 'Scroll left' });
    const scrollRight = page.getByRole('button', { name: 'Scroll right' });
    await expect(scrollRight).not.toHaveAttribute('aria-disabled', 'true');

    // Seven 400 px cards and their gaps fit in 4000 px: nowhere left to scroll.
    await page.setViewportSize({ width: 4000, height: viewport?.height ?? 800 });
    await expect.poll(() => row(page).evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
    await expect(scrollRight).toHaveAttribute('aria-disabled', 'true');
    await expect(scrollLeft).toHaveAttribute('aria-disabled', 'true');

    await page.setViewportSize({ width: viewport?.width ?? 1280, height: viewport?.height ?? 800 });
    await expect(scrollRight).not.toHaveAttribute('aria-disabled', 'true');
    await expect(scrollLeft).toHaveAttribute('aria-disabled', 'true');
  },
);

const searchThenEscape = step(
  'a dish opened by keyboard after a search gets focus back on Escape; Escape in the search field then clears it and stays on the page',
  async ({ page }) => {
    const search = page.getByRole('searchbox', { name: 'Search the menu' });
    await search.fill(PLAIN_DISH.name.toLowerCase());
    await expect.poll(() => row(page).getByRole('button').count()).toBeLessThan(TOTAL_DISHES);
    const { button, dialog } = await openDishByKeyboard(page, PLAIN_DISH.name);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await search.focus();
    await page.keyboard.press('Escape');
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(row(page).getByRole('button')).toHaveCount(TOTAL_DISHES);
  },
);

// Desktop only: on a phone the next card shows only a sliver, too thin to click on purpose.
const clickDoesNotScroll = step('a click does not scroll the row the way Tab does', async ({ page, hasTouch }) => {
  // The row only reveals a card for focus moved by Tab (the app's rule): a
  // pointer on a half-visible card must not slide the card from under it.
  const region = row(page);
  const partlyVisible = await cards(page).evaluateAll((elements) => {
    const rowBox = elements[0]?.parentElement?.getBoundingClientRect();
    return elements.findIndex((card) => {
      const box = card.getBoundingClientRect();
      return rowBox !== undefined && box.left < rowBox.right - 100 && box.right > rowBox.right + 1;
    });
  });
  expect(partlyVisible, 'some card is cut by the right edge').toBeGreaterThan(0);
  const { dialog } = await openDish(page, await firstDishName(cards(page).nth(partlyVisible)), hasTouch);
  expect(await region.evaluate((element) => element.scrollLeft)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await region.evaluate((element) => element.scrollLeft)).toBe(0);
});

/** The name of the first dish in a card: its button's accessible name up to the price. */
async function firstDishName(card: Locator): Promise<string> {
  const name = await card
    .getByRole('listitem')
    .first()
    .getByRole('button')
    .evaluate((button) => button.firstElementChild?.textContent ?? '');
  expect(name).not.toBe('');
  return name;
}

// The tab order, the dialog's own keys and the search are the same on every screen: the desktop, where a keyboard is, checks them.
// One page load per flow: the steps run one after another, each leaving the page as a guest would find it again.
test('the menu by keyboard on a desktop', { tag: '@desktop' }, async ({ guest, site, page }) => {
  await site.goto('/');
  // First: it needs the row where the page left it.
  await clickDoesNotScroll(guest);
  await tabRevealsCard(guest);
  await scrollBack(page);
  await enterOrSpaceOpens(guest);
  await closeDish(page);
  await tabCyclesInDialog(guest);
  await keysWorkChoices(guest);
  await closeDish(page);
  await focusNeverHidden(guest);
  await closeDish(page);
  await searchThenEscape(guest);
  await tabOrder(guest);
  await scrollBack(page);
  await arrowsFollowScroll(guest);
  await scrollRightByKeyboard(guest);
  await scrollBack(page);
  await arrowsFollowResize(guest);
});

test('the menu by keyboard on a phone', { tag: '@phone' }, async ({ guest, site, page }) => {
  await site.goto('/');
  await tabRevealsCard(guest);
  await focusNeverHidden(guest);
  await closeDish(page);
  await scrollBack(page);
  await arrowsFollowSwipe(guest);
});
