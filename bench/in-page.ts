/**
 * Functions that Playwright runs INSIDE the page (page.evaluate), so that
 * timings come from the page's own clock, free of Playwright's round trips.
 * They must be self-contained: no imports, no outer variables.
 */

/** Timestamps on the page's clock (performance.now() origin), in ms. */
export interface TimingMarks {
  /** The trigger event's event.timeStamp: when the input reached the browser, so input delay counts too. */
  input: number;
  /** The requestAnimationFrame callback of the first frame in which the target is shown. */
  frame: number;
  /**
   * A task posted from that rAF callback: it runs once the main thread has
   * done that frame's style, layout and paint, so the frame that shows the
   * target has been handed to the compositor. This is "visible".
   */
  painted: number;
}

export interface TimingTarget {
  /** The event that starts the clock: a pointer going down, or a text field's input. */
  trigger: 'pointerdown' | 'input';
  /**
   * Done when an open <dialog> is visible as a guest sees it: not
   * visibility: hidden, opacity above 0.01, and at least half of its box
   * inside the viewport (not still below it, sliding up); or when `selector`
   * matches at least `atLeast` elements.
   */
  until: 'dialog' | { selector: string; atLeast: number };
  timeoutMs: number;
}

export interface LongTask {
  startTime: number;
  duration: number;
}

interface BenchGlobals {
  __benchTiming?: Promise<TimingMarks>;
  __benchInteractions?: () => number[];
  __benchScroll?: Promise<{ moved: number }>;
  __benchLongTasks?: LongTask[];
  __benchLongTaskObserver?: PerformanceObserver;
}

type BenchWindow = Window & typeof globalThis & BenchGlobals;

/**
 * tsx compiles with esbuild's keepNames, which wraps named inner functions
 * in a `__name(fn, "name")` helper that does not exist in the page. Added
 * to every document with context.addInitScript before any evaluate.
 */
export const NAME_HELPER_SHIM = 'globalThis.__name = globalThis.__name || ((fn) => fn);';

/** Arms the next trigger event: window.__benchTiming resolves with the marks once the target is shown. */
export function armTiming({ trigger, until, timeoutMs }: TimingTarget): void {
  const w = window as BenchWindow;
  w.__benchTiming = new Promise<TimingMarks>((resolve, reject) => {
    const marks: TimingMarks = { input: -1, frame: -1, painted: -1 };
    let frameRequest = 0;

    const isShown = () => {
      if (until !== 'dialog') return document.querySelectorAll(until.selector).length >= until.atLeast;
      const dialog = document.querySelector('dialog[open]');
      if (!dialog) return false;
      const style = getComputedStyle(dialog);
      const box = dialog.getBoundingClientRect();
      const onScreen = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
      return style.visibility !== 'hidden' && Number(style.opacity) > 0.01 && box.width > 0 && box.height > 0 && onScreen >= box.height / 2;
    };
    const stop = () => {
      clearTimeout(timer);
      cancelAnimationFrame(frameRequest);
      removeEventListener(trigger, onTrigger, true);
    };
    const onFrame = () => {
      if (!isShown()) {
        frameRequest = requestAnimationFrame(onFrame);
        return;
      }
      marks.frame = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        marks.painted = performance.now();
        stop();
        resolve(marks);
      };
      channel.port2.postMessage(null);
    };
    const onTrigger = (event: Event) => {
      if (marks.input >= 0) return;
      marks.input = event.timeStamp;
      frameRequest = requestAnimationFrame(onFrame);
    };
    const timer = setTimeout(() => {
      stop();
      const what = until === 'dialog' ? 'no dialog became visible' : `fewer than ${until.atLeast} of ${until.selector}`;
      reject(new Error(`${what} within ${timeoutMs} ms of the ${trigger} (saw the ${trigger}: ${marks.input >= 0})`));
    }, timeoutMs);

    addEventListener(trigger, onTrigger, true);
  });
}

/**
 * Starts keeping the longest Event Timing duration of each interaction into
 * window.__benchInteractions, as web-vitals groups them for INP: an entry
 * per event (pointerdown, pointerup, click; keydown, keyup), from the input
 * to the next frame presented, rounded to 8 ms, those of one gesture sharing
 * an interactionId. Chromium reports none shorter than 16 ms.
 */
