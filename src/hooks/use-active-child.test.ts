import { expect, it } from 'vitest';
import { findNearestIndex, isWhollyVisible } from './use-active-child.ts';

const STARTS = [24, 448, 872, 1296];

it.each([
  { snapLine: 24, index: 0 },
  { snapLine: 200, index: 0 },
  { snapLine: 300, index: 1 },
  { snapLine: 448, index: 1 },
  { snapLine: 1296, index: 3 },
  { snapLine: 5000, index: 3 },
  { snapLine: -100, index: 0 },
])('the child nearest $snapLine px is #$index', ({ snapLine, index }) => {
  expect(findNearestIndex(STARTS, snapLine)).toBe(index);
});

it('is the first child when there are none', () => {
  expect(findNearestIndex([], 100)).toBe(0);
});

it.each([
  { start: 24, width: 400, scrollLeft: 0, visible: true },
  { start: 448, width: 400, scrollLeft: 0, visible: false },
  { start: 448, width: 400, scrollLeft: 424, visible: true },
  { start: 24, width: 400, scrollLeft: 30, visible: false },
])('a card at $start px is wholly visible with the row at $scrollLeft px: $visible', ({ start, width, scrollLeft, visible }) => {
  expect(isWhollyVisible({ start, width, scrollLeft, clientWidth: 800 })).toBe(visible);
});
