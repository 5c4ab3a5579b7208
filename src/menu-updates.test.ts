import { describe, expect, it } from 'vitest';
import { isFromOlderBuild } from './menu-updates.ts';

describe('isFromOlderBuild', () => {
  const own = 'https://example.test/assets/menu-en-aaa.js';
  it.each([
    ['the live build serves the same script', { scripts: ['/assets/menu-en-aaa.js', '/assets/menu-zh-bbb.js'] }, false],
    ['the live build has another script', { scripts: ['/assets/menu-en-ccc.js', '/assets/menu-zh-bbb.js'] }, true],
    ['the answer is no build list', { version: 2 }, false],
    ['the list holds something but paths', { scripts: [1, 2] }, false],
    ['there is no answer', null, false],
  ])('when %s: %s', (_case, live, expected) => {
    expect(isFromOlderBuild(own, live)).toBe(expected);
  });
});
