import { describe, expect, it } from 'vitest';
import { menu } from '../../../e2e/fixture-restaurant.ts';
import { en } from '../../i18n/en.ts';
import { zh } from '../../i18n/zh.ts';
import { describeMatchCount, findMatchingDishes, foldText, isDishShown, isFilterActive, NO_FILTER } from './menu-search.ts';
import { testMenu } from './test-menu.ts';

const MENU = testMenu([
  {
    name: 'Chicken Entrées',
    href: '/about',
    dishes: [
      {
        name: 'Kung Pao Chicken',
        chineseName: '宫保鸡丁',
        price: '$19.99',
        spicy: 2,
        description: 'Peanuts, chilies and scallions.',
        allergens: { contains: ['peanuts', 'soybeans', 'gluten'], mayContain: ['sesame'] },
      },
      { name: 'Lemon Chicken', price: '$19.99' },
    ],
  },
  {
    name: 'Noodles & Rice',
    href: '/projects',
    dishes: [
      {
        name: 'Vegetable Lo Mein',
        chineseName: '素捞面',
        price: '$9.99',
        vegetarian: true,
        vegan: true,
        allergens: { contains: ['gluten', 'soybeans'], mayContain: ['peanuts'] },
      },
      { name: 'Dan Dan Noodles', price: '$12.99', spicy: 3, glutenFree: true, allergens: { contains: [], mayContain: [] } },
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

  it.each([
    { tags: ['vegan' as const], expected: ['Vegetable Lo Mein'] },
    { tags: ['glutenFree' as const], expected: ['Dan Dan Noodles'] },
    { tags: ['vegan' as const, 'glutenFree' as const], expected: [] },
  ])('keeps the dishes marked $tags', ({ tags, expected }) => {
    expect(names({ tags })).toEqual(expected);
  });

  it.each([
    // Lemon Chicken is not yet checked: it stays, never taken for free of anything. May-contain dishes stay too.
    { avoid: ['peanuts' as const], expected: ['Lemon Chicken', 'Vegetable Lo Mein', 'Dan Dan Noodles'] },
    { avoid: ['gluten' as const], expected: ['Lemon Chicken', 'Dan Dan Noodles'] },
    { avoid: ['fish' as const, 'soybeans' as const], expected: ['Lemon Chicken', 'Dan Dan Noodles'] },
    { avoid: ['sesame' as const], expected: ['Kung Pao Chicken', 'Lemon Chicken', 'Vegetable Lo Mein', 'Dan Dan Noodles'] },
  ])('avoiding $avoid leaves out only the dishes known to contain one', ({ avoid, expected }) => {
    expect(names({ avoid })).toEqual(expected);
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
    const withSoldOut = testMenu([
      { name: 'Appetizers', href: '/page3', dishes: [{ name: 'Scallion Pancakes', price: '$9.99', vegetarian: true, soldOut: true }] },
    ]);
    expect([...findMatchingDishes(withSoldOut, { ...NO_FILTER, query: 'scallion' })]).toEqual(['Scallion Pancakes']);
    expect([...findMatchingDishes(withSoldOut, { ...NO_FILTER, tags: ['vegetarian'] })]).toEqual(['Scallion Pancakes']);
  });

  it('finds exactly the dishes of the fixture menu that mention lo mein', () => {
    const mentions = menu.flatMap((category) =>
      category.dishes.filter((dish) => /lo mein/i.test(`${dish.name} ${dish.description ?? ''}`)).map((dish) => dish.name),
    );
    expect(mentions.length).toBeGreaterThan(1);
    expect([...findMatchingDishes(menu, { ...NO_FILTER, query: 'lo mein' })]).toEqual(mentions);
  });
});

describe('isFilterActive', () => {
  it.each([
    { filter: NO_FILTER, active: false },
    { filter: { ...NO_FILTER, query: '  ' }, active: false },
    { filter: { ...NO_FILTER, query: 'beef' }, active: true },
    { filter: { ...NO_FILTER, tags: ['spicy' as const] }, active: true },
    { filter: { ...NO_FILTER, avoid: ['peanuts' as const] }, active: true },
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
    [0, 'No dishes match', '没有相符的菜品'],
    [1, '1 dish', '1 道菜'],
    [12, '12 dishes', '12 道菜'],
  ])('%i → %s, %s', (count, english, chinese) => {
    expect(describeMatchCount(count, en)).toBe(english);
    expect(describeMatchCount(count, zh)).toBe(chinese);
  });
});
