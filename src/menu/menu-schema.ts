import { z } from 'zod';
import {
  ALLERGENS,
  CATEGORIES,
  CATEGORY_NAMES,
  type Allergen,
  type CategoryEntry,
  type CategoryName,
  type DishEntry,
} from './menu-model.ts';
import { parseDate } from '../restaurant/opening-hours.ts';
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

/** Sold out for one day: the day is the restaurant's, and the dish is back when it next opens. */
export const SOLD_OUT_ON_MESSAGE = 'must be a date written YYYY-MM-DD, such as 2026-11-27: the day the dish sold out';

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

/** What the allergen lists take: the fourteen, and "none" for a dish checked and free of them all. */
export const NO_ALLERGENS = 'none';
const ALLERGEN_MESSAGE = `must list allergens from: ${ALLERGENS.join(', ')}`;
const allergenList = (extra: readonly string[]) =>
  z.array(
    z.enum([...ALLERGENS, ...extra] as [string, ...string[]], {
      error: (issue) => `${JSON.stringify(issue.input)} is not one of the fourteen allergens: ${[...ALLERGENS, ...extra].join(', ')}`,
    }),
    { error: ALLERGEN_MESSAGE },
  );

/** An animal product a vegan dish cannot contain. */
const NOT_VEGAN: readonly Allergen[] = ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'];

const allergensSchema = z
  .strictObject(
    {
      contains: optional(allergenList([NO_ALLERGENS]), ALLERGEN_MESSAGE),
      mayContain: optional(allergenList([]), ALLERGEN_MESSAGE),
    },
    { error: 'must list what the dish contains (contains) and may contain (mayContain)' },
  )
  .superRefine(({ contains, mayContain }, context) => {
    const listed = contains || [];
    if (listed.includes(NO_ALLERGENS) && listed.length > 1) {
      context.addIssue({
        code: 'custom',
        path: ['contains'],
        message: `lists "${NO_ALLERGENS}" with allergens; "${NO_ALLERGENS}" stands alone`,
      });
    }
    if ((mayContain || []).length > 0 && listed.length === 0) {
      context.addIssue({ code: 'custom', path: ['contains'], message: `is missing: say what the dish contains, or "${NO_ALLERGENS}"` });
    }
    for (const allergen of mayContain || []) {
      if (listed.includes(allergen))
        context.addIssue({ code: 'custom', path: ['mayContain'], message: `lists ${allergen}, which contains lists already` });
    }
  });

/** One dish file, content/dishes/<name>.yml, its fields in the order the editor writes them. */
export const dishFileSchema = z
  .strictObject({
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
    soldOutOn: optional(
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, { message: SOLD_OUT_ON_MESSAGE, abort: true })
        .refine((value) => parseDate(value) !== null, 'is not a day of the calendar'),
      SOLD_OUT_ON_MESSAGE,
    ),
    description: optional(text, 'must be text'),
    chineseDescription: optional(text, 'must be text'),
    spicy: optional(z.union([z.literal(1), z.literal(2), z.literal(3)]), 'must be 1 (mild), 2 (medium) or 3 (hot)'),
    vegetarian: optional(z.boolean(), 'must be true or false'),
    vegan: optional(z.boolean(), 'must be true or false'),
    glutenFree: optional(z.boolean(), 'must be true or false'),
    allergens: allergensSchema.optional().nullable(),
    photo: optional(z.string().regex(PHOTO_PATTERN, PHOTO_MESSAGE), PHOTO_MESSAGE),
  })
  .superRefine(({ vegan, glutenFree, allergens }, context) => {
    // Marks a guest relies on must not contradict what the dish contains.
    const contains = allergens?.contains || [];
    if (vegan === true) {
      const animal = contains.filter((allergen) => NOT_VEGAN.includes(allergen as Allergen));
      if (animal.length > 0)
        context.addIssue({ code: 'custom', path: ['vegan'], message: `cannot be true: the dish contains ${animal.join(', ')}` });
    }
    if (glutenFree === true && contains.includes('gluten')) {
      context.addIssue({ code: 'custom', path: ['glutenFree'], message: 'cannot be true: the dish contains gluten' });
    }
  });

/** A dish file once checked: where it goes, and what the site shows of it. */
export interface DishFile {
  file: string;
  category: CategoryName;
  order: number;
  dish: DishEntry;
  /** The lines of its name and photo, where the file was read from YAML, for messages that span files. */
  lines?: { name?: number; photo?: number };
}

/** "content/dishes/egg-roll.yml line 1": where a field of a dish file is, as the messages name it. */
export function placeOf({ file, lines }: DishFile, field: 'name' | 'photo'): string {
  const line = lines?.[field];
  return line === undefined ? file : `${file} line ${line}`;
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
  const { category, order, allergens, vegetarian, vegan, ...fields } = result.data;
  const contains = allergens?.contains || [];
  // An editor's empty values (null, "", false, []) are absent fields to the site; a vegan dish is vegetarian too.
  // The order of the fields is the site's own, so that moving a field in the editor changes nothing guests get.
  const shown = {
    ...fields,
    vegetarian: vegetarian === true || vegan === true,
    vegan,
    allergens:
      contains.length > 0
        ? { contains: contains.filter((allergen) => allergen !== NO_ALLERGENS), mayContain: allergens?.mayContain || [] }
        : undefined,
  };
  const dish = Object.fromEntries(
    (
      [
        'name',
        'chineseName',
        'price',
        'description',
        'chineseDescription',
        'spicy',
        'vegetarian',
        'vegan',
        'glutenFree',
        'allergens',
        'photo',
        'soldOut',
        'soldOutOn',
      ] as const
    )
      .map((key) => [key, shown[key]] as const)
      .filter(([, value]) => value !== null && value !== '' && value !== false && value !== undefined),
  ) as unknown as DishEntry;
  return { file, category, order, dish };
}

/**
 * The categories in their order, each with its dishes by `order` (then by
 * name). Throws a MenuValidationError for the problems that span files: a
 * dish name used twice (compared by slug, so "Lion's Head" and "lion s head"
 * are the same dish), named with both its files, and a category left without dishes.
 */
export function arrangeMenu(files: readonly DishFile[]): CategoryEntry[] {
  const problems: string[] = [];
  const seen = new Map<string, DishFile>();
  for (const entry of files) {
    const { category, dish } = entry;
    const first = seen.get(slugify(dish.name));
    if (first === undefined) {
      seen.set(slugify(dish.name), entry);
      continue;
    }
    // Both files, so that the owner deletes or renames the one meant, not whichever the build happened to read second.
    problems.push(
      `"${category}" › "${dish.name}" › name: is the same dish as "${first.category}" › "${first.dish.name}"; ` +
        `keep one of the two files and rename or delete the other (${placeOf(first, 'name')} and ${placeOf(entry, 'name')})`,
    );
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
