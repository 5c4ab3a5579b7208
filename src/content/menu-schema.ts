import { z } from 'zod';
import { translationsOf } from '../i18n/content-fields.ts';
import { ALLERGENS, type Allergen, type DishAllergens } from '../menu/model/allergens.ts';
import { parseDate } from '../restaurant/opening-hours.ts';
import { ContentError } from './content-error.ts';
import type { LocateProblem } from './yaml-source.ts';
import type { CategoryFile } from './category-schema.ts';
import {
  defineCollection,
  entryName,
  fieldLabel,
  filled,
  fromCatalogue,
  labelledPath,
  shapeOf,
  type Fields,
  type Filled,
} from './fields.ts';
import { problem } from './problem.ts';
import {
  atMost,
  MAX_ORDER,
  MIN_ORDER,
  NAME_LABEL,
  NO_SLUG_MESSAGE,
  optional,
  orderProblem,
  orderSchema,
  SHARED_PROBLEMS,
  shownOnMenu,
  SLUG_FIELD,
  slugOf,
  text,
} from './shared-fields.ts';

/**
 * The checks that keep a hand-edited menu honest. They run at build time only
 * (menu-file.ts reads content/dishes/), where a bad entry stops the
 * build with a message naming the file, the category, the dish, the field and
 * the line; the browser never loads zod.
 */

/** The price rule of the build and of the editor's Price field. */
export const PRICE_PATTERN = /^\$\d{1,4}\.\d{2}$/;

/** A photo original under content/photos/, as the editor's image widget stores it. */
export const PHOTO_PATTERN = /^photos\/(?:[\w-]+\/)*[\w-][\w.-]*\.(?:jpe?g|JPE?G|png|PNG|webp|WEBP|avif|AVIF)$/;

/** What the allergen lists take: the fourteen, and "none" for a dish checked and free of them all. */
export const NO_ALLERGENS = 'none';
/** How the editor names "none". */
const NONE_OF_THESE = { en: 'None of these (checked)', zh: '都不含（已核对）' } as const;

/** The spiciness a dish may have, as the editor offers it. */
const SPICINESS = [
  { label: { en: 'Mild', zh: '微辣' }, value: 1 },
  { label: { en: 'Medium', zh: '中辣' }, value: 2 },
  { label: { en: 'Hot', zh: '特辣' }, value: 3 },
] as const;

/** A dish's Category field, as the editor and the build's messages name it. */
const CATEGORY_LABEL = { en: 'Category', zh: '分类' } as const;

