/**
 * Finding dishes on the menu page: the search field, the Spicy and Vegetarian
 * filters, the match count and the category chips. Expectations come from the menu itself
 * (content/dishes/), so they follow it when a dish is added.
 * Runs on a phone (390 x 844, touch) only: the desktop runs the same code.
 */
import type { Page } from '@playwright/test';
import { loadMenu } from '../src/menu/menu-file.ts';
import { expect, test, waitForScrollToSettle } from './fixtures.ts';
import { card, cards, dishButton, escapeRegExp, row, scrollLeftOf } from './menu-page.ts';

const menu = loadMenu();

const TOTAL_DISHES = menu.reduce((count, category) => count + category.dishes.length, 0);
const CATEGORY_NAMES = menu.map((category) => category.name);

const dishButtons = (page: Page) => row(page).getByRole('listitem').getByRole('button');
const searchbox = (page: Page) => page.getByRole('searchbox', { name: 'Search the menu' });
// The dialog's own status (Share) is inside the closed, hidden dialog, so this is the match count.
const matchCount = (page: Page) => page.getByRole('status');
const chipNav = (page: Page) => page.getByRole('navigation', { name: 'Categories' });
const chips = (page: Page) => chipNav(page).getByRole('link');
const chip = (page: Page, name: string) => chipNav(page).getByRole('link', { name, exact: true });
// exact: dish names such as "Spicy Miso Ramen" also contain the word.
const spicyFilter = (page: Page) => page.getByRole('button', { name: 'Spicy', exact: true });
const vegetarianFilter = (page: Page) => page.getByRole('button', { name: 'Vegetarian', exact: true });
const SPICY_BADGE = /^Spicy, (mild|medium|hot)$/;

/** "1 dish", "12 dishes", "No dishes match": what the status reads for a number of matches. */
const describeCount = (count: number) => (count === 0 ? 'No dishes match' : count === 1 ? '1 dish' : `${count} dishes`);

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
  category: string;
  spicy: boolean;
  vegetarian: boolean;
  text: string;
}

const ALL_DISHES: ExpectedDish[] = menu.flatMap((category) =>
  category.dishes.map((dish) => ({
    name: dish.name,
    category: category.name,
    spicy: dish.spicy !== undefined,
    vegetarian: dish.vegetarian === true,
    text: fold([dish.name, dish.chineseName, dish.description, category.name].filter(Boolean).join(' ')),
  })),
);

