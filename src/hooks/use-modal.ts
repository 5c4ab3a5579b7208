import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { tabbable } from 'tabbable';

/**
 * Where Tab should send focus instead of where the browser would, or null to
 * let the browser move it: past either end of the modal, focus wraps to the
 * other end (WAI-ARIA APG dialog pattern), where a browser would leave the
 * page for its own toolbar. https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/
 */
export function getFocusLoopTarget<T>(tabbables: readonly T[], active: T | null, isBackwards: boolean): T | null {
  const first = tabbables[0];
  const last = tabbables.at(-1);
  if (first === undefined || last === undefined) return null;
  if (isBackwards) return active === first ? last : null;
  return active === last ? first : null;
}

/**
 * Shows a <dialog> as a modal exactly while `isOpen`. showModal() gives the
 * top layer, an inert page, Escape and ::backdrop; this adds only the Tab loop.
 */
export function useModal(dialogRef: RefObject<HTMLDialogElement | null>, isOpen: boolean) {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    else if (!isOpen && dialog.open) dialog.close();
  }, [dialogRef, isOpen]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = getFocusLoopTarget<Element>(tabbable(dialog), document.activeElement, event.shiftKey);
      if (!(target instanceof HTMLElement || target instanceof SVGElement)) return;
      event.preventDefault();
      target.focus();
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => dialog.removeEventListener('keydown', onKeyDown);
  }, [dialogRef]);
}
