import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ContentError, type ContentKind } from './content-error.ts';

const PRICE = '"Starters" › "Spring Rolls" › price: must look like $14.00 (e2e/fixture/dishes/spring-rolls.yml line 5)';

describe('ContentError', () => {
  it.each<[ContentKind, string]>([
    ['menu', 'The menu has 1 problem(s):'],
    ['restaurant', 'The restaurant file has 1 problem(s):'],
    ['pages', 'The pages have 1 problem(s):'],
    ['notices', 'The notices have 1 problem(s):'],
  ])('heads the problems of the %s with what it is and how many, one problem a line', (kind, heading) => {
    const error = new ContentError(kind, [PRICE]);
    expect(error.message).toBe(`${heading}\n  - ${PRICE}`);
    expect(error.problems).toEqual([PRICE]);
    // The owner reads the problems alone, as Node prints the error: no stack trace, nor the problems again, below them.
    expect(error.stack).toBe(`ContentError: ${error.message}`);
    expect(inspect(error)).toBe(`[${error.stack}]`);
  });

  it('gives several errors as one message, each under its heading, with what to do next', () => {
    const together = ContentError.together(
      [new ContentError('menu', [PRICE]), new ContentError(undefined, ['e2e/fixture/restaurant.yml is missing'])],
      'Fix the file(s) named and run the build again.',
    );
    expect(together.message).toBe(
      `The menu has 1 problem(s):\n  - ${PRICE}\ne2e/fixture/restaurant.yml is missing\n\nFix the file(s) named and run the build again.`,
    );
    expect(together.problems).toEqual([PRICE, 'e2e/fixture/restaurant.yml is missing']);
  });

  it.each([
    ['a problem', new ContentError('menu', ['"Spring\n::add-mask::x" › price: wrong'])],
    ['a problem of no kind', new ContentError(undefined, ['fine', '  ::error::x', 'a\u202Eb\r::warning::y'])],
    ['errors together', ContentError.together([new ContentError(undefined, ['::error::x'])], '::notice::next')],
  ])('lets no content start a line of the build’s output, or turn one around: %s', (_case, error) => {
    const lines = error.message.split('\n');
    expect(lines.filter((line) => /^\s*::/.test(line))).toEqual([]);
    expect(error.message).not.toMatch(/[\r\u202E]/u);
  });
});
