import { z } from 'zod';
import { CATEGORIES, CATEGORY_NAMES, type CategoryEntry, type CategoryName, type DishEntry } from './menu-model.ts';
import { slugify } from './slug.ts';

/**
 * The checks that keep a hand-edited menu honest. They run at build time only
 * (src/menu/menu-file.ts reads content/dishes/), where a bad entry stops the
 * build with a message naming the file, the category, the dish, the field and
 * the line; the browser never loads zod.
 */

/** The price rule of the build and of the editor's Price field. */
export const PRICE_PATTERN = /^\$\d{1,4}\.\d{2}$/;
export const PRICE_MESSAGE = 'must look like $14.00 (dollar sign, digits, two decimals)';

/** A photo original under content/photos/, as the editor's image widget stores it. */
export const PHOTO_PATTERN = /^photos\/(?:[\w-]+\/)*[\w-][\w.-]*\.(?:jpe?g|JPE?G|png|PNG|webp|WEBP|avif|AVIF)$/;

const PHOTO_MESSAGE = 'must be a photo under photos/, such as photos/egg-roll.jpg (a .jpg, .jpeg, .png, .webp or .avif file)';

/** A dish's place in its category: the menu lists its dishes from the lowest number up. */
export const MIN_ORDER = 1;
export const MAX_ORDER = 999;

/** How an editor leaves an optional field empty: YAML `null`, `""`, or an unticked box. */
const empty = z.union([z.null(), z.literal(''), z.literal(false)]);

/** An optional field, where an empty value counts as absent. */
function optional<T extends z.ZodType>(schema: T, message: string) {
  return z.union([schema, empty], { error: message }).optional();
}

const text = z.string().trim().min(1, 'must not be empty');

/** One dish file, content/dishes/<name>.yml, its fields in the order the editor writes them. */
export const dishFileSchema = z.strictObject({
  name: text.max(200, 'must be at most 200 characters'),
  chineseName: optional(text, 'must be text'),
  category: z.enum(CATEGORY_NAMES, {
    error: (issue) => `is not a known category (${String(issue.input)}); expected one of: ${CATEGORY_NAMES.join(', ')}`,
  }),
  order: z
    .number({ error: `must be a whole number from ${MIN_ORDER} to ${MAX_ORDER}: the dish's place in its category` })
    .int(`must be a whole number from ${MIN_ORDER} to ${MAX_ORDER}`)
    .min(MIN_ORDER, `must be a whole number from ${MIN_ORDER} to ${MAX_ORDER}`)
    .max(MAX_ORDER, `must be a whole number from ${MIN_ORDER} to ${MAX_ORDER}`),
  price: z.string({ error: PRICE_MESSAGE }).regex(PRICE_PATTERN, PRICE_MESSAGE),
  soldOut: optional(z.boolean(), 'must be true or false'),
  description: optional(text, 'must be text'),
  spicy: optional(z.union([z.literal(1), z.literal(2), z.literal(3)]), 'must be 1 (mild), 2 (medium) or 3 (hot)'),
  vegetarian: optional(z.boolean(), 'must be true or false'),
  photo: optional(z.string().regex(PHOTO_PATTERN, PHOTO_MESSAGE), PHOTO_MESSAGE),
});

/** A dish file once checked: where it goes, and what the site shows of it. */
export interface DishFile {
  file: string;
  category: CategoryName;
  order: number;
  dish: DishEntry;
}

export class MenuValidationError extends Error {
  override name = 'MenuValidationError';
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`The menu has ${problems.length} problem(s):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.problems = problems;
  }
}

/** Where a field is in its file, e.g. " (content/dishes/egg-roll.yml line 5)"; a path of [] is the file itself. */
export type LocateProblem = (path: readonly PropertyKey[]) => string;

/**
 * Checks one parsed dish file and returns the dish as the site shows it, or
 * throws a MenuValidationError whose problems each name the category, the dish
 * and the field: `"Appetizers" › "Egg Roll" › price: must look like $14.00 … (content/dishes/egg-roll.yml line 5)`.
 */
export function validateDishFile(input: unknown, file: string, locate: LocateProblem = () => ''): DishFile {
  const result = dishFileSchema.safeParse(input);
  if (!result.success) {
    const where = `${labelOf(input, 'category', 'no category')} › ${labelOf(input, 'name', file)}`;
    const problems = result.error.issues.flatMap((issue) => {
      // One problem per unknown key, at the key itself, so that a misspelt `spicey` is named and found.
      if (issue.code === 'unrecognized_keys') {
        const fields = Object.keys(dishFileSchema.shape).join(', ');
        return issue.keys.map((key) => `${where} › ${key}: is not a field here; the fields are ${fields}${locate([key])}`);
      }
      return [`${where} › ${issue.path.join('.') || 'dish'}: ${issue.message}${locate(issue.path)}`];
    });
    throw new MenuValidationError(problems);
  }
  const { category, order, ...fields } = result.data;
  // An editor's empty values (null, "", false) are absent fields to the site; the order of
  // the fields is the site's own, so that moving a field in the editor changes nothing guests get.
  const dish = Object.fromEntries(
    (['name', 'chineseName', 'price', 'description', 'spicy', 'vegetarian', 'photo', 'soldOut'] as const)
      .map((key) => [key, fields[key]] as const)
      .filter(([, value]) => value !== null && value !== '' && value !== false && value !== undefined),
  ) as unknown as DishEntry;
  return { file, category, order, dish };
}

/**
 * The categories in their order, each with its dishes by `order` (then by
 * name). Throws a MenuValidationError for the problems that span files: a
 * dish name used twice (compared by slug, so "Lion's Head" and "lion s head"
 * are the same dish), a category left without dishes.
 */
export function arrangeMenu(files: readonly DishFile[], locateName: (file: string) => string = () => ''): CategoryEntry[] {
  const problems: string[] = [];
  const seen = new Map<string, CategoryName>();
  for (const { file, category, dish } of files) {
    const first = seen.get(slugify(dish.name));
    if (first === undefined) seen.set(slugify(dish.name), category);
    else problems.push(`"${category}" › "${dish.name}" › name: duplicates a dish already listed in ${first}${locateName(file)}`);
  }
  const categories = CATEGORIES.map(({ name, href }) => ({
    name,
    href,
    dishes: files
      .filter((entry) => entry.category === name)
      .sort((a, b) => a.order - b.order || a.dish.name.localeCompare(b.dish.name))
      .map((entry) => entry.dish),
  }));
  for (const category of categories) {
    if (category.dishes.length === 0) problems.push(`"${category.name}": has no dishes; every category lists at least one`);
  }
  if (problems.length > 0) throw new MenuValidationError(problems);
  return categories;
}

function pick(value: unknown, key: PropertyKey): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  return (value as Record<PropertyKey, unknown>)[key];
}

/** A readable name for a category or dish, or the fallback when the value itself is broken. */
function labelOf(value: unknown, key: string, fallback: string): string {
  const name = pick(value, key);
  return typeof name === 'string' && name.trim() !== '' ? `"${name}"` : fallback;
}
