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
