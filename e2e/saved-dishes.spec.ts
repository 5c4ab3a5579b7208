/**
 * Saved dishes: a guest's own list on their phone, to show the staff. Saved
 * from the dish dialog, marked in the row and counted in the masthead in room
 * kept for the count, listed at /saved/ in the order saved, shown to the
 * staff full screen in Chinese first, with what the guest cannot eat, and
 * shared by its address without touching a friend's own list. What storage
 * refuses is said, never counted. Add to Cart still only closes.
 * Runs on a phone (390 x 844, touch) and a desktop (1280 x 800); offline in offline.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { en, type Messages } from '../src/i18n/en.ts';
import { HOUSE_LANGUAGE, LANGUAGE_TAG, type Language } from '../src/i18n/languages.ts';
import { zh } from '../src/i18n/zh.ts';
import { AVOIDED_ALLERGENS_KEY } from '../src/menu/storage/avoided-allergens.ts';
import type { Allergen } from '../src/menu/model/allergens.ts';
import { SAVED_DISHES_KEY } from '../src/menu/storage/saved-dishes.ts';
import { cantEat } from '../src/saved/staff-card.ts';
import { expectNoAxeViolations } from './a11y-helpers.ts';
import { DESCRIBED_DISH, PHOTO_DISH, PLAIN_DISH, SOLD_OUT_DISH, UNCHECKED_DISH } from './fixture-restaurant.ts';
import { expect, test } from './fixtures.ts';
import { dishButton, openDish, quantityOf } from './menu-page.ts';

const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SAVED_DISHES_KEY);
/** The masthead's link, named with the count once the menu runs (`count` '' for the page as built). */
const savedLink = (page: Page, messages = en, count = ' \\(\\d+\\)') =>
  page.getByRole('link', { name: new RegExp(`^${messages.saved}${count}$`) });
const savedList = (page: Page) => page.getByRole('main').getByRole('list');

/** Sets a list on the phone before any script of the first page runs, once: a reload keeps what the page wrote. */
async function startWith(page: Page, key: string, values: readonly unknown[]): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      if (!sessionStorage.getItem(`seeded ${key}`)) localStorage.setItem(key, value);
      sessionStorage.setItem(`seeded ${key}`, 'yes');
    },
    { key, value: JSON.stringify(values) },
  );
}

const startWithSaved = (page: Page, slugs: readonly unknown[]) => startWith(page, SAVED_DISHES_KEY, slugs);

/** The restaurant's staff words, which every page's staff view shows first (the house language is one these flows visit). */
const houseMessages = ({ en, zh } as Partial<Record<Language, Messages>>)[HOUSE_LANGUAGE];
if (!houseMessages) throw new Error(`the staff view's flows visit no page in the house language, ${HOUSE_LANGUAGE}`);
const house = houseMessages.staff;
const HOUSE_TAG = LANGUAGE_TAG[HOUSE_LANGUAGE];

async function toggleSave(page: Page, name: string, hasTouch: boolean): Promise<Locator> {
  const { dialog } = await openDish(page, name, hasTouch);
  const save = dialog.getByRole('button', { name: en.save, exact: true });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  return dialog;
}

