import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { menu } from 'virtual:menu';
import { FIXTURE_DIR } from '../../e2e/fixture-restaurant.ts';
import { loadMenu, parseDishFile, readMenu } from './menu-file.ts';
import { ContentError } from './content-error.ts';
import { dishFileSchema } from './menu-schema.ts';

const FILE = 'content/dishes/egg-roll.yml';

/** A dish file as the editor writes it; line numbers below refer to it. */
const EGG_ROLL = `name: Egg Roll
chineseName: 蛋卷
category: appetizers
order: 10
price: $3.50
soldOut: false
vegetarian: false
`;

function problemsOf(source: string, file = FILE): readonly string[] {
  try {
    parseDishFile(source, file);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error('the dish passed');
}

describe('parseDishFile', () => {
  it('reads a dish, its category and its place in it', () => {
    expect(parseDishFile(EGG_ROLL, FILE)).toEqual({
      file: FILE,
      category: 'appetizers',
      order: 10,
      slug: 'egg-roll',
      dish: { name: 'Egg Roll', chineseName: '蛋卷', price: '$3.50' },
      lines: { name: 1 },
      categoryAt: ` (${FILE} line 3)`,
    });
  });

  it('names the file, category, dish, field and line of a bad price', () => {
    expect(problemsOf(EGG_ROLL.replace('$3.50', '3.50'))).toEqual([
      `"appetizers" › "Egg Roll" › Price: must look like $14.00 (dollar sign, digits, two decimals) (${FILE} line 5)`,
    ]);
  });

  it('names a misspelt key and its line', () => {
    expect(problemsOf(`${EGG_ROLL}spicey: 2\n`)).toEqual([
      `"appetizers" › "Egg Roll" › spicey: is not a field here; the fields are ${Object.keys(dishFileSchema.shape).join(', ')} (${FILE} line 8)`,
    ]);
  });

  it('names a missing price at the start of its file', () => {
    expect(problemsOf(EGG_ROLL.replace('price: $3.50\n', ''))).toEqual([
      `"appetizers" › "Egg Roll" › Price: must look like $14.00 (dollar sign, digits, two decimals) (${FILE} line 1)`,
    ]);
  });

  it('names a dish without a name by its file', () => {
    expect(problemsOf(EGG_ROLL.replace('name: Egg Roll', 'name: ""'))).toEqual([
      `"appetizers" › ${FILE} › Name: must not be empty (${FILE} line 1)`,
    ]);
  });

  it('lists every problem of a file, each with its line', () => {
    const problems = problemsOf(EGG_ROLL.replace('$3.50', 'free').replace('order: 10', 'order: 0'));
    expect(problems).toEqual([
      expect.stringMatching(/› Place in its category: .*line 4\)$/),
      expect.stringMatching(/› Price: .*line 5\)$/),
    ]);
  });

  it('reports YAML that does not parse, with its line', () => {
    expect(problemsOf(EGG_ROLL.replace('price: $3.50', 'price: [$3.50'))[0]).toMatch(
      /^content\/dishes\/egg-roll\.yml is not valid YAML: .*\(content\/dishes\/egg-roll\.yml line \d+\)$/,
    );
  });

  it.each([
    ['!!omap', 'allergens: !!omap\n  - contains: [peanuts]\n', 8],
    ['!!set', 'allergens:\n  contains: !!set\n    ? peanuts\n', 9],
    ['!menu', 'description: !menu Crisp\n', 8],
    ['!!str', 'spicy: !!str 1\n', 8],
  ])('refuses the YAML tag %s, which would read what the file plainly lists as empty, naming its line', (tag, fields, line) => {
    expect(problemsOf(EGG_ROLL + fields)).toEqual([
      `${FILE} uses the YAML tag "${tag}", which turns a value into something else: delete it (${FILE} line ${line})`,
    ]);
  });

  it.each([
    ['null', 'null'],
    ['an empty value', ''],
    ['""', '""'],
  ])('treats %s in every optional field as absent', (_label, empty) => {
    const fields = ['description', 'spicy', 'photo'].map((key) => `${key}: ${empty}\n`).join('');
    const withEmpties = EGG_ROLL.replace('chineseName: 蛋卷\n', `chineseName: ${empty}\n`) + fields;
    expect(parseDishFile(withEmpties, FILE).dish).toEqual({ name: 'Egg Roll', price: '$3.50' });
  });

  it('reads false, as the editor writes an unticked box, as absent, and keeps true', () => {
    const dish = parseDishFile(EGG_ROLL.replace('soldOut: false', 'soldOut: true'), FILE).dish;
    expect(dish).toEqual({ name: 'Egg Roll', chineseName: '蛋卷', price: '$3.50', soldOut: true });
  });

  it('keeps a photo path and a spice level', () => {
    const dish = parseDishFile(`${EGG_ROLL}spicy: 3\nphoto: photos/egg-roll.jpg\n`, FILE).dish;
    expect(dish).toMatchObject({ spicy: 3, photo: 'photos/egg-roll.jpg' });
  });
});

