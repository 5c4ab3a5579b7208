import { translationsOf } from '../../i18n/content-fields.ts';
import { fieldIn, type Language, type TranslatedField } from '../../i18n/languages.ts';
import type { CategoryInfo } from '../../content/category-schema.ts';
import type { ShownDish } from '../../content/menu-schema.ts';

/**
 * The menu's shape as the site uses it: plain types and data the browser can
 * import. A dish's and a category's fields are declared once, with their checks,
 * in src/content/, which only the build loads: the types here are made from them.
 */

/** A dish as the site shows it, from its file under content/dishes/ (which also files it under a category, in an order). */
export type DishEntry = ShownDish & {
  /** Added by the build from `photo`, never written by hand; without it, the category's drawing shows. */
  photoImage?: DishPhotoImage;
};

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
export type SluggedDish = DishEntry & {
  /** Its address and the id of its button: "kung-pao-chicken", "gong-bao-ji-ding". Unique on the menu. */
  slug: string;
};

/** A category with its dishes in order, as the build ships it. */
export type CategoryEntry = CategoryInfo & {
  dishes: readonly SluggedDish[];
};

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
