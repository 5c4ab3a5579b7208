import { describe, expect, it } from 'vitest';
import type { CategoryFile, CategoryInfo } from './category-schema.ts';
import { arrangeMenu, categoriesWithoutDishes, dishFileSchema, validateDishFile, type DishFile } from './menu-schema.ts';
import { ContentError } from './content-error.ts';

/** A dish file as the editor writes it; each test breaks one thing in a copy. */
const EGG_ROLL = {
  name: 'Egg Roll',
  chineseName: '蛋卷',
  category: 'Appetizers',
  order: 10,
  price: '$3.50',
  soldOut: false,
  vegetarian: false,
};

function problemsOf(input: Record<string, unknown>): readonly string[] {
  try {
    validateDishFile(input, 'egg-roll.yml');
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error('the dish passed');
}

describe('a mistaken edit is named by its category, dish and field', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ["a price without '$'", { price: '3.50' }, '"Appetizers" › "Egg Roll" › Price: must look like $14.00'],
    ['a price with one decimal', { price: '$3.5' }, '"Appetizers" › "Egg Roll" › Price: must look like $14.00'],
    ['a price in words', { price: 'free' }, '"Appetizers" › "Egg Roll" › Price: must look like $14.00'],
    ['a blank name, named by its file', { name: '   ' }, '"Appetizers" › egg-roll.yml › Name: must not be empty'],
    ['no category', { category: undefined }, 'no category › "Egg Roll" › Category: must be a category\'s file name, such as appetizers'],
    [
      'a name with no letter the build can spell',
      { name: 'ผัดไทย' },
      '"Appetizers" › "ผัดไทย" › Name: gives no address: it has no letter or digit the build can spell in a-z; add a field such as slug: my-dish',
    ],
    [
      'a slug with capitals',
      { slug: 'Egg-Roll' },
      '"Appetizers" › "Egg Roll" › Web address (optional): must be lower-case letters a-z, digits and single hyphens',
    ],
    [
      'an order that is no whole number',
      { order: 2.5 },
      '"Appetizers" › "Egg Roll" › Place in its category: must be a whole number from 1 to 999',
    ],
    ['an order in words', { order: 'first' }, '"Appetizers" › "Egg Roll" › Place in its category: must be a whole number from 1 to 999'],
    [
      'an unknown field',
      { calories: 180 },
      `"Appetizers" › "Egg Roll" › calories: is not a field here; the fields are ${Object.keys(dishFileSchema.shape).join(', ')}`,
    ],
    ['a photo outside photos/', { photo: '../secret.jpg' }, '"Appetizers" › "Egg Roll" › Photo: must be a photo under photos/'],
    ['a photo that is no image', { photo: 'photos/egg-roll.pdf' }, '"Appetizers" › "Egg Roll" › Photo: must be a photo under photos/'],
    ['sold out as text', { soldOut: 'yes' }, '"Appetizers" › "Egg Roll" › Sold out: must be true or false'],
    [
      'sold out for a day in words',
      { soldOutOn: 'today' },
      '"Appetizers" › "Egg Roll" › Sold out for the day: must be a date written YYYY-MM-DD',
    ],
    [
      'sold out for a day not in the calendar',
      { soldOutOn: '2026-02-30' },
      '"Appetizers" › "Egg Roll" › Sold out for the day: is not a day of the calendar',
    ],
    ['a spice level of 4', { spicy: 4 }, '"Appetizers" › "Egg Roll" › Spicy: must be 1 (mild), 2 (medium) or 3 (hot)'],
  ])('%s', (_case, change, message) => {
    expect(problemsOf({ ...EGG_ROLL, ...change })).toEqual([expect.stringContaining(message)]);
  });

  it('lists every problem of the file', () => {
    expect(problemsOf({ ...EGG_ROLL, price: '3.50', spicy: 4 })).toEqual([
      expect.stringContaining('› Price:'),
      expect.stringContaining('› Spicy:'),
    ]);
  });
});

it.each([
  ['an English name, as addresses always were', { name: "General Tso's Chicken" }, 'general-tso-s-chicken'],
  ['an accented name, without its accents', { name: 'Chicken Entrées' }, 'chicken-entrees'],
  ['a name in Chinese only, in pinyin', { name: '宫保鸡丁' }, 'gong-bao-ji-ding'],
  ['a name in both', { name: 'Mapo Tofu 麻婆豆腐' }, 'mapo-tofu-ma-po-dou-fu'],
  ['ü in pinyin, as v', { name: '绿豆汤' }, 'lv-dou-tang'],
  ['a slug of its own, whatever the name', { name: 'ผัดไทย', slug: 'pad-thai' }, 'pad-thai'],
  ['an empty slug, as the editor leaves it', { name: 'Egg Roll', slug: '' }, 'egg-roll'],
])('gives %s its address', (_case, change, slug) => {
  expect(validateDishFile({ ...EGG_ROLL, ...change }, 'dish.yml').slug).toBe(slug);
});

it('takes an allergen ticked under both Contains and May contain as contained, as an owner moving it means', () => {
  const { dish } = validateDishFile(
    { ...EGG_ROLL, allergens: { contains: ['peanuts'], mayContain: ['peanuts', 'sesame'] } },
    'egg-roll.yml',
  );
  expect(dish.allergens).toEqual({ contains: ['peanuts'], mayContain: ['sesame'] });
});

