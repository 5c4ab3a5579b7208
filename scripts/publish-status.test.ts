import { describe, expect, it } from 'vitest';
import { STATUS_DESCRIPTION_LENGTH } from '../src/admin/publish-status.ts';
import { problemList } from '../src/content/content-text.ts';
import { annotation, buildNotes, buildProblems, failureDescription, jobSummary, successDescription } from './publish-status.ts';

const PRICE = '"Appetizers" › "Egg Roll" › price: must look like $14.00 (dollar sign, digits, two decimals)';
const HOURS = 'hours › monday › 0: "17:00-25:00" must be two times HH:MM-HH:MM between 00:00 and 24:00';
// As Vite prints it on a CI server: in red, the error in brackets.
const LOG = `vite v8 building for production...
\u001b[31merror during build:
[ContentError: The menu has 2 problem(s):
  - ${PRICE} (/repo/content/dishes/egg-roll.yml line 5)
  - "Soups" › "Wonton Soup" › category: is not a known category (Soup) (content/dishes/wonton-soup.yml line 3)
The restaurant has 1 problem(s):
  - ${HOURS} (content/restaurant.yml line 14)

Fix the file(s) named and run the build again; the last build was left as it was.]\u001b[39m
`;

describe('the problems of a failed build', () => {
  it('are each line of its lists, with the file relative to the repository and the line', () => {
    expect(buildProblems(LOG, '/repo')).toEqual([
      { message: `${PRICE} (/repo/content/dishes/egg-roll.yml line 5)`, file: 'content/dishes/egg-roll.yml', line: 5 },
      {
        message: '"Soups" › "Wonton Soup" › category: is not a known category (Soup) (content/dishes/wonton-soup.yml line 3)',
        file: 'content/dishes/wonton-soup.yml',
        line: 3,
      },
      { message: `${HOURS} (content/restaurant.yml line 14)`, file: 'content/restaurant.yml', line: 14 },
    ]);
  });

  it.each([
    ['Error: Cannot find module vite\n', [{ message: 'Cannot find module vite' }]],
    [
      '\u001b[31merror during build:\n[Error: Could not resolve "./nope" (src/main.ts)]\u001b[39m\n',
      [{ message: 'Could not resolve "./nope" (src/main.ts)', file: 'src/main.ts' }],
    ],
    ['npm ERR! something else\n', []],
  ])('without a list, are the error it stopped with: %j', (log, problems) => {
    expect(buildProblems(log, '/repo')).toEqual(problems);
  });
});

it.each([
  [
    { message: 'a, b: c%', file: 'content/a,b.yml', line: 5 },
    '::error file=content/a%2Cb.yml,line=5,title=The menu was not published::a, b: c%25',
  ],
  [{ message: 'two\nlines' }, '::error title=The menu was not published::two%0Alines'],
])('a problem is annotated on its file and line: %j', (problem, command) => {
  expect(annotation(problem)).toBe(command);
});

/** A problem listing the dishes of a category that is gone, as the build writes it (src/content/menu-schema.ts). */
const ORPHANS = [
  '2 dish(es) name a category that does not exist; pick one of the categories under Category:',
  '      "Egg Roll" › Category: appetizers (content/dishes/egg-roll.yml line 3)',
  '      "Spring Roll" › Category: appetizers (content/dishes/spring-roll.yml line 3)',
  '    The categories are: soups (Soups), small-plates (Small Plates)',
].join('\n');
const COLOUR =
  'Colour: #f6d88e is too light: choose a darker colour (the gold name on it: contrast 1.00:1, 4.5:1 needed) (content/restaurant.yml line 7)';

