/**
 * Finding dishes on the menu page: the search field, the Spicy and Vegetarian
 * filters, the match count and the category chips. Expectations come from the fixture
 * restaurant's files (e2e/fixture-restaurant.ts), matched here by a fold of their own.
 * Runs on a phone (390 x 844, touch) only: the desktop runs the same code.
 */
import type { Page } from '@playwright/test';
import type { Dish } from '../src/menu/model/menu-model.ts';
import { ALL_DISHES, CATEGORY_NAMES, FIRST_CATEGORY, menu, PLAIN_DISH, RENAMED_CATEGORY, TOTAL_DISHES } from './fixture-restaurant.ts';
import { expect, step, test, waitForScrollToSettle } from './fixtures.ts';
import { card, cards, dishButton, escapeRegExp, row, scrollBack, scrollLeftOf } from './menu-page.ts';

const ALL = describeCount(TOTAL_DISHES);
const FIRST = FIRST_CATEGORY.name;
const SMALL_PLATES = RENAMED_CATEGORY.name;
/** The category whose name has an accent. */
const ACCENTED = CATEGORY_NAMES.find((name) => name !== name.normalize('NFKD')) ?? '';
/** A card the row is scrolled to directly, and one a chip brings into place. */
const SCROLLED_TO = CATEGORY_NAMES[3] ?? '';
const CHOSEN = CATEGORY_NAMES[2] ?? '';

const dishButtons = (page: Page) => row(page).getByRole('listitem').getByRole('button');
const searchbox = (page: Page) => page.getByRole('searchbox', { name: 'Search the menu' });
// The dialog's own status (Share) is inside the closed, hidden dialog, so this is the match count.
const matchCount = (page: Page) => page.getByRole('status');
const chipNav = (page: Page) => page.getByRole('navigation', { name: 'Categories' });
const chips = (page: Page) => chipNav(page).getByRole('link');
const chip = (page: Page, name: string) => chipNav(page).getByRole('link', { name, exact: true });
// exact: a dish name may contain the word too.
const spicyFilter = (page: Page) => page.getByRole('button', { name: 'Spicy', exact: true });
const vegetarianFilter = (page: Page) => page.getByRole('button', { name: 'Vegetarian', exact: true });
const SPICY_BADGE = /^Spicy, (mild|medium|hot)$/;

/** "1 dish", "12 dishes", "No dishes match": what the status reads for a number of matches. */
function describeCount(count: number): string {
  return count === 0 ? 'No dishes match' : count === 1 ? '1 dish' : `${count} dishes`;
}

/** A card's header for the dishes it shows: "2 dishes · $6.00 – $7.50", "10 dishes · All $12.50". */
function cardHeader(dishes: readonly { price: string }[]): string {
  const prices = dishes.map((dish) => Number(dish.price.slice(1))).sort((a, b) => a - b);
  const [low = 0, high = 0] = [prices[0], prices.at(-1)];
  const range = low === high ? `All $${low.toFixed(2)}` : `$${low.toFixed(2)} – $${high.toFixed(2)}`;
  return `${describeCount(dishes.length)} · ${range}`;
}

/** The first dish of the fixture that `has` says of. */
function dishWhere(has: (dish: Dish) => boolean, what: string): Dish {
  const found = ALL_DISHES.find(has);
  if (!found) throw new Error(`the fixture restaurant needs a dish ${what}`);
  return found;
}

/** Lower case, accents dropped, punctuation to spaces: how the contract says a query is compared. */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim();

interface ExpectedDish {
  name: string;
  price: string;
  category: string;
  spicy: boolean;
  vegetarian: boolean;
  text: string;
}

const EXPECTED_DISHES: ExpectedDish[] = menu.flatMap((category) =>
  category.dishes.map((dish) => ({
    name: dish.name,
    price: dish.price,
    category: category.name,
    spicy: dish.spicy !== undefined,
    vegetarian: dish.vegetarian === true,
    text: fold([dish.name, dish.chineseName, dish.description, category.name].filter(Boolean).join(' ')),
  })),
);

