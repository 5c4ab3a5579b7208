import { describe, expect, it } from 'vitest';
import { characterProblem, problemList, safeForLog } from './content-text.ts';

describe('the characters content text may hold', () => {
  it.each([
    { text: 'Egg Roll 蛋卷 (2 pcs) — «fresh»', multiLine: false, problem: undefined },
    { text: 'First line\nsecond line\twith a tab', multiLine: true, problem: undefined },
    { text: 'Egg Roll\n::warning::x', multiLine: false, problem: 'holds a line break (U+000A); write it on one line' },
    { text: 'Egg\rRoll', multiLine: true, problem: 'holds a line break (U+000D)' },
    { text: 'Egg\u2028Roll', multiLine: true, problem: 'holds a line break (U+2028)' },
    { text: 'Egg\tRoll', multiLine: false, problem: 'holds a control character (U+0009)' },
    { text: 'Egg \u001b[31mRoll', multiLine: true, problem: 'holds a control character (U+001B)' },
    { text: 'Egg \u0085Roll', multiLine: false, problem: 'holds a control character (U+0085)' },
    { text: 'Golden \u202ELantern', multiLine: false, problem: 'holds a bidirectional override (U+202E)' },
    { text: 'Golden \u2067Lantern', multiLine: true, problem: 'holds a bidirectional override (U+2067)' },
  ])('$text (multi-line: $multiLine)', ({ text, multiLine, problem }) => {
    const found = characterProblem(text, { multiLine });
    if (problem === undefined) expect(found).toBeUndefined();
    else expect(found?.message).toContain(problem);
  });
});

describe('the build’s messages', () => {
  it.each([
    ['a problem holding a line break and a command', problemList('The menu has 1 problem(s)', ['"Egg\n::add-mask::x" › price: wrong'])],
    ['a line that begins with a command', safeForLog('fine\n  ::error::x\n::warning::y')],
    ['a line with a carriage return', safeForLog('fine\r::error::x')],
  ])('never begin a line with "::": %s', (_case, message) => {
    expect(message.split('\n').filter((line) => /^\s*::/.test(line))).toEqual([]);
    expect(message).not.toMatch(/\r/);
  });
});

it('keeps the lines a problem lists, indented under it; a line break of content stays escaped', () => {
  expect(
    problemList('The menu has 2 problem(s)', [
      '2 dishes:\n      "Cola" › Category: drinks\n    The categories are: soups',
      '"Egg\nRoll" › Price: wrong',
    ]),
  ).toBe(
    'The menu has 2 problem(s):\n  - 2 dishes:\n      "Cola" › Category: drinks\n    The categories are: soups\n  - "Egg\\u{A}Roll" › Price: wrong',
  );
});