describe('readMenu', () => {
  let copy: string | undefined;
  afterEach(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  /** A copy of the fixture restaurant's menu to break. */
  function contentCopy(): string {
    copy = mkdtempSync(path.join(tmpdir(), 'menu-content-'));
    cpSync(path.join(FIXTURE_DIR, 'dishes'), path.join(copy, 'dishes'), { recursive: true });
    cpSync(path.join(FIXTURE_DIR, 'categories'), path.join(copy, 'categories'), { recursive: true });
    return copy;
  }
  /** The test's dish in the fixture's first category, starters.yml. */
  const STARTER = EGG_ROLL.replace('category: appetizers', 'category: starters');

  it('reads every dish file into the menu the site shows', () => {
    expect(loadMenu(FIXTURE_DIR)).toEqual(menu);
    expect(readMenu(FIXTURE_DIR).flatMap((category) => category.dishes)).toHaveLength(readdirSync(path.join(FIXTURE_DIR, 'dishes')).length);
  });

  it('puts a new dish where its order says, after the dishes it follows', () => {
    const content = contentCopy();
    const starters = readMenu(content)[0]?.dishes ?? [];
    writeFileSync(path.join(content, 'dishes', 'egg-roll.yml'), STARTER.replace('order: 10', 'order: 15'));
    const names = readMenu(content)[0]?.dishes.map((dish) => dish.name);
    expect(names).toEqual([starters[0]?.name, 'Egg Roll', ...starters.slice(1).map((dish) => dish.name)]);
  });

  it('names every problem of every file at once', () => {
    const content = contentCopy();
    writeFileSync(path.join(content, 'dishes', 'a.yml'), STARTER.replace('Egg Roll', 'A').replace('$3.50', '3.50'));
    writeFileSync(path.join(content, 'dishes', 'b.yml'), STARTER.replace('Egg Roll', 'B').replace('order: 10', 'order: first'));
    writeFileSync(path.join(content, 'categories', 'c.yml'), 'name: C\norder: 0\n');
    expect(() => readMenu(content)).toThrow(ContentError);
    expect(() => readMenu(content)).toThrow(
      /"C" › Place on the menu: must be a whole number .*c\.yml line 2\)[\s\S]*"Small Plates" › "A" › Price: .*a\.yml line 5\)[\s\S]*"Small Plates" › "B" › Place in its category: .*b\.yml line 4\)/,
    );
  });

  it('refuses a dish name used twice, whatever its case, naming both files', () => {
    const content = contentCopy();
    const original = path.join(content, 'dishes', 'egg-roll.yml');
    writeFileSync(original, STARTER);
    const copyFile = path.join(content, 'dishes', 'zz-egg-roll.yml');
    writeFileSync(copyFile, STARTER.replace('Egg Roll', 'EGG ROLL'));
    expect(() => readMenu(content)).toThrow(
      `"Egg Roll" (${path.join(content, 'dishes', 'egg-roll.yml')} line 1) and "EGG ROLL" (${copyFile} line 1) would share the address /dishes/egg-roll/: keep one of the two files`,
    );
  });

  it('keeps a category renamed in its own file, with its dishes, and leaves out one without dishes yet', () => {
    copy = mkdtempSync(path.join(tmpdir(), 'menu-content-'));
    mkdirSync(path.join(copy, 'dishes'));
    mkdirSync(path.join(copy, 'categories'));
    writeFileSync(path.join(copy, 'dishes', 'egg-roll.yml'), EGG_ROLL);
    writeFileSync(path.join(copy, 'categories', 'appetizers.yml'), 'name: Small Plates\norder: 10\n');
    writeFileSync(path.join(copy, 'categories', 'drinks.yml'), 'name: Drinks\norder: 20\n');
    expect(readMenu(copy).map((category) => [category.name, category.dishes.map((dish) => dish.name)])).toEqual([
      ['Small Plates', ['Egg Roll']],
    ]);
  });

  it('says where the categories go when their folder is missing', () => {
    copy = mkdtempSync(path.join(tmpdir(), 'menu-content-'));
    mkdirSync(path.join(copy, 'dishes'));
    writeFileSync(path.join(copy, 'dishes', 'egg-roll.yml'), EGG_ROLL);
    expect(() => readMenu(copy)).toThrow(
      `${path.join(copy, 'categories')}/ is missing: the menu's categories are its files, one per category`,
    );
  });

  it('builds a category named only in Chinese, with a dish named only in Chinese, each at a readable address', () => {
    copy = mkdtempSync(path.join(tmpdir(), 'menu-content-'));
    mkdirSync(path.join(copy, 'dishes'));
    mkdirSync(path.join(copy, 'categories'));
    writeFileSync(path.join(copy, 'dishes', 'gong-bao.yml'), 'name: 宫保鸡丁\ncategory: chuan-cai\norder: 10\nprice: $19.99\n');
    writeFileSync(path.join(copy, 'categories', 'chuan-cai.yml'), 'name: 川菜\norder: 10\n');
    const [category] = readMenu(copy);
    expect([category?.slug, category?.dishes.map((dish) => dish.slug)]).toEqual(['chuan-cai', ['gong-bao-ji-ding']]);
  });
});
