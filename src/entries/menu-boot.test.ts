import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bundleScript } from '../../plugins/shared/first-scripts.ts';

const address = () => `${window.location.pathname}${window.location.search}`;

/** The script exactly as the build inlines it. */
let bootScript = '';
beforeAll(async () => {
  bootScript = await bundleScript(process.cwd(), 'src/entries/menu-boot.ts');
});

/**
 * Runs the first script with its own element carrying `scripts` and
 * `preloads`, in a page whose paint reports and timers the test moves by hand.
 */
function boot({ preloads = '', print = '' } = {}) {
  const timers: (() => void)[] = [];
  let onPaint: ((names: string[]) => void) | undefined;
  class FakeObserver {
    constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: FakeObserver) => void) {}
    observe() {
      onPaint = (names) => this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, this);
    }
    disconnect() {
      onPaint = undefined;
    }
  }
  const element = document.createElement('script');
  element.dataset.scripts = '/a.js';
  if (preloads) element.dataset.preloads = preloads;
  if (print) element.dataset.print = print;
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(element);
  // A classic script: new Function throws on an import or export.
  new Function('PerformanceObserver', 'setTimeout', bootScript)(FakeObserver, (callback: () => void) => timers.push(callback));
  const drain = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback());
  return {
    reportPaint: (name: string) => onPaint?.([name]),
    runTimers: () => drain(timers),
  };
}

/** What the first script has added to the head: scripts by src, links as "<rel> <href>", with their media if any. */
const added = () =>
  [...document.head.querySelectorAll('script[src], link')].map((element) =>
    element instanceof HTMLLinkElement
      ? [element.rel, element.getAttribute('href'), element.getAttribute('media')].filter(Boolean).join(' ')
      : element.getAttribute('src'),
  );

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<button id="dish-egg-roll">Egg Roll $3.50</button><button id="dish-pu-pu-platter"><span>Pu Pu Platter</span></button><button id="share">Share</button>';
  window.history.replaceState(null, '', '/');
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

  it('asks for the chunks the scripts import at the same moment, as module preloads', () => {
    const page = boot({ preloads: '/react-dom.js /dialog.js' });
    page.reportPaint('first-contentful-paint');
    expect(added()).toEqual(['/a.js', 'modulepreload /react-dom.js', 'modulepreload /dialog.js']);
  });

  it('asks for the print stylesheet at the same moment, for paper only', () => {
    const page = boot({ print: '/print.css' });
    expect(added()).toEqual([]);
    page.reportPaint('first-contentful-paint');
    expect(added()).toEqual(['/a.js', 'stylesheet /print.css print']);
  });
});

// Every boot adds its own click listener to the document; each test runs one, and they all do the same.
describe('a tap before the menu handles taps itself', () => {
  it("becomes the dish's address", () => {
    boot();
    document.querySelector<HTMLElement>('#dish-pu-pu-platter span')?.click();
    expect(address()).toBe('/dishes/pu-pu-platter/');
  });

  it('is marked as the menu marks the dishes it opens, so that closing it goes back', async () => {
    boot();
    document.getElementById('dish-egg-roll')?.click();
    vi.resetModules();
    const { closeDish } = await import('../menu/address/dish-history.ts');
    const landed = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    closeDish();
    await landed;
    expect(address()).toBe('/');
  });

  it('replaces the entry of a dish tapped just before, rather than stacking them', () => {
    boot();
    document.getElementById('dish-egg-roll')?.click();
    const length = window.history.length;
    document.getElementById('dish-pu-pu-platter')?.click();
    expect(address()).toBe('/dishes/pu-pu-platter/');
    expect(window.history.length).toBe(length);
  });

  it('is left alone when it is not on a dish', () => {
    boot();
    document.getElementById('share')?.click();
    expect(address()).toBe('/');
  });

  it('is left alone once the menu has handled it', () => {
    boot();
    const button = document.getElementById('dish-egg-roll');
    button?.addEventListener('click', (event) => event.preventDefault());
    button?.click();
    expect(address()).toBe('/');
  });
});
