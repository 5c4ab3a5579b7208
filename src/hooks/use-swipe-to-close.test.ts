import { describe, expect, it } from 'vitest';
import { GESTURE_SLOP_PX, getGestureIntent, shouldCloseSheet } from './use-swipe-to-close.ts';

describe('shouldCloseSheet', () => {
  it.each([
    { dragY: 0, closes: false },
    { dragY: 49, closes: false },
    { dragY: 50, closes: false },
    { dragY: 51, closes: true },
    { dragY: 300, closes: true },
    { dragY: -80, closes: false },
  ])('a drag of $dragY px closes: $closes', ({ dragY, closes }) => {
    expect(shouldCloseSheet({ dragY })).toBe(closes);
  });
});

describe('getGestureIntent', () => {
  it.each([
    { case: 'a touch that has barely moved', dx: 2, dy: 3, canDrag: true, intent: 'pending' },
    { case: 'a downward move with the content at the top', dx: 0, dy: 20, canDrag: true, intent: 'drag' },
    { case: 'a downward move with the content scrolled', dx: 0, dy: 20, canDrag: false, intent: 'scroll' },
    { case: 'an upward move', dx: 0, dy: -20, canDrag: true, intent: 'scroll' },
    { case: 'a sideways move', dx: 30, dy: 10, canDrag: true, intent: 'scroll' },
    { case: 'a diagonal move, mostly down', dx: 9, dy: 12, canDrag: true, intent: 'drag' },
    { case: 'an exact diagonal', dx: 12, dy: 12, canDrag: true, intent: 'scroll' },
  ] as const)('$case is $intent', ({ dx, dy, canDrag, intent }) => {
    expect(getGestureIntent({ dx, dy, canDrag })).toBe(intent);
  });

  it('decides once the finger leaves the slop', () => {
    expect(getGestureIntent({ dx: 0, dy: GESTURE_SLOP_PX - 1, canDrag: true })).toBe('pending');
    expect(getGestureIntent({ dx: 0, dy: GESTURE_SLOP_PX, canDrag: true })).toBe('drag');
  });
});
