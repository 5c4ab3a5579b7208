import { describe, expect, it } from 'vitest';
import { STATUS_DESCRIPTION_LENGTH } from '../src/admin/publish-status.ts';
import { annotation, buildProblems, failureDescription } from './publish-status.ts';

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

describe("the commit status's description", () => {
  it('cuts a long first sentence at a word, never inside one', () => {
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
    [[{ message: 'a' }, { message: 'b' }], '1 of 2: a'],
    [[{ message: 'a\u0007 bell\u202E and\u001b[31m colour' }], 'a bell and [31m colour'],
    [
      [{ message: `The page is too long. ${'More words follow here, '.repeat(8)}(content/pages/about.md line 9)` }],
      'The page is too long. (content/pages/about.md line 9)',
    ],
  ])('of %j is %j', (problems, description) => {
    expect(failureDescription(problems)).toBe(description);
  });

  it('keeps the dish, the field and the file of a long problem, within what GitHub keeps', () => {
    const long = `"Chicken Entrées" › "General Tso's Chicken With Extra Long Name" › price: must look like $14.00 (dollar sign, digits, two decimals) (content/dishes/general-tsos-chicken.yml line 5)`;
    const description = failureDescription([{ message: long }]);
    expect(description.length).toBeLessThanOrEqual(STATUS_DESCRIPTION_LENGTH);
    expect(description).toMatch(
      /^"Chicken Entrées" › "General Tso's Chicken With Extra Long Name" › price: must .*… \(content\/dishes\/general-tsos-chicken\.yml line 5\)$/,
    );
  });
});