/** The dishes whose name, Chinese name, description or category contain every word of the query. */
function dishesMatching(query: string, { spicy = false, vegetarian = false } = {}): ExpectedDish[] {
  const words = fold(query).split(' ').filter(Boolean);
  return EXPECTED_DISHES.filter(
    (dish) => words.every((word) => dish.text.includes(word)) && (!spicy || dish.spicy) && (!vegetarian || dish.vegetarian),
  );
}

/** The categories, in menu order, that keep at least one of the dishes. */
const categoriesOf = (dishes: ExpectedDish[]) => CATEGORY_NAMES.filter((name) => dishes.some((dish) => dish.category === name));

/** Exactly these dishes are on the page, each visible in its card. */
async function expectOnlyDishes(page: Page, dishes: ExpectedDish[]) {
  await expect(matchCount(page)).toHaveText(describeCount(dishes.length));
  await expect(dishButtons(page)).toHaveCount(dishes.length);
  for (const dish of dishes) {
    await expect(card(page, dish.category).getByRole('button', { name: new RegExp(`^${escapeRegExp(dish.name)} \\$`) })).toHaveCount(1);
  }
}

/** Every dish shown carries exactly one badge named as `badge` says. */
async function expectEveryDishBadged(page: Page, badge: RegExp) {
  for (const button of await dishButtons(page).all()) {
    await expect(button.getByRole('img', { name: badge })).toHaveCount(1);
  }
}

/** How far, in pixels, a card's left edge is from the row's snap line (its left edge plus scroll-padding-left). */
function distanceFromSnapLine(page: Page, name: string): Promise<number> {
  return row(page).evaluate((element, cardName) => {
    const snapLine = element.getBoundingClientRect().left + parseFloat(getComputedStyle(element).scrollPaddingLeft || '0');
    const target = Array.from(element.querySelectorAll('article')).find((article) => article.querySelector('h2')?.textContent === cardName);
    if (!target) throw new Error(`no card ${cardName}`);
    return Math.abs(target.getBoundingClientRect().left - snapLine);
  }, name);
}

/** The name of the card whose left edge is nearest the row's snap line. */
function cardAtSnapLine(page: Page): Promise<string> {
  return row(page).evaluate((element) => {
    const snapLine = element.getBoundingClientRect().left + parseFloat(getComputedStyle(element).scrollPaddingLeft || '0');
    const articles = Array.from(element.querySelectorAll('article'));
    const distances = articles.map((article) => Math.abs(article.getBoundingClientRect().left - snapLine));
    const nearest = articles[distances.indexOf(Math.min(...distances))];
    return nearest?.querySelector('h2')?.textContent ?? '';
  });
}

