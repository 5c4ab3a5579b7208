import { describe, expect, it } from 'vitest';
import { parseTextSize, rootAttribute } from './text-size.ts';

describe('parseTextSize', () => {
  it.each([
    ['125', '125'],
    ['150', '150'],
    ['100', '100'],
    [null, '100'],
    [undefined, '100'],
    ['', '100'],
    ['200', '100'],
    ['125 ', '100'],
    ['"125"', '100'],
  ])('%j is %s', (raw, size) => {
    expect(parseTextSize(raw)).toBe(size);
  });
});

describe('rootAttribute', () => {
  it.each([
    ['100', null],
    ['125', '125'],
    ['150', '150'],
  ] as const)('%s gives %j', (size, attribute) => {
    expect(rootAttribute(size)).toBe(attribute);
  });
});