it("keeps only what guests see of a dish, in the order of its fields, whatever the file's", () => {
  const { category, order, dish } = validateDishFile(
    { soldOut: true, price: '$3.50', order: 10, category: 'Appetizers', name: 'Egg Roll' },
    'egg-roll.yml',
  );
  expect({ category, order }).toEqual({ category: 'Appetizers', order: 10 });
  expect(Object.keys(dish)).toEqual(['name', 'price', 'soldOut']);
});

describe('arrangeMenu', () => {
  const file = (name: string, category: string, order: number, slug = name.toLowerCase().replaceAll(' ', '-')): DishFile => ({
    file: `content/dishes/${slug}.yml`,
    category,
    order,
    slug,
    dish: { name, price: '$1.00' },
    categoryAt: ` (content/dishes/${slug}.yml line 3)`,
  });
  const category = (name: string, order: number, fields: Partial<CategoryInfo> = {}, key = name.toLowerCase()): CategoryFile => ({
    file: `content/categories/${key}.yml`,
    key,
    order,
    category: { name, slug: name.toLowerCase(), picture: 'soups', ...fields },
  });
  const CATEGORIES = [category('Soups', 20), category('Starters', 10)];
  const ONE_EACH = [file('Wonton Soup', 'soups', 10), file('Egg Roll', 'starters', 10)];

  function problemsOf(files: readonly DishFile[], categories: readonly CategoryFile[]): readonly string[] {
    try {
      arrangeMenu(files, categories);
    } catch (error) {
      if (error instanceof ContentError) return error.problems;
      throw error;
    }
    throw new Error('the menu passed');
  }

  it('lists the categories by their order, each dish by its order, then by name, each with its address', () => {
    const menu = arrangeMenu(
      [file('Wonton', 'starters', 20), file('Pancake', 'starters', 5), file('Dumpling', 'starters', 20), ...ONE_EACH],
      CATEGORIES,
    );
    expect(menu.map((entry) => entry.name)).toEqual(['Starters', 'Soups']);
    expect(menu[0]?.dishes.map((dish) => [dish.name, dish.slug])).toEqual([
      ['Pancake', 'pancake'],
      ['Egg Roll', 'egg-roll'],
      ['Dumpling', 'dumpling'],
      ['Wonton', 'wonton'],
    ]);
  });

  it('puts two categories on one place in the order of their names, as it does dishes', () => {
    const tied = [...CATEGORIES, category('Drinks', 20)];
    expect(arrangeMenu([...ONE_EACH, file('Cola', 'drinks', 10)], tied).map((entry) => entry.name)).toEqual([
      'Starters',
      'Drinks',
      'Soups',
    ]);
  });

  it('files a dish under the category its file names, so a category renamed in its own file keeps its dishes', () => {
    const renamed = [category('Soups', 20), category('Small Plates', 10, {}, 'starters')];
    expect(arrangeMenu(ONE_EACH, renamed).map((entry) => [entry.name, entry.dishes.map((dish) => dish.name)])).toEqual([
      ['Small Plates', ['Egg Roll']],
      ['Soups', ['Wonton Soup']],
    ]);
  });

  it('leaves out a category with no dishes yet, and names it as one', () => {
    const categories = [...CATEGORIES, category('Desserts', 30)];
    expect(arrangeMenu(ONE_EACH, categories).map((entry) => entry.name)).toEqual(['Starters', 'Soups']);
    expect(categoriesWithoutDishes(ONE_EACH, categories).map((entry) => entry.file)).toEqual(['content/categories/desserts.yml']);
  });

  it.each<[string, DishFile[], CategoryFile[], string]>([
    [
      'dishes whose category has no file, all in one problem with the categories there are',
      [...ONE_EACH, file('Cola', 'drinks', 10), file('Tea', 'drinks', 20), file('Clam Chowder', 'Soups', 30)],
      CATEGORIES,
      [
        '3 dish(es) name a category that does not exist; pick one of the categories under Category:',
        '      "Cola" › Category: drinks (content/dishes/cola.yml line 3)',
        '      "Tea" › Category: drinks (content/dishes/tea.yml line 3)',
        '      "Clam Chowder" › Category: Soups: write soups, the file name of "Soups" (content/dishes/clam-chowder.yml line 3)',
        '    The categories are: soups (Soups), starters (Starters)',
      ].join('\n'),
    ],
    [
      'two categories of one name, with both files',
      ONE_EACH,
      [...CATEGORIES, category('Soups', 30, {}, 'soups-2')],
      '"Soups" › Name: is the name of two categories, content/categories/soups.yml and content/categories/soups-2.yml; rename one, or delete one and move its dishes',
    ],
    [
      'two dishes of one address, with both files',
      [...ONE_EACH, { ...file('EGG ROLL', 'soups', 20, 'egg-roll'), file: 'content/dishes/zz-egg-roll.yml' }],
      CATEGORIES,
      '"Egg Roll" (content/dishes/egg-roll.yml) and "EGG ROLL" (content/dishes/zz-egg-roll.yml) would share the address /dishes/egg-roll/: keep one of the two files, or rename one of them or give it its own slug',
    ],
  ])('names %s', (_case, files, categories, problem) => {
    expect(problemsOf(files, categories)).toEqual([problem]);
  });
});
