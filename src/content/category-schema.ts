import path from 'node:path';
import { z } from 'zod';
import { translationsOf } from '../i18n/content-fields.ts';
import { defineCollection, entryName, filled, labelledPath, shapeOf, type Filled } from './fields.ts';
import { SERVING_HOURS_FIELDS, servingHoursSchema } from './restaurant-schema.ts';
import { locateIn, readYamlSource, type LocateProblem } from './yaml-source.ts';
import { DRAWINGS } from './drawings.ts';
import { DEFAULT_DRAWING, type Drawing } from '../menu/model/drawing.ts';
import { isSameSitePath } from './content-text.ts';
import { ContentError } from './content-error.ts';
import { readFolder } from './read-folder.ts';
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
 * The menu's categories, one file each under content/categories/, checked at
 * build time: which categories exist, their order, names and pictures are
 * the restaurant's to change; the code knows only what a category is.
 */

/** Where the categories are, inside the content folder. */
export const CATEGORIES_DIR = 'categories';

/** What the category checks say: the build in English, the editor in the owner's language. */
export const CATEGORY_PROBLEMS = {
  name: atMost(100),
  order: orderProblem({ en: "the category's place on the menu", zh: '分类在菜单上的位置' }),
  picture: problem({ en: `must be one of the drawings: ${DRAWINGS.join(', ')}`, zh: `须为这些插图之一：${DRAWINGS.join(', ')}` }),
  href: problem({ en: 'must be a page of the site, starting with /, such as /about', zh: '须为本站的页面，以 / 开头，例如 /about' }),
  noFolder: problem<'folder'>({
    en: "{folder}/ is missing: the menu's categories are its files, one per category",
    zh: '{folder}/ 不见了：菜单的分类就是这个文件夹里的文件，每个分类一个',
  }),
} as const;
const HREF_MESSAGE = CATEGORY_PROBLEMS.href.say();

/** The menu's categories, one file each, content/categories/<name>.yml, their fields in the order of the file. */
export const CATEGORIES = defineCollection({
  name: 'categories',
  folder: CATEGORIES_DIR,
  fields: {
    name: {
      schema: text.max(100, CATEGORY_PROBLEMS.name.say()),
      label: NAME_LABEL,
      hint: { en: 'Rename it here alone: its dishes follow.', zh: '只需在这里改名：它的菜品会跟着改。' },
      editor: { widget: 'string' },
      translation: { schema: optional(text, SHARED_PROBLEMS.text), hint: shownOnMenu },
    },
    order: {
      schema: orderSchema(CATEGORY_PROBLEMS.order),
      label: { en: 'Place on the menu', zh: '在菜单上的位置' },
      hint: {
        en: 'Categories are shown from the lowest number up; 15 puts one between 10 and 20. Two on one number go by name.',
        zh: '分类按数字从小到大排列；15 排在 10 和 20 之间。数字相同的按名称排列。',
      },
      editor: { widget: 'number', value_type: 'int', min: MIN_ORDER, max: MAX_ORDER },
    },
    href: {
      schema: optional(
        z
          .string()
          .regex(/^\/\S*$/, { message: HREF_MESSAGE, abort: true })
          .refine(isSameSitePath, HREF_MESSAGE),
        CATEGORY_PROBLEMS.href,
      ),
      label: { en: 'Link target', zh: '链接目标' },
      hint: { en: 'A page of the site the card links to, such as /about.', zh: '卡片链接到的本站页面，例如 /about。' },
      editor: { widget: 'string', required: false },
    },
    picture: {
      schema: optional(z.enum(DRAWINGS, { error: CATEGORY_PROBLEMS.picture.say() }), CATEGORY_PROBLEMS.picture),
      label: { en: 'Drawing', zh: '插图' },
      hint: { en: 'What its dishes without a photo show.', zh: '没有照片的菜品显示这张插图。' },
      editor: {
        widget: 'select',
        required: false,
        options: DRAWINGS.map((drawing) => ({ label: drawing.replaceAll('-', ' '), value: drawing })),
      },
    },
    servingHours: {
      schema: servingHoursSchema.nullish(),
      label: { en: 'Served at some hours only', zh: '只在部分时段供应' },
      hint: { en: 'Leave empty when the category is served whenever you are open.', zh: '营业时间内都供应时留空。' },
      editor: { widget: 'object', required: false, collapsed: true },
      fields: SERVING_HOURS_FIELDS,
    },
    slug: SLUG_FIELD,
  },
  editor: {
    label: { en: 'Categories', zh: '分类' },
    label_singular: { en: 'Category', zh: '分类' },
    icon: 'category',
    description: {
      en: 'The cards of the menu, in their order. A category shows once a dish is in it; delete or move its dishes before deleting it.',
      zh: '菜单上的卡片，按顺序排列。分类里有菜品后才显示；删除分类之前，先删除或移走它的菜品。',
    },
    extension: 'yml',
    format: 'yml',
    identifier_field: 'name',
    slug: '{{name}}',
    summary: ['{{order}} · {{name}}', ...translationsOf('name').map((field) => `{{${field}}}`)].join(' '),
    create: true,
    delete: true,
    sortable_fields: { fields: ['order', 'name'], default: { field: 'order' } },
  },
});