describe('a problem that lists dishes', () => {
  const log = `error during build:\n[ContentError: ${problemList('The menu has 2 problem(s)', [ORPHANS, `${PRICE} (content/dishes/egg-roll.yml line 5)`])}\n\nFix the file(s) named]`;

  it('is read whole, with every dish under it, and the file of its first dish', () => {
    expect(buildProblems(log, '/repo')).toEqual([
      { message: ORPHANS, file: 'content/dishes/egg-roll.yml', line: 3 },
      { message: `${PRICE} (content/dishes/egg-roll.yml line 5)`, file: 'content/dishes/egg-roll.yml', line: 5 },
    ]);
  });

  it('is annotated whole', () => {
    const [first] = buildProblems(log, '/repo');
    expect(annotation(first ?? { message: '' })).toContain('Spring Roll');
    expect(annotation(first ?? { message: '' })).toContain('small-plates (Small Plates)');
  });
});

describe("the commit status's description", () => {
  it('cuts a long problem at a word, never inside one, keeping its file and line', () => {
    const message = `${'Sentence without an end, '.repeat(10)}(content/pages/about.md line 9)`;
    const description = failureDescription([{ message }]);
    expect(description.length).toBeLessThanOrEqual(STATUS_DESCRIPTION_LENGTH);
    const [head = '', location] = description.split('… ');
    expect(location).toBe('(content/pages/about.md line 9)');
    expect(message.startsWith(head)).toBe(true);
    expect(message.slice(head.length)).toMatch(/^,? /);
  });

  it.each([
    [[], 'See the workflow run on GitHub.'],
    [[{ message: 'short (content/restaurant.yml line 2)' }], 'short (content/restaurant.yml line 2)'],
    [[{ message: 'a' }, { message: 'b' }], 'a · 1 more problem'],
    [[{ message: 'a' }, { message: 'b' }, { message: 'c' }], 'a · 2 more problems'],
    [[{ message: 'a\u0007 bell\u202E and\u001b[31m colour' }], 'a bell and [31m colour'],
    [[{ message: COLOUR }], COLOUR],
    // Beside the count, the problem is kept whole, without its file.
    [
      [{ message: COLOUR }, { message: 'b' }],
      'Colour: #f6d88e is too light: choose a darker colour (the gold name on it: contrast 1.00:1, 4.5:1 needed) · 1 more problem',
    ],
  ])('of %j is %j', (problems, description) => {
    expect(failureDescription(problems)).toBe(description);
  });

  const PRICE_PROBLEM = 'Price: must look like $14.00 (dollar sign, digits, two decimals)';

  it.each([
    [
      'the folder goes first',
      `"Soups" › "Wonton Soup" › ${PRICE_PROBLEM} (content/dishes/wonton-soup.yml line 5)`,
      `"Soups" › "Wonton Soup" › ${PRICE_PROBLEM} (wonton-soup.yml line 5) · 1 more problem`,
    ],
    [
      'then the file',
      `"Chicken Entrées" › "General Tso's Chicken With Extra Long Name" › ${PRICE_PROBLEM} (content/dishes/general-tsos-chicken.yml line 5)`,
      `"Chicken Entrées" › "General Tso's Chicken With Extra…" › ${PRICE_PROBLEM} · 1 more problem`,
    ],
    [
      'then the longest name, at a word',
      `"Chef's Specials" › "Honey Walnut Shrimp with Candied Walnuts and Mayonnaise Glaze" › ${PRICE_PROBLEM} (content/dishes/honey-walnut-shrimp.yml line 5)`,
      `"Chef's Specials" › "Honey Walnut Shrimp with Candied…" › ${PRICE_PROBLEM} · 1 more problem`,
    ],
    [
      'every name, to a word, when the problem needs the room',
      `"${'Category '.repeat(6)}" › "${'Dish '.repeat(12)}" › Description: ${'is far too long to read on a phone, '.repeat(2)}shorten it (content/dishes/x.yml line 9)`,
      `"Category…" › "Dish…" › Description: ${'is far too long to read on a phone, '.repeat(2)}shorten it · 1 more problem`,
    ],
  ])('keeps the field and its problem whole, and the count: %s', (_case, message, description) => {
    expect(description.length).toBeLessThanOrEqual(STATUS_DESCRIPTION_LENGTH);
    expect(failureDescription([{ message }, { message: 'b' }])).toBe(description);
  });

  it.each([
    ['emoji with a skin tone', '👍🏽'],
    ['a flag', '🇭🇰'],
    ['a family, joined', '👨‍👩‍👧'],
    ['a letter and its accent', 'e\u0301'],
  ])('cuts on whole characters, never inside one: %s', (_case, character) => {
    const name = character.repeat(80);
    for (const message of [`"${name}" › Price: wrong (content/dishes/x.yml line 5)`, `${name} and more`]) {
      const description = failureDescription([{ message }]);
      expect(description.length).toBeLessThanOrEqual(STATUS_DESCRIPTION_LENGTH);
      // No lone half of a surrogate pair.
      expect(description).not.toMatch(/[\uD800-\uDFFF]/u);
      const kept = description.slice(description.indexOf(character), description.indexOf('…'));
      expect(kept.replaceAll(character, '')).toBe('');
    }
  });

  it('of a problem listing dishes names the first of them', () => {
    const description = failureDescription([{ message: ORPHANS }]);
    expect(description.length).toBeLessThanOrEqual(STATUS_DESCRIPTION_LENGTH);
    expect(description).toMatch(/^2 dish\(es\) name a category that does not exist; pick one of the categories under Category: "Egg Roll"/);
  });
});