export function observeInteractions(): void {
  const w = window as BenchWindow;
  const interactions = new Map<number, number>();
  const record = (entries: PerformanceEntryList) => {
    // interactionId is not in TypeScript's DOM types yet.
    for (const entry of entries as (PerformanceEventTiming & { interactionId: number })[]) {
      if (entry.interactionId === 0) continue;
      interactions.set(entry.interactionId, Math.max(interactions.get(entry.interactionId) ?? 0, entry.duration));
    }
  };
  const observer = new PerformanceObserver((list) => record(list.getEntries()));
  observer.observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  w.__benchInteractions = () => {
    record(observer.takeRecords());
    const durations = [...interactions.values()];
    interactions.clear();
    return durations;
  };
}

/**
 * The durations of the interactions since the last call, in the order they
 * happened. Waits a few frames first: an entry is reported once its frame is presented.
 */
export async function takeInteractions(): Promise<number[]> {
  for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
  const take = (window as BenchWindow).__benchInteractions;
  if (!take) throw new Error('observeInteractions() has not run in this page');
  return take();
}

export function timingMarks(): Promise<TimingMarks> | undefined {
  return (window as BenchWindow).__benchTiming;
}

/** How many elements match `selector`. */
export function countOf(selector: string): number {
  return document.querySelectorAll(selector).length;
}

/** Starts collecting long tasks (> 50 ms) into window.__benchLongTasks. */
export function observeLongTasks(): void {
  const w = window as BenchWindow;
  w.__benchLongTasks = [];
  w.__benchLongTaskObserver?.disconnect();
  const record = (entries: PerformanceEntryList) => {
    for (const entry of entries) w.__benchLongTasks?.push({ startTime: entry.startTime, duration: entry.duration });
  };
  w.__benchLongTaskObserver = new PerformanceObserver((list) => record(list.getEntries()));
  w.__benchLongTaskObserver.observe({ type: 'longtask' });
}

/** The long tasks since the last call (or since observeLongTasks), including ones not yet delivered. */
export function takeLongTasks(): LongTask[] {
  const w = window as BenchWindow;
  const pending = w.__benchLongTaskObserver?.takeRecords() ?? [];
  const tasks = [...(w.__benchLongTasks ?? []), ...pending.map((entry) => ({ startTime: entry.startTime, duration: entry.duration }))];
  w.__benchLongTasks = [];
  return tasks;
}

/**
 * Waits (up to timeoutMs) for a service worker the page registers to be
 * active, so that its install and precaching are not measured as part of
 * the first interactions. Says what it found.
 */
export async function serviceWorkerSettled(timeoutMs: number): Promise<string> {
  if (!('serviceWorker' in navigator)) return 'unsupported';
  const deadline = performance.now() + timeoutMs;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  // Pages usually register on `load`; give that a moment.
  let registration = await navigator.serviceWorker.getRegistration();
  for (let waited = 0; !registration && waited < 2000; waited += 100) {
    await pause(100);
    registration = await navigator.serviceWorker.getRegistration();
  }
  if (!registration) return 'none';
  const ready = await Promise.race([
    navigator.serviceWorker.ready.then(() => true),
    pause(Math.max(0, deadline - performance.now())).then(() => false),
  ]);
  return ready ? 'active' : 'still installing';
}

/** Is hydration done? React puts its fiber on every element it hydrated. */
export function isHydrated(selector: string): boolean {
  const element = document.querySelector(selector);
  return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

/** True once the dialog is closed and no finite animation or transition is still running. */
export function settled(): boolean {
  if (document.querySelector('dialog[open]')) return false;
  return document.getAnimations().every((animation) => {
    const iterations = animation.effect?.getComputedTiming().iterations;
    return animation.playState !== 'running' || iterations === Infinity;
  });
}

/** Arms window.__benchScroll: resolves when `selector` stops scrolling (scrollend), or after timeoutMs. */
export function armScrollEnd({ selector, timeoutMs }: { selector: string; timeoutMs: number }): void {
  const w = window as BenchWindow;
  const scroller = document.querySelector(selector);
  if (!scroller) throw new Error(`no ${selector}`);
  const before = scroller.scrollLeft;
  w.__benchScroll = new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      scroller.removeEventListener('scrollend', finish);
      resolve({ moved: scroller.scrollLeft - before });
    };
    const timer = setTimeout(finish, timeoutMs);
    scroller.addEventListener('scrollend', finish);
  });
}

export function scrollEnd(): Promise<{ moved: number }> | undefined {
  return (window as BenchWindow).__benchScroll;
}
