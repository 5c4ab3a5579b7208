/**
 * No tap is ever lost, and nothing moves under a finger: a dish tapped or
 * clicked from the moment it is on screen opens, at once if the menu is
 * interactive, otherwise as soon as it is (src/entries/menu-boot.ts makes the tap the
 * dish's address), and starting up never scrolls what the guest may touch.
 * Each load is fresh, and the phone's CPU is slowed four times, so the tap
 * lands at every stage of the page's start: before its script has loaded,
 * while React hydrates, and after. The loads tapped at set delays run on the
 * phone alone, where the slow CPU makes the race likeliest; a click before
 * any script has arrived is checked on both screens.
 */
import type { Page } from '@playwright/test';
import { menu } from './fixture-restaurant.ts';
import { expect, test, waitForScrollToSettle } from './fixtures.ts';
import { card, cardAtSnapLine, dialogFor, dishButton, row, scrollLeftOf } from './menu-page.ts';

const LOADS = 5;
const LATEST_TAP_MS = 400;
/** The first card's first dishes: on screen at load on both layouts. */
const DISHES = menu[0]?.dishes.slice(0, 3) ?? [];

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Holds every script back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (let load = 0; load < LOADS; load += 1) {
  const delay = Math.round((load * LATEST_TAP_MS) / (LOADS - 1));
  const dish = DISHES[load % DISHES.length];
  if (!dish) throw new Error('the menu has no first card');

  test(`${dish.name}, tapped ${delay} ms after the load event, opens`, { tag: '@phone' }, async ({ page }) => {
    await slowCpu(page);
    // Not `site.goto`, which waits for the menu to be interactive: here nothing may wait for it.
    await page.goto('/', { waitUntil: 'load' });
    await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), delay);
    await dishButton(page, dish.name).tap();

    await expect(dialogFor(page, dish.name)).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('dialog[open]')).toHaveCount(1);
    await expect(page).toHaveURL(`/dishes/${dish.slug}/`);
  });
}

test('a dish tapped before any script has arrived opens once the menu is interactive', async ({ page, hasTouch }) => {
  const releaseScripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const dish = DISHES[1];
  if (!dish) throw new Error('the first card has fewer than two dishes');
  const button = dishButton(page, dish.name);
  if (hasTouch) await button.tap();
  else await button.click();
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  // The tap is already the dish's address.
  await expect(page).toHaveURL(`/dishes/${dish.slug}/`);
  releaseScripts();

  await expect(dialogFor(page, dish.name)).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  await expect(page).toHaveURL(`/dishes/${dish.slug}/`);
});

test.describe('a row the guest swiped before the scripts arrived', { tag: '@phone' }, () => {
  // A card off screen at the start: the guest swipes to it.
  const appetizersIndex = 2;
  const appetizers = menu[appetizersIndex];
  const eggRoll = appetizers?.dishes[0];

  for (const holdMs of [40, 200]) {
    test(`stays put while the menu starts, and ${eggRoll?.name} held ${holdMs} ms opens`, async ({ page, touch }) => {
      if (!appetizers || !eggRoll) throw new Error('the fixture restaurant needs a third category with a dish');
      await slowCpu(page);
      const releaseScripts = await holdScripts(page);
      await page.goto('/', { waitUntil: 'domcontentloaded' });

      // Swipe card by card, as a guest would, until that card rests at the snap line;
      // on a busy machine a swipe can fling past it, and the guest swipes back.
      const box = await row(page).boundingBox();
      if (!box) throw new Error('the card row has no box');
      for (let swipes = 0; swipes < 8; swipes += 1) {
        const { index } = await cardAtSnapLine(page);
        if (index === appetizersIndex) break;
        const direction = index < appetizersIndex ? -1 : 1;
        await touch.swipe({ from: { x: box.x + box.width * 0.5, y: box.y + 200 }, dx: direction * box.width * 0.3, dy: 0, steps: 10 });
        await waitForScrollToSettle(row(page));
      }
      expect((await cardAtSnapLine(page)).index).toBe(appetizersIndex);
      const swipedTo = await scrollLeftOf(row(page));
      const button = dishButton(page, eggRoll.name);
      const target = await button.boundingBox();
      if (!target) throw new Error(`${eggRoll.name} has no box`);
      await expect(card(page, appetizers.name)).toBeInViewport();

      releaseScripts();
      const at = { x: target.x + target.width / 2, y: target.y + target.height / 2 };
      await touch.down(at);
      await page.waitForTimeout(holdMs);
      await touch.up();

      await expect(dialogFor(page, eggRoll.name)).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('dialog[open]')).toHaveCount(1);
      await expect(page).toHaveURL(`/dishes/${eggRoll.slug}/`);
      expect(await waitForScrollToSettle(row(page))).toBe(swipedTo);
    });
  }
});
