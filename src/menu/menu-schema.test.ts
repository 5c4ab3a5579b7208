import { describe, expect, it } from 'vitest';
import type { CategoryEntry } from './menu-model.ts';
import { MenuValidationError, validateMenuFile } from './menu-schema.ts';

/** A small menu as an owner writes it; each test breaks one thing in a copy. */
const MENU: CategoryEntry[] = [
  {
    name: 'Appetizers',
    href: '/page3',
    dishes: [
      { name: 'Egg Roll', chineseName: '蛋卷', price: '$3.50' },
      { name: 'Steamed Dumplings', price: '$10.95' },
      { name: 'Scallion Pancakes', price: '$9.99', vegetarian: true },
    ],
  },
  { name: 'Beef Entrées', href: '/page4', dishes: [{ name: 'Mongolian Beef', price: '$21.99' }] },
];

type Editable = { name: string; href: string; dishes: Record<string, unknown>[] }[];

function problemsAfter(breakIt: (copy: Editable) => void): readonly string[] {
  const copy = structuredClone(MENU) as unknown as Editable;
  breakIt(copy);
  try {
    validateMenuFile({ categories: copy });
  } catch (error) {
    if (error instanceof MenuValidationError) return error.problems;
    throw error;
  }
  throw new Error('the broken menu passed');
}

/** The first category's dish at `index`, to break. */
const appetizer = (copy: Editable, index: number) => copy[0]?.dishes[index] ?? {};

describe('a mistaken edit is named by its category, dish and field', () => {
  it.each<[string, (copy: Editable) => void, string]>([
    ["a price without '$'", (copy) => (appetizer(copy, 0).price = '3.50'), '"Appetizers" › "Egg Roll" › price: must look like $14.00'],
    ['a price with one decimal', (copy) => (appetizer(copy, 0).price = '$3.5'), '"Appetizers" › "Egg Roll" › price: must look like $14.00'],
    ['a price in words', (copy) => (appetizer(copy, 0).price = 'free'), '"Appetizers" › "Egg Roll" › price: must look like $14.00'],
    ['an empty name, by position', (copy) => (appetizer(copy, 0).name = ''), '"Appetizers" › dish #1 › name: must not be empty'],
    ['a blank name, by position', (copy) => (appetizer(copy, 2).name = '   '), '"Appetizers" › dish #3 › name: must not be empty'],
    [
      'a name already used in another category, whatever its case',
      (copy) => {
        const beef = copy[1]?.dishes[0];
        if (beef) beef.name = 'EGG ROLL';
      },
      '"Beef Entrées" › "EGG ROLL" › name: duplicates a dish already listed in Appetizers',
    ],
    [
      'an unknown category',
      (copy) => {
        if (copy[0]) copy[0].name = 'Desserts';
      },
      '"Desserts" › name: is not a known category (Desserts); expected one of: Lunch Specials, Chef\'s Specials',
    ],
    [
      'an unknown field',
      (copy) => (appetizer(copy, 0).calories = 180),
      '"Appetizers" › "Egg Roll" › calories: is not a field here; the fields are name, chineseName, price',
    ],
    [
      'a photo outside photos/',
      (copy) => (appetizer(copy, 0).photo = '../secret.jpg'),
      '"Appetizers" › "Egg Roll" › photo: must be a photo under photos/',
    ],
    [
      'a photo that is no image',
      (copy) => (appetizer(copy, 0).photo = 'photos/egg-roll.pdf'),
      '"Appetizers" › "Egg Roll" › photo: must be a photo under photos/',
    ],
    ['sold out as text', (copy) => (appetizer(copy, 0).soldOut = 'yes'), '"Appetizers" › "Egg Roll" › soldOut: must be true or false'],
    [
      'a spice level of 4',
      (copy) => (appetizer(copy, 0).spicy = 4),
      '"Appetizers" › "Egg Roll" › spicy: must be 1 (mild), 2 (medium) or 3 (hot)',
    ],
  ])('%s', (_case, breakIt, message) => {
    expect(problemsAfter(breakIt)).toEqual([expect.stringContaining(message)]);
  });

  it('lists every problem when there are two', () => {
    const problems = problemsAfter((copy) => {
      appetizer(copy, 0).price = '3.50';
      appetizer(copy, 1).spicy = 4;
    });
    expect(problems).toEqual([
      expect.stringContaining('"Appetizers" › "Egg Roll" › price:'),
      expect.stringContaining('"Appetizers" › "Steamed Dumplings" › spicy:'),
    ]);
  });
});

describe('what an editor writes for an empty box', () => {
  it('keeps soldOut: true', () => {
    expect(
      validateMenuFile({ categories: [{ ...MENU[0], dishes: [{ name: 'Egg Roll', price: '$3.50', soldOut: true }] }] })[0]?.dishes[0],
    ).toMatchObject({
      soldOut: true,
    });
  });

  it('reads soldOut: false, an unticked box, as not sold out', () => {
    const [category] = validateMenuFile({ categories: [{ ...MENU[0], dishes: [{ name: 'Egg Roll', price: '$3.50', soldOut: false }] }] });
    expect(category?.dishes[0]).not.toHaveProperty('soldOut');
  });
});
