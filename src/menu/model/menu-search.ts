import type { Category, Dish, Menu } from './menu-model.ts';
import type { Allergen } from './allergens.ts';
import { translationsOf } from '../../i18n/content-fields.ts';
import type { Messages } from '../../i18n/en.ts';

export type DishTag = 'spicy' | 'vegetarian' | 'vegan' | 'glutenFree';

export interface MenuFilter {
  query: string;
  tags: readonly DishTag[];
  /** Allergens the guest avoids: a dish known to contain one is left out; one not yet checked stays. */
  avoid: readonly Allergen[];
}

export const NO_FILTER: MenuFilter = { query: '', tags: [], avoid: [] };

/**
 * Folds text for matching: lower case, accents dropped ("Entrées" → "entrees"),
 * punctuation to spaces, so "lo mein" finds "Lo Mein" and "entree" finds "Entrées".
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim();
}

export function isFilterActive(filter: MenuFilter): boolean {
  return foldText(filter.query) !== '' || filter.tags.length > 0 || filter.avoid.length > 0;
}

/** The dish's name in every language a query may be typed in. */
const NAME_FIELDS = ['name', ...translationsOf('name')] as const;

/** The text a query is matched against: names in every language, description, category. */
function searchableText(dish: Dish, category: Category): string {
  return foldText([...NAME_FIELDS.map((field) => dish[field]), dish.description, category.name].filter(Boolean).join(' '));
}

function hasTag(dish: Dish, tag: DishTag): boolean {
  return tag === 'spicy' ? dish.spicy !== undefined : dish[tag] === true;
}

/** Whether a dish is known to contain one of `avoid`. A dish not yet checked is not known to: it stays, marked "ask staff". */
export function containsAvoided(dish: Pick<Dish, 'allergens'>, avoid: readonly Allergen[]): boolean {
  return avoid.some((allergen) => dish.allergens?.contains.includes(allergen) === true);
}

/**
 * The names of the dishes a filter keeps. Every word of the query must occur
 * somewhere in the dish's text, in any order ("beef spicy" finds "Spicy … Beef").
 * Chinese text has no spaces, so it is matched as a substring.
 */
export function findMatchingDishes(menu: Menu, filter: MenuFilter): Set<string> {
  const words = foldText(filter.query).split(' ').filter(Boolean);
  const matches = new Set<string>();
  for (const category of menu) {
    for (const dish of category.dishes) {
      const text = searchableText(dish, category);
      if (
        filter.tags.every((tag) => hasTag(dish, tag)) &&
        !containsAvoided(dish, filter.avoid) &&
        words.every((word) => text.includes(word))
      )
        matches.add(dish.name);
    }
  }
  return matches;
}

/** The names of the dishes a filter keeps (findMatchingDishes), or null when no filter is on. */
export type DishMatches = ReadonlySet<string> | null;

/** Whether a dish shows: every dish does when no filter is on. */
export function isDishShown(dish: Pick<Dish, 'name'>, matches: DishMatches): boolean {
  return matches === null || matches.has(dish.name);
}

/** "1 dish", "12 dishes", "No dishes match", in the page's language. */
export function describeMatchCount(count: number, messages: Messages): string {
  return count === 0 ? messages.noDishesMatch : messages.dishCount(count);
}
