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

/**
 * Scrolls a snapping row so that `child` is wholly in view, aligned at the
 * snap line, unless it already is. Not scrollIntoView's 'nearest': that
 * scrolls just far enough, and mandatory snapping then settles on the nearer
 * snap point, which can leave the child cut off.
 */
export function revealChild(child: Element, behavior: ScrollBehavior = 'auto') {
  const row = child.parentElement;
  if (!row) return;
  const inset = Number.parseFloat(getComputedStyle(row).scrollPaddingInlineStart) || 0;
  const [box, view] = [child.getBoundingClientRect(), row.getBoundingClientRect()];
  if (box.left >= view.left + inset - 1 && box.right <= view.right - inset + 1) return;
  child.scrollIntoView({ block: 'nearest', inline: 'start', container: 'nearest', behavior });
}

/**
 * Tracks which child of a horizontal scroller is the current one (the one at
 * its snap line), and scrolls a given child there. The children are offset
 * from the scroller, which is their offsetParent (position: relative).
 * Indexes count the children that show, leaving out hidden ones.
 */
export function useActiveChild(scrollerRef: RefObject<HTMLElement | null>) {
  const [activeIndex, setActiveIndex] = useState(0);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    return watchScroller(scroller, () => {
      const starts = shownChildren(scroller).map((child) => child.offsetLeft);
      const snapLine = scroller.scrollLeft + (Number.parseFloat(getComputedStyle(scroller).scrollPaddingInlineStart) || 0);
      setActiveIndex(findNearestIndex(starts, snapLine));
    });
  }, [scrollerRef]);

  const scrollToChild = useCallback(
    (index: number) => {
      const scroller = scrollerRef.current;
      // Only the row moves, to its snap line (scroll-padding), smoothly unless the guest prefers reduced motion.
      if (scroller) shownChildren(scroller)[index]?.scrollIntoView({ block: 'nearest', inline: 'start', container: 'nearest' });
    },
    [scrollerRef],
  );

  return { activeIndex, scrollToChild };
}
