import { expect, it } from 'vitest';
import { findNearestIndex } from './use-active-child.ts';

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