const atTheStart = step(
  'at the start: the whole menu, no Clear search, the filters unpressed, each dish with its badges and Chinese name, a chip per category, the first current',
  async ({ page }) => {
    await test.step('with no filter the status reads the whole menu', async () => {
      await expect(searchbox(page)).toHaveValue('');
      await expect(searchbox(page)).toHaveAttribute('type', 'search');
      await expect(matchCount(page)).toHaveText(ALL);
      await expect(dishButtons(page)).toHaveCount(TOTAL_DISHES);
    });

    await test.step('no Clear search button shows while the field is empty', async () => {
      await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
    });

    await test.step('the Spicy and Vegetarian filters start unpressed', async () => {
      await expect(spicyFilter(page)).toHaveAttribute('aria-pressed', 'false');
      await expect(vegetarianFilter(page)).toHaveAttribute('aria-pressed', 'false');
    });

    await test.step('a dish button shows a chili badge named by its spice level', async () => {
      for (const [level, word] of [
        [1, 'mild'],
        [2, 'medium'],
        [3, 'hot'],
      ] as const) {
        const spicy = dishWhere((dish) => dish.spicy === level, `of spice level ${level}`);
        await expect(dishButton(page, spicy.name).getByRole('img', { name: `Spicy, ${word}`, exact: true }), spicy.name).toHaveCount(1);
      }
      expect(PLAIN_DISH.spicy ?? PLAIN_DISH.vegetarian ?? PLAIN_DISH.vegan ?? PLAIN_DISH.glutenFree).toBeFalsy();
      await expect(dishButton(page, PLAIN_DISH.name).getByRole('img')).toHaveCount(0);
    });

    await test.step('a vegetarian dish button shows a badge named Vegetarian', async () => {
      const vegetarian = dishWhere((dish) => dish.vegetarian === true && dish.spicy === undefined, 'vegetarian and not spicy');
      await expect(dishButton(page, vegetarian.name).getByRole('img', { name: 'Vegetarian', exact: true })).toHaveCount(1);
      await expect(dishButton(page, vegetarian.name).getByRole('img', { name: SPICY_BADGE })).toHaveCount(0);
    });

    await test.step('a dish button shows the Chinese name marked as Simplified Chinese', async () => {
      // A dish of the first card, on screen at the start.
      const chinese = dishButton(page, FIRST_CATEGORY.dishes[0]?.name ?? '').locator('[lang="zh-Hans"]');
      await expect(chinese).toHaveText(FIRST_CATEGORY.dishes[0]?.chineseName ?? 'a Chinese name');
      await expect(chinese).toBeVisible();
    });

    await test.step('the Categories navigation holds a chip link per category, in order, pointing at its card', async () => {
      await expect(chips(page)).toHaveCount(CATEGORY_NAMES.length);
      for (const [index, name] of CATEGORY_NAMES.entries()) {
        const link = chips(page).nth(index);
        await expect(link).toHaveText(name);
        const href = await link.getAttribute('href');
        expect(href, name).toMatch(/^#category-[a-z0-9-]+$/);
        const target = await card(page, name).getAttribute('id');
        expect(href, name).toBe(`#${target}`);
      }
    });

    await test.step('the chip of the first card is current at the start', async () => {
      await expect(chip(page, FIRST)).toHaveAttribute('aria-current', 'true');
      await expect(chipNav(page).locator('[aria-current="true"]')).toHaveCount(1);
    });
  },
);

const clearingBringsAllBack = step(
  'Escape or Clear search brings every dish back, and typing filters them again at every keystroke',
  async ({ page }) => {
    await test.step('Escape in the field clears the search and brings every dish back', async () => {
      const field = searchbox(page);
      await field.fill('lo mein');
      await expect(dishButtons(page)).toHaveCount(dishesMatching('lo mein').length);
      await field.press('Escape');
      await expect(field).toHaveValue('');
      await expect(matchCount(page)).toHaveText(ALL);
      await expect(dishButtons(page)).toHaveCount(TOTAL_DISHES);
      await expect(cards(page)).toHaveCount(CATEGORY_NAMES.length);
    });

    await test.step('the Clear search button clears the search and puts focus back in the field', async () => {
      const field = searchbox(page);
      await field.fill('lo mein');
      const clear = page.getByRole('button', { name: 'Clear search' });
      await expect(clear).toBeVisible();
      await clear.tap();
      await expect(field).toHaveValue('');
      await expect(field).toBeFocused();
      await expect(clear).toHaveCount(0);
      await expect(matchCount(page)).toHaveText(ALL);
      await expect(dishButtons(page)).toHaveCount(TOTAL_DISHES);
    });

    await test.step('typing filters the dishes at every keystroke and the status follows', async () => {
      const field = searchbox(page);
      // "peanut": fewer dishes as the letters come, down to those whose description names peanuts.
      let typed = '';
      for (const letter of 'peanut') {
        await field.press(letter);
        typed += letter;
        const expected = dishesMatching(typed);
        await expect(matchCount(page), `after typing "${typed}"`).toHaveText(describeCount(expected.length));
        await expect(dishButtons(page), `after typing "${typed}"`).toHaveCount(expected.length);
      }
      const withPeanuts = dishesMatching('peanut');
      expect(withPeanuts.length).toBeGreaterThan(0);
      for (const dish of withPeanuts) await expect(dishButton(page, dish.name)).toBeAttached();
    });
  },
);

const queriesFind = step(
  'a query finds names in any case, without accents, in Chinese and in descriptions; the cards and chips left count and price what they show',
  async ({ page }) => {
    await test.step("a filtered card's header counts and prices the dishes it shows", async () => {
      await expect(card(page, SMALL_PLATES)).toContainText(cardHeader(RENAMED_CATEGORY.dishes));
      await searchbox(page).fill('scallion');
      await expect(card(page, SMALL_PLATES)).toContainText(cardHeader(dishesMatching('scallion')));
      // A category whose dishes share one price, found by its name.
      const onePrice = menu.find((category) => category.dishes.length > 1 && new Set(category.dishes.map((dish) => dish.price)).size === 1);
      if (!onePrice) throw new Error('the fixture restaurant needs a category whose dishes share one price');
      await searchbox(page).fill(onePrice.name.toLowerCase());
      await expect(card(page, onePrice.name)).toContainText(cardHeader(onePrice.dishes));
      expect(cardHeader(onePrice.dishes)).toContain('All $');
    });

    await test.step('in a filtered card the rules fall between the dishes that show, not above the first', async () => {
      // "scallion" keeps two dishes of the card, not the one listed before them.
      const shown = dishesMatching('scallion');
      expect(shown.map((dish) => dish.category)).toEqual([SMALL_PLATES, SMALL_PLATES]);
      expect(shown.map((dish) => dish.name)).not.toContain(RENAMED_CATEGORY.dishes[0]?.name);
      await searchbox(page).fill('scallion');
      const items = card(page, SMALL_PLATES).getByRole('listitem');
      await expect(items).toHaveCount(2);
      const borders = await items.evaluateAll((elements) => elements.map((item) => getComputedStyle(item).borderTopStyle));
      expect(borders).toEqual(['none', 'dashed']);
    });

    await test.step('"lo mein" finds exactly the Lo Mein dishes', async () => {
      const loMein = EXPECTED_DISHES.filter((dish) => dish.name.includes('Lo Mein'));
      expect(loMein.length).toBeGreaterThan(1);
      await searchbox(page).fill('lo mein');
      await expectOnlyDishes(page, loMein);
    });

    await test.step('the query ignores case: "LO MEIN" finds the same Lo Mein dishes', async () => {
      const loMein = EXPECTED_DISHES.filter((dish) => dish.name.includes('Lo Mein'));
      await searchbox(page).fill('LO MEIN');
      await expectOnlyDishes(page, loMein);
    });

    await test.step(`"entree" without its accent finds the dishes of ${ACCENTED} and hides the other cards`, async () => {
      const entrees = EXPECTED_DISHES.filter((dish) => dish.category === ACCENTED);
      await searchbox(page).fill('entree');
      await expectOnlyDishes(page, entrees);
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).nth(0).getByRole('heading', { level: 2 })).toHaveText(ACCENTED);
    });

    await test.step('only the chips of the categories left by a filter remain', async () => {
      await searchbox(page).fill('entree');
      await expect(chips(page)).toHaveCount(1);
      await expect(chip(page, ACCENTED)).toHaveAttribute('aria-current', 'true');
    });

    await test.step('a Chinese query, 牛肉, finds the dishes whose Chinese name holds it', async () => {
      const beef = ALL_DISHES.filter((dish) => dish.chineseName?.includes('牛肉')).map((dish) => dish.name);
      expect(beef.length).toBeGreaterThan(1);
      await searchbox(page).fill('牛肉');
      await expect(matchCount(page)).toHaveText(describeCount(beef.length));
      await expect(dishButtons(page)).toHaveCount(beef.length);
      for (const name of beef) await expect(dishButton(page, name)).toBeAttached();
    });

    await test.step('a word only in a description finds its dish: "hoisin"', async () => {
      const withHoisin = ALL_DISHES.filter((dish) => /hoisin/i.test(dish.description ?? ''));
      expect(withHoisin).toHaveLength(1);
      expect(withHoisin.some((dish) => /hoisin/i.test(dish.name))).toBe(false);
      await searchbox(page).fill('hoisin');
      await expect(matchCount(page)).toHaveText('1 dish');
      await expect(dishButtons(page)).toHaveCount(1);
      await expect(dishButton(page, withHoisin[0]?.name ?? '')).toBeVisible();
    });

    await test.step('categories with no match disappear, card and chip', async () => {
      const shown = categoriesOf(dishesMatching('jasmine'));
      expect(shown).toHaveLength(1);
      const [only = ''] = shown;
      await searchbox(page).fill('jasmine');
      await expect(cards(page)).toHaveCount(1);
      await expect(card(page, only)).toBeVisible();
      await expect(chips(page)).toHaveCount(1);
      await expect(chip(page, only)).toBeVisible();
      for (const name of CATEGORY_NAMES.filter((category) => category !== only)) {
        await expect(card(page, name), name).toHaveCount(0);
        await expect(chip(page, name), name).toHaveCount(0);
      }
    });
  },
);

