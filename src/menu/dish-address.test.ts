import { describe, expect, it } from 'vitest';
import { dishButtonId, dishHref, dishSlugOf, withoutDish } from './dish-address.ts';
import { slugify } from './slug.ts';

it('gives a dish its address and its button an id, both from its slug', () => {
  expect(dishHref('chef-s-hot-and-sour-soup')).toBe('/?dish=chef-s-hot-and-sour-soup');
  expect(dishButtonId('wontons-10')).toBe('dish-wontons-10');
});

describe('dishSlugOf', () => {
  it.each([
    ['https://x.example/?dish=wontons-10', 'wontons-10'],
    ['https://x.example/?utm=a&dish=egg-roll#top', 'egg-roll'],
    ['https://x.example/', null],
    ['https://x.example/?dish=', null],
    ['https://x.example/?other=wontons-10', null],
  ])('%s names %s', (url, slug) => {
    expect(dishSlugOf(new URL(url))).toBe(slug);
  });
});

describe('withoutDish', () => {
  it.each([
    ['https://x.example/?dish=egg-roll', '/'],
    ['https://x.example/?utm=a&dish=egg-roll#top', '/?utm=a#top'],
    ['https://x.example/', '/'],
  ])('%s → %s', (url, expected) => {
    expect(withoutDish(new URL(url))).toBe(expected);
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
