import { describe, expect, it } from 'vitest';
import { categoryFileSchema, parseCategoryFile } from './category-schema.ts';
import { ContentError } from './content-error.ts';

const FILE = 'content/categories/lunch.yml';

/** A category file as the editor writes it; line numbers below refer to it. */
const LUNCH = `name: Lunch
chineseName: 午餐
order: 10
href: /page1
picture: lunch-specials
servingHours:
  days:
    - monday
    - friday
  hours:
    - 11:00-15:00
`;

function problemsOf(source: string): readonly string[] {
  try {
    parseCategoryFile(source, FILE);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error('the category passed');
}

describe('parseCategoryFile', () => {
  it('reads a category, its place, its address and when it is served', () => {
    expect(parseCategoryFile(LUNCH, FILE)).toEqual({
      file: FILE,
      key: 'lunch',
      order: 10,
      category: {
        name: 'Lunch',
        chineseName: '午餐',
        slug: 'lunch',
        href: '/page1',
        picture: 'lunch-specials',
        servingHours: { days: ['monday', 'friday'], hours: ['11:00-15:00'] },
      },
    });
  });

  it.each([
    ['a name and an order alone', 'name: Drinks\norder: 5\n', { name: 'Drinks', slug: 'drinks', picture: 'chefs-specials' }],
    ['a name in Chinese only, in pinyin', 'name: 饮品\norder: 5\n', { name: '饮品', slug: 'yin-pin', picture: 'chefs-specials' }],
    [
      'empty optional fields, as the editor leaves them',
      'name: Drinks\norder: 5\nhref: ""\npicture: null\n',
      { name: 'Drinks', slug: 'drinks', picture: 'chefs-specials' },
    ],
  ])('reads %s', (_case, source, category) => {
    expect(parseCategoryFile(source, FILE).category).toEqual(category);
  });

  it.each([
    [
      'a missing order',
      LUNCH.replace('order: 10\n', ''),
      `"Lunch" › Place on the menu: must be a whole number from 1 to 999: the category's place on the menu (${FILE} line 1)`,
    ],
    [
      'an order of 0',
      LUNCH.replace('order: 10', 'order: 0'),
      `"Lunch" › Place on the menu: must be a whole number from 1 to 999 (${FILE} line 3)`,
    ],
    [
      'a drawing the site does not have',
      LUNCH.replace('picture: lunch-specials', 'picture: pizza'),
      `"Lunch" › Drawing: must be one of the drawings: appetizers, beef-entrees, chefs-specials, chicken-entrees, lunch-specials, noodles-and-rice, soups (${FILE} line 5)`,
    ],
    [
      'a link to another site',
      LUNCH.replace('href: /page1', 'href: https://example.com'),
      `"Lunch" › Link target: must be a page of the site, starting with /, such as /about (${FILE} line 4)`,
    ],
    [
      'a link to another host, written /\\ (a browser reads the backslash as a slash)',
      LUNCH.replace('href: /page1', "href: '/\\evil.example/x'"),
      `"Lunch" › Link target: must be a page of the site, starting with /, such as /about (${FILE} line 4)`,
    ],
    [
      'a serving day that is no weekday',
      LUNCH.replace('- friday', '- fryday'),
      `"Lunch" › Served at some hours only › Days › 2: "fryday" is not a weekday; the days are monday, tuesday, wednesday, thursday, friday, saturday, sunday (${FILE} line 9)`,
    ],
    [
      'serving hours that are no interval',
      LUNCH.replace('11:00-15:00', '11-15'),
      `"Lunch" › Served at some hours only › Hours › 1: "11-15" must be two times HH:MM-HH:MM between 00:00 and 24:00 (${FILE} line 11)`,
    ],
    [
      'serving hours on an empty line, as the editor leaves them',
      LUNCH.replace('  hours:\n    - 11:00-15:00', "  hours: ''"),
      `"Lunch" › Served at some hours only › Hours: must hold at least one opening, such as 11:00-15:00 (${FILE} line 10)`,
    ],
    [
      'a misspelt field',
      `${LUNCH}pictur: soups\n`,
      `"Lunch" › pictur: is not a field here; the fields are ${Object.keys(categoryFileSchema.shape).join(', ')} (${FILE} line 12)`,
    ],
    [
      'a name with no letter the build can spell',
      LUNCH.replace('name: Lunch', 'name: ผัดไทย'),
      `"ผัดไทย" › Name: gives no address: it has no letter or digit the build can spell in a-z; add a field such as slug: my-dish (${FILE} line 1)`,
    ],
    ['a blank name, by its file', LUNCH.replace('name: Lunch', 'name: ""'), `${FILE} › Name: must not be empty (${FILE} line 1)`],
  ])('names the field and line of %s', (_case, source, problem) => {
    expect(problemsOf(source)).toEqual([problem]);
  });
});
