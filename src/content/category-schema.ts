import path from 'node:path';
import { z } from 'zod';
import { translatedShape } from '../i18n/content-fields.ts';
import { CATEGORY_LABELS, labelledPath } from '../admin/field-labels.ts';
import { servingHoursSchema } from './restaurant-schema.ts';
import { locateIn, readYamlSource, type LocateProblem } from './yaml-source.ts';
import { DRAWINGS } from './drawings.ts';
import { DEFAULT_DRAWING, type CategoryInfo } from '../menu/model/menu-model.ts';
import { isSameSitePath } from './content-text.ts';
import { ContentError } from './content-error.ts';
import { readFolder } from './read-folder.ts';
import { categoryKeyOf, NO_SLUG_MESSAGE, optional, orderSchema, slugField, slugOf, text, type CategoryFile } from './menu-schema.ts';

/**
 * The menu's categories, one file each under content/categories/, checked at
 * build time: which categories exist, their order, names and pictures are
 * the restaurant's to change; the code knows only what a category is.
 */

/** Where the categories are, inside the content folder. */
export const CATEGORIES_DIR = 'categories';

const PICTURE_MESSAGE = `must be one of the drawings: ${DRAWINGS.join(', ')}`;
const HREF_MESSAGE = 'must be a page of the site, starting with /, such as /about';

/** One category file, content/categories/<slug>.yml, its fields in the order the editor writes them. */
export const categoryFileSchema = z
  .strictObject({
    name: text.max(100, 'must be at most 100 characters'),
    ...translatedShape(['name'], optional(text, 'must be text')),
    order: orderSchema("the category's place on the menu"),
    href: optional(
      z
        .string()
        .regex(/^\/\S*$/, { message: HREF_MESSAGE, abort: true })
        .refine(isSameSitePath, HREF_MESSAGE),
      HREF_MESSAGE,
    ),
    picture: optional(z.enum(DRAWINGS, { error: PICTURE_MESSAGE }), PICTURE_MESSAGE),
    servingHours: servingHoursSchema.nullish(),
    slug: slugField,
  })
  .superRefine(({ name, slug }, context) => {
    if (name !== '' && slugOf({ name, slug }) === '') context.addIssue({ code: 'custom', path: ['name'], message: NO_SLUG_MESSAGE });
  });

/** Checks one parsed category file; every problem names the category, the field and where it is. */
export function validateCategoryFile(input: unknown, file: string, locate: LocateProblem = () => ''): CategoryFile {
  const result = categoryFileSchema.safeParse(input);
  if (!result.success) {
    const name = typeof input === 'object' && input !== null && 'name' in input ? input.name : undefined;
    const label = typeof name === 'string' && name.trim() !== '' ? `"${name}"` : file;
    throw new ContentError(
      'menu',
      result.error.issues.flatMap((issue) =>
        issue.code === 'unrecognized_keys'
          ? issue.keys.map(
              (key) =>
                `${label} › ${key}: is not a field here; the fields are ${Object.keys(categoryFileSchema.shape).join(', ')}${locate([key])}`,
            )
          : [`${label} › ${labelledPath(CATEGORY_LABELS, issue.path, 'category')}: ${issue.message}${locate(issue.path)}`],
      ),
    );
  }
  const { name, order, href, picture, servingHours, slug, ...translations } = result.data;
  // An editor's empty values are absent fields to the site.
  const category: CategoryInfo = {
    name,
    ...Object.fromEntries(Object.entries(translations).filter(([, value]) => value)),
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

/** Reads and checks every category file; throws a ContentError naming every problem in every file. */
export function readCategories(contentDir: string): CategoryFile[] {
  const folder = path.join(contentDir, CATEGORIES_DIR);
  return readFolder(folder, {
    kind: 'menu',
    parse: parseCategoryFile,
    ifMissing: { problem: `${folder}/ is missing: the menu's categories are its files, one per category` },
  });
}