/** What the dish checks say: the build in English, the editor in the owner's language. */
export const DISH_PROBLEMS = {
  price: problem({
    en: 'must look like $14.00 (dollar sign, digits, two decimals)',
    zh: '须写成 $14.00 这样（美元符号、数字、两位小数）',
  }),
  // Sold out for one day: the day is the restaurant's, and the dish is back when it next opens.
  soldOutOn: problem({
    en: 'must be a date written YYYY-MM-DD, such as 2026-11-27: the day the dish sold out',
    zh: '须为 YYYY-MM-DD 格式的日期，例如 2026-11-27：菜品售罄的那一天',
  }),
  category: problem({
    en: "must be a category's file name, such as appetizers for content/categories/appetizers.yml",
    zh: '须为分类的文件名，例如 content/categories/appetizers.yml 写 appetizers',
  }),
  photo: problem({
    en: 'must be a photo under photos/, such as photos/egg-roll.jpg (a .jpg, .jpeg, .png, .webp or .avif file)',
    zh: '须为 photos/ 下的照片，例如 photos/egg-roll.jpg（.jpg、.jpeg、.png、.webp 或 .avif 文件）',
  }),
  allergens: problem({ en: `must list allergens from: ${ALLERGENS.join(', ')}`, zh: `须从这些过敏原中选：${ALLERGENS.join(', ')}` }),
  notAnAllergen: problem<'value' | 'allergens'>({
    en: '{value} is not one of the fourteen allergens: {allergens}',
    zh: '{value} 不是十四种过敏原之一：{allergens}',
  }),
  allergenFields: problem({
    en: 'must list what the dish contains (contains) and may contain (mayContain)',
    zh: '须列出菜品含有的（contains）和可能含有的（mayContain）过敏原',
  }),
  noneWithOthers: problem({
    en: `lists "${NO_ALLERGENS}" with allergens; "${NO_ALLERGENS}" stands alone`,
    zh: `同时选了“${NONE_OF_THESE.zh}”和过敏原；“${NONE_OF_THESE.zh}”只能单独选`,
  }),
  containsMissing: problem({
    en: `is missing: say what the dish contains, or "${NO_ALLERGENS}"`,
    zh: `未填写：请选菜品含有的过敏原，或“${NONE_OF_THESE.zh}”`,
  }),
  name: atMost(200),
  order: orderProblem({ en: "the dish's place in its category", zh: '菜品在分类中的位置' }),
  spicy: problem({
    en: 'must be 1 (mild), 2 (medium) or 3 (hot)',
    zh: `须为 ${SPICINESS.map(({ label, value }) => `${value}（${label.zh}）`)
      .join('、')
      .replace(/、(?=[^、]*$)/u, '或 ')}`,
  }),
  notVegan: problem<'allergens'>({ en: 'cannot be true: the dish contains {allergens}', zh: '不能勾选，因为这道菜含有 {allergens}' }),
  notGlutenFree: problem({
    en: 'cannot be true: the dish contains gluten',
    zh: `不能勾选，因为这道菜含有${fromCatalogue((messages) => messages.allergens.gluten).zh}`,
  }),
  sameName: problem<'first' | 'second'>({
    en: 'is the name of two categories, {first} and {second}; rename one, or delete one and move its dishes',
    zh: '是两个分类的名称：{first} 和 {second}；请改掉其中一个的名称，或删除一个并移走它的菜品',
  }),
  sameCategoryAddress: problem<'slug' | 'other' | 'file' | 'second'>({
    en: 'gives the same address ({slug}) as "{other}" in {file}; rename one or give it a slug ({second})',
    zh: '与 {file} 中的 "{other}" 网址相同（{slug}）；请改掉其中一个的名称，或给它一个网址（{second}）',
  }),
  sameDishAddress: problem<'first' | 'firstAt' | 'second' | 'secondAt' | 'slug'>({
    en: '"{first}" ({firstAt}) and "{second}" ({secondAt}) would share the address /dishes/{slug}/: keep one of the two files, or rename one of them or give it its own slug',
    zh: '"{first}"（{firstAt}）和 "{second}"（{secondAt}）会用同一个网址 /dishes/{slug}/：请只留下其中一个文件，或给其中一个改名或另设网址',
  }),
  orphans: problem<'count'>({
    en: `{count} dish(es) name a category that does not exist; pick one of the categories under ${CATEGORY_LABEL.en}:`,
    zh: `有 {count} 道菜的分类不存在；请在“${CATEGORY_LABEL.zh}”中选一个已有的分类：`,
  }),
  orphanFileName: problem<'key' | 'category'>({
    en: 'write {key}, the file name of "{category}"',
    zh: '请写 {key}，即 "{category}" 的文件名',
  }),
  categoriesAre: problem<'choices'>({ en: 'The categories are: {choices}', zh: '已有的分类：{choices}' }),
  noCategoriesYet: problem({ en: 'none yet', zh: '还没有' }),
} as const;

const allergenList = (extra: readonly string[]) =>
  z.array(
    z.enum([...ALLERGENS, ...extra] as [string, ...string[]], {
      error: (issue) =>
        DISH_PROBLEMS.notAnAllergen.say({ value: JSON.stringify(issue.input), allergens: [...ALLERGENS, ...extra].join(', ') }),
    }),
    { error: DISH_PROBLEMS.allergens.say() },
  );

/** An animal product a vegan dish cannot contain. */
const NOT_VEGAN: readonly Allergen[] = ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'];

/** The allergens as the owner ticks them, by the names food law gives them, in the site's own words. */
const ALLERGEN_OPTIONS = ALLERGENS.map((value) => ({ label: fromCatalogue((messages) => messages.allergens[value]), value }));

const ALLERGEN_FIELDS = {
  contains: {
    schema: optional(allergenList([NO_ALLERGENS]), DISH_PROBLEMS.allergens),
    label: { en: 'Contains', zh: '含有' },
    editor: {
      widget: 'select',
      multiple: true,
      required: false,
      dropdown_threshold: 20,
      options: [{ label: NONE_OF_THESE, value: NO_ALLERGENS }, ...ALLERGEN_OPTIONS],
    },
  },
  mayContain: {
    schema: optional(allergenList([]), DISH_PROBLEMS.allergens),
    label: { en: 'May contain (traces)', zh: '可能含有（微量）' },
    editor: { widget: 'select', multiple: true, required: false, dropdown_threshold: 20, options: ALLERGEN_OPTIONS },
  },
} satisfies Fields;

