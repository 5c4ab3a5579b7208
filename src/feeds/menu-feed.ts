import { z } from 'zod';
import { fieldIn, LANGUAGE_ROOT, LANGUAGE_TAG, LANGUAGES, type Language } from '../i18n/languages.ts';
import { dishHref } from '../menu/address/dish-history.ts';
import type { Dish, Menu } from '../menu/model/menu-model.ts';
import { ALLERGENS } from '../menu/model/allergens.ts';
import type { Restaurant } from '../content/restaurant-schema.ts';
import { fullMenuPath } from '../pages/page-list.ts';

/**
 * menu.json: the whole menu in every language, for delivery apps, listings
 * and the Google Business Profile (google-food-menus.ts), which read this
 * format and never the content files. This module is the one place that maps
 * the loaded menu to it; its JSON Schema (public/menu.schema.json) is made
 * from the zod schema below by `npm run schema`.
 */

/** Where the build writes the menu and its schema, at the site's root. */
export const MENU_FEED_FILE = 'menu.json';
export const MENU_FEED_SCHEMA_FILE = 'menu.schema.json';
/** Raised only when a field changes its meaning or goes away; a new optional field keeps it. */
export const MENU_FEED_VERSION = 1;

const TAGS = LANGUAGES.map((language) => LANGUAGE_TAG[language]) as [string, ...string[]];
const DIETS = ['vegetarian', 'vegan', 'gluten-free'] as const;

/** A text by its language's BCP 47 tag; English ("en") always, the others where the owner wrote them. */
const texts = z
  .partialRecord(z.enum(TAGS), z.string().min(1))
  .describe('By BCP 47 language tag, as in `languages`: English ("en") always, every other language where the restaurant wrote it.');

const absoluteUrl = z.url({ protocol: /^https?$/ });

const allergens = z
  .discriminatedUnion('checked', [
    z.strictObject({ checked: z.literal(false) }),
    z.strictObject({
      checked: z.literal(true),
      contains: z.array(z.enum(ALLERGENS)).describe('In the dish. Empty: checked and free of all fourteen.'),
      mayContain: z.array(z.enum(ALLERGENS)).describe('Traces: a shared fryer, wok or kitchen.'),
    }),
  ])
  .describe(
    'The fourteen allergens of EU Regulation 1169/2011. `checked: false`: nobody has checked the dish, which never means it is free of any.',
  );

const dish = z.strictObject({
  id: z.string().describe("The dish's address on the site, unique on the menu: stays while its name does."),
  name: texts,
  description: texts.optional(),
  price: z
    .string()
    .regex(/^\d+\.\d{2}$/)
    .describe('In `currency`, two decimals, as a string so that no reader rounds it: "14.00".'),
  spicy: z
    .union([z.literal(1), z.literal(2), z.literal(3)])
    .optional()
    .describe('1 mild, 2 medium, 3 hot; absent: not spicy.'),
  diets: z.array(z.enum(DIETS)).describe('The diets the dish suits, as the restaurant marks them.'),
  allergens,
  soldOut: z.boolean().describe('Marked sold out until the restaurant says otherwise: listed, but not to be ordered.'),
  soldOutOn: z.iso
    .date()
    .optional()
    .describe("Sold out that day only (the restaurant's own date), until the restaurant next opens after it."),
  photo: absoluteUrl.optional().describe("The dish's photo; absent: the dish has none."),
  page: texts.describe("The address of the dish's own page in each language."),
});

const category = z.strictObject({
  id: z.string().describe("The category's anchor on the menu page."),
  name: texts,
  dishes: z.array(dish).describe('In the order the menu lists them.'),
});

export const menuFeedSchema = z
  .strictObject({
    $schema: absoluteUrl,
    version: z.literal(MENU_FEED_VERSION),
    languages: z.array(z.enum(TAGS)).describe('Every language of the menu, by BCP 47 tag, English first.'),
    currency: z.literal('USD').describe('ISO 4217: the currency of every price.'),
    restaurant: z.strictObject({
      name: texts,
      website: absoluteUrl,
      menu: texts.describe('The address of the whole menu as one plain page, in each language: the link to give apps and listings.'),
    }),
    categories: z.array(category).describe('In the order the menu lists them.'),
  })
  .meta({
    title: 'A restaurant menu (menu.json)',
    description: 'The whole menu, every language, made fresh by each build of the site from the same files as its pages.',
  });

export type MenuFeed = z.infer<typeof menuFeedSchema>;
export type FeedDish = MenuFeed['categories'][number]['dishes'][number];
export type FeedTexts = FeedDish['name'];
export type Diet = (typeof DIETS)[number];

/** A field in every language it is written in: `name` and chineseName as { en, "zh-Hans" }. */
function textsOf(entry: object, field: string): FeedTexts {
  return Object.fromEntries(
    LANGUAGES.flatMap((language) => {
      const text: unknown = (entry as Partial<Record<string, unknown>>)[fieldIn(field, language)];
      return typeof text === 'string' && text !== '' ? [[LANGUAGE_TAG[language], text]] : [];
    }),
  );
}

const inEveryLanguage = (address: (language: Language) => string): FeedTexts =>
  Object.fromEntries(LANGUAGES.map((language) => [LANGUAGE_TAG[language], address(language)]));

function feedDish(entry: Dish, website: string): FeedDish {
  const diets = ([entry.vegetarian && 'vegetarian', entry.vegan && 'vegan', entry.glutenFree && 'gluten-free'] as const).filter(
    (diet): diet is Diet => typeof diet === 'string',
  );
  const description = textsOf(entry, 'description');
  return {
    id: entry.slug,
    name: textsOf(entry, 'name'),
    ...(Object.keys(description).length > 0 && { description }),
    price: entry.price.slice(1),
    ...(entry.spicy && { spicy: entry.spicy }),
    diets,
    allergens: entry.allergens
      ? { checked: true, contains: [...entry.allergens.contains], mayContain: [...entry.allergens.mayContain] }
      : { checked: false },
    soldOut: entry.soldOut === true,
    ...(entry.soldOutOn && { soldOutOn: entry.soldOutOn }),
    ...(entry.photoImage && { photo: `${website}${entry.photoImage.src}` }),
    page: inEveryLanguage((language) => `${website}${dishHref(entry.slug, LANGUAGE_ROOT[language])}`),
  };
}

/** The loaded menu (every language, as virtual:menu or loadMenu gives it) as menu.json holds it. */
export function menuFeed(menu: Menu, restaurant: Pick<Restaurant, 'name' | 'website'>): MenuFeed {
  const { website } = restaurant;
  return {
    $schema: `${website}/${MENU_FEED_SCHEMA_FILE}`,
    version: MENU_FEED_VERSION,
    languages: [...TAGS],
    currency: 'USD',
    restaurant: {
      name: textsOf(restaurant, 'name'),
      website: `${website}/`,
      menu: inEveryLanguage((language) => `${website}${fullMenuPath(language)}`),
    },
    categories: menu.map((entry) => ({
      id: entry.slug,
      name: textsOf(entry, 'name'),
      dishes: entry.dishes.map((each) => feedDish(each, website)),
    })),
  };
}
