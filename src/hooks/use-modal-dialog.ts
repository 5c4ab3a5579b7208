import { useLayoutEffect, type RefObject } from 'react';
import { afterNextPaint } from './after-next-paint.ts';
import { inertOutside } from './inert-outside.ts';

interface ModalDialogRefs {
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** The dialog and whatever stays live beside it (its backdrop): the page outside it becomes inert. */
  layerRef: RefObject<HTMLElement | null>;
}

/**
 * Keeps a <dialog> open as a modal exactly while `isOpen`: focus moves into
 * it, Escape closes it and the page behind is inert.
 *
 * Not showModal(): making the page inert restyles every element on it, and
 * showModal() does that before the dialog's first frame (measured in
 * Chromium: 13 of the ~80 ms from a tap to a visible dialog at 4x CPU
 * throttling, npm run bench). The dialog opens with show(), above the page
 * with its own backdrop, and the page becomes inert in the task after that
 * first frame, or at once if Tab is pressed sooner. Until then the backdrop
 * already takes every pointer and focus is in the dialog. The page is
 * given back when `isOpen` turns false (or on unmount): focus can only
 * go back to it after that, since an inert element cannot take focus.
 */
export function useModalDialog({ dialogRef, layerRef }: ModalDialogRefs, isOpen: boolean) {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const layer = layerRef.current;
    if (!dialog || !layer) return;
    if (!isOpen) {
      if (dialog.open) dialog.close();
      return;
    }
    if (!dialog.open) dialog.show();

    let restorePage: (() => void) | null = null;
    const makePageInert = () => {
      if (dialog.open && restorePage === null) restorePage = inertOutside(layer);
    };
    const cancelInert = afterNextPaint(makePageInert);
    const onKeyDown = (event: KeyboardEvent) => {
      // A Tab pressed before that frame must not walk out of the dialog either.
      if (event.key === 'Tab') makePageInert();
      if (event.key !== 'Escape' || event.isComposing || event.defaultPrevented) return;
      event.preventDefault();
      dialog.close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelInert();
      document.removeEventListener('keydown', onKeyDown);
      restorePage?.();
    };
  }, [dialogRef, layerRef, isOpen]);
}