const nothingMatches = step(
  'a query nothing matches says so and offers Show all dishes, which clears the query and the tag filters',
  async ({ page }) => {
    await test.step('a query nothing matches says so and offers Show all dishes', async () => {
      expect(dishesMatching('zzzz')).toEqual([]);
      await searchbox(page).fill('zzzz');
      await expect(matchCount(page)).toHaveText('No dishes match');
      await expect(row(page).getByText('No dish matches your search.', { exact: true })).toBeVisible();
      await expect(row(page).getByRole('button', { name: 'Show all dishes' })).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await expect(dishButtons(page)).toHaveCount(0);
      await expect(chips(page)).toHaveCount(0);
    });

    await test.step('Show all dishes clears the query and the tag filters', async () => {
      await spicyFilter(page).click();
      await searchbox(page).fill('zzzz');
      await expect(matchCount(page)).toHaveText('No dishes match');
      await row(page).getByRole('button', { name: 'Show all dishes' }).click();
      await expect(searchbox(page)).toHaveValue('');
      await expect(spicyFilter(page)).toHaveAttribute('aria-pressed', 'false');
      await expect(matchCount(page)).toHaveText(ALL);
      await expect(dishButtons(page)).toHaveCount(TOTAL_DISHES);
      await expect(row(page).getByText('No dish matches your search.')).toHaveCount(0);
    });
  },
);

