import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Egg Roll', 'egg-roll'],
    ["General Tso's Chicken", 'general-tso-s-chicken'],
    ['Wontons (10)', 'wontons-10'],
    ['Noodles & Rice', 'noodles-rice'],
    ['Chicken Entrées', 'chicken-entrees'],
    ['Crème Brûlée', 'creme-brulee'],
    ['  Beef -- with   Snow Peas!  ', 'beef-with-snow-peas'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
