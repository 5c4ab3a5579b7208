import { describe, expect, it } from 'vitest';
import { arrangeMenu, MenuValidationError, validateDishFile, type DishFile } from './menu-schema.ts';

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
    if (error instanceof MenuValidationError) return error.problems;
    throw error;
  }
  throw new Error('the dish passed');
}

describe('a mistaken edit is named by its category, dish and field', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ["a price without '$'", { price: '3.50' }, '"Appetizers" › "Egg Roll" › price: must look like $14.00'],
    ['a price with one decimal', { price: '$3.5' }, '"Appetizers" › "Egg Roll" › price: must look like $14.00'],
    ['a price in words', { price: 'free' }, '"Appetizers" › "Egg Roll" › price: must look like $14.00'],
    ['a blank name, named by its file', { name: '   ' }, '"Appetizers" › egg-roll.yml › name: must not be empty'],
    [
      'an unknown category',
      { category: 'Desserts' },
      '"Desserts" › "Egg Roll" › category: is not a known category (Desserts); expected one of: Lunch Specials',
    ],
    ['no category', { category: undefined }, 'no category › "Egg Roll" › category: is not a known category'],
    ['an order that is no whole number', { order: 2.5 }, '"Appetizers" › "Egg Roll" › order: must be a whole number from 1 to 999'],
    ['an order in words', { order: 'first' }, '"Appetizers" › "Egg Roll" › order: must be a whole number from 1 to 999'],
    [
      'an unknown field',
      { calories: 180 },
      '"Appetizers" › "Egg Roll" › calories: is not a field here; the fields are name, chineseName, category, order, price',
    ],
    ['a photo outside photos/', { photo: '../secret.jpg' }, '"Appetizers" › "Egg Roll" › photo: must be a photo under photos/'],
    ['a photo that is no image', { photo: 'photos/egg-roll.pdf' }, '"Appetizers" › "Egg Roll" › photo: must be a photo under photos/'],
    ['sold out as text', { soldOut: 'yes' }, '"Appetizers" › "Egg Roll" › soldOut: must be true or false'],
    ['sold out for a day in words', { soldOutOn: 'today' }, '"Appetizers" › "Egg Roll" › soldOutOn: must be a date written YYYY-MM-DD'],
    [
      'sold out for a day not in the calendar',
      { soldOutOn: '2026-02-30' },
      '"Appetizers" › "Egg Roll" › soldOutOn: is not a day of the calendar',
    ],
    ['a spice level of 4', { spicy: 4 }, '"Appetizers" › "Egg Roll" › spicy: must be 1 (mild), 2 (medium) or 3 (hot)'],
  ])('%s', (_case, change, message) => {
    expect(problemsOf({ ...EGG_ROLL, ...change })).toEqual([expect.stringContaining(message)]);
  });

  it('lists every problem of the file', () => {
    expect(problemsOf({ ...EGG_ROLL, price: '3.50', spicy: 4 })).toEqual([
      expect.stringContaining('› price:'),
      expect.stringContaining('› spicy:'),
    ]);
  });
});

it("keeps only what guests see of a dish, in the site's order of fields, whatever the file's", () => {
  const { category, order, dish } = validateDishFile(
    { soldOut: true, price: '$3.50', order: 10, category: 'Appetizers', name: 'Egg Roll' },
    'egg-roll.yml',
  );
  expect({ category, order }).toEqual({ category: 'Appetizers', order: 10 });
  expect(Object.keys(dish)).toEqual(['name', 'price', 'soldOut']);
});

describe('arrangeMenu', () => {
  const file = (name: string, category: DishFile['category'], order: number): DishFile => ({
    file: `${name}.yml`,
    category,
    order,
    dish: { name, price: '$1.00' },
  });
  const everyCategory = [
    'Lunch Specials',
    "Chef's Specials",
    'Appetizers',
    'Soups',
    'Noodles & Rice',
    'Chicken Entrées',
    'Beef Entrées',
  ] as const;
  const oneEach = everyCategory.map((category, index) => file(`Dish ${index}`, category, 10));

  it('lists the categories in their order, each dish by its order, then by name', () => {
    const menu = arrangeMenu([
      file('Wonton', 'Appetizers', 20),
      file('Egg Roll', 'Appetizers', 20),
      file('Pancake', 'Appetizers', 5),
      ...oneEach,
    ]);
    expect(menu.map((category) => category.name)).toEqual([...everyCategory]);
    expect(menu[2]?.dishes.map((dish) => dish.name)).toEqual(['Pancake', 'Dish 2', 'Egg Roll', 'Wonton']);
  });
});
