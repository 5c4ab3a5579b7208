import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { zh } from '../i18n/zh.ts';
import { restaurant as fixtureRestaurant } from '../../e2e/fixture-restaurant.ts';
import { inLanguage, type DishEntry } from '../menu/model/menu-model.ts';
import { testMenu } from '../menu/model/test-menu.ts';
import {
  buildDishStructuredData,
  buildFullMenuStructuredData,
  buildMenuStructuredData,
  serializeStructuredData,
} from './menu-structured-data.ts';

/** A restaurant of the tests' own: the owner's edits to content/ never fail these tests. */
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
  // Tuesday 24 November 2026, noon in New York: open since 11:00.
  builtAt: Date.UTC(2026, 10, 24, 17),
};
describe('buildMenuStructuredData', () => {
  const data = buildMenuStructuredData(restaurant, en);

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

  it("names the restaurant's cuisine from its file, and none where the owner gave none", () => {
    expect(data.servesCuisine).toBe(restaurant.cuisine);
    expect(buildMenuStructuredData({ ...restaurant, cuisine: undefined }, en)).not.toHaveProperty('servesCuisine');
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

  it('names the restaurant in Chinese first on the Chinese menu, and the menu by the address of its whole page', () => {
    const chinese = buildMenuStructuredData(restaurant, zh);
    expect(chinese).toMatchObject({ name: '翡翠园', alternateName: 'Jade Garden', url: `${restaurant.website}/zh/` });
    expect(chinese.hasMenu).toMatchObject({ inLanguage: 'zh-Hans', url: `${restaurant.website}/zh/menu/` });
    expect(data.hasMenu.url).toBe(`${restaurant.website}/menu/`);
  });

  it('lists no dishes, which their own pages describe, so the menu page stays in its first round trip', () => {
    expect(data.hasMenu).not.toHaveProperty('hasMenuSection');
  });
});

describe('buildDishStructuredData', () => {
  /** The one dish of a menu made of `entry`, described on its own page in `messages`' language. */
  function itemOf(entry: DishEntry, messages = en) {
    const dish = inLanguage(testMenu([{ name: 'Appetizers', href: '/page3', dishes: [entry] }]), messages.language)[0]?.dishes[0];
    if (!dish) throw new Error('the test menu has no dish');
    return buildDishStructuredData(dish, restaurant, messages, 'https://example.test/p.jpg');
  }
  const mapoTofu = { name: 'Mapo Tofu', chineseName: '麻婆豆腐', price: '$14.00', description: 'Silken tofu in a chili bean sauce.' };

  it("describes a dish's own page: the item, its offer, its address and its picture", () => {
    expect(itemOf(mapoTofu)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MenuItem',
      name: 'Mapo Tofu',
      alternateName: '麻婆豆腐',
      description: mapoTofu.description,
      url: `${restaurant.website}/dishes/mapo-tofu/`,
      image: 'https://example.test/p.jpg',
      offers: { '@type': 'Offer', price: '14.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
  });

  it('names the dish in Chinese first on the Chinese page, at its Chinese address', () => {
    expect(itemOf(mapoTofu, zh)).toMatchObject({
      name: '麻婆豆腐',
      alternateName: 'Mapo Tofu',
      url: `${restaurant.website}/zh/dishes/mapo-tofu/`,
    });
  });

  it('has no description when the dish has no written one', () => {
    expect(itemOf({ name: 'Fried Rice', price: '$12.50' })).not.toHaveProperty('description');
  });

  it.each([
    ['sold out', { soldOut: true }, 'https://schema.org/SoldOut'],
    ['sold out today', { soldOutOn: '2026-11-24' }, 'https://schema.org/SoldOut'],
    ['sold out yesterday, the restaurant open again since', { soldOutOn: '2026-11-23' }, 'https://schema.org/InStock'],
    ['marked available', { soldOut: false }, 'https://schema.org/InStock'],
    ['not marked', {}, 'https://schema.org/InStock'],
  ])('a dish %s is offered with availability %s', (_state, marks, availability) => {
    expect(itemOf({ name: 'Egg Roll', price: '$3.50', ...marks }).offers.availability).toBe(availability);
  });

  it.each([
    ['vegan and gluten-free', { vegetarian: true, vegan: true, glutenFree: true }, ['VegetarianDiet', 'VeganDiet', 'GlutenFreeDiet']],
    ['vegetarian', { vegetarian: true }, ['VegetarianDiet']],
  ])('a %s dish suits those diets', (_case, marks, diets) => {
    expect(itemOf({ name: 'Tofu', price: '$9.00', ...marks }).suitableForDiet).toEqual(diets.map((diet) => `https://schema.org/${diet}`));
  });

  it('claims no diet for a dish marked with none', () => {
    expect(itemOf({ name: 'Pork', price: '$9.00' })).not.toHaveProperty('suitableForDiet');
  });
});

describe('serializeStructuredData', () => {
  it('cannot be closed early by a dish name', () => {
    const text = serializeStructuredData({ name: '</script><img src=x onerror=alert(1)>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><img src=x onerror=alert(1)>' });
  });
});

describe('buildFullMenuStructuredData', () => {
  const menu = inLanguage(
    testMenu([
      { name: 'Appetizers', chineseName: '开胃菜', dishes: [{ name: 'Egg Roll', chineseName: '春卷', price: '$3.50', vegan: true }] },
      { name: 'Soups', dishes: [{ name: 'Wonton Soup', price: '$6.00', soldOutOn: '2026-11-24' }] },
    ]),
    'zh',
  );
  const data = buildFullMenuStructuredData(menu, restaurant, zh, (slug) => `https://example.test/${slug}.jpg`);

  it('is the restaurant, with its Menu at the whole menu’s address holding every category in order and every dish', () => {
    expect(data).toMatchObject({ '@type': 'Restaurant', name: '翡翠园' });
    expect(data.hasMenu).toMatchObject({ '@type': 'Menu', url: `${restaurant.website}/zh/menu/` });
    expect(data.hasMenu.hasMenuSection.map((section) => section.name)).toEqual(['开胃菜', 'Soups']);
    expect(data.hasMenu.hasMenuSection[0]?.hasMenuItem).toEqual([
      {
        '@type': 'MenuItem',
        name: '春卷',
        alternateName: 'Egg Roll',
        suitableForDiet: ['https://schema.org/VeganDiet'],
        offers: { '@type': 'Offer', price: '3.50', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
        url: `${restaurant.website}/zh/dishes/egg-roll/`,
        image: 'https://example.test/egg-roll.jpg',
      },
    ]);
  });

  it('offers a dish sold out today as SoldOut', () => {
    expect(data.hasMenu.hasMenuSection[1]?.hasMenuItem[0]?.offers.availability).toBe('https://schema.org/SoldOut');
  });
});
