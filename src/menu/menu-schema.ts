import { z } from 'zod';
import { CATEGORY_NAMES, type CategoryEntry, type DishEntry } from './menu-model.ts';
import { slugify } from './slug.ts';

/**
 * The checks that keep a hand-edited menu honest. They run at build time
 * only (src/menu/menu-file.ts reads the menu file), where a bad entry stops
 * the build with a message naming the category, the dish, the field and the
 * line; the browser never loads zod.
 */

/** The price rule of the build and of the editor's Price field. */
export const PRICE_PATTERN = /^\$\d{1,4}\.\d{2}$/;
export const PRICE_MESSAGE = 'must look like $14.00 (dollar sign, digits, two decimals)';

/** A photo original under content/photos/, as the editor's image widget stores it. */
export const PHOTO_PATTERN = /^photos\/(?:[\w-]+\/)*[\w-][\w.-]*\.(?:jpe?g|JPE?G|png|PNG|webp|WEBP|avif|AVIF)$/;

const PHOTO_MESSAGE = 'must be a photo under photos/, such as photos/egg-roll.jpg (a .jpg, .jpeg, .png, .webp or .avif file)';

/** How an editor leaves an optional field empty: YAML `null`, `""`, or an unticked box. */
const empty = z.union([z.null(), z.literal(''), z.literal(false)]);

/** An optional field, where an empty value counts as absent. */
function optional<T extends z.ZodType>(schema: T, message: string) {
  return z.union([schema, empty], { error: message }).optional();
}

const text = z.string().trim().min(1, 'must not be empty');

export const dishSchema = z.strictObject({
  name: text.max(200, 'must be at most 200 characters'),
  chineseName: optional(text, 'must be text'),
  price: z.string({ error: PRICE_MESSAGE }).regex(PRICE_PATTERN, PRICE_MESSAGE),
  description: optional(text, 'must be text'),
  spicy: optional(z.union([z.literal(1), z.literal(2), z.literal(3)]), 'must be 1 (mild), 2 (medium) or 3 (hot)'),
  vegetarian: optional(z.boolean(), 'must be true or false'),
  photo: optional(z.string().regex(PHOTO_PATTERN, PHOTO_MESSAGE), PHOTO_MESSAGE),
  soldOut: optional(z.boolean(), 'must be true or false'),
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
      // Names are compared by the address they give the dish, its slug,
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

/** The whole of content/menu.yml. */
export const menuFileSchema = z.strictObject({ categories: menuSchema });

export class MenuValidationError extends Error {
  override name = 'MenuValidationError';
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`The menu has ${problems.length} problem(s):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.problems = problems;
  }
}

/** Where a problem is in the source, e.g. " (content/menu.yml line 42)", given its path in the file. */
export type LocateProblem = (path: readonly PropertyKey[]) => string;

/** Checks the parsed menu file (`categories:` at its top) and returns its categories, or throws a MenuValidationError naming every problem. */
export function validateMenuFile(input: unknown, locate: LocateProblem = () => ''): CategoryEntry[] {
  const result = menuFileSchema.safeParse(input);
  if (result.success) return withoutEmptyFields(result.data.categories);
  const categories = pick(input, 'categories');
  throw new MenuValidationError(
    splitUnknownKeys(result.error.issues).map((issue) => {
      const [, ...path] = issue.path;
      const inCategory = issue.path[0] === 'categories' && path.length > 0;
      const where = inCategory
        ? describeIssue(categories, path, issue.message)
        : `${['menu', ...issue.path].join(' › ')}: ${issue.message}`;
      return `${where}${locate(issue.path)}`;
    }),
  );
}

interface Problem {
  path: PropertyKey[];
  message: string;
}

/** One problem per unknown key, at the key itself, so that a misspelt `spicey` is named and found. */
function splitUnknownKeys(issues: readonly z.core.$ZodIssue[]): Problem[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'unrecognized_keys') return [{ path: issue.path, message: issue.message }];
    const known = Object.keys(knownKeysAt(issue.path).shape).join(', ');
    return issue.keys.map((key) => ({ path: [...issue.path, key], message: `is not a field here; the fields are ${known}` }));
  });
}

/** The object schema at a path of the file: [] the file, ["categories", n] a category, ["categories", n, "dishes", m] a dish. */
function knownKeysAt(path: readonly PropertyKey[]) {
  if (path.length === 0) return menuFileSchema;
  return path.length >= 4 ? dishSchema : categorySchema;
}

type ParsedCategory = z.output<typeof categorySchema>;

/** An editor's empty values (null, "", false) are absent fields to the site. */
function withoutEmptyFields(categories: readonly ParsedCategory[]): CategoryEntry[] {
  return categories.map((category) => ({
    ...category,
    dishes: category.dishes.map((dish) => {
      const kept = Object.entries(dish).filter(([, value]) => value !== null && value !== '' && value !== false && value !== undefined);
      return Object.fromEntries(kept) as unknown as DishEntry;
    }),
  }));
}

/** "Appetizers › Egg Roll › price: must look like $14.00 …" */
function describeIssue(input: unknown, path: readonly PropertyKey[], message: string): string {
  const [categoryIndex, , dishIndex, ...field] = path;
  const category = pick(input, categoryIndex);
  const where = [labelOf(category, 'name', `category #${Number(categoryIndex) + 1}`)];
  if (path[1] === 'dishes' && dishIndex !== undefined) {
    where.push(labelOf(pick(pick(category, 'dishes'), dishIndex), 'name', `dish #${Number(dishIndex) + 1}`));
    where.push(field.length > 0 ? field.join('.') : 'dish');
  } else if (path.length > 1) {
    where.push(path.slice(1).join('.'));
  }
  return `${where.join(' › ')}: ${message}`;
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
