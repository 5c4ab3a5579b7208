import { describe, expect, it } from 'vitest';
import { getFocusLoopTarget } from './use-modal.ts';

const TABBABLES = ['share', 'close', 'regular', 'decrease', 'add-to-cart'];

describe('getFocusLoopTarget', () => {
  it.each([
    // [active, isBackwards, expected]
    ['add-to-cart', false, 'share'],
    ['share', true, 'add-to-cart'],
    ['share', false, null],
    ['regular', false, null],
    ['regular', true, null],
    ['add-to-cart', true, null],
  ] as const)('from %s (backwards: %s) → %s', (active, isBackwards, expected) => {
    expect(getFocusLoopTarget(TABBABLES, active, isBackwards)).toBe(expected);
  });

  it('wraps onto the same control when it is the only one', () => {
    expect(getFocusLoopTarget(['close'], 'close', false)).toBe('close');
    expect(getFocusLoopTarget(['close'], 'close', true)).toBe('close');
  });

  it('leaves focus to the browser when nothing in the dialog can take it', () => {
    expect(getFocusLoopTarget([], null, false)).toBeNull();
  });
});
