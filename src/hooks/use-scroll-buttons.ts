import { useCallback, useEffect, useState, type RefObject } from 'react';
import { watchScroller } from './watch-scroller.ts';

/** One arrow press scrolls the row this far. */
export const SCROLL_STEP_PX = 400;

/** Sub-pixel layouts leave scrollLeft a fraction short of its end; this absorbs it. */
const END_TOLERANCE_PX = 1;

export interface ScrollButtonState {
  canScrollLeft: boolean;
  canScrollRight: boolean;
}

/** Which arrows have somewhere to go. Pure, so it is tested without layout. */
export function getScrollButtonState({
  scrollLeft,
  scrollWidth,
  clientWidth,
}: {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}): ScrollButtonState {
  return {
    canScrollLeft: scrollLeft > END_TOLERANCE_PX,
    canScrollRight: scrollLeft + clientWidth < scrollWidth - END_TOLERANCE_PX,
  };
}

/**
 * Arrow buttons for a horizontal scroller: whether each can move, kept in
 * step with scrolling, resizing and zoom, and a step in either direction.
 * The first render assumes the row starts at its left end with more to its
 * right, which is what the prerendered page shows.
 */
export function useScrollButtons(scrollerRef: RefObject<HTMLElement | null>) {
  const [canScrollLeft, setCanScrollLeft] = useState(false);
  const [canScrollRight, setCanScrollRight] = useState(true);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    return watchScroller(scroller, () => {
      const state = getScrollButtonState(scroller);
      setCanScrollLeft(state.canScrollLeft);
      setCanScrollRight(state.canScrollRight);
    });
  }, [scrollerRef]);

  const scrollByStep = useCallback(
    (direction: -1 | 1) => {
      // behavior 'auto' defers to the row's CSS scroll-behavior: smooth, or
      // instant under prefers-reduced-motion.
      scrollerRef.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: 'auto' });
    },
    [scrollerRef],
  );

  return { canScrollLeft, canScrollRight, scrollByStep };
}
