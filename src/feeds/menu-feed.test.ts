import { describe, expect, it } from 'vitest';
import { restaurant } from '../../e2e/fixture-restaurant.ts';
import { LANGUAGE_ROOT, LANGUAGE_TAG, LANGUAGES } from '../i18n/languages.ts';
import { testMenu } from '../menu/model/test-menu.ts';
import { menuFeed, menuFeedSchema } from './menu-feed.ts';

const photo = { width: 800, height: 600, placeholder: 'data:,', avifSrcset: '', webpSrcset: '', src: '/assets/photos/egg-roll-800.webp' };
const menu = testMenu([
  {
    name: 'Appetizers',
    chineseName: '开胃菜',
    dishes: [
      {
        name: 'Egg Roll',
        chineseName: '春卷',
        price: '$3.50',
        description: 'Crisp.',
        chineseDescription: '酥脆。',
        vegetarian: true,
        allergens: { contains: ['gluten'], mayContain: ['sesame'] },
        photoImage: photo,
      },
      { name: 'Edamame', price: '$5.00', vegan: true, vegetarian: true, glutenFree: true, allergens: { contains: [], mayContain: [] } },
      { name: 'Mystery Soup', price: '$6.00', spicy: 3, soldOutOn: '2026-11-24' },
      { name: 'Pork Bun', price: '$4.00', soldOut: true },
    ],
  },
]);
const feed = menuFeed(menu, restaurant);
const [eggRoll, edamame, soup, bun] = feed.categories[0]?.dishes ?? [];
/** The address under each language's root, keyed by the language's tag as menu.json keys it. */
const inEachLanguage = (path: string) =>
  Object.fromEntries(LANGUAGES.map((language) => [LANGUAGE_TAG[language], `${restaurant.website}${LANGUAGE_ROOT[language]}${path}`]));

describe('menu.json', () => {
  it('is what its own JSON Schema describes', () => {
    expect(menuFeedSchema.parse(feed)).toEqual(feed);
  });

  it('names the restaurant, its languages, its currency and the whole menu’s page in each language', () => {
    expect(feed).toMatchObject({
      $schema: `${restaurant.website}/menu.schema.json`,
      version: 1,
      languages: LANGUAGES.map((language) => LANGUAGE_TAG[language]),
      currency: 'USD',
      restaurant: {
        name: { en: restaurant.name, 'zh-Hans': restaurant.chineseName },
        website: `${restaurant.website}/`,
        menu: inEachLanguage('menu/'),
      },
    });
    expect(feed.categories[0]).toMatchObject({ id: 'appetizers', name: { en: 'Appetizers', 'zh-Hans': '开胃菜' } });
  });

  it('gives each dish in both languages, its price, diets, photo and pages', () => {
    expect(eggRoll).toEqual({
      id: 'egg-roll',
      name: { en: 'Egg Roll', 'zh-Hans': '春卷' },
      description: { en: 'Crisp.', 'zh-Hans': '酥脆。' },
      price: '3.50',
      diets: ['vegetarian'],
      allergens: { checked: true, contains: ['gluten'], mayContain: ['sesame'] },
      soldOut: false,
      photo: `${restaurant.website}/assets/photos/egg-roll-800.webp`,
      page: inEachLanguage('dishes/egg-roll/'),
    });
    expect(edamame?.diets).toEqual(['vegetarian', 'vegan', 'gluten-free']);
    expect(edamame).not.toHaveProperty('photo');
    expect(soup).toMatchObject({ spicy: 3, name: { en: 'Mystery Soup' } });
    expect(soup?.name).not.toHaveProperty('zh-Hans');
  });

  it.each([
    ['not checked', () => soup, { checked: false }],
    ['checked and free of all fourteen', () => edamame, { checked: true, contains: [], mayContain: [] }],
    ['checked, with what it holds and may hold', () => eggRoll, { checked: true, contains: ['gluten'], mayContain: ['sesame'] }],
  ])('tells allergens %s apart', (_state, dish, allergens) => {
    expect(dish()?.allergens).toEqual(allergens);
  });

  it('says sold out, and sold out for a day', () => {
    expect(bun).toMatchObject({ soldOut: true });
    expect(soup).toMatchObject({ soldOut: false, soldOutOn: '2026-11-24' });
    expect(eggRoll).not.toHaveProperty('soldOutOn');
  });
});