const allergensSchema = z
  .strictObject(shapeOf(ALLERGEN_FIELDS), { error: DISH_PROBLEMS.allergenFields.say() })
  .superRefine(({ contains, mayContain }, context) => {
    const listed = contains || [];
    if (listed.includes(NO_ALLERGENS) && listed.length > 1) {
      context.addIssue({
        code: 'custom',
        path: ['contains'],
        message: DISH_PROBLEMS.noneWithOthers.say(),
      });
    }
    if ((mayContain || []).length > 0 && listed.length === 0) {
      context.addIssue({ code: 'custom', path: ['contains'], message: DISH_PROBLEMS.containsMissing.say() });
    }
  });

/**
 * The dishes, one file each, content/dishes/<name>.yml, their fields in the
 * order of the file: the editor rewrites a file in this order, so a change is
 * one line. Sold out comes right after the price, in view as a dish opens on a phone.
 */
export const DISHES = defineCollection({
  name: 'dishes',
  folder: 'dishes',
  fields: {
    name: {
      schema: text.max(200, DISH_PROBLEMS.name.say()),
      label: NAME_LABEL,
      editor: { widget: 'string' },
      translation: { schema: optional(text, SHARED_PROBLEMS.text) },
    },
    category: {
      // Which categories exist is content (content/categories/): arrangeMenu checks the file name against them.
      schema: z.string({ error: DISH_PROBLEMS.category.say() }).trim().min(1, DISH_PROBLEMS.category.say()),
      label: CATEGORY_LABEL,
      editor: {
        widget: 'relation',
        // The categories that exist, stored by file name, which a rename leaves as it is; shown by name.
        collection: 'categories',
        value_field: '{{slug}}',
        search_fields: ['name', ...translationsOf('name')],
        display_fields: ['name'],
      },
    },
    order: {
      schema: orderSchema(DISH_PROBLEMS.order),
      label: { en: 'Place in its category', zh: '在分类中的位置' },
      hint: {
        en: 'Dishes are listed from the lowest number up; 15 puts a dish between 10 and 20.',
        zh: '菜品按数字从小到大排列；15 排在 10 和 20 之间。',
      },
      editor: { widget: 'number', value_type: 'int', min: MIN_ORDER, max: MAX_ORDER },
    },
    price: {
      schema: z.string({ error: DISH_PROBLEMS.price.say() }).regex(PRICE_PATTERN, DISH_PROBLEMS.price.say()),
      label: { en: 'Price', zh: '价格' },
      hint: { en: 'Like $14.00', zh: '例如 $14.00' },
      editor: {
        widget: 'string',
        // The build's words after the field's name, as each language joins them.
        pattern: [PRICE_PATTERN.source, { en: `Price ${DISH_PROBLEMS.price.words.en}`, zh: `价格${DISH_PROBLEMS.price.words.zh}` }],
      },
    },
    soldOut: {
      schema: optional(z.boolean(), SHARED_PROBLEMS.trueOrFalse),
      label: { en: 'Sold out', zh: '售罄' },
      editor: { widget: 'boolean', required: false, default: false },
    },
    soldOutOn: {
      schema: optional(
        z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, { message: DISH_PROBLEMS.soldOutOn.say(), abort: true })
          .refine((value) => parseDate(value) !== null, SHARED_PROBLEMS.notADay.say()),
        DISH_PROBLEMS.soldOutOn,
      ),
      label: { en: 'Sold out for the day', zh: '当天售罄' },
      hint: {
        en: 'Pick today: the dish shows Sold out until you next open, then is back by itself. Clear it afterwards when you like.',
        zh: '选今天：这道菜显示售罄，到下次营业时自动恢复。之后可随时清除。',
      },
      editor: { widget: 'datetime', required: false, time_format: false, format: 'YYYY-MM-DD' },
    },
    description: {
      schema: optional(text, SHARED_PROBLEMS.text),
      label: { en: 'Description', zh: '介绍' },
      hint: {
        en: 'Without one, the menu says "Delicious … prepared with premium ingredients and authentic recipes."',
        zh: '不填时，菜单显示一句通用的介绍：“精选上等食材，依正宗做法烹制。”',
      },
      editor: { widget: 'text', required: false },
      translation: { schema: optional(text, SHARED_PROBLEMS.text), hint: shownOnMenu },
    },
    spicy: {
      schema: optional(z.union([z.literal(1), z.literal(2), z.literal(3)]), DISH_PROBLEMS.spicy),
      label: { en: 'Spicy', zh: '辣度' },
      editor: { widget: 'select', required: false, options: SPICINESS },
    },
    vegetarian: {
      schema: optional(z.boolean(), SHARED_PROBLEMS.trueOrFalse),
      label: { en: 'Vegetarian', zh: '素食' },
      editor: { widget: 'boolean', required: false, default: false },
    },
    vegan: {
      schema: optional(z.boolean(), SHARED_PROBLEMS.trueOrFalse),
      label: { en: 'Vegan', zh: '纯素' },
      hint: { en: 'A vegan dish shows as vegetarian too.', zh: '纯素菜也显示为素食。' },
      editor: { widget: 'boolean', required: false, default: false },
    },
    glutenFree: {
      schema: optional(z.boolean(), SHARED_PROBLEMS.trueOrFalse),
      label: { en: 'Gluten-free', zh: '无麸质' },
      editor: { widget: 'boolean', required: false, default: false },
    },
    allergens: {
      schema: allergensSchema.optional().nullable(),
      label: { en: 'Allergens', zh: '过敏原' },
      hint: {
        en: 'Leave both empty until you have checked the recipe: guests are then told to ask your staff. Never leave it empty to mean "none".',
        zh: '核对菜谱之前两项都留空：客人会被提示询问员工。不要用留空表示“都不含”。',
      },
      editor: { widget: 'object', required: false, collapsed: true },
      fields: ALLERGEN_FIELDS,
    },
    photo: {
      schema: optional(z.string().regex(PHOTO_PATTERN, DISH_PROBLEMS.photo.say()), DISH_PROBLEMS.photo),
      label: { en: 'Photo', zh: '照片' },
      editor: {
        widget: 'image',
        required: false,
        choose_url: false,
        // Relative to the dish's file: the photo goes to content/photos/ and the field reads photos/<name>.webp.
        media_folder: '../photos',
        public_folder: 'photos',
      },
    },
    slug: SLUG_FIELD,
  },
  editor: {
    label: { en: 'Dishes', zh: '菜品' },
    label_singular: { en: 'Dish', zh: '菜品' },
    icon: 'restaurant',
    description: {
      en: 'Every dish on the menu. Type part of a name in Search to find one.',
      zh: '菜单上的每道菜。在搜索中输入名称的一部分即可找到。',
    },
    extension: 'yml',
    format: 'yml',
    identifier_field: 'name',
    slug: '{{name}}',
    summary: {
      en: "{{name}} · {{price}}{{soldOut | ternary(' · SOLD OUT', '')}}",
      zh: "{{name}} · {{price}}{{soldOut | ternary(' · 售罄', '')}}",
    },
    create: true,
    delete: true,
    sortable_fields: { fields: ['name', 'price', 'order', 'category'], default: { field: 'order' } },
    view_groups: { default: 'category', groups: [{ name: 'category', label: { en: 'Category', zh: '分类' }, field: 'category' }] },
    view_filters: { filters: [{ name: 'sold-out', label: { en: 'Sold out', zh: '售罄' }, field: 'soldOut', pattern: true }] },
  },
});

