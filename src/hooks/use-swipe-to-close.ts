import { useEffect, useEffectEvent, type RefObject } from 'react';

/** A downward swipe longer than this closes the sheet. */
export const SWIPE_CLOSE_PX = 50;

/**
 * How far a finger moves before we decide whether it drags the sheet or
 * scrolls; below it, a touch is still a tap.
 */
export const GESTURE_SLOP_PX = 8;

export type GestureIntent = 'pending' | 'drag' | 'scroll';

/**
 * Decides what a touch that has moved (dx, dy) from where it started is for.
 * It drags the sheet only when it moves mostly downward and the content under
 * it is scrolled to the top; anything else belongs to the browser (scrolling
 * the content, or a sideways gesture).
 */
export function getGestureIntent({ dx, dy, canDrag }: { dx: number; dy: number; canDrag: boolean }): GestureIntent {
  if (Math.abs(dx) < GESTURE_SLOP_PX && Math.abs(dy) < GESTURE_SLOP_PX) return 'pending';
  if (canDrag && dy > 0 && dy > Math.abs(dx)) return 'drag';
  return 'scroll';
}

/** Whether a drag that ended dragY pixels below where it started closes the sheet. */
export function shouldCloseSheet({ dragY }: { dragY: number }): boolean {
  return dragY > SWIPE_CLOSE_PX;
}

interface SwipeToCloseOptions {
  /** The sheet that moves with the finger. */
  sheetRef: RefObject<HTMLElement | null>;
  /** The sheet's scrolling content: a drag starting there must find it scrolled to the top. */
  scrollerRef: RefObject<HTMLElement | null>;
  onSwipeClose: () => void;
}

/**
 * Drag the sheet down to close it.
 *
 * Touch events rather than Pointer Events: once a touch-action lets the
 * browser pan, pointer events are cancelled (pointercancel) as soon as it
 * does, and nothing can take the gesture back. A non-passive touchmove can
 * call preventDefault() and keep it, which is what "drag down when the
 * content is at the top, scroll otherwise" needs. See
 * https://w3c.github.io/pointerevents/#the-touch-action-css-property
 *
 * The live offset goes to the --sheet-drag-y custom property and a
 * data-swiping attribute, not to React state, so a drag renders nothing.
 */
export function useSwipeToClose({ sheetRef, scrollerRef, onSwipeClose }: SwipeToCloseOptions) {
  const close = useEffectEvent(onSwipeClose);

  useEffect(() => {
    const sheet = sheetRef.current;
    if (!sheet) return;
    let gesture: { id: number; startX: number; startY: number; canDrag: boolean; intent: GestureIntent } | null = null;

    const moveSheet = (dragY: number | null) => {
      if (dragY === null) {
        sheet.style.removeProperty('--sheet-drag-y');
        delete sheet.dataset.swiping;
      } else {
        sheet.style.setProperty('--sheet-drag-y', `${dragY}px`);
        sheet.dataset.swiping = '';
      }
    };
    const findTouch = (list: TouchList) => Array.from(list).find((touch) => touch.identifier === gesture?.id);

    const onTouchStart = (event: TouchEvent) => {
      // A second finger makes it a pinch, which is the browser's: our drag
      // lets go (the sheet settles back) and ignores the rest of the gesture.
      // Zooming also moves a resting finger in client coordinates, which must
      // not read as a drag.
      if (gesture !== null) {
        gesture.intent = 'scroll';
        moveSheet(null);
        return;
      }
      // A touch on the backdrop (the dialog element itself) is not on the sheet.
      if (event.touches.length > 1 || event.target === sheet) return;
      const touch = event.changedTouches[0];
      if (!touch) return;
      const scroller = scrollerRef.current;
      const startsInScroller = scroller !== null && event.target instanceof Node && scroller.contains(event.target);
      gesture = {
        id: touch.identifier,
        startX: touch.clientX,
        startY: touch.clientY,
        canDrag: !startsInScroller || scroller.scrollTop <= 0,
        intent: 'pending',
      };
    };

    const onTouchMove = (event: TouchEvent) => {
      const touch = gesture && findTouch(event.changedTouches);
      if (!gesture || !touch) return;
      const dx = touch.clientX - gesture.startX;
      const dy = touch.clientY - gesture.startY;
      if (gesture.intent === 'pending') gesture.intent = getGestureIntent({ dx, dy, canDrag: gesture.canDrag });
      if (gesture.intent !== 'drag') return;
      // Once the browser runs a gesture of its own (a pinch), moves are no longer ours to cancel.
      if (event.cancelable) event.preventDefault();
      moveSheet(Math.max(0, dy));
    };

    const onTouchEnd = (event: TouchEvent) => {
      const touch = gesture && findTouch(event.changedTouches);
      if (!gesture || !touch) return;
      const wasDrag = gesture.intent === 'drag';
      const dragY = touch.clientY - gesture.startY;
      gesture = null;
      moveSheet(null);
      if (!wasDrag) return;
      // A drag is not a tap: no click on the size option or button it started on.
      if (event.cancelable) event.preventDefault();
      if (event.type === 'touchend' && shouldCloseSheet({ dragY })) close();
    };

    // Escape or a resize mid-drag must not leave the sheet half-moved for next time.
    const reset = () => {
      gesture = null;
      moveSheet(null);
    };

    sheet.addEventListener('touchstart', onTouchStart, { passive: true });
    sheet.addEventListener('touchmove', onTouchMove, { passive: false });
    sheet.addEventListener('touchend', onTouchEnd, { passive: false });
    sheet.addEventListener('touchcancel', onTouchEnd, { passive: false });
    sheet.addEventListener('close', reset);
    return () => {
      sheet.removeEventListener('touchstart', onTouchStart);
      sheet.removeEventListener('touchmove', onTouchMove);
      sheet.removeEventListener('touchend', onTouchEnd);
      sheet.removeEventListener('touchcancel', onTouchEnd);
      sheet.removeEventListener('close', reset);
    };
  }, [sheetRef, scrollerRef]);
}
