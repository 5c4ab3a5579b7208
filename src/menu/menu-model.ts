import type { Language } from '../i18n/languages.ts';
import { slugify } from './slug.ts';

/**
 * The menu's shape, as the content file writes it and as the site uses it:
 * plain types and data the browser can import. Its checks live in
 * menu-schema.ts, which only the build loads.
 */

/**
 * The seven categories, in the order the menu shows them, each with the
 * placeholder page its card carries as a link target (the card's title does
 * not navigate there). Their names are fixed: guests and tests find the cards by them.
 */
export const CATEGORIES = [
  { name: 'Lunch Specials', href: '/page1' },
  { name: "Chef's Specials", href: '/page2' },
  { name: 'Appetizers', href: '/page3' },
  { name: 'Soups', href: '/page4' },
  { name: 'Noodles & Rice', href: '/projects' },
  { name: 'Chicken Entrées', href: '/about' },
  { name: 'Beef Entrées', href: '/contact' },
] as const;

export const CATEGORY_NAMES = /* @__PURE__ */ CATEGORIES.map((category) => category.name);

export type CategoryName = (typeof CATEGORIES)[number]['name'];

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
export interface DishEntry {
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
 * A dish's photo as the build made it from its original (build/dish-photos.ts):
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

/** A dish as the site uses it: its identity is worked out once, when the menu is loaded. */
export interface Dish extends DishEntry {
  /** Its address and the id of its button: the name in lower case, other characters as "-". Unique on the menu. */
  slug: string;
  category: CategoryName;
}

export interface Category {
  name: CategoryName;
  /** The placeholder route the card carries; its title does not navigate there. */
  href: string;
  dishes: readonly Dish[];
}

export type Menu = readonly Category[];

/** A category with its dishes in order, before they get their identity. */
export interface CategoryEntry {
  name: CategoryName;
  href: string;
  dishes: readonly DishEntry[];
}

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
    dishes: category.dishes.map(({ description, chineseDescription, ...dish }) => {
      const inPage = language === 'zh' ? chineseDescription : description;
      return inPage === undefined ? dish : { ...dish, description: inPage };
    }),
  }));
}

/** Gives every dish its slug and category, once, as the menu is loaded. */
export function toMenu(categories: readonly CategoryEntry[]): Menu {
  return categories.map((category) => ({
    ...category,
    dishes: category.dishes.map((dish) => ({ ...dish, slug: slugify(dish.name), category: category.name })),
  }));
}