/** One dish file. */
export const dishFileSchema = z
  .strictObject(shapeOf(DISHES.fields))
  .superRefine(({ name, slug, vegan, glutenFree, allergens }, context) => {
    if (name !== '' && slugOf({ name, slug }) === '') context.addIssue({ code: 'custom', path: ['name'], message: NO_SLUG_MESSAGE });
    // Marks a guest relies on must not contradict what the dish contains.
    const contains = allergens?.contains || [];
    if (vegan === true) {
      const animal = contains.filter((allergen) => NOT_VEGAN.includes(allergen as Allergen));
      if (animal.length > 0)
        context.addIssue({ code: 'custom', path: ['vegan'], message: DISH_PROBLEMS.notVegan.say({ allergens: animal.join(', ') }) });
    }
    if (glutenFree === true && contains.includes('gluten')) {
      context.addIssue({ code: 'custom', path: ['glutenFree'], message: DISH_PROBLEMS.notGlutenFree.say() });
    }
  });

/** A dish file as checked, its editor's empty values still in it. */
export type CheckedDishFile = z.output<typeof dishFileSchema>;

/** Where a dish file puts its dish, which the site knows by its place in a category instead. */
type Placement = 'category' | 'order' | 'slug';

/**
 * A dish as the site shows it: its checked file without its placement, the
 * editor's empty values absent, and its allergens as known (`none` is an empty `contains`).
 */
export type ShownDish = Filled<Omit<CheckedDishFile, Placement | 'allergens'>> & { allergens?: DishAllergens };

/** A dish file once checked: where it goes, its address, and what the site shows of it. */
export interface DishFile {
  file: string;
  category: string;
  order: number;
  slug: string;
  dish: ShownDish;
  /** Where its category is written: " (content/dishes/egg-roll.yml line 3)". */
  categoryAt?: string;
  /** The lines of its name and photo, where the file was read from YAML, for messages that span files. */
  lines?: { name?: number; photo?: number };
}

