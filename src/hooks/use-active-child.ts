import { useCallback, useEffect, useState, type RefObject } from 'react';
import { watchScroller } from './watch-scroller.ts';

/** Which of a scroller's children starts nearest the scroller's snap line. Pure, so it is tested without layout. */
export function findNearestIndex(childStarts: readonly number[], snapLine: number): number {
  let nearest = 0;
  childStarts.forEach((start, index) => {
    if (Math.abs(start - snapLine) < Math.abs((childStarts[nearest] ?? 0) - snapLine)) nearest = index;
  });
  return nearest;
}

/** The scroller's children that show: a filter hides some with the hidden attribute. */
function shownChildren(scroller: HTMLElement): HTMLElement[] {
  return Array.from(scroller.children).filter((child): child is HTMLElement => child instanceof HTMLElement && !child.hidden);
}

function snapPadding(scroller: HTMLElement): number {
  return Number.parseFloat(getComputedStyle(scroller).scrollPaddingInlineStart) || 0;
}

/** Whether a child lies wholly inside the scroller's visible part. */
export function isWhollyVisible({
  start,
  width,
  scrollLeft,
  clientWidth,
}: {
  start: number;
  width: number;
  scrollLeft: number;
  clientWidth: number;
}) {
  return start >= scrollLeft && start + width <= scrollLeft + clientWidth;
}

/**
 * Tracks which child of a horizontal scroller is the current one (the one at
 * its snap line); scrolls a given child there, or only when it is not wholly
 * in view. The children are offset from the scroller, which is their
 * offsetParent (position: relative). Indexes count the children that show,
 * leaving out those with the hidden attribute.
 */
export function useActiveChild(scrollerRef: RefObject<HTMLElement | null>) {
  const [activeIndex, setActiveIndex] = useState(0);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    return watchScroller(scroller, () => {
      const starts = shownChildren(scroller).map((child) => child.offsetLeft);
      setActiveIndex(findNearestIndex(starts, scroller.scrollLeft + snapPadding(scroller)));
    });
  }, [scrollerRef]);

  const scrollToChild = useCallback(
    (index: number) => {
      const scroller = scrollerRef.current;
      const child = scroller && shownChildren(scroller)[index];
      if (!scroller || !child) return;
      // behavior 'auto' defers to CSS scroll-behavior (instant under reduced motion).
      scroller.scrollTo({ left: child.offsetLeft - snapPadding(scroller), behavior: 'auto' });
    },
    [scrollerRef],
  );

  const revealChild = useCallback(
    (child: HTMLElement) => {
      const scroller = scrollerRef.current;
      if (!scroller || child.parentElement !== scroller) return;
      const { scrollLeft, clientWidth } = scroller;
      if (isWhollyVisible({ start: child.offsetLeft, width: child.offsetWidth, scrollLeft, clientWidth })) return;
      scrollToChild(shownChildren(scroller).indexOf(child));
    },
    [scrollerRef, scrollToChild],
  );

  return { activeIndex, scrollToChild, revealChild };
}
