import { describe, expect, it } from 'vitest';
import { restaurant } from '../../e2e/fixture-restaurant.ts';
import type { DishEntry } from '../menu/model/menu-model.ts';
import { ALLERGENS } from '../menu/model/allergens.ts';
import { testMenu } from '../menu/model/test-menu.ts';
import { foodMenus, GOOGLE_ALLERGENS, googleProblems, money } from './google-food-menus.ts';
import { menuFeed } from './menu-feed.ts';

const NAME = 'accounts/1/locations/2/foodMenus';
const feedOf = (dishes: DishEntry[], more: DishEntry[] = []) =>
  menuFeed(
    testMenu([
      { name: 'Appetizers', chineseName: '开胃菜', dishes },
      { name: 'Specials', dishes: more },
    ]),
    restaurant,
  );
const itemOf = (dish: DishEntry) => foodMenus(feedOf([dish]), NAME).menus[0]?.sections[0]?.items[0];

describe('the menu as Google’s FoodMenus', () => {
  it('is one menu named as the restaurant, linking the whole menu’s page, of Chinese cuisine', () => {
    const body = foodMenus(feedOf([{ name: 'Egg Roll', price: '$3.50' }]), NAME);
    expect(body.name).toBe(NAME);
    expect(body.menus).toHaveLength(1);
    expect(body.menus[0]).toMatchObject({
      labels: [
        { displayName: restaurant.name, languageCode: 'en' },
        { displayName: restaurant.chineseName, languageCode: 'zh-Hans' },
      ],
      sourceUrl: `${restaurant.website}/menu/`,
      cuisines: ['CHINESE'],
    });
  });

  it('labels a dish in English and Chinese, each with its own description', () => {
    const item = itemOf({ name: 'Egg Roll', chineseName: '春卷', price: '$3.50', description: 'Crisp.', chineseDescription: '酥脆。' });
    expect(item?.labels).toEqual([
      { displayName: 'Egg Roll', description: 'Crisp.', languageCode: 'en' },
      { displayName: '春卷', description: '酥脆。', languageCode: 'zh-Hans' },
    ]);
  });

  it.each([
    ['3.50', { units: '3', nanos: 500_000_000 }],
    ['14.00', { units: '14', nanos: 0 }],
    ['9999.99', { units: '9999', nanos: 990_000_000 }],
    ['0.05', { units: '0', nanos: 50_000_000 }],
  ])('prices %s as Money', (price, amount) => {
    expect(money(price, 'USD')).toEqual({ currencyCode: 'USD', ...amount });
  });

  it.each([
    [1, 'MILD'],
    [2, 'MEDIUM'],
    [3, 'HOT'],
  ] as const)('gives spice level %i as %s', (spicy, spiciness) => {
    expect(itemOf({ name: 'Mapo Tofu', price: '$14.00', spicy })?.attributes.spiciness).toBe(spiciness);
  });

  it('gives no spiciness to a dish that is not spicy', () => {
    expect(itemOf({ name: 'Egg Roll', price: '$3.50' })?.attributes).not.toHaveProperty('spiciness');
  });

  it('maps every allergen Google has, traces included, and shellfish once for crustaceans and molluscs', () => {
    const item = itemOf({
      name: 'Seafood Noodles',
      price: '$16.00',
      allergens: { contains: ['crustaceans', 'molluscs', 'gluten', 'eggs', 'celery'], mayContain: ['peanuts', 'sesame'] },
    });
    expect(item?.attributes.allergen).toEqual(['SHELLFISH', 'WHEAT', 'EGG', 'PEANUT']);
  });

  it('has an equivalent for nine of our fourteen, and none for celery, lupin, mustard, sesame and sulphites', () => {
    expect(ALLERGENS.filter((allergen) => !GOOGLE_ALLERGENS[allergen])).toEqual(['celery', 'lupin', 'mustard', 'sesame', 'sulphites']);
    expect(new Set(Object.values(GOOGLE_ALLERGENS))).toEqual(
      new Set(['DAIRY', 'EGG', 'FISH', 'PEANUT', 'SHELLFISH', 'SOY', 'TREE_NUT', 'WHEAT']),
    );
  });

  it('claims no allergen for a dish nobody has checked', () => {
    expect(itemOf({ name: 'Egg Roll', price: '$3.50' })?.attributes).not.toHaveProperty('allergen');
  });

  it('gives vegetarian and vegan as dietary restrictions; Google has no gluten-free', () => {
    const item = itemOf({ name: 'Edamame', price: '$5.00', vegetarian: true, vegan: true, glutenFree: true });
    expect(item?.attributes.dietaryRestriction).toEqual(['VEGETARIAN', 'VEGAN']);
    expect(itemOf({ name: 'Rice', price: '$2.00', glutenFree: true })?.attributes).not.toHaveProperty('dietaryRestriction');
  });

  it('leaves out a dish marked sold out, and a section left with none, but keeps one sold out for the day', () => {
    const body = foodMenus(
      feedOf(
        [
          { name: 'Egg Roll', price: '$3.50', soldOutOn: '2026-11-24' },
          { name: 'Pork Bun', price: '$4.00', soldOut: true },
        ],
        [{ name: 'Lobster', price: '$40.00', soldOut: true }],
      ),
      NAME,
    );
    expect(body.menus[0]?.sections.map((section) => section.items.map((item) => item.labels[0]?.displayName))).toEqual([['Egg Roll']]);
  });
});

describe('what Google would refuse', () => {
  it('is nothing on an ordinary menu', () => {
    expect(googleProblems(feedOf([{ name: 'Egg Roll', chineseName: '春卷', price: '$3.50' }]))).toEqual([]);
  });

  it('finds a name over 140 characters, counted as characters, not UTF-16 units, in either language', () => {
    const ok = '鸡'.repeat(70) + '𠀀'.repeat(70);
    expect(googleProblems(feedOf([{ name: 'Chicken', chineseName: ok, price: '$3.50' }]))).toEqual([]);
    expect(googleProblems(feedOf([{ name: 'Chicken', chineseName: `${ok}鸡`, price: '$3.50' }]))).toEqual([
      { subject: { kind: 'dish', id: 'chicken' }, message: 'its name (zh-Hans) is 141 characters long; Google takes at most 140' },
    ]);
  });

  it('finds a description over 1000 characters and a category name over 140', () => {
    const problems = googleProblems(
      menuFeed(
        testMenu([{ name: 'A'.repeat(141), dishes: [{ name: 'Soup', price: '$3.50', description: 'b'.repeat(1001) }] }]),
        restaurant,
      ),
    );
    expect(problems).toEqual([
      { subject: { kind: 'category', id: 'a'.repeat(141) }, message: 'its name (en) is 141 characters long; Google takes at most 140' },
      { subject: { kind: 'dish', id: 'soup' }, message: 'its description (en) is 1001 characters long; Google takes at most 1000' },
    ]);
  });

  it('finds a price of nothing', () => {
    expect(googleProblems(feedOf([{ name: 'Tea', price: '$0.00' }]))).toEqual([
      { subject: { kind: 'dish', id: 'tea' }, message: 'its price is 0.00; Google needs a price above 0.00 for every dish' },
    ]);
  });

  it('leaves out what is not sent: a dish marked sold out', () => {
    expect(googleProblems(feedOf([{ name: 'Tea', price: '$0.00', soldOut: true }]))).toEqual([]);
  });
});
