import { useLayoutEffect } from 'react';

/** The attribute on <html> that global.css turns into a locked page (overflow: hidden). */
export const SCROLL_LOCK_ATTRIBUTE = 'data-scroll-locked';

let lockCount = 0;

/**
 * Locks the page's scrolling while `isLocked`, by one attribute on <html>
 * that the stylesheet acts on; nothing else on html or body is touched, so
 * unlocking restores exactly what was there. Locks nest: the page stays
 * locked until the last one is released.
 *
 * An attribute on the root rather than `:root:has(dialog[open])`: in
 * Chromium the :has() form restyles every element of the page on opening;
 * the attribute restyles the root.
 */
export function useScrollLock(isLocked: boolean) {
  useLayoutEffect(() => {
    if (!isLocked) return;
    lockCount += 1;
    document.documentElement.setAttribute(SCROLL_LOCK_ATTRIBUTE, '');
    return () => {
      lockCount -= 1;
      if (lockCount === 0) document.documentElement.removeAttribute(SCROLL_LOCK_ATTRIBUTE);
    };
  }, [isLocked]);
}