describe('a live site', () => {
  const log = `vite v8 building for production...\n\u001b[33mNot on the menu yet: "Desserts" has no dishes (content/categories/desserts.yml); it shows once a dish is in it.\u001b[39m\n✓ built in 9s\n`;

  it.each([
    ['', 'Live'],
    [log, 'Live · Not on the menu yet: "Desserts" has no dishes (content/categories/desserts.yml); it shows once a dish is in it.'],
    [
      `${log}Served outside the opening hours: "Lunch" is served 11:00-15:00 on Saturday (open 17:00-02:00) (content/categories/lunch.yml); change it\n`,
      'Live · Not on the menu yet: "Desserts" has no dishes (content/categories/desserts.yml); it shows once a dish is in it. · 1 more note',
    ],
    [
      'Served outside the opening hours: "Lunch" is served 11:00-15:00 on Saturday (open 17:00-02:00) (content/categories/lunch.yml); if that is not meant, change it\n',
      'Live · Served outside the opening hours: "Lunch" is served 11:00-15:00 on Saturday (open 17:00-02:00) (content/categories/lunch.yml); if…',
    ],
  ])('notes what the build noted: %j', (output, description) => {
    expect(successDescription(buildNotes(output))).toBe(description);
  });
});

describe("the run's summary", () => {
  it('lists every problem whole, the dishes of one under it, its names escaped for Markdown', () => {
    const summary = jobSummary({
      problems: [{ message: ORPHANS }, { message: '"**Bold** <b>" › Price: wrong (content/dishes/bold.yml line 5)' }],
    });
    expect(summary).toBe(
      [
        '## The menu was not published',
        '',
        'The site guests see is the last one published. Fix these 2 problems in the editor and save: the site is built again.',
        '',
        '- 2 dish\\(es\\) name a category that does not exist\\; pick one of the categories under Category\\:',
        '  - \\"Egg Roll\\" › Category\\: appetizers \\(content\\/dishes\\/egg\\-roll\\.yml line 3\\)',
        '  - \\"Spring Roll\\" › Category\\: appetizers \\(content\\/dishes\\/spring\\-roll\\.yml line 3\\)',
        '  - The categories are\\: soups \\(Soups\\)\\, small\\-plates \\(Small Plates\\)',
        '',
        '- \\"\\*\\*Bold\\*\\* \\<b\\>\\" › Price\\: wrong \\(content\\/dishes\\/bold\\.yml line 5\\)',
        '',
      ].join('\n'),
    );
  });

  it('says so when the build stopped before the content was read, and lists what it noted', () => {
    expect(jobSummary({ problems: [], notes: ['Not on the menu yet: x'] })).toBe(
      [
        '## The menu was not published',
        '',
        'The build stopped before checking the content: see the build job’s log.',
        '',
        '## Notes',
        '',
        '- Not on the menu yet\\: x',
        '',
      ].join('\n'),
    );
  });
});
