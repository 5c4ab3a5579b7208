import { useMemo, useRef, type TouchEvent } from 'react';

/** A finger that moves this far (CSS pixels) between touching and lifting has not tapped. */
export const TAP_SLOP_PX = 8;

/** From this long on, a touch is a long press, not a tap (Android's long-press timeout). */
export const LONG_PRESS_MS = 500;

export interface TouchMark {
  x: number;
  y: number;
  /** The event's timeStamp, in ms. */
  time: number;
}

/** Whether a finger that went down at `start` and lifted at `end` tapped. */
export function isTap(start: TouchMark, end: TouchMark): boolean {
  return end.time - start.time < LONG_PRESS_MS && Math.hypot(end.x - start.x, end.y - start.y) < TAP_SLOP_PX;
}

type TapHandlers = Record<'onTouchStart' | 'onTouchEnd' | 'onTouchCancel', (event: TouchEvent<HTMLElement>) => void>;

/**
 * Touch handlers for a container: a finger that taps one of its buttons
 * clicks it as the finger lifts (touchend).
 *
 * The browser clicks later. After touchend it recognises the tap, draws a
 * frame, then emulates a mouse (mouseover, mousemove, mousedown, focus,
 * mouseup) and only then dispatches click: at 4x CPU throttling, opening
 * the dish dialog from touchend was 10-15 ms sooner (npm run bench).
 *
 * The touchend's default is prevented, so the browser's own click never
 * follows; button.click() stands in for it, so a button's click handler
 * stays the one way it is activated (mouse, keyboard, screen readers).
 * A touch the browser made into a scroll (its touchend can no longer be
 * cancelled), one that moved, a long press and a second finger are left to
 * the browser.
 */
export function useTapActivation(): TapHandlers {
  const pending = useRef<{ button: HTMLButtonElement; start: TouchMark } | null>(null);
  return useMemo(() => {
    const mark = (touch: { clientX: number; clientY: number }, time: number): TouchMark => ({ x: touch.clientX, y: touch.clientY, time });
    return {
      onTouchStart(event) {
        pending.current = null;
        const touch = event.touches[0];
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (event.touches.length !== 1 || !touch || !button || button.disabled || !event.currentTarget.contains(button)) return;
        pending.current = { button, start: mark(touch, event.timeStamp) };
      },
      onTouchEnd(event) {
        const tap = pending.current;
        pending.current = null;
        const touch = event.changedTouches[0];
        if (!tap || !touch || event.touches.length > 0 || !event.cancelable) return;
        if (!isTap(tap.start, mark(touch, event.timeStamp))) return;
        event.preventDefault();
        tap.button.click();
      },
      onTouchCancel() {
        pending.current = null;
      },
    };
  }, []);
}
