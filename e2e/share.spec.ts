/**
 * Dish addresses and sharing. Opening a dish puts its own page's address,
 * /dishes/<slug>/, in the address bar, Back closes it, that address opens the
 * dish over the menu (and so do older /?dish=<slug> links), and the dialog's
 * Share button hands it to the system share sheet or the clipboard.
 * Runs on a phone (390 x 844, touch) and a desktop (1280 x 800).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, step, test, waitForBoxToSettle, type Site } from './fixtures.ts';
import { DESCRIBED_DISH, menu, PLAIN_DISH, TOTAL_DISHES, ALL_DISHES } from './fixture-restaurant.ts';
import { card, closeDish, dialogFor, dishButton, openDish, row, scrollLeftOf } from './menu-page.ts';

/** The last dish of the longest category, which is not the first: a deep link must scroll to its card and within its list. */
const LONGEST = menu.reduce((longest, category) => (category.dishes.length > longest.dishes.length ? category : longest));
if (LONGEST === menu[0]) throw new Error("the fixture restaurant's longest category must not be its first");
const PU_PU = LONGEST.dishes.at(-1) ?? DESCRIBED_DISH;
const SPICE_WORDS = ['', 'mild', 'medium', 'hot'];

/** Whether the box of `inner` lies wholly inside the box of `outer`, to within a pixel. */
async function isWhollyInside(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b) return false;
  return a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;
}

interface SharedData {
  title?: string;
  text?: string;
  url?: string;
}

declare global {
  interface Window {
    __sharedData?: SharedData;
  }
}

// The address and the history are the same on every screen: the phone checks them, and the desktop where the layout matters.
const addressInBar = step('opening a dish puts its address, /dishes/<slug>/, in the address bar', async ({ page, hasTouch, baseURL }) => {
  for (const { name, slug } of [DESCRIBED_DISH, PLAIN_DISH, PU_PU]) {
    await test.step(`"${name}" at ${slug}`, async () => {
      const { dialog } = await openDish(page, name, hasTouch);
      await expect(page).toHaveURL(`${baseURL}/dishes/${slug}/`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }
});

const backAndForward = step(
  "the browser's Back button closes the dialog and takes the address back to /; Forward opens the dish again",
  async ({ site, page, hasTouch, baseURL }) => {
    const { button, dialog } = await openDish(page, PLAIN_DISH.name, hasTouch);
    await expect(page).toHaveURL(`${baseURL}/dishes/${PLAIN_DISH.slug}/`);
    await site.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(button).toBeFocused();

    await site.goForward();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/dishes/${PLAIN_DISH.slug}/`);
  },
);

/** Opens a dish's own page, closes it as `close` does, and checks that the menu is at / and opens the next dish. */
async function closeDishPage(
  { site, page, hasTouch, baseURL }: { site: Site; page: Page; hasTouch: boolean; baseURL: string | undefined },
  close: (page: Page, dialog: Locator) => Promise<void>,
) {
  await site.goto(`/dishes/${PLAIN_DISH.slug}/`);
  const dialog = dialogFor(page, PLAIN_DISH.name);
  await expect(dialog).toBeVisible();
  await close(page, dialog);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${baseURL}/`);
  const next = await openDish(page, PU_PU.name, hasTouch);
  await expect(page).toHaveURL(`${baseURL}/dishes/${PU_PU.slug}/`);
  await page.keyboard.press('Escape');
  await expect(next.dialog).toBeHidden();
}

// Every control closes through the dialog's close() (dish-dialog.spec.ts); a page that opened with its dish has no entry of the menu's to go back to.
test("closing a dish's own page with Escape or the sheet's Back to Menu leads to the menu, /, where the next dish opens @phone", async ({
  site,
  page,
  hasTouch,
  baseURL,
}) => {
  await test.step('Escape', () => closeDishPage({ site, page, hasTouch, baseURL }, () => page.keyboard.press('Escape')));
  await test.step('Back to Menu', () =>
    closeDishPage({ site, page, hasTouch, baseURL }, (_page, dialog) =>
      dialog.getByRole('button', { name: 'Back to Menu', exact: true }).tap(),
    ));
});

test('an older /?dish=<slug> link opens its dish, and closing it leads to /; one naming no dish shows the menu without a dialog @phone', async ({
  site,
  page,
  baseURL,
}) => {
  await site.goto(`/?dish=${PU_PU.slug}`);
  const dialog = dialogFor(page, PU_PU.name);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${baseURL}/`);

  await site.goto('/?dish=nope');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu', exact: true })).toBeVisible();
  await expect(row(page).getByRole('listitem').getByRole('button')).toHaveCount(TOTAL_DISHES);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => document.querySelector('dialog')?.open ?? false)).toBe(false);
});

test('a dish address opens that dish over the menu, its card and the dish scrolled into view, focus inside; closing leaves / and focus on the dish', async ({
  site,
  page,
  hasTouch,
  baseURL,
}) => {
  await site.goto(`/dishes/${PU_PU.slug}/`);
  const dialog = dialogFor(page, PU_PU.name);
  await expect(dialog).toBeVisible();

  await test.step('the dish over the menu, focus inside the dialog', async () => {
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(PU_PU.name);
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // The menu is underneath.
    await expect(page.getByRole('heading', { level: 1, name: 'Menu', exact: true })).toBeAttached();
    await expect(row(page).getByRole('listitem').getByRole('button')).toHaveCount(TOTAL_DISHES);
  });

  await test.step("the dish's card wholly in view in the row", async () => {
    expect(await scrollLeftOf(row(page)), `${PU_PU.category.name} is not the first card`).toBeGreaterThan(0);
    expect(await isWhollyInside(card(page, PU_PU.category.name), row(page))).toBe(true);
  });

  await test.step("the dish in view within its card's list", async () => {
    const list = card(page, PU_PU.category.name).getByRole('list');
    expect(await list.evaluate((element) => element.scrollTop), `${PU_PU.name} is below the first screenful of its list`).toBeGreaterThan(
      0,
    );
    expect(await isWhollyInside(dishButton(page, PU_PU.name), list)).toBe(true);
  });

  await test.step('closing leaves the address at / and focus on the dish', async () => {
    const close = dialog.getByRole('button', { name: 'Close', exact: true });
    if (hasTouch) await close.tap();
    else await close.click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(dishButton(page, PU_PU.name)).toBeFocused();
  });
});

const shareCopiesLink = step(
  'without a system share sheet, Share copies the dish link and says Link copied, which does not follow the guest to the next dish',
  async ({ page, context, hasTouch, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    expect(await page.evaluate(() => typeof navigator.share), 'this Chromium has no navigator.share').toBe('undefined');

    const first = await openDish(page, PLAIN_DISH.name, hasTouch);
    const share = first.dialog.getByRole('button', { name: 'Share', exact: true });
    await expect(share).toBeVisible();
    await share.click();
    await expect(first.dialog.getByRole('status')).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/dishes/${PLAIN_DISH.slug}/`);
    await first.dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(first.dialog).toBeHidden();

    const next = await openDish(page, DESCRIBED_DISH.name, hasTouch);
    await expect(next.dialog.getByRole('status')).toHaveText('');
  },
);

test('with a system share sheet, Share hands it the dish link @phone', async ({ site, page, hasTouch, baseURL }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        window.__sharedData = { title: data.title, text: data.text, url: data.url };
      },
    });
  });
  await site.goto('/');
  const { dialog } = await openDish(page, DESCRIBED_DISH.name, hasTouch);
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();

  await expect.poll(() => page.evaluate(() => window.__sharedData?.url)).toBe(`${baseURL}/dishes/${DESCRIBED_DISH.slug}/`);
  const shared = await page.evaluate(() => window.__sharedData);
  expect(shared?.title).toContain(DESCRIBED_DISH.name);
  await expect(dialog.getByRole('status')).toHaveText('');
});

