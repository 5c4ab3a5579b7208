/**
 * What must hold of the shipped menu whatever the restaurant changes in it:
 * derived from the menu file, never from today's prices, so that an owner's
 * edit passes as long as the menu stays whole. The dishes and prices guests
 * see are checked against the page itself by the end-to-end tests.
 */
import { describe, expect, it } from 'vitest';
import { menu } from 'virtual:menu';
import { PRICE_PATTERN } from './menu-schema.ts';

const dishes = menu.flatMap((category) => category.dishes);

describe('the shipped menu', () => {
  it('has categories, none of them empty, each with an address of its own', () => {
    expect(menu.length).toBeGreaterThan(0);
    expect(menu.filter((category) => category.dishes.length === 0)).toEqual([]);
    expect(new Set(menu.map((category) => category.slug)).size).toBe(menu.length);
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
    expect(menu.flatMap((category) => category.dishes.filter((dish) => dish.category.name !== category.name))).toEqual([]);
  });

  it('writes Chinese names in Chinese characters only', () => {
    const notChinese = dishes.filter((dish) => dish.chineseName !== undefined && !/^[\p{Script=Han}·]+$/u.test(dish.chineseName));
    expect(notChinese).toEqual([]);
  });
});

// The one check of the shipped content against the product's specification: an owner who changes the categories changes this table.
it("the shipped categories are the specification's seven: names, order, Chinese names, link targets, drawings and lunch hours", () => {
  expect(menu.map(({ name, chineseName, href, picture, servingHours }) => ({ name, chineseName, href, picture, servingHours }))).toEqual([
    {
      name: 'Lunch Specials',
      chineseName: '午市特价',
      href: '/page1',
      picture: 'lunch-specials',
      servingHours: { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], hours: ['11:00-15:00'] },
    },
    { name: "Chef's Specials", chineseName: '厨师推荐', href: '/page2', picture: 'chefs-specials', servingHours: undefined },
    { name: 'Appetizers', chineseName: '开胃菜', href: '/page3', picture: 'appetizers', servingHours: undefined },
    { name: 'Soups', chineseName: '汤类', href: '/page4', picture: 'soups', servingHours: undefined },
    { name: 'Noodles & Rice', chineseName: '面饭类', href: '/projects', picture: 'noodles-and-rice', servingHours: undefined },
    { name: 'Chicken Entrées', chineseName: '鸡肉主菜', href: '/about', picture: 'chicken-entrees', servingHours: undefined },
    { name: 'Beef Entrées', chineseName: '牛肉主菜', href: '/contact', picture: 'beef-entrees', servingHours: undefined },
  ]);
});
