/**
 * No tap is ever lost: a dish tapped or clicked from the moment it is on
 * screen opens, at once if the menu is interactive, otherwise as soon as it
 * is (src/menu-boot.ts keeps the tap). Each load is fresh, and the phone's
 * CPU is slowed four times, so the tap lands at every stage of the page's
 * start: before its script has loaded, while React hydrates, and after.
 */
import { slugify } from '../src/menu/dish-address.ts';
import { loadMenu } from '../src/menu/menu-file.ts';
import { MENU_APP_ID, HYDRATED_ATTRIBUTE } from '../src/menu/menu-app-id.ts';
import { expect, test } from './fixtures.ts';
import { dialogFor, dishButton } from './menu-page.ts';

const LOADS = 20;
const LATEST_TAP_MS = 400;
/** The first card's first dishes: on screen at load on both layouts. */
const DISHES = loadMenu()[0]?.dishes.slice(0, 3) ?? [];

for (let load = 0; load < LOADS; load += 1) {
  const delay = Math.round((load * LATEST_TAP_MS) / (LOADS - 1));
  const dish = DISHES[load % DISHES.length];
  if (!dish) throw new Error('the menu has no first card');

  test(`${dish.name}, tapped ${delay} ms after the load event, opens`, async ({ page, hasTouch }) => {
    if (hasTouch) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    // Not `site.goto`, which waits for the menu to be interactive: here nothing may wait for it.
    await page.goto('/', { waitUntil: 'load' });
    await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), delay);
    const button = dishButton(page, dish.name);
    if (hasTouch) await button.tap();
    else await button.click();

    await expect(dialogFor(page, dish.name)).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('dialog[open]')).toHaveCount(1);
    await expect(page).toHaveURL(`/?dish=${slugify(dish.name)}`);
  });
}

test('a dish tapped before any script has arrived opens once the menu is interactive', async ({ page, hasTouch }) => {
  // The scripts are held back until the tap has happened.
  let releaseScripts = () => {};
  const tapped = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route('**/*.js', async (route) => {
    await tapped;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const dish = DISHES[1];
  if (!dish) throw new Error('the first card has fewer than two dishes');
  const button = dishButton(page, dish.name);
  if (hasTouch) await button.tap();
  else await button.click();
  await expect(page.locator(`#${MENU_APP_ID}`)).not.toHaveAttribute(HYDRATED_ATTRIBUTE);
  releaseScripts();

  await expect(dialogFor(page, dish.name)).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  await expect(page).toHaveURL(`/?dish=${slugify(dish.name)}`);
});