test('a guest saves dishes from the dialog: marked in the row, counted in the masthead, kept over a reload, listed in order and removed', async ({
  site,
  page,
  hasTouch,
}) => {
  await site.goto('/');
  const order = [PLAIN_DISH, SOLD_OUT_DISH, PHOTO_DISH];

  await test.step('the masthead links to /saved/ with the count, none yet, on the dishes’ first screen', async () => {
    await expect(savedLink(page)).toHaveAccessibleName('Saved (0)');
    await expect(savedLink(page)).toHaveAttribute('href', '/saved/');
    await expect(savedLink(page)).toBeInViewport();
  });

  await test.step('Save in the dialog is a pressed toggle; the row marks the dish in its name, the masthead counts it', async () => {
    for (const [index, dish] of order.entries()) {
      const dialog = await toggleSave(page, dish.name, hasTouch);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(dishButton(page, dish.name)).toHaveAccessibleName(new RegExp(`\\b${en.saved}\\b`));
      await expect(savedLink(page)).toHaveAccessibleName(`Saved (${index + 1})`);
    }
    await expect(dishButton(page, DESCRIBED_DISH.name)).not.toHaveAccessibleName(new RegExp(`\\b${en.saved}\\b`));
    expect(JSON.parse((await stored(page)) ?? '[]')).toEqual(order.map((dish) => dish.slug));
  });

  await test.step('Add to Cart only closes the dialog: no size, no quantity, no dish is kept', async () => {
    const { dialog } = await openDish(page, DESCRIBED_DISH.name, hasTouch);
    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantityOf(dialog)).toHaveValue('2');
    await dialog.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(dialog).toBeHidden();
    await expect(savedLink(page)).toHaveAccessibleName('Saved (3)');
    expect(JSON.parse((await stored(page)) ?? '[]')).toEqual(order.map((dish) => dish.slug));
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([SAVED_DISHES_KEY]);
  });

  await test.step('reloaded, the link keeps the count’s room until the menu’s script fills it: nothing moves', async () => {
    // The menu's script held back: what shows is the page as built.
    await page.route(/\/assets\/menu-en-[^/]*\.js$/, () => {});
    await page.reload({ waitUntil: 'load' });
    await expect(savedLink(page, en, '')).toBeVisible();
    const built = await savedLink(page, en, '').boundingBox();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await site.reload();
    await expect(savedLink(page)).toHaveAccessibleName('Saved (3)');
    expect(await savedLink(page).boundingBox()).toEqual(built);
    await expect(dishButton(page, PLAIN_DISH.name)).toHaveAccessibleName(new RegExp(`\\b${en.saved}\\b`));
  });

  await test.step('on a dish’s own page, Save shows it saved and takes it off', async () => {
    await site.goto(`/dishes/${PHOTO_DISH.slug}/`);
    const save = page.getByRole('dialog').getByRole('button', { name: en.save, exact: true });
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await expect(savedLink(page)).toHaveAccessibleName('Saved (2)');
    await save.click();
    await expect(savedLink(page)).toHaveAccessibleName('Saved (3)');
  });

  await test.step('the list: one item per dish in the order saved, with picture, both names, price, diet, allergens, sold out', async () => {
    await page.keyboard.press('Escape');
    await savedLink(page).click();
    await expect(page).toHaveURL(/\/saved\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved dishes');
    const items = savedList(page).getByRole('listitem');
    await expect(items).toHaveCount(3);
    for (const [index, dish] of order.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole('link', { name: dish.name, exact: true })).toHaveAttribute('href', `/dishes/${dish.slug}/`);
      await expect(item.getByRole('img', { name: dish.name, exact: true })).toBeVisible();
      if (dish.chineseName) await expect(item).toContainText(dish.chineseName);
      await expect(item).toContainText(dish.price);
      await expect(item).toContainText(/Contains|May contain|none of the fourteen|not given yet/);
      await expect(item.getByRole('button', { name: 'Remove', exact: true })).toBeVisible();
    }
    await expect(items.nth(1)).toContainText('Sold out');
    await expect(items.nth(0)).not.toContainText('Sold out');
    if (PHOTO_DISH.spicy) await expect(items.nth(2).getByRole('img', { name: /^Spicy/ })).toBeVisible();
  });

  await test.step('Remove takes a dish off, for good', async () => {
    await savedList(page).getByRole('listitem').nth(1).getByRole('button', { name: 'Remove' }).click();
    await expect(savedList(page).getByRole('listitem')).toHaveCount(2);
    await site.reload();
    const items = savedList(page).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(PLAIN_DISH.name);
    await expect(items.nth(1)).toContainText(PHOTO_DISH.name);
  });
});

declare global {
  interface Window {
    __wakeLocks?: { requested: number; released: number };
  }
}

