import { z } from 'zod';
import { translatedShape, translationsOf } from '../i18n/content-fields.ts';
import { ALLERGENS, type Allergen, type CategoryEntry, type CategoryInfo, type DishEntry } from '../menu/model/menu-model.ts';
import { parseDate } from '../restaurant/opening-hours.ts';
import { SLUG_PATTERN, slugify } from '../menu/model/slug.ts';
import { ContentError } from './content-error.ts';
import type { LocateProblem } from './yaml-source.ts';
import { CATEGORY_LABEL, CATEGORY_LABELS, DISH_LABELS, labelledPath } from '../admin/field-labels.ts';

/**
 * The checks that keep a hand-edited menu honest. They run at build time only
 * (menu-file.ts reads content/dishes/), where a bad entry stops the
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

const CATEGORY_MESSAGE = "must be a category's file name, such as appetizers for content/categories/appetizers.yml";

const PHOTO_MESSAGE = 'must be a photo under photos/, such as photos/egg-roll.jpg (a .jpg, .jpeg, .png, .webp or .avif file)';

/** A dish's place in its category: the menu lists its dishes from the lowest number up. */
export const MIN_ORDER = 1;
export const MAX_ORDER = 999;

/** How an editor leaves an optional field empty: YAML `null`, `""`, or an unticked box. */
const empty = z.union([z.null(), z.literal(''), z.literal(false)]);

/** An optional field, where an empty value counts as absent. */
export function optional<T extends z.ZodType>(schema: T, message: string) {
  return z.union([schema, empty], { error: message }).optional();
}

export const text = z.string().trim().min(1, 'must not be empty');

/** A place in a list: a dish's in its category, a category's on the menu. */
export function orderSchema(what: string) {
  const message = `must be a whole number from ${MIN_ORDER} to ${MAX_ORDER}`;
  return z
    .number({ error: `${message}: ${what}` })
    .int(message)
    .min(MIN_ORDER, message)
    .max(MAX_ORDER, message);
}

const SLUG_MESSAGE = 'must be lower-case letters a-z, digits and single hyphens, such as gong-bao-ji-ding';

/** An address written by hand, for a name whose letters the build cannot spell in a-z (Thai, Cyrillic, …), or to keep an old one. */
export const slugField = optional(z.string().regex(SLUG_PATTERN, SLUG_MESSAGE), SLUG_MESSAGE);

/** The address of a name: its `slug` field, or the name spelt in a-z; "" when the name has no letter the build can spell. */
export function slugOf(fields: { name: string; slug?: string | null | false | undefined }): string {
  return fields.slug || slugify(fields.name);
}

export const NO_SLUG_MESSAGE = 'gives no address: it has no letter or digit the build can spell in a-z; add a field such as slug: my-dish';

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
  });

