import type { Field } from '@sveltia/cms';
import { translationsOf } from '../i18n/content-fields.ts';
import { describe, expect, it } from 'vitest';
import { ALLERGENS } from '../menu/model/allergens.ts';
import { CATEGORIES, categoryFileSchema } from '../content/category-schema.ts';
import { DISH_PROBLEMS, DISHES, dishFileSchema, NO_ALLERGENS } from '../content/menu-schema.ts';
import { MAX_ORDER, MIN_ORDER } from '../content/shared-fields.ts';
import { frontMatterSchema } from '../content/page-file.ts';
import { noticeFileSchema } from '../content/notice-file.ts';
import { LOGO_PATTERN, RESTAURANT, restaurantFileSchema } from '../content/restaurant-schema.ts';
import { ACCENT_COLOUR_WIDGET, DAY_HOURS_WIDGET, labelledPath, type Fields } from '../content/fields.ts';
import { WEEKDAYS } from '../restaurant/opening-hours.ts';
import { buildCmsConfig } from './cms-config.ts';

const config = buildCmsConfig({ repo: 'owner/site', branch: 'main', siteUrl: 'https://example.com' });
const collection = (name: string) => config.collections.find((candidate) => candidate.name === name);
const [dishes, categories, restaurant] = ['dishes', 'categories', 'restaurant'].map(collection);
const dishFields = (dishes && 'fields' in dishes ? dishes.fields : undefined) ?? [];
const categoryFields = (categories && 'fields' in categories ? categories.fields : undefined) ?? [];
const restaurantFile = restaurant && 'files' in restaurant ? restaurant.files?.[0] : undefined;
const field = (name: string) => dishFields.find((candidate) => 'name' in candidate && candidate.name === name);
const fieldsOf = (parent: Field | undefined): Field[] => (parent && 'fields' in parent ? parent.fields : undefined) ?? [];