const tagFilters = step(
  'Spicy or Vegetarian alone keeps only its dishes, each with its badge; pressed again, every dish is back; together, only dishes that are both',
  async ({ page }) => {
    const tagFilters = [
      { name: 'Spicy', button: spicyFilter(page), dishes: dishesMatching('', { spicy: true }), badge: SPICY_BADGE },
      { name: 'Vegetarian', button: vegetarianFilter(page), dishes: dishesMatching('', { vegetarian: true }), badge: /^Vegetarian$/ },
    ];
    for (const { name, button, dishes, badge } of tagFilters) {
      await test.step(`${name} shows only its dishes, each with its badge; pressed again, it lets every dish back`, async () => {
        expect(dishes.length).toBeGreaterThan(0);
        await button.click();
        await expect(button).toHaveAttribute('aria-pressed', 'true');
        await expectOnlyDishes(page, dishes);
        await expectEveryDishBadged(page, badge);

        await button.click();
        await expect(button).toHaveAttribute('aria-pressed', 'false');
        await expect(matchCount(page)).toHaveText(ALL);
        await expect(dishButtons(page)).toHaveCount(TOTAL_DISHES);
      });
    }

    await test.step('Spicy and Vegetarian together keep only dishes that are both', async () => {
      const both = dishesMatching('', { spicy: true, vegetarian: true });
      await spicyFilter(page).click();
      await vegetarianFilter(page).click();
      await expect(spicyFilter(page)).toHaveAttribute('aria-pressed', 'true');
      await expect(vegetarianFilter(page)).toHaveAttribute('aria-pressed', 'true');
      await expectOnlyDishes(page, both);
      if (both.length === 0) await expect(row(page).getByText('No dish matches your search.', { exact: true })).toBeVisible();
    });
  },
);

