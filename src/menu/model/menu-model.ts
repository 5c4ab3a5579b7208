import { translationsOf } from '../../i18n/content-fields.ts';
import { fieldIn, type Language, type Translated, type TranslatedField } from '../../i18n/languages.ts';
import type { ServingHours } from '../../restaurant/opening-hours.ts';

/**
 * The menu's shape, as the content files write it and as the site uses it:
 * plain types and data the browser can import. Its checks live in
 * menu-schema.ts and category-schema.ts, which only the build loads.
 */

/**
 * A drawing a category can give its dishes without a photo, by its name in
 * public/images/categories/ (the build reads the names there: src/content/drawings.ts).
 */
export type Drawing = string;

/** What a category without a `picture` shows: a plate that stands for any dish. */
export const DEFAULT_DRAWING: Drawing = 'chefs-specials';

export function drawingUrl(drawing: Drawing): string {
  return `/images/categories/${drawing}.svg`;
}

/** 1 mild, 2 medium, 3 hot. */
export type SpiceLevel = 1 | 2 | 3;

/**
 * The fourteen allergens food law asks to be named (EU Regulation
 * 1169/2011, and the UK's Food Standards Agency): gluten stands for cereals
 * containing gluten, tree-nuts for nuts from trees.
 */
export const ALLERGENS = [
  'celery',
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'tree-nuts',
  'peanuts',
  'sesame',
  'soybeans',
  'sulphites',
] as const;

export type Allergen = (typeof ALLERGENS)[number];

/**
 * What a dish is known to hold. A dish without this has not been checked,
 * which never means it is free of anything; `contains` empty means checked
 * and free of all fourteen.
 */
export interface DishAllergens {
  contains: readonly Allergen[];
  /** Traces: a shared fryer, wok or kitchen. */
  mayContain: readonly Allergen[];
}

/** A dish as the site shows it, from its file under content/dishes/ (which also files it under a category, in an order). */
export interface DishEntry extends Translated<'name' | 'description'> {
  name: string;
  /** The dish's Chinese name in Simplified characters, where it has a well-known one. */
  chineseName?: string;
  /** Dollar sign, digits, two decimals: "$14.00". */
  price: string;
  description?: string;
  /** The description in Chinese, for the pages under /zh/. */
  chineseDescription?: string;
  spicy?: SpiceLevel;
  /** A vegan dish is vegetarian too. */
  vegetarian?: boolean;
  vegan?: boolean;
  glutenFree?: boolean;
  allergens?: DishAllergens;
  /** The original photo, relative to content/: "photos/egg-roll.jpg". */
  photo?: string;
  /** Listed and opened as usual, but marked "Sold out" and not added to a cart. */
  soldOut?: boolean;
  /** "YYYY-MM-DD": sold out that day, until the restaurant next opens after it (sold-out.ts). */
  soldOutOn?: string;
  /** Added by the build from `photo`, never written by hand; without it, the category's drawing shows. */
  photoImage?: DishPhotoImage;
}

/**
 * A dish's photo as the build made it from its original (plugins/content/dish-photos.ts):
 * plain data, serialisable into the page. Srcsets list "url 400w, url 800w, …".
 */
export interface DishPhotoImage {
  /** Of the largest file; the <img> carries them so the box is sized before a byte arrives. */
  width: number;
  height: number;
  /** A tiny blurred WebP as a data: URI, shown until the photo loads. */
  placeholder: string;
  avifSrcset: string;
  webpSrcset: string;
  /** For a browser without <picture>. */
  src: string;
}

/** A dish as the build ships it: with its address, worked out from its name at build time (slug.ts). */
export interface SluggedDish extends DishEntry {
  /** Its address and the id of its button: "kung-pao-chicken", "gong-bao-ji-ding". Unique on the menu. */
  slug: string;
}

/** A category as content/categories/<slug>.yml writes it, checked, with its address. */
export interface CategoryInfo extends Translated<'name'> {
  name: string;
  /** Simplified characters: the card's title on the Chinese pages. */
  chineseName?: string;
  /** The id of its card: "category-<slug>". */
  slug: string;
  /** The page the card carries as its link target; its title does not navigate there. */
  href?: string;
  /** The drawing its dishes without a photo show. */
  picture: Drawing;
  /** Served at these hours only (Lunch Specials); otherwise whenever the restaurant is open. */
  servingHours?: ServingHours;
}

/** A category with its dishes in order, as the build ships it. */
export interface CategoryEntry extends CategoryInfo {
  dishes: readonly SluggedDish[];
}

/** What a dish shows of its category: its names and its drawing. */
export type DishCategory = Pick<CategoryInfo, 'name' | TranslatedField<'name'> | 'picture'>;

const CATEGORY_NAMES = translationsOf('name');

/** A dish as the site uses it, knowing its category. */
export interface Dish extends SluggedDish {
  category: DishCategory;
}

export interface Category extends CategoryInfo {
  dishes: readonly Dish[];
}

export type Menu = readonly Category[];

/** A dish's description in every language: a page's menu keeps its own language's alone, as `description`. */
const DESCRIPTIONS: ReadonlySet<string> = new Set(['description', ...translationsOf('description')]);

/**
 * The menu as a page in `language` shows it: each dish's description in that
 * language, and nothing of the other's, so that a page's script carries its
 * own language alone.
 */
export function inLanguage<T extends Omit<CategoryEntry, 'dishes'> & { dishes: readonly DishEntry[] }>(
  categories: readonly T[],
  language: Language,
): T[] {
  return categories.map((category) => ({
    ...category,
    dishes: category.dishes.map((entry) => {
      const inPage = entry[fieldIn('description', language)];
      const dish = Object.fromEntries(Object.entries(entry).filter(([key]) => !DESCRIPTIONS.has(key))) as DishEntry;
      return inPage === undefined ? dish : { ...dish, description: inPage };
    }),
  }));
}

/** Links every dish to its category as the menu is loaded: one object per category, not a copy in every dish's data. */
export function toMenu(categories: readonly CategoryEntry[]): Menu {
  return categories.map((category) => {
    // Its name in every language it has one in: a dish's page shows its category in the page's language.
    const label = Object.fromEntries(
      (['name', ...CATEGORY_NAMES, 'picture'] as const).flatMap((key) => (category[key] === undefined ? [] : [[key, category[key]]])),
    ) as DishCategory;
    return { ...category, dishes: category.dishes.map((dish) => ({ ...dish, category: label })) };
  });
}

/** A dish and the category it is listed in. */
export interface MenuDish {
  dish: Dish;
  category: Category;
}

const dishIndexes = new WeakMap<Menu, ReadonlyMap<string, MenuDish>>();

/** The dish of a menu with this slug, and its category: looked up in a map made once per menu, as it is first asked. */
export function findDish(menu: Menu, slug: string): MenuDish | undefined {
  let index = dishIndexes.get(menu);
  if (index === undefined) {
    index = new Map(menu.flatMap((category) => category.dishes.map((dish) => [dish.slug, { dish, category }] as const)));
    dishIndexes.set(menu, index);
  }
  return index.get(slug);
}
