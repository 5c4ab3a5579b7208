import { describe, expect, it } from 'vitest';
import { getScrollButtonState } from './use-scroll-buttons.ts';

describe('getScrollButtonState', () => {
  it.each([
    { case: 'at the start', scrollLeft: 0, canScrollLeft: false, canScrollRight: true },
    { case: 'half a pixel from the start', scrollLeft: 0.5, canScrollLeft: false, canScrollRight: true },
    { case: 'in the middle', scrollLeft: 800, canScrollLeft: true, canScrollRight: true },
    { case: 'half a pixel from the end', scrollLeft: 1599.5, canScrollLeft: true, canScrollRight: false },
    { case: 'at the end', scrollLeft: 1600, canScrollLeft: true, canScrollRight: false },
  ])('$case: left $canScrollLeft, right $canScrollRight', ({ scrollLeft, canScrollLeft, canScrollRight }) => {
    expect(getScrollButtonState({ scrollLeft, scrollWidth: 3000, clientWidth: 1400 })).toEqual({ canScrollLeft, canScrollRight });
  });

  it('disables both arrows when everything fits', () => {
    expect(getScrollButtonState({ scrollLeft: 0, scrollWidth: 1000, clientWidth: 1000 })).toEqual({
      canScrollLeft: false,
      canScrollRight: false,
    });
  });
});