const filterWithQuery = step('a tag filter combines with the query; clearing both restores exactly the full menu', async ({ page }) => {
  await test.step('Spicy and "beef"', async () => {
    const spicyBeef = dishesMatching('beef', { spicy: true });
    expect(spicyBeef.length).toBeGreaterThan(0);
    expect(spicyBeef.length).toBeLessThan(dishesMatching('beef').length);
    await searchbox(page).fill('beef');
    await spicyFilter(page).click();
    await expectOnlyDishes(page, spicyBeef);
    await expectEveryDishBadged(page, SPICY_BADGE);
  });

  await test.step('Clear search and Spicy pressed again restore exactly the full menu', async () => {
    await searchbox(page).fill('chicken');
    await expect(matchCount(page)).toHaveText(describeCount(dishesMatching('chicken', { spicy: true }).length));
    await page.getByRole('button', { name: 'Clear search' }).click();
    await spicyFilter(page).click();

    await expect(matchCount(page)).toHaveText(ALL);
    await expect(cards(page)).toHaveCount(CATEGORY_NAMES.length);
    for (const [index, category] of menu.entries()) {
      await expect(cards(page).nth(index).getByRole('heading', { level: 2 })).toHaveText(category.name);
      await expect(card(page, category.name).getByRole('listitem'), category.name).toHaveCount(category.dishes.length);
    }
    await expect(dishButtons(page)).toHaveCount(TOTAL_DISHES);
    await expect(chips(page)).toHaveCount(CATEGORY_NAMES.length);
    await expect(page.getByRole('button', { name: 'Scroll left' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scroll right' })).toBeVisible();
    await expect(row(page).getByText('No dish matches your search.')).toHaveCount(0);
  });
});

const currentChip = step(
  'the current chip follows the row, moved by the arrows or directly, and a chip scrolls the row to its card, with a filter on too',
  async ({ page, baseURL }) => {
    await test.step('the current chip follows the row when the arrows scroll it', async () => {
      await expect(chip(page, FIRST)).toHaveAttribute('aria-current', 'true');
      await page.getByRole('button', { name: 'Scroll right' }).click();
      await expect.poll(() => scrollLeftOf(row(page))).toBeGreaterThan(0);
      await waitForScrollToSettle(row(page));

      const current = await cardAtSnapLine(page);
      expect(current).not.toBe(FIRST);
      await expect(chip(page, current)).toHaveAttribute('aria-current', 'true');
      await expect(chip(page, FIRST)).not.toHaveAttribute('aria-current', 'true');
      await expect(chipNav(page).locator('[aria-current="true"]')).toHaveCount(1);

      await page.getByRole('button', { name: 'Scroll left' }).click();
      await expect.poll(() => scrollLeftOf(row(page))).toBeLessThan(1);
      await waitForScrollToSettle(row(page));
      await expect(chip(page, FIRST)).toHaveAttribute('aria-current', 'true');
    });

    await test.step('the current chip follows the row when it is scrolled directly', async () => {
      const target = card(page, SCROLLED_TO);
      const left = await target.evaluate((element) => (element as HTMLElement).offsetLeft);
      await row(page).evaluate((element, to) => {
        element.scrollTo({ left: to - parseFloat(getComputedStyle(element).scrollPaddingLeft || '0'), behavior: 'instant' });
      }, left);
      await waitForScrollToSettle(row(page));
      const current = await cardAtSnapLine(page);
      expect(current).toBe(SCROLLED_TO);
      await expect(chip(page, SCROLLED_TO)).toHaveAttribute('aria-current', 'true');
      await expect(chipNav(page).locator('[aria-current="true"]')).toHaveCount(1);
    });

    await test.step('clicking a chip scrolls the row to its card, leaving the address and the page scroll alone', async () => {
      const soups = chip(page, CHOSEN);
      await soups.scrollIntoViewIfNeeded();
      const pageScrollBefore = await page.evaluate(() => window.scrollY);

      await soups.click();
      await expect.poll(() => scrollLeftOf(row(page))).toBeGreaterThan(0);
      await waitForScrollToSettle(row(page));

      expect(await distanceFromSnapLine(page, CHOSEN)).toBeLessThanOrEqual(1);
      await expect(soups).toHaveAttribute('aria-current', 'true');
      await expect(chipNav(page).locator('[aria-current="true"]')).toHaveCount(1);
      await expect(page).toHaveURL(`${baseURL}/`);
      expect(await page.evaluate(() => window.location.hash)).toBe('');
      expect(await page.evaluate(() => window.scrollY)).toBe(pageScrollBefore);
    });

    await test.step('with a filter on, a chip scrolls the row to its own card, and clearing the filter brings every card back', async () => {
      // Vegetarian leaves some cards; the others stay in the page, hidden.
      const vegetarianCategories = categoriesOf(dishesMatching('', { vegetarian: true }));
      const last = vegetarianCategories.at(-1) ?? '';
      expect(vegetarianCategories.length).toBeLessThan(CATEGORY_NAMES.length);
      await page.getByRole('button', { name: 'Vegetarian', exact: true }).click();
      await expect(chips(page)).toHaveCount(vegetarianCategories.length);
      await chip(page, last).click();
      await expect
        .poll(() =>
          row(page).evaluate((element, name) => {
            const soups = Array.from(element.querySelectorAll('article')).find(
              (article) => article.querySelector('h2')?.textContent === name,
            );
            if (!soups) throw new Error(`no ${name} card`);
            const rowBox = element.getBoundingClientRect();
            const cardBox = soups.getBoundingClientRect();
            return cardBox.left >= rowBox.left && cardBox.right <= rowBox.right;
          }, last),
        )
        .toBe(true);

      await page.getByRole('button', { name: 'Vegetarian', exact: true }).click();
      await expect(cards(page)).toHaveCount(CATEGORY_NAMES.length);
      await expect(dishButtons(page)).toHaveCount(TOTAL_DISHES);
      await expect(chips(page)).toHaveCount(CATEGORY_NAMES.length);
      await waitForScrollToSettle(row(page));
      expect(await distanceFromSnapLine(page, FIRST)).toBeLessThanOrEqual(1);
      await expect(chip(page, FIRST)).toHaveAttribute('aria-current', 'true');
    });
  },
);

/** Clears the query with Escape, releases every pressed filter and scrolls back, as a guest would before the next search. */
async function startOver(page: Page): Promise<void> {
  if ((await searchbox(page).inputValue()) !== '') await searchbox(page).press('Escape');
  for (const filter of [spicyFilter(page), vegetarianFilter(page)]) {
    if ((await filter.getAttribute('aria-pressed')) === 'true') await filter.click();
  }
  await expect(dishButtons(page)).toHaveCount(TOTAL_DISHES);
  await scrollBack(page);
}

// One page load: each check starts over from the whole menu, as a guest clears the search and the filters.
test('searching and filtering the menu', async ({ guest, site, page }) => {
  await site.goto('/');
  // First: it checks the menu as loaded.
  await atTheStart(guest);
  await startOver(page);
  await clearingBringsAllBack(guest);
  await startOver(page);
  await queriesFind(guest);
  await startOver(page);
  await nothingMatches(guest);
  await startOver(page);
  await tagFilters(guest);
  await startOver(page);
  await filterWithQuery(guest);
  await startOver(page);
  await currentChip(guest);
});
