/**
 * Real touch input through the Chrome DevTools Protocol
 * (https://chromedevtools.github.io/devtools-protocol/tot/Input/#method-dispatchTouchEvent):
 * the browser hit-tests, scrolls and dispatches trusted touch events exactly
 * as for a finger. Tests get it as the `touch` fixture (e2e/fixtures.ts).
 */
import type { CDPSession } from '@playwright/test';

export interface Point {
  /** CSS pixels from the viewport's top left. */
  x: number;
  y: number;
  /** Which finger, when several are down. */
  id?: number;
}

export interface SwipeOptions {
  /** Where the finger goes down. */
  from: Point;
  /** How far it travels down (positive) or up (negative). */
  dy: number;
  dx?: number;
  /** How many touchmove events carry it there. */
  steps?: number;
}

export interface Touchscreen {
  /** Each call lists every finger that is down; Chromium sends touchstart for the new ones. */
  down(...fingers: Point[]): Promise<void>;
  /** Every finger that is down, where it is now. */
  move(...fingers: Point[]): Promise<void>;
  /** Lifts every finger. */
  up(): Promise<void>;
  /** One finger down and up on the spot. */
  tap(at: Point): Promise<void>;
  /** One finger down at `from`, `steps` moves by (dx, dy), then lifted. */
  swipe(options: SwipeOptions): Promise<void>;
}

export function createTouchscreen(cdp: CDPSession): Touchscreen {
  const send = async (type: 'touchStart' | 'touchMove' | 'touchEnd', fingers: Point[]) => {
    await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: fingers.map(({ x, y, id = 0 }) => ({ x, y, id })) });
  };
  const touchscreen: Touchscreen = {
    down: (...fingers) => send('touchStart', fingers),
    move: (...fingers) => send('touchMove', fingers),
    up: () => send('touchEnd', []),
    tap: async (at) => {
      await touchscreen.down(at);
      await touchscreen.up();
    },
    swipe: async ({ from, dy, dx = 0, steps = 8 }) => {
      await touchscreen.down(from);
      for (let step = 1; step <= steps; step += 1) {
        await touchscreen.move({ x: from.x + (dx * step) / steps, y: from.y + (dy * step) / steps });
      }
      await touchscreen.up();
    },
  };
  return touchscreen;
}