for (const { root, messages } of [
  { root: '/', messages: en },
  { root: '/zh/', messages: zh },
]) {
  test(`${root}saved/: the list and Show to staff are free of violations; the names fill the screen, Chinese first and large; the screen stays awake; Back closes it`, async ({
    site,
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      // Watches the platform's wake lock, which it still takes: how often it is asked for, and released.
      window.__wakeLocks = { requested: 0, released: 0 };
      const request = WakeLock.prototype.request;
      WakeLock.prototype.request = async function watched(this: WakeLock, type?: WakeLockType) {
        const counts = window.__wakeLocks ?? { requested: 0, released: 0 };
        counts.requested += 1;
        const sentinel = await request.call(this, type);
        sentinel.addEventListener('release', () => (counts.released += 1));
        return sentinel;
      };
    });
    await startWithSaved(page, [PHOTO_DISH.slug, PLAIN_DISH.slug, 'a-dish-no-longer-served']);
    await site.goto(`${root}saved/`);
    const items = savedList(page).getByRole('listitem');

    await test.step('a dish the menu no longer has has left the list, with a note', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.savedDishes);
      await expect(items).toHaveCount(2);
      await expect(page.getByText(messages.goneFromMenu(1))).toBeVisible();
      expect(JSON.parse((await stored(page)) ?? '[]')).toEqual([PHOTO_DISH.slug, PLAIN_DISH.slug]);
      await expectNoAxeViolations(page, `${root}saved/`);
    });

    const view = page.getByRole('dialog', { name: messages.showToStaff });
    await test.step('Show to staff fills the screen with the names, Chinese first at 28 px or more, the other beneath', async () => {
      await page.getByRole('button', { name: messages.showToStaff, exact: true }).click();
      await expect(view).toBeVisible();
      const box = await view.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && box.width >= viewport.width - 16 && box.height >= viewport.height - 1).toBe(true);
      const names = view.getByRole('listitem');
      await expect(names).toHaveCount(2);
      const chinese = names.first().getByText(PHOTO_DISH.chineseName ?? '', { exact: true });
      const english = names.first().getByText(PHOTO_DISH.name, { exact: true });
      expect(parseFloat(await chinese.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(28);
      const [top, beneath] = [await chinese.boundingBox(), await english.boundingBox()];
      expect(top && beneath && beneath.y >= top.y + top.height - 1).toBe(true);
      await expect.poll(() => page.evaluate(() => window.__wakeLocks?.requested)).toBe(1);
      await expectNoAxeViolations(page, `${root}saved/ shown to staff`);
    });

    await test.step('Back closes it and leaves the page where it was; the screen may sleep again', async () => {
      await page.goBack();
      await expect(view).toBeHidden();
      await expect(page).toHaveURL(`${baseURL}${root}saved/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.savedDishes);
      await expect.poll(() => page.evaluate(() => window.__wakeLocks?.released)).toBe(1);
    });

    await test.step('Forward opens it again and Back closes it again: no history entry is left that does nothing', async () => {
      await page.goForward();
      await expect(view).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.__wakeLocks?.requested)).toBe(2);
      await page.goBack();
      await expect(view).toBeHidden();
      await expect(page).toHaveURL(`${baseURL}${root}saved/`);
    });

    await test.step('closed by its button, it takes its history entry with it', async () => {
      const length = await page.evaluate(() => history.length);
      await page.getByRole('button', { name: messages.showToStaff, exact: true }).click();
      await expect(view).toBeVisible();
      await view.getByRole('button', { name: messages.close, exact: true }).click();
      await expect(view).toBeHidden();
      await expect.poll(() => page.evaluate(() => history.state as unknown)).toBeNull();
      expect(await page.evaluate(() => history.length)).toBe(length);
      await expect(page).toHaveURL(`${baseURL}${root}saved/`);
    });
  });
}

test('a shared list opens on a friend’s phone, leaves their own list be, and joins it in one tap @phone', async ({
  site,
  page,
  baseURL,
}) => {
  const friends = [DESCRIBED_DISH.slug, PLAIN_DISH.slug];
  await startWithSaved(page, friends);
  await site.goto(`/saved/?d=${PLAIN_DISH.slug},no-such-dish,${PHOTO_DISH.slug}`);
  const items = savedList(page).getByRole('listitem');

  await test.step('the shared dishes show, without Remove; the friend’s own list is untouched', async () => {
    await expect(page.getByRole('heading', { level: 2, name: en.sharedWithYou })).toBeVisible();
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(PLAIN_DISH.name);
    await expect(items.nth(1)).toContainText(PHOTO_DISH.name);
    await expect(page.getByText(en.goneFromMenu(1))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: en.myList(2) })).toHaveAttribute('href', '/saved/');
    expect(JSON.parse((await stored(page)) ?? '[]')).toEqual(friends);
  });

  await test.step('Add to my list adds only the new dishes after the friend’s own, and shows that list', async () => {
    await page.getByRole('button', { name: en.addToMyList }).click();
    await expect(page).toHaveURL(`${baseURL}/saved/`);
    await expect(page.getByRole('heading', { level: 2, name: en.sharedWithYou })).toHaveCount(0);
    const merged = [...friends, PHOTO_DISH.slug];
    expect(JSON.parse((await stored(page)) ?? '[]')).toEqual(merged);
    await expect(items).toHaveCount(3);
    await expect(items.getByRole('button', { name: 'Remove' })).toHaveCount(3);
  });

  await test.step('Share list hands this list’s address to the share sheet', async () => {
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          document.body.dataset.shared = data.url ?? '';
        },
      });
    });
    await page.getByRole('button', { name: en.shareList }).click();
    await expect
      .poll(() => page.evaluate(() => document.body.dataset.shared))
      .toBe(`${baseURL}/saved/?d=${DESCRIBED_DISH.slug},${PLAIN_DISH.slug},${PHOTO_DISH.slug}`);
  });
});

for (const { root, messages } of [
  { root: '/', messages: en },
  { root: '/zh/', messages: zh },
]) {
  // The guest's own words beneath the restaurant's, unless they are the restaurant's.
  const guest = messages.language === HOUSE_LANGUAGE ? null : messages.staff;

  test(`${root}: a guest who avoids peanuts and sesame shows the staff what they can't eat, first, with their saved dishes marked, from the Avoid panel and from /saved/, offline`, async ({
    site,
    page,
    context,
  }) => {
    const avoided: Allergen[] = ['peanuts', 'sesame'];
    // An allergen this menu does not know (a newer list's, or a damaged one) and a value that is no dish's.
    await startWith(page, AVOIDED_ALLERGENS_KEY, [...avoided, 'kiwi']);
    await startWithSaved(page, [PHOTO_DISH.slug, PLAIN_DISH.slug, UNCHECKED_DISH.slug, 42]);
    await site.goto(root);
    const view = page.getByRole('dialog', { name: messages.showToStaff });
    const cantEatSection = view.getByRole('region', { name: house.heading });

    await test.step('the Avoid panel says what it could not keep, and offers Show to staff beside the ticked allergens', async () => {
      await page.getByRole('button', { name: messages.avoidCount(2) }).click();
      const panel = page.getByRole('group', { name: messages.avoid });
      await expect(panel).toBeVisible();
      await expect(panel.getByText(messages.unknownAvoided(1))).toBeVisible();
      await expect(panel.getByRole('checkbox', { name: messages.allergens.peanuts, exact: true })).toBeChecked();
      await page.getByRole('link', { name: messages.showToStaff, exact: true }).click();
      await expect(view).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${root}saved/$`));
      // Beneath it, the list page has said once what it could not keep.
      await expect(page.getByText(messages.goneFromMenu(1))).toBeAttached();
    });

    await test.step("the view starts with what the guest can't eat, headed and said in the restaurant's language, the guest's beneath", async () => {
      await expect(cantEatSection.getByRole('heading', { level: 3, name: house.heading })).toHaveAttribute('lang', HOUSE_TAG);
      const said = cantEatSection.getByText(cantEat(avoided, house), { exact: true });
      await expect(said).toHaveAttribute('lang', HOUSE_TAG);
      expect(parseFloat(await said.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(28);
      if (guest) {
        const beneath = cantEatSection.getByText(cantEat(avoided, guest), { exact: true });
        const [top, under] = [await said.boundingBox(), await beneath.boundingBox()];
        expect(top && under && under.y >= top.y + top.height - 1).toBe(true);
      }
      const [section, dishes] = [await cantEatSection.boundingBox(), await view.getByRole('list').boundingBox()];
      expect(section && dishes && section.y + section.height <= dishes.y).toBe(true);
    });

    await test.step('each saved dish is marked with what it holds of them, "contains" apart from "may contain", in both languages', async () => {
      const items = view.getByRole('listitem');
      await expect(items).toHaveCount(3);
      const photo = items.nth(0);
      await expect(photo.getByText(house.contains(house.allergens.peanuts), { exact: true })).toBeVisible();
      await expect(photo.getByText(house.mayContain(house.allergens.sesame), { exact: true })).toBeVisible();
      const plain = items.nth(1);
      await expect(plain.getByText(house.mayContain(house.allergens.sesame), { exact: true })).toBeVisible();
      await expect(plain.getByText(house.contains(house.allergens.peanuts), { exact: true })).toHaveCount(0);
      await expect(items.nth(2).getByText(house.notChecked, { exact: true })).toBeVisible();
      if (guest) {
        await expect(photo.getByText(guest.contains(guest.allergens.peanuts), { exact: true })).toBeVisible();
        await expect(photo.getByText(guest.mayContain(guest.allergens.sesame), { exact: true })).toBeVisible();
      }
      await expectNoAxeViolations(page, `${root} shown to staff with allergies`);
      await view.getByRole('button', { name: messages.close, exact: true }).click();
      await expect(view).toBeHidden();
    });

    await test.step('closed, it returns to the menu it was asked from', async () => {
      await expect(page).toHaveURL(new RegExp(`${root}$`));
      await expect(page.getByRole('heading', { level: 1, name: messages.menu })).toBeVisible();
    });

    await test.step('with no dish saved, /saved/ still offers Show to staff, and offline it tells the allergies alone', async () => {
      await page.getByRole('link', { name: new RegExp(`^${messages.saved}`) }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.savedDishes);
      const list = page.getByRole('main').getByRole('list');
      for (let left = 3; left > 0; left -= 1) {
        await list.getByRole('button', { name: messages.remove, exact: true }).first().click();
        await expect(list.getByRole('listitem')).toHaveCount(left - 1);
      }
      await expect(page.getByText(messages.savedNone)).toBeVisible();
      // Offline once the page has what it shows (a list's pictures load as they come into view).
      await context.setOffline(true);
      await page.getByRole('button', { name: messages.showToStaff, exact: true }).click();
      await expect(view).toBeVisible();
      await expect(cantEatSection.getByText(cantEat(avoided, house), { exact: true })).toBeVisible();
      await expect(view.getByRole('list')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(view).toBeHidden();
      await context.setOffline(false);
    });
  });
}

test('a save or an Avoid choice that storage refuses says so where it was made, and nothing counts it @phone', async ({
  site,
  page,
  hasTouch,
}) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await site.goto('/');

  await test.step('Save says it was not saved, stays unpressed, and the count stays 0', async () => {
    const { dialog } = await openDish(page, PLAIN_DISH.name, hasTouch);
    const save = dialog.getByRole('button', { name: en.save, exact: true });
    await save.click();
    await expect(dialog.getByRole('alert')).toHaveText(en.notKept.full);
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(savedLink(page)).toHaveAccessibleName('Saved (0)');
    await expect(dishButton(page, PLAIN_DISH.name)).not.toHaveAccessibleName(new RegExp(`\\b${en.saved}\\b`));
  });

  await test.step('an allergen ticked under Avoid is said not saved, stays unticked, and hides nothing', async () => {
    await page.getByRole('button', { name: en.avoid, exact: true }).click();
    const panel = page.getByRole('group', { name: en.avoid });
    const peanuts = panel.getByRole('checkbox', { name: en.allergens.peanuts, exact: true });
    await peanuts.click();
    await expect(panel.getByRole('alert')).toHaveText(en.notKept.full);
    await expect(peanuts).not.toBeChecked();
    await expect(page.getByRole('button', { name: en.avoid, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: en.showToStaff })).toHaveCount(0);
  });

  await test.step('the list page agrees: nothing saved', async () => {
    await page.keyboard.press('Escape');
    await savedLink(page).click();
    await expect(page.getByText(en.savedNone)).toBeVisible();
  });
});
