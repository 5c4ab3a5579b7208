import { describe, expect, it } from 'vitest';
import { dishButtonId, dishHref, findDishByAddress, findDishBySlug, slugify, withoutDish } from './dish-address.ts';
import type { Menu } from './menu-schema.ts';

const MENU: Menu = [
  { name: 'Appetizers', href: '/page3', dishes: [{ name: 'Wontons (10)', price: '$10.95' }] },
  { name: 'Soups', href: '/page4', dishes: [{ name: "Chef's Hot and Sour Soup", price: '$3.99' }] },
];

it('gives a dish the address of UI-CONTRACT.md', () => {
  expect(dishHref("Chef's Hot and Sour Soup")).toBe('/?dish=chef-s-hot-and-sour-soup');
  expect(dishButtonId('Wontons (10)')).toBe('dish-wontons-10');
});

describe('findDishByAddress', () => {
  it('finds the dish an address names, with its category', () => {
    expect(findDishByAddress(MENU, '?dish=wontons-10')).toEqual({ name: 'Wontons (10)', price: '$10.95', category: 'Appetizers' });
  });

  it.each(['', '?dish=', '?dish=no-such-dish', '?other=wontons-10'])('finds nothing for "%s"', (search) => {
    expect(findDishByAddress(MENU, search)).toBeNull();
  });
});

describe('withoutDish', () => {
  it.each([
    ['https://x.example/?dish=egg-roll', '/'],
    ['https://x.example/?utm=a&dish=egg-roll#top', '/?utm=a#top'],
    ['https://x.example/', '/'],
  ])('%s → %s', (url, expected) => {
    expect(withoutDish(url)).toBe(expected);
  });
});

describe('slugify', () => {
  it.each([
    ['Egg Roll', 'egg-roll'],
    ["General Tso's Chicken", 'general-tso-s-chicken'],
    ['Wontons (10)', 'wontons-10'],
    ['Noodles & Rice', 'noodles-rice'],
    ['  Beef -- with   Snow Peas!  ', 'beef-with-snow-peas'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

it('finds a dish by its slug, and nothing for a slug no dish has', () => {
  expect(findDishBySlug(MENU, 'chef-s-hot-and-sour-soup')?.category).toBe('Soups');
  expect(findDishBySlug(MENU, 'egg-roll')).toBeNull();
  expect(findDishBySlug(MENU, undefined)).toBeNull();
});