/** A category as the editor shows it, by its name (Appetizers), for the file name a dish gives (appetizers); that name itself if no category has it. */
export function categoryNameOf(categories: readonly CategoryFile[], key: string): string {
  return categories.find((category) => category.key === key)?.category.name ?? key;
}

/** "content/dishes/egg-roll.yml line 1": where a field of a dish file is, as the messages name it. */
export function placeOf({ file, lines }: DishFile, field: 'name' | 'photo'): string {
  const line = lines?.[field];
  return line === undefined ? file : `${file} line ${line}`;
}

/**
 * Checks one parsed dish file and returns the dish as the site shows it, or
 * throws a ContentError whose problems each name the category, the dish
 * and the field: `"Appetizers" › "Egg Roll" › price: must look like $14.00 … (content/dishes/egg-roll.yml line 5)`.
 */
export function validateDishFile(
  input: unknown,
  file: string,
  locate: LocateProblem = () => '',
  categories: readonly CategoryFile[] = [],
): DishFile {
  const result = dishFileSchema.safeParse(input);
  if (!result.success) {
    const category = entryName(input, 'category', '');
    const where = `${category ? `"${categoryNameOf(categories, category.slice(1, -1))}"` : 'no category'} › ${entryName(input, 'name', file)}`;
    const problems = result.error.issues.flatMap((issue) => {
      // One problem per unknown key, at the key itself, so that a misspelt `spicey` is named and found.
      if (issue.code === 'unrecognized_keys') {
        const fields = Object.keys(dishFileSchema.shape).join(', ');
        return issue.keys.map((key) => `${where} › ${key}: ${SHARED_PROBLEMS.unknownField.say({ fields })}${locate([key])}`);
      }
      return [`${where} › ${labelledPath(DISHES.fields, issue.path, 'dish')}: ${issue.message}${locate(issue.path)}`];
    });
    throw new ContentError('menu', problems);
  }
  const { category, order, slug, ...fields } = result.data;
  const { name, allergens, vegetarian, vegan } = fields;
  const contains = allergens?.contains || [];
  // Every field but the placement reaches the site, in the order of the fields: a file's own order changes nothing guests get.
  const dish = filled({
    ...fields,
    // A vegan dish is vegetarian too.
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
  }) as ShownDish;
  return { file, category, order, slug: slugOf({ name, slug }), dish, categoryAt: locate(['category']) };
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
export function arrangeMenu(files: readonly DishFile[], categoryFiles: readonly CategoryFile[]) {
  const problems = [
    ...sharedValues(
      categoryFiles,
      ({ category }) => category.name.toLowerCase(),
      (first, second) =>
        `"${second.category.name}" › ${NAME_LABEL.en}: ${DISH_PROBLEMS.sameName.say({ first: first.file, second: second.file })}`,
    ),
    ...sharedValues(
      // Two of one name are named once, above.
      categoryFiles.filter(
        ({ category }, index) =>
          !categoryFiles.slice(0, index).some((other) => other.category.name.toLowerCase() === category.name.toLowerCase()),
      ),
      ({ category }) => category.slug,
      (first, second) =>
        `"${second.category.name}" › ${NAME_LABEL.en}: ${DISH_PROBLEMS.sameCategoryAddress.say({ slug: second.category.slug, other: first.category.name, file: first.file, second: second.file })}`,
    ),
    ...sharedValues(
      files,
      ({ slug }) => slug,
      (first, second) =>
        DISH_PROBLEMS.sameDishAddress.say({
          first: first.dish.name,
          firstAt: placeOf(first, 'name'),
          second: second.dish.name,
          secondAt: placeOf(second, 'name'),
          slug: first.slug,
        }),
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
    const hint = key === undefined ? '' : `: ${DISH_PROBLEMS.orphanFileName.say({ key, category: entry.category })}`;
    return `      "${entry.dish.name}" › ${fieldLabel(DISHES.fields, 'category')}: ${entry.category}${hint}${entry.categoryAt || ` (${entry.file})`}`;
  };
  const choices = categoryFiles.map(({ key, category }) => `${key} (${category.name})`).join(', ') || DISH_PROBLEMS.noCategoriesYet.say();
  return [
    DISH_PROBLEMS.orphans.say({ count: orphans.length }),
    ...orphans.map(dishLine),
    `    ${DISH_PROBLEMS.categoriesAre.say({ choices })}`,
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