/** One dish file, content/dishes/<name>.yml, its fields in the order the editor writes them. */
export const dishFileSchema = z
  .strictObject({
    name: text.max(200, 'must be at most 200 characters'),
    ...translatedShape(['name'], optional(text, 'must be text')),
    // Which categories exist is content (content/categories/): arrangeMenu checks the file name against them.
    category: z.string({ error: CATEGORY_MESSAGE }).trim().min(1, CATEGORY_MESSAGE),
    order: orderSchema("the dish's place in its category"),
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
    ...translatedShape(['description'], optional(text, 'must be text')),
    spicy: optional(z.union([z.literal(1), z.literal(2), z.literal(3)]), 'must be 1 (mild), 2 (medium) or 3 (hot)'),
    vegetarian: optional(z.boolean(), 'must be true or false'),
    vegan: optional(z.boolean(), 'must be true or false'),
    glutenFree: optional(z.boolean(), 'must be true or false'),
    allergens: allergensSchema.optional().nullable(),
    photo: optional(z.string().regex(PHOTO_PATTERN, PHOTO_MESSAGE), PHOTO_MESSAGE),
    slug: slugField,
  })
  .superRefine(({ name, slug, vegan, glutenFree, allergens }, context) => {
    if (name !== '' && slugOf({ name, slug }) === '') context.addIssue({ code: 'custom', path: ['name'], message: NO_SLUG_MESSAGE });
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

/** A dish file once checked: where it goes, its address, and what the site shows of it. */
export interface DishFile {
  file: string;
  category: string;
  order: number;
  slug: string;
  dish: DishEntry;
  /** Where its category is written: " (content/dishes/egg-roll.yml line 3)". */
  categoryAt?: string;
  /** The lines of its name and photo, where the file was read from YAML, for messages that span files. */
  lines?: { name?: number; photo?: number };
}

/** The name a dish uses for the category in `file`: the file's name without its folder and extension. */
export function categoryKeyOf(file: string): string {
  return file.replace(/^.*[\\/]/, '').replace(/\.ya?ml$/, '');
}

/** "content/dishes/egg-roll.yml line 1": where a field of a dish file is, as the messages name it. */
export function placeOf({ file, lines }: DishFile, field: 'name' | 'photo'): string {
  const line = lines?.[field];
  return line === undefined ? file : `${file} line ${line}`;
}

/** A category file once checked (category-schema.ts). */
export interface CategoryFile {
  file: string;
  /** Its file's name, `appetizers` for content/categories/appetizers.yml: what a dish's category field names, kept by a rename. */
  key: string;
  order: number;
  category: CategoryInfo;
}

/**
 * Checks one parsed dish file and returns the dish as the site shows it, or
 * throws a ContentError whose problems each name the category, the dish
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
      return [`${where} › ${labelledPath(DISH_LABELS, issue.path, 'dish')}: ${issue.message}${locate(issue.path)}`];
    });
    throw new ContentError('menu', problems);
  }
  const { category, order, slug, allergens, vegetarian, vegan, ...fields } = result.data;
  const contains = allergens?.contains || [];
  // An editor's empty values (null, "", false, []) are absent fields to the site; a vegan dish is vegetarian too.
  // The order of the fields is the site's own, so that moving a field in the editor changes nothing guests get.
  const shown = {
    ...fields,
    vegetarian: vegetarian === true || vegan === true,
    vegan,
    allergens:
      contains.length > 0
        ? {
            contains: contains.filter((allergen) => allergen !== NO_ALLERGENS),
            // An allergen the owner moved to Contains and left ticked under May contain: contains says more.
            mayContain: (allergens?.mayContain || []).filter((allergen) => !contains.includes(allergen)),
          }
        : undefined,
  };
  const dish = Object.fromEntries(
    (
      [
        'name',
        ...translationsOf('name'),
        'price',
        'description',
        ...translationsOf('description'),
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
  return { file, category, order, slug: slugOf({ name: fields.name, slug }), dish, categoryAt: locate(['category']) };
}

/**
 * The categories in their order, each with its dishes by `order` (then by
 * name), each dish with its address. Throws a ContentError for the
 * problems that span files, each naming every file it concerns: two
 * categories with one name or place, two dishes with one address ("Lion's
 * Head" and "lion s head" are the same dish), dishes whose category has no
 * file (all in one problem, with the categories there are). A category with
 * no dishes yet is left out.
 */
export function arrangeMenu(files: readonly DishFile[], categoryFiles: readonly CategoryFile[]): CategoryEntry[] {
  const problems = [
    ...sharedValues(
      categoryFiles,
      ({ category }) => category.name.toLowerCase(),
      (first, second) =>
        `"${second.category.name}" › ${CATEGORY_LABELS.name}: is the name of two categories, ${first.file} and ${second.file}; rename one, or delete one and move its dishes`,
    ),
    ...sharedValues(
      // Two of one name are named once, above.
      categoryFiles.filter(
        ({ category }, index) =>
          !categoryFiles.slice(0, index).some((other) => other.category.name.toLowerCase() === category.name.toLowerCase()),
      ),
      ({ category }) => category.slug,
      (first, second) =>
        `"${second.category.name}" › ${CATEGORY_LABELS.name}: gives the same address (${second.category.slug}) as "${first.category.name}" in ${first.file}; rename one or give it a slug (${second.file})`,
    ),
    ...sharedValues(
      files,
      ({ slug }) => slug,
      (first, second) =>
        `"${first.dish.name}" (${placeOf(first, 'name')}) and "${second.dish.name}" (${placeOf(second, 'name')}) would share the address /dishes/${first.slug}/: ` +
        'keep one of the two files, or rename one of them or give it its own slug',
    ),
  ];
  const keys = new Set(categoryFiles.map(({ key }) => key));
  const orphans = files.filter((entry) => !keys.has(entry.category));
  if (orphans.length > 0) problems.push(orphansProblem(orphans, categoryFiles));
  // A category no dish names yet is not shown: the owner adds it, then its dishes, and every build between is good.
  // Two categories on one place, as the editor cannot refuse, go by name, as dishes do.
  const categories = [...categoryFiles]
    .sort((a, b) => a.order - b.order || a.category.name.localeCompare(b.category.name))
    .map(({ key, category }) => ({
      ...category,
      dishes: files
        .filter((entry) => entry.category === key)
        .sort((a, b) => a.order - b.order || a.dish.name.localeCompare(b.dish.name))
        .map((entry) => ({ ...entry.dish, slug: entry.slug })),
    }))
    .filter((category) => category.dishes.length > 0);
  if (problems.length > 0) throw new ContentError('menu', problems);
  return categories;
}

/** The categories no dish names yet, which guests do not see: the build notes them without stopping. */
export function categoriesWithoutDishes(files: readonly DishFile[], categoryFiles: readonly CategoryFile[]): CategoryFile[] {
  return categoryFiles.filter(({ key }) => !files.some((entry) => entry.category === key));
}

/** One problem listing every dish whose category has no file, with the categories there are (a name written for its file named too). */
function orphansProblem(orphans: readonly DishFile[], categoryFiles: readonly CategoryFile[]): string {
  const byName = new Map(categoryFiles.map(({ key, category }) => [category.name.toLowerCase(), key]));
  const dishLine = (entry: DishFile) => {
    const key = byName.get(entry.category.toLowerCase());
    const hint = key === undefined ? '' : `: write ${key}, the file name of "${entry.category}"`;
    return `      "${entry.dish.name}" › ${CATEGORY_LABEL}: ${entry.category}${hint}${entry.categoryAt || ` (${entry.file})`}`;
  };
  const choices = categoryFiles.map(({ key, category }) => `${key} (${category.name})`).join(', ') || 'none yet';
  return [
    `${orphans.length} dish(es) name a category that does not exist; pick one of the categories under ${CATEGORY_LABEL}:`,
    ...orphans.map(dishLine),
    `    The categories are: ${choices}`,
  ].join('\n');
}

/** One problem for each entry whose key an earlier entry has already. */
function sharedValues<T>(entries: readonly T[], key: (entry: T) => unknown, describe: (first: T, second: T) => string): string[] {
  const seen = new Map<unknown, T>();
  return entries.flatMap((entry) => {
    const first = seen.get(key(entry));
    if (first === undefined) seen.set(key(entry), entry);
    return first === undefined ? [] : [describe(first, entry)];
  });
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
