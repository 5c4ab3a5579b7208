import { describe, expect, it } from 'vitest';
import { isTap, LONG_PRESS_MS, TAP_SLOP_PX, type TouchMark } from './use-tap-activation.ts';

const start: TouchMark = { x: 100, y: 200, time: 1000 };
const after = (ms: number, dx = 0, dy = 0): TouchMark => ({ x: start.x + dx, y: start.y + dy, time: start.time + ms });

describe('isTap', () => {
  it.each([
    { case: 'lifting where it touched, at once', end: after(80), tap: true },
    { case: 'a finger that rolled a little', end: after(120, 3, -4), tap: true },
    { case: 'a move just inside the slop', end: after(120, TAP_SLOP_PX - 1), tap: true },
    { case: 'a move of the whole slop', end: after(120, 0, TAP_SLOP_PX), tap: false },
    { case: 'a diagonal move past the slop', end: after(120, 6, 6), tap: false },
    { case: 'a swipe across the row', end: after(150, -120), tap: false },
    { case: 'a touch just short of a long press', end: after(LONG_PRESS_MS - 1), tap: true },
    { case: 'a long press', end: after(LONG_PRESS_MS), tap: false },
  ])('$case: $tap', ({ end, tap }) => {
    expect(isTap(start, end)).toBe(tap);
  });
});
