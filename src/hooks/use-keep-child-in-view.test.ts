import { expect, it } from 'vitest';
import { getRevealScrollLeft } from './use-keep-child-in-view.ts';

// A 390 px line with 16 px of scroll padding at each end, and a chip 120 px wide.
const LINE = { clientWidth: 390, inset: 16, width: 120 };

it.each([
  { start: 16, scrollLeft: 0, expected: null },
  { start: 254, scrollLeft: 0, expected: null },
  { start: 255, scrollLeft: 0, expected: 120 },
  { start: 600, scrollLeft: 0, expected: 465 },
  { start: 600, scrollLeft: 400, expected: null },
  { start: 100, scrollLeft: 400, expected: -35 },
  { start: 10, scrollLeft: 0, expected: -125 },
])('a chip at $start px with the line at $scrollLeft px: scroll to $expected', ({ start, scrollLeft, expected }) => {
  expect(getRevealScrollLeft({ ...LINE, start, scrollLeft })).toBe(expected);
});
