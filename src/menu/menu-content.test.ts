/**
 * What must hold of the shipped menu whatever the restaurant changes in it:
 * derived from the menu file, never from today's prices, so that an owner's
 * edit passes as long as the menu stays whole. The dishes and prices guests
 * see are checked against the page itself by the end-to-end tests.
 */
import { describe, expect, it } from 'vitest';
import { menu } from 'virtual:menu';
import { CATEGORY_NAMES } from './menu-model.ts';
import { PRICE_PATTERN } from './menu-schema.ts';

const dishes = menu.flatMap((category) => category.dishes);

describe('the shipped menu', () => {
  it('has the seven categories, in their order, none of them empty', () => {
    expect(menu.map((category) => category.name)).toEqual([...CATEGORY_NAMES]);
    expect(menu.filter((category) => category.dishes.length === 0)).toEqual([]);
  });

  it('prices every dish with a dollar sign and two decimals', () => {
    expect(dishes.filter((dish) => !PRICE_PATTERN.test(dish.price))).toEqual([]);
  });

  it('gives every dish an address of its own', () => {
    const slugs = dishes.map((dish) => dish.slug);
    expect(slugs.filter((slug, index) => slugs.indexOf(slug) !== index)).toEqual([]);
    expect(slugs.filter((slug) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))).toEqual([]);
  });

  it('files every dish under the category it is listed in', () => {
    expect(menu.flatMap((category) => category.dishes.filter((dish) => dish.category !== category.name))).toEqual([]);
  });

  it('writes Chinese names in Chinese characters only', () => {
    const notChinese = dishes.filter((dish) => dish.chineseName !== undefined && !/^[\p{Script=Han}·]+$/u.test(dish.chineseName));
    expect(notChinese).toEqual([]);
  });
});