/** The dishes whose name, Chinese name, description or category contain every word of the query. */
function dishesMatching(query: string, { spicy = false, vegetarian = false } = {}): ExpectedDish[] {
  const words = fold(query).split(' ').filter(Boolean);
  return ALL_DISHES.filter(
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

test.beforeEach(async ({ site }) => {
  await site.goto('/');
});

test('at the start: the whole menu, 135 dishes, no Clear search, the filters unpressed, each dish with its badges and Chinese name, a chip per category, the first current', async ({
  page,
}) => {
  await test.step('with no filter the status reads the whole menu, 135 dishes', async () => {
    expect(TOTAL_DISHES).toBe(135);
    await expect(searchbox(page)).toHaveValue('');
    await expect(searchbox(page)).toHaveAttribute('type', 'search');
    await expect(matchCount(page)).toHaveText('135 dishes');
    await expect(dishButtons(page)).toHaveCount(135);
  });

  await test.step('no Clear search button shows while the field is empty', async () => {
    await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
  });

  await test.step('the Spicy and Vegetarian filters start unpressed', async () => {
    await expect(spicyFilter(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(vegetarianFilter(page)).toHaveAttribute('aria-pressed', 'false');
  });

  await test.step('a dish button shows a chili badge named by its spice level', async () => {
    // content/dishes/: General Tso's Chicken is spicy: 2, Boiled Fish in Chili Oil spicy: 3, Curry Chicken spicy: 1.
    await expect(dishButton(page, "General Tso's Chicken").getByRole('img', { name: 'Spicy, medium', exact: true })).toBeVisible();
    await expect(dishButton(page, 'Boiled Fish in Chili Oil').getByRole('img', { name: 'Spicy, hot', exact: true })).toHaveCount(1);
    await expect(dishButton(page, 'Curry Chicken').getByRole('img', { name: 'Spicy, mild', exact: true })).toHaveCount(1);
    await expect(dishButton(page, 'Egg Roll').getByRole('img')).toHaveCount(0);
  });

  await test.step('a vegetarian dish button shows a badge named Vegetarian', async () => {
    await expect(dishButton(page, "Buddha's Delight").getByRole('img', { name: 'Vegetarian', exact: true })).toBeVisible();
    await expect(dishButton(page, "Buddha's Delight").getByRole('img', { name: SPICY_BADGE })).toHaveCount(0);
  });

  await test.step('a dish button shows the Chinese name marked as Simplified Chinese', async () => {
    const chinese = dishButton(page, "General Tso's Chicken").locator('[lang="zh-Hans"]');
    await expect(chinese).toHaveText('左宗棠鸡');
    await expect(chinese).toBeVisible();
  });

  await test.step('the Categories navigation holds a chip link per category, in order, pointing at its card', async () => {
    await expect(chips(page)).toHaveCount(7);
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
    await expect(chip(page, 'Lunch Specials')).toHaveAttribute('aria-current', 'true');
    await expect(chipNav(page).locator('[aria-current="true"]')).toHaveCount(1);
  });
});

test('Escape or Clear search brings all 135 dishes back, and typing filters them again at every keystroke', async ({ page, hasTouch }) => {
  await test.step('Escape in the field clears the search and brings all 135 dishes back', async () => {
    const field = searchbox(page);
    await field.fill('lo mein');
    await expect(dishButtons(page)).toHaveCount(4);
    await field.press('Escape');
    await expect(field).toHaveValue('');
    await expect(matchCount(page)).toHaveText('135 dishes');
    await expect(dishButtons(page)).toHaveCount(135);
    await expect(cards(page)).toHaveCount(7);
  });

  await test.step('the Clear search button clears the search and puts focus back in the field', async () => {
    const field = searchbox(page);
    await field.fill('lo mein');
    const clear = page.getByRole('button', { name: 'Clear search' });
    await expect(clear).toBeVisible();
    if (hasTouch) await clear.tap();
    else await clear.click();
    await expect(field).toHaveValue('');
    await expect(field).toBeFocused();
    await expect(clear).toHaveCount(0);
    await expect(matchCount(page)).toHaveText('135 dishes');
    await expect(dishButtons(page)).toHaveCount(135);
  });

  await test.step('typing filters the dishes at every keystroke and the status follows', async () => {
    const field = searchbox(page);
    // "peanut": 104, 84, 6, then 1 dish (Kung Pao Chicken's description) as the letters come.
    let typed = '';
    for (const letter of 'peanut') {
      await field.press(letter);
      typed += letter;
      const expected = dishesMatching(typed);
      await expect(matchCount(page), `after typing "${typed}"`).toHaveText(describeCount(expected.length));
      await expect(dishButtons(page), `after typing "${typed}"`).toHaveCount(expected.length);
    }
    await expect(dishButton(page, 'Kung Pao Chicken')).toBeVisible();
  });
});

test('a query finds names in any case, without accents, in Chinese and in descriptions; the cards and chips left count and price what they show', async ({
  page,
}) => {
  await test.step("a filtered card's header counts and prices the dishes it shows", async () => {
    await expect(card(page, 'Soups')).toContainText('12 dishes · $3.99 – $24.99');
    // "noodle" keeps Chicken Noodle Soup ($3.99) and the two ramen bowls ($24.99).
    await searchbox(page).fill('noodle');
    await expect(card(page, 'Soups')).toContainText('3 dishes · $3.99 – $24.99');
    await searchbox(page).fill('ramen');
    await expect(card(page, 'Soups')).toContainText('2 dishes · All $24.99');
  });

  await test.step('in a filtered card the rules fall between the dishes that show, not above the first', async () => {
    // "noodle" keeps Chicken Noodle Soup and the two ramen bowls, not the soups listed before them.
    await searchbox(page).fill('noodle');
    const soups = card(page, 'Soups').getByRole('listitem');
    await expect(soups).toHaveCount(3);
    const borders = await soups.evaluateAll((items) => items.map((item) => getComputedStyle(item).borderTopStyle));
    expect(borders).toEqual(['none', 'dashed', 'dashed']);
  });

  await test.step('"lo mein" finds exactly the Lo Mein dishes', async () => {
    const loMein = ALL_DISHES.filter((dish) => dish.name.includes('Lo Mein'));
    expect(loMein.length).toBeGreaterThan(1);
    await searchbox(page).fill('lo mein');
    await expectOnlyDishes(page, loMein);
  });

  await test.step('the query ignores case: "LO MEIN" finds the same Lo Mein dishes', async () => {
    const loMein = ALL_DISHES.filter((dish) => dish.name.includes('Lo Mein'));
    await searchbox(page).fill('LO MEIN');
    await expectOnlyDishes(page, loMein);
  });

  await test.step('"entree" without its accent finds the dishes of Chicken Entrées and Beef Entrées and hides the other cards', async () => {
    const entrees = ALL_DISHES.filter((dish) => dish.category === 'Chicken Entrées' || dish.category === 'Beef Entrées');
    await searchbox(page).fill('entree');
    await expectOnlyDishes(page, entrees);
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).nth(0).getByRole('heading', { level: 2 })).toHaveText('Chicken Entrées');
    await expect(cards(page).nth(1).getByRole('heading', { level: 2 })).toHaveText('Beef Entrées');
  });

  await test.step('only the chips of the categories left by a filter remain', async () => {
    await searchbox(page).fill('entree');
    await expect(chips(page)).toHaveCount(2);
    await expect(chips(page).nth(0)).toHaveText('Chicken Entrées');
    await expect(chips(page).nth(1)).toHaveText('Beef Entrées');
    await expect(chip(page, 'Chicken Entrées')).toHaveAttribute('aria-current', 'true');
  });

  await test.step('a Chinese query, 宫保, finds the Kung Pao dishes', async () => {
    const kungPao = menu.flatMap((category) =>
      category.dishes.filter((dish) => dish.chineseName?.includes('宫保')).map((dish) => dish.name),
    );
    expect(kungPao).toEqual(['Kung Pao Shrimp', 'Kung Pao Chicken', 'Kung Pao Beef']);
    await searchbox(page).fill('宫保');
    await expect(matchCount(page)).toHaveText(`${kungPao.length} dishes`);
    await expect(dishButtons(page)).toHaveCount(kungPao.length);
    for (const name of kungPao) await expect(dishButton(page, name)).toBeVisible();
  });

  await test.step('a word only in a description finds its dish: "hoisin" finds Peking Duck', async () => {
    const withHoisin = menu.flatMap((category) =>
      category.dishes.filter((dish) => /hoisin/i.test(dish.description ?? '')).map((dish) => dish.name),
    );
    expect(withHoisin).toEqual(['Peking Duck']);
    expect(withHoisin.some((name) => /hoisin/i.test(name))).toBe(false);
    await searchbox(page).fill('hoisin');
    await expect(matchCount(page)).toHaveText('1 dish');
    await expect(dishButtons(page)).toHaveCount(1);
    await expect(dishButton(page, 'Peking Duck')).toBeVisible();
  });

  await test.step('categories with no match disappear, card and chip', async () => {
    const soups = dishesMatching('ramen');
    const shown = categoriesOf(soups);
    expect(shown).toEqual(['Soups']);
    await searchbox(page).fill('ramen');
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, 'Soups')).toBeVisible();
    await expect(chips(page)).toHaveCount(1);
    await expect(chip(page, 'Soups')).toBeVisible();
    for (const name of CATEGORY_NAMES.filter((category) => category !== 'Soups')) {
      await expect(card(page, name), name).toHaveCount(0);
      await expect(chip(page, name), name).toHaveCount(0);
    }
  });
});