/** One category file. */
export const categoryFileSchema = z.strictObject(shapeOf(CATEGORIES.fields)).superRefine(({ name, slug }, context) => {
  if (name !== '' && slugOf({ name, slug }) === '') context.addIssue({ code: 'custom', path: ['name'], message: NO_SLUG_MESSAGE });
});

/** A category file as checked, its editor's empty values still in it. */
export type CheckedCategoryFile = z.output<typeof categoryFileSchema>;

/** A category as the site shows it: its checked file without its place, the editor's empty values absent, with its address and its drawing. */
export type CategoryInfo = Filled<Omit<CheckedCategoryFile, 'order' | 'slug' | 'picture'>> & {
  /** The id of its card: "category-<slug>". */
  slug: string;
  /** The drawing its dishes without a photo show. */
  picture: Drawing;
};

/** A category file once checked. */
export interface CategoryFile {
  file: string;
  /** Its file's name, `appetizers` for content/categories/appetizers.yml: what a dish's category field names, kept by a rename. */
  key: string;
  order: number;
  category: CategoryInfo;
}

/** The name a dish uses for the category in `file`: the file's name without its folder and extension. */
export function categoryKeyOf(file: string): string {
  return file.replace(/^.*[\\/]/, '').replace(/\.ya?ml$/, '');
}

/** Checks one parsed category file; every problem names the category, the field and where it is. */
export function validateCategoryFile(input: unknown, file: string, locate: LocateProblem = () => ''): CategoryFile {
  const result = categoryFileSchema.safeParse(input);
  if (!result.success) {
    const label = entryName(input, 'name', file);
    throw new ContentError(
      'menu',
      result.error.issues.flatMap((issue) =>
        issue.code === 'unrecognized_keys'
          ? issue.keys.map(
              (key) =>
                `${label} › ${key}: ${SHARED_PROBLEMS.unknownField.say({ fields: Object.keys(categoryFileSchema.shape).join(', ') })}${locate([key])}`,
            )
          : [`${label} › ${labelledPath(CATEGORIES.fields, issue.path, 'category')}: ${issue.message}${locate(issue.path)}`],
      ),
    );
  }
  const { name, order, href, picture, servingHours, slug, ...others } = result.data;
  // An editor's empty values are absent fields to the site.
  const category: CategoryInfo = {
    name,
    ...filled(others),
    slug: slugOf({ name, slug }),
    ...(href ? { href } : {}),
    picture: picture || DEFAULT_DRAWING,
    ...(servingHours ? { servingHours } : {}),
  };
  return { file, key: categoryKeyOf(file), order, category };
}

/** Parses and checks one category file; every problem names its field and line in `fileName`. */
export function parseCategoryFile(source: string, fileName: string): CategoryFile {
  const yaml = readYamlSource(source, fileName);
  if (yaml.problems) throw new ContentError('menu', yaml.problems);
  return validateCategoryFile(yaml.data, fileName, locateIn(yaml, fileName));
}

/**
 * Reads and checks every category file; throws a ContentError naming every
 * problem in every file. Each good one is also put in `read` as it is read, so
 * that the dishes' problems name their categories even when another category has a problem.
 */
export function readCategories(contentDir: string, read: CategoryFile[] = []): CategoryFile[] {
  const folder = path.join(contentDir, CATEGORIES_DIR);
  return readFolder(folder, {
    kind: 'menu',
    parse: (source, fileName) => {
      const category = parseCategoryFile(source, fileName);
      read.push(category);
      return category;
    },
    ifMissing: { problem: CATEGORY_PROBLEMS.noFolder.say({ folder }) },
  });
}
