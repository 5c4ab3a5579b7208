import { describe, expect, it } from 'vitest';
import { dishButtonId, dishHref, dishSlugOf, withoutDish } from './dish-address.ts';
import { slugify } from './slug.ts';

it('gives a dish a page of its own in the language it is opened in, and its button an id, from its slug', () => {
  expect(dishHref('chef-s-hot-and-sour-soup', '/')).toBe('/dishes/chef-s-hot-and-sour-soup/');
  expect(dishHref('wontons-10', '/zh/')).toBe('/zh/dishes/wontons-10/');
  expect(dishHref('wontons-10', '/zh/dishes/egg-roll/')).toBe('/zh/dishes/wontons-10/');
  expect(dishButtonId('wontons-10')).toBe('dish-wontons-10');
});

describe('dishSlugOf', () => {
  it.each([
    ['https://x.example/dishes/wontons-10/', 'wontons-10'],
    ['https://x.example/dishes/wontons-10', 'wontons-10'],
    ['https://x.example/zh/dishes/egg-roll/?utm=a#top', 'egg-roll'],
    ['https://x.example/?dish=wontons-10', 'wontons-10'],
    ['https://x.example/zh/?dish=egg-roll', 'egg-roll'],
    ['https://x.example/', null],
    ['https://x.example/zh/', null],
    ['https://x.example/dishes/', null],
    ['https://x.example/?dish=', null],
    ['https://x.example/about', null],
  ])('%s names %s', (url, slug) => {
    expect(dishSlugOf(new URL(url))).toBe(slug);
  });
});

describe('withoutDish', () => {
  it.each([
    ['https://x.example/dishes/egg-roll/', '/'],
    ['https://x.example/zh/dishes/egg-roll/?utm=a#top', '/zh/?utm=a#top'],
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
