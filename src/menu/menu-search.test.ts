import { describe, expect, it } from 'vitest';
import { menu } from 'virtual:menu';
import { describeMatchCount, findMatchingDishes, foldText, isDishShown, isFilterActive, NO_FILTER } from './menu-search.ts';
import { toMenu } from './menu-model.ts';

const MENU = toMenu([
  {
    name: 'Chicken Entrées',
    href: '/about',
    dishes: [
      { name: 'Kung Pao Chicken', chineseName: '宫保鸡丁', price: '$19.99', spicy: 2, description: 'Peanuts, chilies and scallions.' },
      { name: 'Lemon Chicken', price: '$19.99' },
    ],
  },
  {
    name: 'Noodles & Rice',
    href: '/projects',
    dishes: [
      { name: 'Vegetable Lo Mein', chineseName: '素捞面', price: '$9.99', vegetarian: true },
      { name: 'Dan Dan Noodles', price: '$12.99', spicy: 3 },
    ],
  },
]);

const names = (filter: Partial<typeof NO_FILTER>) => [...findMatchingDishes(MENU, { ...NO_FILTER, ...filter })];

describe('foldText', () => {
  it.each([
    ['Entrées', 'entrees'],
    ['  Lo   Mein ', 'lo mein'],
    ["General Tso's", 'general tso s'],
    ['Noodles & Rice', 'noodles rice'],
    ['宫保鸡丁', '宫保鸡丁'],
  ])('%s → %s', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });
});

describe('findMatchingDishes', () => {
  it('keeps every dish when nothing is asked', () => {
    expect(names({})).toEqual(['Kung Pao Chicken', 'Lemon Chicken', 'Vegetable Lo Mein', 'Dan Dan Noodles']);
  });

  it.each([
    { query: 'lo mein', expected: ['Vegetable Lo Mein'] },
    { query: 'LO MEIN', expected: ['Vegetable Lo Mein'] },
    { query: 'entree', expected: ['Kung Pao Chicken', 'Lemon Chicken'] },
    { query: 'peanuts', expected: ['Kung Pao Chicken'] },
    { query: '鸡丁', expected: ['Kung Pao Chicken'] },
    { query: 'chicken lemon', expected: ['Lemon Chicken'] },
    { query: 'noodles', expected: ['Vegetable Lo Mein', 'Dan Dan Noodles'] },
    { query: 'pizza', expected: [] },
    { query: '   ', expected: ['Kung Pao Chicken', 'Lemon Chicken', 'Vegetable Lo Mein', 'Dan Dan Noodles'] },
  ])('"$query" finds $expected', ({ query, expected }) => {
    expect(names({ query })).toEqual(expected);
  });

  it('keeps only tagged dishes, every tag required', () => {
    expect(names({ tags: ['spicy'] })).toEqual(['Kung Pao Chicken', 'Dan Dan Noodles']);
    expect(names({ tags: ['vegetarian'] })).toEqual(['Vegetable Lo Mein']);
    expect(names({ tags: ['spicy', 'vegetarian'] })).toEqual([]);
  });

  it('combines a query with tags', () => {
    expect(names({ query: 'noodles', tags: ['spicy'] })).toEqual(['Dan Dan Noodles']);
  });

  it('finds a sold-out dish by its name and by its tags, like any other', () => {
    const withSoldOut = toMenu([
      { name: 'Appetizers', href: '/page3', dishes: [{ name: 'Scallion Pancakes', price: '$9.99', vegetarian: true, soldOut: true }] },
    ]);
    expect([...findMatchingDishes(withSoldOut, { query: 'scallion', tags: [] })]).toEqual(['Scallion Pancakes']);
    expect([...findMatchingDishes(withSoldOut, { query: '', tags: ['vegetarian'] })]).toEqual(['Scallion Pancakes']);
  });

  it('finds exactly the dishes of the real menu that mention lo mein', () => {
    const mentions = menu.flatMap((category) =>
      category.dishes.filter((dish) => /lo mein/i.test(`${dish.name} ${dish.description ?? ''}`)).map((dish) => dish.name),
    );
    expect(mentions.length).toBeGreaterThan(1);
    expect([...findMatchingDishes(menu, { query: 'lo mein', tags: [] })]).toEqual(mentions);
  });
});

describe('isFilterActive', () => {
  it.each([
    { filter: NO_FILTER, active: false },
    { filter: { query: '  ', tags: [] }, active: false },
    { filter: { query: 'beef', tags: [] }, active: true },
    { filter: { query: '', tags: ['spicy' as const] }, active: true },
  ])('$filter is active: $active', ({ filter, active }) => {
    expect(isFilterActive(filter)).toBe(active);
  });
});

describe('isDishShown', () => {
  it('shows every dish when no filter is on', () => {
    expect(isDishShown({ name: 'Egg Roll' }, null)).toBe(true);
  });

  it('shows a dish the filter kept', () => {
    expect(isDishShown({ name: 'Egg Roll' }, new Set(['Egg Roll']))).toBe(true);
  });

  it('hides a dish the filter left out, even when the filter kept nothing', () => {
    expect(isDishShown({ name: 'Egg Roll' }, new Set(['Wonton Soup']))).toBe(false);
    expect(isDishShown({ name: 'Egg Roll' }, new Set())).toBe(false);
  });
});

describe('describeMatchCount', () => {
  it.each([
    [0, 'No dishes match'],
    [1, '1 dish'],
    [12, '12 dishes'],
  ])('%i → %s', (count, text) => {
    expect(describeMatchCount(count)).toBe(text);
  });
});
