import { z } from 'zod';
import { slugify } from './dish-address.ts';
import type { DishPhotoImage } from './dish-photo.tsx';

/**
 * The shape of the menu, and the checks that keep a hand-edited menu honest.
 *
 * The types are plain interfaces so that the browser bundle, which imports
 * only types from here, never pulls in zod. Validation runs in the unit tests
 * and at build time (`scripts/build.ts`), where a bad entry stops the
 * build with a message naming the category, the dish and the field.
 */

/** SPEC.md section 3, in its order. */
export const CATEGORY_NAMES = [
  'Lunch Specials',
  "Chef's Specials",
  'Appetizers',
  'Soups',
  'Noodles & Rice',
  'Chicken Entrées',
  'Beef Entrées',
] as const;

export type CategoryName = (typeof CATEGORY_NAMES)[number];

/** 1 mild, 2 medium, 3 hot. */
export type SpiceLevel = 1 | 2 | 3;

export interface Dish {
  name: string;
  /** The dish's Chinese name in Simplified characters, where it has a well-known one. */
  chineseName?: string;
  /** Dollar sign, digits, two decimals: "$14.00". */
  price: string;
  description?: string;
  spicy?: SpiceLevel;
  vegetarian?: boolean;
  /** Listed and opened as usual, but marked "Sold out" and not added to a cart (UI-CONTRACT.md). */
  soldOut?: boolean;
  /**
   * The dish's photo as the build made it from its original (scripts/dish-photos.ts),
   * added after validation: never written by hand. Absent, the category's drawing shows.
   */
  photoImage?: DishPhotoImage;
}

export interface Category {
  name: CategoryName;
  /** The placeholder route the card carries (SPEC.md section 2: it does not navigate). */
  href: string;
  dishes: readonly Dish[];
}

export type Menu = readonly Category[];

/** The item the dish dialog receives (SPEC.md section 3). */
export interface MenuItem extends Dish {
  category: CategoryName;
}

export const PRICE_PATTERN = /^\$\d{1,4}\.\d{2}$/;

const text = z.string().trim().min(1, 'must not be empty');

const dishSchema = z.strictObject({
  name: text.max(200, 'must be at most 200 characters'),
  chineseName: text.optional(),
  price: z.string().regex(PRICE_PATTERN, 'must look like $14.00 (dollar sign, digits, two decimals)'),
  description: text.optional(),
  spicy: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'must be 1 (mild), 2 (medium) or 3 (hot)' }).optional(),
  vegetarian: z.boolean().optional(),
  soldOut: z.boolean({ error: 'must be true or false' }).optional(),
});

const categorySchema = z.strictObject({
  name: z.enum(CATEGORY_NAMES, {
    error: (issue) => `is not a known category (${String(issue.input)}); expected one of: ${CATEGORY_NAMES.join(', ')}`,
  }),
  href: z.string().startsWith('/', 'must be a path on this site, starting with /'),
  dishes: z.array(dishSchema).min(1, 'must list at least one dish'),
});

const menuSchema = z.array(categorySchema).superRefine((categories, context) => {
  const seenCategories = new Set<string>();
  const seenDishes = new Map<string, string>();
  categories.forEach((category, categoryIndex) => {
    if (seenCategories.has(category.name)) {
      context.addIssue({ code: 'custom', path: [categoryIndex, 'name'], message: 'appears twice in the menu' });
    }
    seenCategories.add(category.name);
    category.dishes.forEach((dish, dishIndex) => {
      // Names are compared by the address they give the dish (/?dish=<slug>),
      // so "Lion's Head" and "lion s head" count as the same dish.
      const key = slugify(dish.name);
      const firstCategory = seenDishes.get(key);
      if (firstCategory !== undefined) {
        context.addIssue({
          code: 'custom',
          path: [categoryIndex, 'dishes', dishIndex, 'name'],
          message: `duplicates a dish already listed in ${firstCategory}`,
        });
      } else {
        seenDishes.set(key, category.name);
      }
    });
  });
});

export class MenuValidationError extends Error {
  override name = 'MenuValidationError';
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`The menu has ${problems.length} problem(s):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.problems = problems;
  }
}

/** Checks untrusted menu data and returns it typed, or throws a MenuValidationError. */
export function validateMenu(input: unknown): Menu {
  const result = menuSchema.safeParse(input);
  if (result.success) return result.data;
  throw new MenuValidationError(result.error.issues.map((issue) => describeIssue(input, issue)));
}

/** "Appetizers › Egg Roll › price: must look like $14.00 …" */
function describeIssue(input: unknown, issue: z.core.$ZodIssue): string {
  const [categoryIndex, , dishIndex, ...field] = issue.path;
  const category = pick(input, categoryIndex);
  const where = [labelOf(category, 'name', `category #${Number(categoryIndex) + 1}`)];
  if (issue.path[1] === 'dishes' && dishIndex !== undefined) {
    where.push(labelOf(pick(pick(category, 'dishes'), dishIndex), 'name', `dish #${Number(dishIndex) + 1}`));
    where.push(field.length > 0 ? field.join('.') : 'dish');
  } else if (issue.path.length > 1) {
    where.push(issue.path.slice(1).join('.'));
  }
  if (categoryIndex === undefined) return `menu: ${issue.message}`;
  return `${where.join(' › ')}: ${issue.message}`;
}

function pick(value: unknown, key: PropertyKey | undefined): unknown {
  if (key === undefined || typeof value !== 'object' || value === null) return undefined;
  return (value as Record<PropertyKey, unknown>)[key];
}

/** A readable name for a category or dish, falling back to its position when the name itself is broken. */
function labelOf(value: unknown, key: string, fallback: string): string {
  const name = pick(value, key);
  return typeof name === 'string' && name.trim() !== '' ? `"${name}"` : fallback;
}
