import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { zh } from '../i18n/zh.ts';
import { restaurant as fixtureRestaurant } from '../../e2e/fixture-restaurant.ts';
import { inLanguage, type DishEntry } from './menu-model.ts';
import { testMenu } from './test-menu.ts';
import { buildDishStructuredData, buildMenuStructuredData, serializeStructuredData } from './menu-structured-data.ts';

/** A restaurant and a menu of the tests' own: the owner's edits to content/ never fail these tests. */
const LATE = ['11:00-23:00'];
const restaurant = {
  ...fixtureRestaurant,
  name: 'Jade Garden',
  chineseName: '翡翠园',
  hours: {
    monday: ['11:00-22:00'],
    tuesday: ['11:00-22:00'],
    wednesday: [],
    thursday: ['11:00-22:00'],
    friday: LATE,
    saturday: LATE,
    sunday: ['11:00-22:00'],
  },
  closedDates: [{ date: '2026-12-25', reason: 'Christmas Day' }],
};
const menu = testMenu([
  {
    name: 'Lunch Boxes',
    chineseName: '午餐盒',
    dishes: [
      { name: 'Mapo Tofu', chineseName: '麻婆豆腐', price: '$14.00', description: 'Silken tofu in a chili bean sauce.' },
      { name: 'Fried Rice', price: '$12.50' },
    ],
  },
  { name: 'Small Plates', dishes: [{ name: 'Spring Rolls', price: '$3.50' }] },
]);

describe('buildMenuStructuredData', () => {
  const data = buildMenuStructuredData(menu, restaurant, en);

  it('describes a Chinese restaurant: where it is, how to call, when it opens, and its menu', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Jade Garden',
      alternateName: '翡翠园',
      servesCuisine: 'Chinese',
      telephone: restaurant.phone,
      address: { '@type': 'PostalAddress', streetAddress: restaurant.address.street, addressCountry: 'US' },
    });
    expect(data.hasMenu).toMatchObject({ '@type': 'Menu', inLanguage: 'en' });
  });

  it('gives the week as opening hours, days with the same hours together, and each closed date as closed all day', () => {
    const hours = data.openingHoursSpecification;
    expect(hours).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Friday', 'Saturday'],
      opens: '11:00',
      closes: '23:00',
    });
    expect(hours).toContainEqual(
      expect.objectContaining({ dayOfWeek: expect.arrayContaining(['Monday', 'Sunday']), opens: '11:00', closes: '22:00' }),
    );
    expect(hours?.some((spec) => 'dayOfWeek' in spec && spec.dayOfWeek.includes('Wednesday'))).toBe(false);
    for (const { date } of restaurant.closedDates) {
      expect(hours).toContainEqual({
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: date,
        validThrough: date,
      });
    }
  });

  it('names sections, dishes and the restaurant in Chinese first on the Chinese menu', () => {
    const chinese = buildMenuStructuredData(inLanguage(menu, 'zh'), restaurant, zh);
    expect(chinese).toMatchObject({ name: '翡翠园', alternateName: 'Jade Garden', url: `${restaurant.website}/zh/` });
    expect(chinese.hasMenu.inLanguage).toBe('zh-Hans');
    expect(chinese.hasMenu.hasMenuSection[0]?.name).toBe('午餐盒');
    expect(chinese.hasMenu.hasMenuSection[0]?.hasMenuItem[0]).toMatchObject({ name: '麻婆豆腐', alternateName: 'Mapo Tofu' });
  });

  it('has a section per category, in order, with an item per dish', () => {
    expect(data.hasMenu.hasMenuSection.map((section) => section.name)).toEqual(menu.map((category) => category.name));
    expect(data.hasMenu.hasMenuSection.map((section) => section.hasMenuItem.length)).toEqual([2, 1]);
  });

  it('offers every dish at its price in US dollars, as a plain decimal', () => {
    const springRolls = data.hasMenu.hasMenuSection[1]?.hasMenuItem.find((item) => item.name === 'Spring Rolls');
    expect(springRolls?.offers).toEqual({
      '@type': 'Offer',
      price: '3.50',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    });
    for (const item of data.hasMenu.hasMenuSection.flatMap((section) => section.hasMenuItem)) {
      expect(item.offers.price).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it("leaves descriptions to the dishes' own pages", () => {
    const items = data.hasMenu.hasMenuSection.flatMap((section) => section.hasMenuItem);
    for (const item of items) expect(item).not.toHaveProperty('description');
  });
});

describe('offer availability', () => {
  const offerOf = (dish: DishEntry) =>
    buildMenuStructuredData(testMenu([{ name: 'Appetizers', href: '/page3', dishes: [dish] }]), restaurant, en).hasMenu.hasMenuSection[0]
      ?.hasMenuItem[0]?.offers;

  it.each([
    ['sold out', { name: 'Egg Roll', price: '$3.50', soldOut: true }, 'https://schema.org/SoldOut'],
    ['marked available', { name: 'Egg Roll', price: '$3.50', soldOut: false }, 'https://schema.org/InStock'],
    ['not marked', { name: 'Egg Roll', price: '$3.50' }, 'https://schema.org/InStock'],
  ])('a dish %s is offered with availability %s', (_state, dish, availability) => {
    expect(offerOf(dish)?.availability).toBe(availability);
  });
});

describe('diets', () => {
  const itemOf = (dish: DishEntry) =>
    buildMenuStructuredData(testMenu([{ name: 'Appetizers', href: '/page3', dishes: [dish] }]), restaurant, en).hasMenu.hasMenuSection[0]
      ?.hasMenuItem[0];

  it.each([
    ['vegan and gluten-free', { vegetarian: true, vegan: true, glutenFree: true }, ['VegetarianDiet', 'VeganDiet', 'GlutenFreeDiet']],
    ['vegetarian', { vegetarian: true }, ['VegetarianDiet']],
  ])('a %s dish suits those diets', (_case, marks, diets) => {
    expect(itemOf({ name: 'Tofu', price: '$9.00', ...marks })?.suitableForDiet).toEqual(diets.map((diet) => `https://schema.org/${diet}`));
  });

  it('claims no diet for a dish marked with none', () => {
    expect(itemOf({ name: 'Pork', price: '$9.00' })).not.toHaveProperty('suitableForDiet');
  });
});

describe('buildDishStructuredData', () => {
  it("describes a dish's own page: the item, its offer, its address and its picture", () => {
    const dish = menu[0]?.dishes[0];
    if (!dish) throw new Error('the test menu has no dish');
    expect(buildDishStructuredData(dish, restaurant, en, 'https://example.test/p.jpg')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MenuItem',
      name: 'Mapo Tofu',
      description: dish.description,
      url: `${restaurant.website}/dishes/mapo-tofu/`,
      image: 'https://example.test/p.jpg',
      offers: { '@type': 'Offer', price: dish.price.slice(1), priceCurrency: 'USD' },
    });
  });
});

describe('serializeStructuredData', () => {
  it('cannot be closed early by a dish name', () => {
    const text = serializeStructuredData({ name: '</script><img src=x onerror=alert(1)>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><img src=x onerror=alert(1)>' });
  });
});
