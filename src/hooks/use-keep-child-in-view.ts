import { useEffect, type RefObject } from 'react';

/**
 * Where a horizontal scroller should scroll so that a child is wholly in
 * view: centred, or null when it already is. `inset` is the scroller's
 * scroll-padding, the edge that does not count as in view. Pure, so it is
 * tested without layout; the browser clamps the result to the scroll range.
 */
export function getRevealScrollLeft({
  start,
  width,
  scrollLeft,
  clientWidth,
  inset,
}: {
  start: number;
  width: number;
  scrollLeft: number;
  clientWidth: number;
  inset: number;
}): number | null {
  const isInView = start >= scrollLeft + inset && start + width <= scrollLeft + clientWidth - inset;
  return isInView ? null : Math.round(start + width / 2 - clientWidth / 2);
}

/**
 * Whenever `index` changes, scrolls a horizontal scroller so that its
 * index-th child is wholly in view. Only the scroller moves: not the page,
 * as scrollIntoView() would, and focus stays where it is.
 */
export function useKeepChildInView(scrollerRef: RefObject<HTMLElement | null>, index: number) {
  useEffect(() => {
    const scroller = scrollerRef.current;
    const child = scroller?.children[index];
    if (!scroller || !child) return;
    const scrollerBox = scroller.getBoundingClientRect();
    const childBox = child.getBoundingClientRect();
    const left = getRevealScrollLeft({
      start: childBox.left - scrollerBox.left - scroller.clientLeft + scroller.scrollLeft,
      width: childBox.width,
      scrollLeft: scroller.scrollLeft,
      clientWidth: scroller.clientWidth,
      inset: Number.parseFloat(getComputedStyle(scroller).scrollPaddingInlineStart) || 0,
    });
    // behavior 'auto' defers to CSS scroll-behavior (instant under reduced motion).
    if (left !== null) scroller.scrollTo({ left, behavior: 'auto' });
  }, [scrollerRef, index]);
}
