import type { Category, Dish, Menu } from './menu-model.ts';
import { countDishes } from './menu-text.ts';

export type DishTag = 'spicy' | 'vegetarian';

export interface MenuFilter {
  query: string;
  tags: readonly DishTag[];
}

export const NO_FILTER: MenuFilter = { query: '', tags: [] };

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
  return foldText(filter.query) !== '' || filter.tags.length > 0;
}

/** The text a query is matched against: names in both languages, description, category. */
function searchableText(dish: Dish, category: Category): string {
  return foldText([dish.name, dish.chineseName, dish.description, category.name].filter(Boolean).join(' '));
}

function hasTags(dish: Dish, tags: readonly DishTag[]): boolean {
  return tags.every((tag) => (tag === 'spicy' ? dish.spicy !== undefined : dish.vegetarian === true));
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
      if (hasTags(dish, filter.tags) && words.every((word) => text.includes(word))) matches.add(dish.name);
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

/** "1 dish", "12 dishes", "No dishes match". */
export function describeMatchCount(count: number): string {
  return count === 0 ? 'No dishes match' : countDishes(count);
}
