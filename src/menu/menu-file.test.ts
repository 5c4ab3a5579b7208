import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { menu } from 'virtual:menu';
import { MENU_FILE, parseMenuFile } from './menu-file.ts';

const parseMenu = (source: string, fileName: string) => toMenu(parseMenuFile(source, fileName));
import { toMenu } from './menu-model.ts';
import { MenuValidationError } from './menu-schema.ts';

const FILE = 'content/menu.yml';

/** A small menu file as the editor writes it; line numbers below refer to it. */
const SMALL = `categories:
  - name: Appetizers
    href: /page3
    dishes:
      - name: Egg Roll
        chineseName: 蛋卷
        price: $3.50
      - name: Scallion Pancakes
        price: $9.99
`;

function problemsOf(source: string): readonly string[] {
  try {
    parseMenu(source, FILE);
  } catch (error) {
    if (error instanceof MenuValidationError) return error.problems;
    throw error;
  }
  throw new Error('the menu passed');
}

describe('parseMenu', () => {
  it('reads the committed content/menu.yml into the menu the site shows', () => {
    expect(parseMenu(readFileSync(MENU_FILE, 'utf8'), MENU_FILE)).toEqual(menu);
  });

  it('reads a small menu, giving each dish its slug and category', () => {
    expect(parseMenu(SMALL, FILE)).toEqual(
      toMenu([
        {
          name: 'Appetizers',
          href: '/page3',
          dishes: [
            { name: 'Egg Roll', chineseName: '蛋卷', price: '$3.50' },
            { name: 'Scallion Pancakes', price: '$9.99' },
          ],
        },
      ]),
    );
    expect(parseMenu(SMALL, FILE)[0]?.dishes[1]).toMatchObject({ slug: 'scallion-pancakes', category: 'Appetizers' });
  });

  it('names the category, the dish, the field and the line of a bad price', () => {
    expect(problemsOf(SMALL.replace('$9.99', '9.99'))).toEqual([
      '"Appetizers" › "Scallion Pancakes" › price: must look like $14.00 (dollar sign, digits, two decimals) (content/menu.yml line 9)',
    ]);
  });

  it('names a misspelt key and its line', () => {
    expect(problemsOf(SMALL.replace('        price: $3.50\n', '        price: $3.50\n        spicey: 2\n'))).toEqual([
      '"Appetizers" › "Egg Roll" › spicey: is not a field here; the fields are name, chineseName, price, description, spicy, vegetarian, photo, soldOut (content/menu.yml line 8)',
    ]);
  });

  it('names a missing price at its dish', () => {
    expect(problemsOf(SMALL.replace('        price: $9.99\n', ''))).toEqual([
      '"Appetizers" › "Scallion Pancakes" › price: must look like $14.00 (dollar sign, digits, two decimals) (content/menu.yml line 8)',
    ]);
  });

  it('names an unknown key at the top of the file', () => {
    expect(problemsOf(`title: Menu\n${SMALL}`)).toEqual([
      'menu › title: is not a field here; the fields are categories (content/menu.yml line 1)',
    ]);
  });

  it('lists every problem, each with its line', () => {
    const problems = problemsOf(SMALL.replace('$3.50', 'free').replace('$9.99', '$9.9'));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/"Egg Roll" › price: .*line 7\)$/);
    expect(problems[1]).toMatch(/"Scallion Pancakes" › price: .*line 9\)$/);
  });

  it('reports YAML that does not parse, with its line', () => {
    expect(problemsOf(SMALL.replace('        price: $9.99', '        price: [$9.99'))[0]).toMatch(
      /^content\/menu\.yml is not valid YAML: .*\(content\/menu\.yml line \d+\)$/,
    );
  });

  it.each([
    ['null', 'null'],
    ['an empty value', ''],
    ['""', '""'],
  ])('treats %s in every optional field as absent', (_label, empty) => {
    const fields = ['description', 'spicy', 'vegetarian', 'photo', 'soldOut'].map((key) => `        ${key}: ${empty}\n`).join('');
    const withEmpties = SMALL.replace('        chineseName: 蛋卷\n', `        chineseName: ${empty}\n${fields}`);
    const [appetizers] = parseMenu(withEmpties, FILE);
    expect(appetizers?.dishes[0]).toEqual({ name: 'Egg Roll', price: '$3.50', slug: 'egg-roll', category: 'Appetizers' });
  });

  it('treats false in vegetarian and soldOut as absent, and keeps true', () => {
    const source = SMALL.replace('        price: $3.50\n', '        price: $3.50\n        vegetarian: false\n        soldOut: true\n');
    const [appetizers] = parseMenu(source, FILE);
    expect(appetizers?.dishes[0]).toEqual({
      name: 'Egg Roll',
      chineseName: '蛋卷',
      price: '$3.50',
      soldOut: true,
      slug: 'egg-roll',
      category: 'Appetizers',
    });
  });

  it.each([
    ['name', '""', 'name: must not be empty'],
    ['price', 'null', 'price: must look like $14.00'],
    ['price', '""', 'price: must look like $14.00'],
  ])('does not let an empty %s (%s) pass', (field, empty, message) => {
    const source = SMALL.replace(field === 'name' ? 'name: Scallion Pancakes' : 'price: $9.99', `${field}: ${empty}`);
    expect(problemsOf(source)[0]).toContain(message);
  });

  it('keeps a photo path and a spicy level', () => {
    const source = SMALL.replace('        price: $3.50\n', '        price: $3.50\n        spicy: 3\n        photo: photos/egg-roll.jpg\n');
    const [appetizers] = parseMenu(source, FILE);
    expect(appetizers?.dishes[0]).toMatchObject({ spicy: 3, photo: 'photos/egg-roll.jpg' });
  });
});