test('dismissing the system share sheet shows no message @phone', async ({ site, page, hasTouch }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        window.__sharedData = { url: data.url };
        throw new DOMException('Share canceled', 'AbortError');
      },
    });
  });
  await site.goto('/');
  const { dialog } = await openDish(page, PLAIN_DISH.name, hasTouch);
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect.poll(() => page.evaluate(() => window.__sharedData?.url)).toMatch(new RegExp(`/dishes/${PLAIN_DISH.slug}/$`));
  await expect(dialog.getByRole('status')).toHaveText('');
  await expect(dialog).toBeVisible();
});

const badges = step(
  "the dialog shows a dish's Chinese name and its tags as labelled badges, and neither where a dish has none",
  async ({ page, hasTouch }) => {
    const VEGETARIAN = ALL_DISHES.find((dish) => dish.vegetarian === true && dish.vegan !== true && dish.spicy === undefined);
    const PLAIN = ALL_DISHES.find((dish) => !dish.chineseName && !dish.spicy && !dish.vegetarian && !/\p{Script=Han}/u.test(dish.name));
    if (!VEGETARIAN || !PLAIN) throw new Error('the fixture restaurant needs a vegetarian dish, and one with neither tag nor Chinese name');
    const showing = async (name: string) => {
      const { dialog } = await openDish(page, name, hasTouch);
      await waitForBoxToSettle(dialog);
      return dialog;
    };
    const close = async (dialog: Locator) => {
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    };

    await test.step(`${DESCRIBED_DISH.name}: its Chinese name, marked as Simplified Chinese, and its spice level`, async () => {
      const dialog = await showing(DESCRIBED_DISH.name);
      const chinese = dialog.locator('[lang="zh-Hans"]');
      await expect(chinese).toHaveText(DESCRIBED_DISH.chineseName ?? '');
      await expect(chinese).toBeVisible();
      const spice = `Spicy, ${SPICE_WORDS[DESCRIBED_DISH.spicy ?? 0]}`;
      await expect(dialog.getByRole('img', { name: spice, exact: true })).toBeVisible();
      await expect(dialog.getByText(spice, { exact: true })).toBeVisible();
      await close(dialog);
    });

    await test.step(`${VEGETARIAN.name}: Vegetarian`, async () => {
      const dialog = await showing(VEGETARIAN.name);
      await expect(dialog.getByRole('img', { name: 'Vegetarian', exact: true })).toBeVisible();
      await expect(dialog.getByText('Vegetarian', { exact: true })).toBeVisible();
      await close(dialog);
    });

    await test.step(`${PLAIN.name}, with neither tag nor Chinese name: no badge and no Chinese line`, async () => {
      const dialog = await showing(PLAIN.name);
      await expect(dialog.locator('[lang="zh-Hans"]')).toHaveCount(0);
      await expect(dialog.getByRole('img', { name: /^Spicy|^Vegetarian$/ })).toHaveCount(0);
    });
  },
);

// One page load for the dishes opened from the menu: each step closes the dish it leaves open.
test('dish addresses, Back and Forward, the copied link and the badges, from the menu @phone', async ({ guest, site, page }) => {
  await site.goto('/');
  await addressInBar(guest);
  await backAndForward(guest);
  await closeDish(page);
  await shareCopiesLink(guest);
  await closeDish(page);
  await badges(guest);
});