describe('the editor of a dish', () => {
  it('has the fields of a dish file, in the order of its file, so that a save changes only the lines edited', () => {
    expect(dishFields.map((candidate) => candidate.name)).toEqual(Object.keys(dishFileSchema.shape));
  });

  it("refuses a price the build would refuse, with the build's own rule", () => {
    const { pattern } = field('price') as { pattern: [string, string] };
    const price = new RegExp(pattern[0]);
    for (const good of ['$3.50', '$14.00', '$1234.99'])
      expect(dishFileSchema.shape.price.safeParse(good).success && price.test(good)).toBe(true);
    for (const bad of ['3.50', '$3.5', '$3.505', 'free', '']) {
      expect(price.test(bad), bad).toBe(false);
      expect(dishFileSchema.shape.price.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("says what is wrong with a price in the build's words, in each language the editor speaks", () => {
    const { error } = dishFileSchema.shape.price.safeParse('3.50');
    expect(error?.issues[0]?.message).toBe(DISH_PROBLEMS.price.say());
    const zhDishes = buildCmsConfig({ repo: 'owner/site', branch: 'main', siteUrl: 'https://example.com' }, 'zh').collections[0];
    const zhPrice = (zhDishes && 'fields' in zhDishes ? zhDishes.fields : []).find((candidate) => candidate.name === 'price');
    expect((field('price') as { pattern: [string, string] }).pattern[1]).toBe(`Price ${DISH_PROBLEMS.price.say()}`);
    expect((zhPrice as { pattern: [string, string] }).pattern[1]).toBe(`价格${DISH_PROBLEMS.price.say({}, 'zh')}`);
  });

  it('offers exactly the allergens the build takes, and "none" only where the build takes it', () => {
    const [contains, mayContain] = fieldsOf(field('allergens')).map((list) =>
      'options' in list ? (list.options as { value: string }[]).map(({ value }) => value) : [],
    );
    expect(contains).toEqual([NO_ALLERGENS, ...ALLERGENS]);
    expect(mayContain).toEqual([...ALLERGENS]);
  });

  it("takes a place in the category within the build's range", () => {
    expect(field('order')).toMatchObject({ value_type: 'int', min: MIN_ORDER, max: MAX_ORDER });
  });

  it('picks its category from the categories that exist by name, storing its file name, which a rename keeps', () => {
    expect(field('category')).toMatchObject({
      widget: 'relation',
      collection: 'categories',
      value_field: '{{slug}}',
      display_fields: ['name'],
    });
  });

  it('saves a photo in content/photos/, named as the build expects it (photos/<name>)', () => {
    expect(field('photo')).toMatchObject({ media_folder: '../photos', public_folder: 'photos' });
  });
});

it('signs in to the repository it is given, with a token only: no OAuth app, no server', () => {
  expect(config.backend).toMatchObject({ name: 'github', repo: 'owner/site', branch: 'main', auth_methods: ['token'] });
});

it('lists one entry per dish, searchable by its name, each summed up with its price', () => {
  expect(dishes).toMatchObject({ folder: 'content/dishes', identifier_field: 'name', extension: 'yml' });
  expect(dishes && 'summary' in dishes ? dishes.summary : undefined).toContain('{{name}} · {{price}}');
});

describe('the editor of the categories', () => {
  it('adds, renames, reorders and deletes the files of content/categories/', () => {
    expect(categories).toMatchObject({
      folder: 'content/categories',
      identifier_field: 'name',
      extension: 'yml',
      create: true,
      delete: true,
    });
    expect(categories && 'sortable_fields' in categories ? categories.sortable_fields : undefined).toMatchObject({
      default: { field: 'order' },
    });
  });

  it('has the fields of a category file, in the order of its file', () => {
    expect(categoryFields.map((candidate) => candidate.name)).toEqual(Object.keys(categoryFileSchema.shape));
  });
});

describe('the editor', () => {
  it("is titled with the restaurant's name, or plainly while restaurant.yml has a mistake", () => {
    expect(
      buildCmsConfig({ repo: 'owner/site', branch: 'main', siteUrl: 'https://example.com', restaurantName: 'Jade Garden' }).app_title,
    ).toBe('Jade Garden · menu editor');
    expect(config.app_title).toBe('Menu editor');
  });
});

describe("the editor of the restaurant's details", () => {
  it('edits content/restaurant.yml, every field of it in the order of the file', () => {
    expect(restaurantFile?.file).toBe('content/restaurant.yml');
    expect(restaurantFile?.fields.map((candidate) => candidate.name)).toEqual(Object.keys(restaurantFileSchema.shape));
  });

  const patternOf = (input: Field | undefined) => new RegExp(String(input && 'pattern' in input ? input.pattern?.[0] : '(?!)'));

  it('edits each day of the opening hours on one line', () => {
    const hoursField = restaurantFile?.fields.find((candidate) => candidate.name === 'hours');
    expect(fieldsOf(hoursField).map((day) => [day.name, day.widget])).toEqual(WEEKDAYS.map((day) => [day, DAY_HOURS_WIDGET]));
  });

  it.each([
    ['US', true],
    ['CN', true],
    ['us', false],
    ['USA', false],
  ])('takes %s as a country code exactly when the build does: %s', (country, isTaken) => {
    const countryField = fieldsOf(restaurantFile?.fields.find((candidate) => candidate.name === 'address')).find(
      (candidate) => candidate.name === 'country',
    );
    expect(patternOf(countryField).test(country)).toBe(isTaken);
    const address = { street: '1 Main St', locality: 'New York', region: 'NY', postalCode: '10013', country };
    expect(restaurantFileSchema.shape.address.safeParse(address).success).toBe(isTaken);
  });
});

describe('the editor of pages and notices', () => {
  const collection = (name: string) => config.collections.find((candidate) => candidate.name === name);
  const fieldNames = (name: string) => {
    const found = collection(name);
    return (found && 'fields' in found ? (found.fields ?? []) : []).map((candidate) => candidate.name);
  };

  it('edits content/pages/*.md: the front matter in the order of its file, then the Markdown text in each language', () => {
    expect(collection('pages')).toMatchObject({ folder: 'content/pages', extension: 'md', format: 'frontmatter' });
    const texts = ['body', ...translationsOf('body')];
    expect(fieldNames('pages')).toEqual([...Object.keys(frontMatterSchema.shape).filter((name) => !texts.includes(name)), ...texts]);
  });

  it('edits content/notices/*.yml, every field of a notice in the order of its file', () => {
    expect(collection('notices')).toMatchObject({ folder: 'content/notices', extension: 'yml' });
    expect(fieldNames('notices')).toEqual(Object.keys(noticeFileSchema.shape));
  });
});

/** Each field of the editor with its path in the file: allergens.contains. */
function pathsOf(fields: readonly Field[], parent: readonly string[] = []): [string[], string][] {
  return fields.flatMap((candidate) => {
    const path = [...parent, candidate.name];
    return [[path, candidate.label ?? candidate.name] as [string[], string], ...pathsOf(fieldsOf(candidate), path)];
  });
}

it.each([
  ['a dish', dishFields, DISHES.fields],
  ['a category', categoryFields, CATEGORIES.fields],
  ['the restaurant', restaurantFile?.fields ?? [], RESTAURANT.fields],
] as [string, Field[], Fields][])("the build's messages name every field of %s by its label in the editor", (_file, fields, definition) => {
  const paths = pathsOf(fields);
  expect(paths.length).toBeGreaterThan(Object.keys(definition).length);
  for (const [path, label] of paths) expect(labelledPath(definition, path, '').split(' › ').at(-1)).toBe(label);
});

describe("the restaurant's look", () => {
  const restaurantField = (name: string) => restaurantFile?.fields.find((candidate) => candidate.name === name);

  it('takes a colour by picker or typed, checked as the build checks it', () => {
    expect(restaurantField('accentColor')).toMatchObject({ widget: ACCENT_COLOUR_WIDGET, allowInput: true });
  });

  it('offers only the logo files the build takes, at most the size it takes', () => {
    const logo = restaurantField('logo') as { accept: string; media_libraries: { default: { config: { max_file_size: number } } } };
    for (const extension of logo.accept.split(',')) expect(LOGO_PATTERN.test(`photos/logo${extension}`), extension).toBe(true);
    expect(LOGO_PATTERN.test('photos/logo.gif')).toBe(false);
    expect(logo.media_libraries.default.config.max_file_size).toBe(200 * 1024);
  });
});

describe('the editor in each language it speaks', () => {
  const HAN = /\p{Script=Han}/u;
  /** Every text of ours a field shows: its label, hint, options and pattern's message, with the field's path. */
  const textsOf = (fields: readonly Field[], parent = ''): [string, string][] =>
    fields.flatMap((candidate) => {
      const path = `${parent}${candidate.name}`;
      const options = 'options' in candidate ? (candidate.options as ({ label: string } | string)[]) : [];
      return [
        [path, candidate.label ?? ''] as [string, string],
        ...('hint' in candidate && candidate.hint ? [[`${path} hint`, candidate.hint] as [string, string]] : []),
        ...('pattern' in candidate && candidate.pattern ? [[`${path} pattern`, String(candidate.pattern[1])] as [string, string]] : []),
        // The drawings are named by their files.
        ...(candidate.name === 'picture'
          ? []
          : options.map((option): [string, string] => [`${path} option`, typeof option === 'string' ? option : option.label])),
        ...textsOf(fieldsOf(candidate), `${path}.`),
      ];
    });
  const zh = buildCmsConfig({ repo: 'owner/site', branch: 'main', siteUrl: 'https://example.com', restaurantName: 'Jade Garden' }, 'zh');
  const collectionTexts = (collection: (typeof zh.collections)[number]): [string, string][] => [
    [`${collection.name} label`, collection.label ?? ''],
    [`${collection.name} description`, collection.description ?? ''],
    ...('fields' in collection ? textsOf(collection.fields ?? [], `${collection.name}: `) : []),
    ...('files' in collection
      ? collection.files.flatMap((file) => [
          [`${file.name}`, file.label ?? ''] as [string, string],
          ...textsOf(file.fields, `${collection.name}: `),
        ])
      : []),
  ];

  it('shows every label, hint, option, summary and title of ours in Chinese to an owner who chose Chinese', () => {
    for (const [where, text] of zh.collections.flatMap(collectionTexts)) expect(text, where).toMatch(HAN);
    const [zhDishes] = zh.collections;
    expect(zhDishes && 'summary' in zhDishes ? zhDishes.summary : '').toContain('售罄');
    expect(zh.app_title).toBe('Jade Garden · 菜单编辑器');
  });

  it('asks the same fields in the same order in every language, so that a task takes the same taps', () => {
    const names = (collections: typeof zh.collections) =>
      collections.map((collection) => collectionTexts(collection).map(([where]) => where));
    expect(names(zh.collections)).toEqual(names(config.collections));
    expect(config.collections.flatMap(collectionTexts).filter(([, text]) => HAN.test(text) && !text.includes('宫保鸡丁'))).toEqual([]);
  });
});