test('a query nothing matches says so and offers Show all dishes, which clears the query and the tag filters', async ({ page }) => {
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
    await expect(matchCount(page)).toHaveText('135 dishes');
    await expect(dishButtons(page)).toHaveCount(135);
    await expect(row(page).getByText('No dish matches your search.')).toHaveCount(0);
  });
});

test('Spicy or Vegetarian alone keeps only its dishes, each with its badge; pressed again, every dish is back; together, only dishes that are both', async ({
  page,
}) => {
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
      await expect(matchCount(page)).toHaveText('135 dishes');
      await expect(dishButtons(page)).toHaveCount(135);
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
});

test('a tag filter combines with the query; clearing both restores exactly the full menu', async ({ page }) => {
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

    await expect(matchCount(page)).toHaveText('135 dishes');
    await expect(cards(page)).toHaveCount(7);
    for (const [index, category] of menu.entries()) {
      await expect(cards(page).nth(index).getByRole('heading', { level: 2 })).toHaveText(category.name);
      await expect(card(page, category.name).getByRole('listitem'), category.name).toHaveCount(category.dishes.length);
    }
    await expect(dishButtons(page)).toHaveCount(135);
    await expect(chips(page)).toHaveCount(7);
    await expect(page.getByRole('button', { name: 'Scroll left' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scroll right' })).toBeVisible();
    await expect(row(page).getByText('No dish matches your search.')).toHaveCount(0);
  });
});

test('the current chip follows the row, moved by the arrows or directly, and a chip scrolls the row to its card, with a filter on too', async ({
  page,
  baseURL,
}) => {
  await test.step('the current chip follows the row when the arrows scroll it', async () => {
    await expect(chip(page, 'Lunch Specials')).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Scroll right' }).click();
    await expect.poll(() => scrollLeftOf(row(page))).toBeGreaterThan(0);
    await waitForScrollToSettle(row(page));

    const current = await cardAtSnapLine(page);
    expect(current).not.toBe('Lunch Specials');
    await expect(chip(page, current)).toHaveAttribute('aria-current', 'true');
    await expect(chip(page, 'Lunch Specials')).not.toHaveAttribute('aria-current', 'true');
    await expect(chipNav(page).locator('[aria-current="true"]')).toHaveCount(1);

    await page.getByRole('button', { name: 'Scroll left' }).click();
    await expect.poll(() => scrollLeftOf(row(page))).toBeLessThan(1);
    await waitForScrollToSettle(row(page));
    await expect(chip(page, 'Lunch Specials')).toHaveAttribute('aria-current', 'true');
  });

  await test.step('the current chip follows the row when it is scrolled directly', async () => {
    const target = card(page, 'Noodles & Rice');
    const left = await target.evaluate((element) => (element as HTMLElement).offsetLeft);
    await row(page).evaluate((element, to) => {
      element.scrollTo({ left: to - parseFloat(getComputedStyle(element).scrollPaddingLeft || '0'), behavior: 'instant' });
    }, left);
    await waitForScrollToSettle(row(page));
    const current = await cardAtSnapLine(page);
    expect(current).toBe('Noodles & Rice');
    await expect(chip(page, 'Noodles & Rice')).toHaveAttribute('aria-current', 'true');
    await expect(chipNav(page).locator('[aria-current="true"]')).toHaveCount(1);
  });

  await test.step('clicking the Soups chip scrolls the row to Soups, leaving the address and the page scroll alone', async () => {
    const soups = chip(page, 'Soups');
    await soups.scrollIntoViewIfNeeded();
    const pageScrollBefore = await page.evaluate(() => window.scrollY);

    await soups.click();
    await expect.poll(() => scrollLeftOf(row(page))).toBeGreaterThan(0);
    await waitForScrollToSettle(row(page));

    expect(await distanceFromSnapLine(page, 'Soups')).toBeLessThanOrEqual(1);
    await expect(soups).toHaveAttribute('aria-current', 'true');
    await expect(chipNav(page).locator('[aria-current="true"]')).toHaveCount(1);
    await expect(page).toHaveURL(`${baseURL}/`);
    expect(await page.evaluate(() => window.location.hash)).toBe('');
    expect(await page.evaluate(() => window.scrollY)).toBe(pageScrollBefore);
  });

  await test.step('with a filter on, a chip scrolls the row to its own card, and clearing the filter brings every card back', async () => {
    // Vegetarian leaves four cards; the three others stay in the page, hidden.
    await page.getByRole('button', { name: 'Vegetarian', exact: true }).click();
    await expect(chips(page)).toHaveCount(4);
    await chip(page, 'Soups').click();
    await expect
      .poll(() =>
        row(page).evaluate((element) => {
          const soups = Array.from(element.querySelectorAll('article')).find(
            (article) => article.querySelector('h2')?.textContent === 'Soups',
          );
          if (!soups) throw new Error('no Soups card');
          const rowBox = element.getBoundingClientRect();
          const cardBox = soups.getBoundingClientRect();
          return cardBox.left >= rowBox.left && cardBox.right <= rowBox.right;
        }),
      )
      .toBe(true);

    await page.getByRole('button', { name: 'Vegetarian', exact: true }).click();
    await expect(cards(page)).toHaveCount(7);
    await expect(dishButtons(page)).toHaveCount(135);
    await expect(chips(page)).toHaveCount(7);
    await waitForScrollToSettle(row(page));
    expect(await distanceFromSnapLine(page, 'Lunch Specials')).toBeLessThanOrEqual(1);
    await expect(chip(page, 'Lunch Specials')).toHaveAttribute('aria-current', 'true');
  });
});
