import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps a native <dialog> shown as a modal exactly while `isOpen`.
 * showModal() gives the top layer, an inert page behind and Escape for free.
 * A layout effect, so the dialog opens in the same frame as the tap.
 */
export function useModalDialog(dialogRef: RefObject<HTMLDialogElement | null>, isOpen: boolean) {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    else if (!isOpen && dialog.open) dialog.close();
  }, [dialogRef, isOpen]);
}
