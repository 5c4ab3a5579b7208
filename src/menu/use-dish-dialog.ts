import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { afterNextPaint } from '../hooks/after-next-paint.ts';
import { dishButtonId, dishHref, findDishByAddress, withoutDish } from './dish-address.ts';
import type { Menu, MenuItem } from './menu-schema.ts';

export interface DishDialogState {
  item: MenuItem | null;
  isOpen: boolean;
  /** Counts openings, so each one starts from a fresh size and quantity (SPEC.md section 4). */
  openCount: number;
}

/**
 * Closed, but already holding the menu's first dish: the dialog builds its
 * markup and loads its photo while the guest is still reading, so the first
 * tap only changes its texts, like every tap after it.
 */
function initialState(menu: Menu): DishDialogState {
  const [category] = menu;
  const [dish] = category?.dishes ?? [];
  return { item: category && dish ? { ...dish, category: category.name } : null, isOpen: false, openCount: 0 };
}

/**
 * The dish dialog's state, kept in step with the address bar:
 * - opening a dish pushes /?dish=<slug>, so the link can be shared and the
 *   browser's Back button closes the dialog (what phone users expect);
 * - closing any other way takes that entry back off, leaving no extra history;
 * - an address with a dish opens it over the menu, its card scrolled into view.
 * Focus returns to the dish that opened the dialog, however it closed.
 */
export function useDishDialog(menu: Menu) {
  const [state, setState] = useState(() => initialState(menu));
  const isOpenRef = useRef(false);
  const triggerRef = useRef<HTMLElement | null>(null);
  const openItemRef = useRef<MenuItem | null>(null);
  // Whether the current history entry is one this page pushed, and so may be popped.
  const hasPushedEntry = useRef(false);
  // Whether a history.back() of ours has not landed yet (it is asynchronous).
  const isGoingBack = useRef(false);
  // Cancels an opened dish's address push that has not happened yet.
  const cancelPendingPush = useRef<(() => void) | null>(null);
  // What a closing still has to do (see onClosed), until the task that does it.
  const pendingClose = useRef<{ timer: ReturnType<typeof setTimeout>; finish: () => void } | null>(null);

  /** Finishes a closing now, if one is pending: before another dish opens, it must have ended. */
  const finishClosing = useCallback(() => {
    const pending = pendingClose.current;
    if (!pending) return;
    pendingClose.current = null;
    clearTimeout(pending.timer);
    pending.finish();
  }, []);

  const show = useCallback(
    (item: MenuItem, trigger: HTMLElement | null) => {
      finishClosing();
      if (isOpenRef.current) return;
      isOpenRef.current = true;
      openItemRef.current = item;
      triggerRef.current = trigger;
      setState((current) => ({ item, isOpen: true, openCount: current.openCount + 1 }));
    },
    [finishClosing],
  );

  const pushAddress = useCallback((item: MenuItem) => {
    window.history.pushState(window.history.state, '', dishHref(item.name));
    hasPushedEntry.current = true;
  }, []);

  const requestClose = useCallback(() => {
    setState((current) => (current.isOpen ? { ...current, isOpen: false } : current));
  }, []);

  const open = useCallback(
    (item: MenuItem, trigger: HTMLElement) => {
      if (isOpenRef.current) return;
      show(item, trigger);
      // The address follows once the dialog is on screen: pushState takes
      // 2 ms here and 9 ms at 4x CPU throttling, time the tap should not
      // wait for (npm run bench's phone). A dish opened while the last
      // one's entry is still being popped gets its own entry once that has
      // landed (onPopState), not before, and only one.
      cancelPendingPush.current = afterNextPaint(() => {
        cancelPendingPush.current = null;
        if (!isGoingBack.current && !hasPushedEntry.current) pushAddress(item);
      });
    },
    [show, pushAddress],
  );

  /**
   * Every way of closing (Escape, backdrop, buttons, swipe, Back) ends here,
   * via the dialog's close event. Chromium dispatches that event while it
   * produces a frame, so only the bookkeeping happens at once; the rest
   * waits for the next task (or for the next dish, whichever comes first):
   * the page's restyle as it stops being inert, focus going back to the
   * dish, and the address. Done at once, they made one long task with that
   * frame's paint (npm run bench, 4x CPU: 1-3 over 50 ms in 20 closings).
   */
  const onClosed = useCallback(() => {
    isOpenRef.current = false;
    openItemRef.current = null;
    cancelPendingPush.current?.();
    cancelPendingPush.current = null;
    const trigger = triggerRef.current;
    const finish = () => {
      // React's commit lets the page go (useModalDialog), so the dish can take focus again.
      flushSync(requestClose);
      trigger?.focus({ preventScroll: true });
      if (findDishByAddress(menu, window.location.search) === null) return;
      if (hasPushedEntry.current) {
        hasPushedEntry.current = false;
        isGoingBack.current = true;
        window.history.back();
      } else {
        window.history.replaceState(window.history.state, '', withoutDish(window.location.href));
      }
    };
    finishClosing();
    pendingClose.current = { timer: setTimeout(finishClosing), finish };
  }, [menu, requestClose, finishClosing]);

  useEffect(() => {
    const showAddressedDish = () => {
      const item = findDishByAddress(menu, window.location.search);
      if (!item) return false;
      const trigger = document.getElementById(dishButtonId(item.name));
      // The card, and the dish within its list, come into view behind the dialog.
      trigger?.closest('article')?.scrollIntoView({ block: 'nearest', inline: 'start', behavior: 'instant' });
      trigger?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
      show(item, trigger);
      return true;
    };
    const onPopState = () => {
      hasPushedEntry.current = false;
      if (isGoingBack.current) {
        // Our own Back has landed on the menu's entry; a dish opened meanwhile gets its address now.
        isGoingBack.current = false;
        if (openItemRef.current) pushAddress(openItemRef.current);
        return;
      }
      if (!showAddressedDish()) requestClose();
    };
    showAddressedDish();
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      cancelPendingPush.current?.();
      if (pendingClose.current) clearTimeout(pendingClose.current.timer);
    };
  }, [menu, show, requestClose, pushAddress]);

  return { state, open, onClosed };
}
