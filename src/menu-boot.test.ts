import { beforeEach, describe, expect, it } from 'vitest';
import { menuBootScript } from './entry-server.tsx';
import { EARLY_DISH_ATTRIBUTE, HYDRATED_ATTRIBUTE, MENU_APP_ID } from './menu/menu-app-id.ts';

/**
 * Runs the menu page's first script, exactly as the build inlines it, in a
 * page whose paint reports, frames and timers the test moves by hand.
 */
function boot({ paint = true, preloads = [] as string[] } = {}) {
  const timers: (() => void)[] = [];
  const frames: (() => void)[] = [];
  let onPaint: ((names: string[]) => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = paint ? ['paint', 'navigation'] : ['navigation'];
    constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: FakeObserver) => void) {}
    observe() {
      onPaint = (names) => this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, this);
    }
    disconnect() {
      onPaint = undefined;
    }
  }
  const run = new Function('PerformanceObserver', 'setTimeout', 'requestAnimationFrame', menuBootScript(['/a.js'], preloads));
  run(
    FakeObserver,
    (callback: () => void) => timers.push(callback),
    (callback: () => void) => frames.push(callback),
  );
  const drain = (queue: (() => void)[]) => queue.forEach((callback) => callback());
  return {
    reportPaint: (name: string) => onPaint?.([name]),
    runTimers: () => drain(timers.splice(0)),
    runFrames: () => drain(frames.splice(0)),
  };
}

/** What the first script has added to the head: scripts by src, preloads as "modulepreload <href>". */
const added = () =>
  [...document.head.querySelectorAll('script[src], link[rel="modulepreload"]')].map((element) =>
    element instanceof HTMLScriptElement ? element.getAttribute('src') : `modulepreload ${element.getAttribute('href')}`,
  );

// Every boot adds its own click listener to the document; they all do the same, so they may pile up.
beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="${MENU_APP_ID}"><button id="dish-egg-roll">Egg Roll $3.50</button><button id="dish-pu-pu-platter"><span>Pu Pu Platter</span></button><button id="share">Share</button></div><button id="dish-outside">Outside</button>`;
});

describe('loading the scripts', () => {
  it('adds them once the first contentful paint is reported, not before, and only once', () => {
    const page = boot();
    expect(added()).toEqual([]);
    page.reportPaint('first-paint');
    expect(added()).toEqual([]);
    page.reportPaint('first-contentful-paint');
    expect(added()).toEqual(['/a.js']);
    page.runTimers();
    expect(added()).toEqual(['/a.js']);
  });

  it('adds them anyway when no paint is reported in time', () => {
    const page = boot();
    page.runTimers();
    expect(added()).toEqual(['/a.js']);
  });

  it('waits for a frame where the browser does not report paints', () => {
    const page = boot({ paint: false });
    page.runFrames();
    expect(added()).toEqual([]);
    page.runTimers();
    expect(added()).toEqual(['/a.js']);
  });

  it('asks for the chunks the scripts import at the same moment, as module preloads', () => {
    const page = boot({ preloads: ['/react-dom.js', '/dialog.js'] });
    page.reportPaint('first-contentful-paint');
    expect(added()).toEqual(['/a.js', 'modulepreload /react-dom.js', 'modulepreload /dialog.js']);
  });
});

describe('a tap before the menu is interactive', () => {
  const app = () => document.getElementById(MENU_APP_ID);

  it('is kept as the slug of the dish tapped', () => {
    boot();
    document.querySelector<HTMLElement>('#dish-pu-pu-platter span')?.click();
    expect(app()).toHaveAttribute(EARLY_DISH_ATTRIBUTE, 'pu-pu-platter');
  });

  it('keeps the last dish tapped', () => {
    boot();
    document.getElementById('dish-egg-roll')?.click();
    document.getElementById('dish-pu-pu-platter')?.click();
    expect(app()).toHaveAttribute(EARLY_DISH_ATTRIBUTE, 'pu-pu-platter');
  });

  it('is left alone when it is not on a dish of the menu', () => {
    boot();
    document.getElementById('share')?.click();
    document.getElementById('dish-outside')?.click();
    expect(app()).not.toHaveAttribute(EARLY_DISH_ATTRIBUTE);
  });

  it('is no longer kept once the menu has hydrated: the app opens dishes itself', () => {
    boot();
    app()?.setAttribute(HYDRATED_ATTRIBUTE, '');
    document.getElementById('dish-egg-roll')?.click();
    expect(app()).not.toHaveAttribute(EARLY_DISH_ATTRIBUTE);
  });
});

it('cannot be closed early by a value that contains "</script>"', () => {
  expect(menuBootScript(['/a.js?</script><script>alert(1)//'], [])).not.toContain('</script>');
});
