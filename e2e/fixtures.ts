/**
 * The `test` every spec imports. Each test automatically fails when its page
 * logs a console error or warning, throws an uncaught error, violates its
 * Content-Security-Policy, or requests anything from another origin
 * (the site makes no calls).
 * Plus the `site` and `touch` fixtures, and the waits that page loads,
 * animations and smooth scrolling need.
 */
import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Response,
  type ViewportSize,
} from '@playwright/test';
import { createTouchscreen, type Touchscreen } from './touch.ts';

export { expect };

/** A path no route matches: the server answers 404 with the routing library's error screen. */
export const UNKNOWN_PATH = '/no-such-page';

/** Chromium logs the 404 of the document itself; a test visiting UNKNOWN_PATH expects exactly that one. */
export const EXPECTED_404_CONSOLE = /status of 404 \(Not Found\).*\/no-such-page/;

export interface ConsoleEntry {
  type: string;
  text: string;
}

/** Page navigations that resolve, as a guest's finger would wait, once the menu is interactive (waitForMenuReady). */
export interface Site {
  goto(url: string, options?: Parameters<Page['goto']>[1]): Promise<Response | null>;
  reload(): Promise<Response | null>;
  goBack(): Promise<Response | null>;
  goForward(): Promise<Response | null>;
}

/** What a step of a flow uses: the fixtures of the test that runs it. */
export interface Guest {
  site: Site;
  page: Page;
  context: BrowserContext;
  touch: Touchscreen;
  hasTouch: boolean;
  isMobile: boolean;
  baseURL: string | undefined;
  viewport: ViewportSize | null;
}

interface Fixtures {
  site: Site;
  /** The fixtures a step of a flow uses, in one object (step()). */
  guest: Guest;
  /** Real touch input on the page (e2e/touch.ts). */
  touch: Touchscreen;
  /** Every console message the page logged during the test, of every type. */
  consoleMessages: ConsoleEntry[];
  /** Console errors or warnings a test expects; any other one fails the test. */
  expectedConsoleProblems: RegExp[];
  /** Origins besides the site's a test serves itself on 127.0.0.1 (a stand-in for GitHub's API). */
  allowedOrigins: string[];
  /** Runs around every test: the console, page-error and origin checks. */
  guardPage: undefined;
}

const isProblem = (entry: ConsoleEntry) => entry.type === 'error' || entry.type === 'warning';

/** What Playwright's stand-in for a blocked service worker registration logs (the `serviceWorkers: 'block'` option). */
const BLOCKED_SERVICE_WORKER = /^Service Worker registration blocked by Playwright/;

function describeMessage(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return url ? `${message.text()} (${url}:${lineNumber})` : message.text();
}

// data: URLs are inline content, never a network call, so they cannot leak anything.
function isSameOrigin(url: string, origin: string): boolean {
  return url.startsWith('data:') || new URL(url).origin === origin;
}

/**
 * Resolves once the menu is interactive: hydrated, with its dish dialog
 * mounted and ready to open. The page loads its script after its first paint,
 * so the load event alone does not mean so; and a dish's page has its dialog
 * in its HTML, so only React's own mark on the element (what Testing Library
 * reads too) says it has hydrated. Other pages resolve at once. Call it only
 * with JavaScript enabled.
 */
export async function waitForMenuReady(page: Page): Promise<void> {
  if ((await page.locator('#menu-app').count()) === 0) return;
  await page.waitForFunction(() => {
    const dialog = document.querySelector('#menu-app dialog');
    return dialog !== null && Object.keys(dialog).some((key) => key.startsWith('__reactFiber$'));
  });
}

export const test = base.extend<Fixtures>({
  expectedConsoleProblems: [[], { option: true }],
  allowedOrigins: [[], { option: true }],

  site: async ({ page, javaScriptEnabled }, provide) => {
    const ready = async (response: Response | null) => {
      if (javaScriptEnabled) await waitForMenuReady(page);
      return response;
    };
    await provide({
      goto: async (url, options) => ready(await page.goto(url, options)),
      reload: async () => ready(await page.reload()),
      goBack: async () => ready(await page.goBack()),
      goForward: async () => ready(await page.goForward()),
    });
  },

  guest: async ({ site, page, context, touch, hasTouch, isMobile, baseURL, viewport }, provide) => {
    await provide({ site, page, context, touch, hasTouch, isMobile, baseURL, viewport });
  },

  touch: async ({ page }, provide) => {
    const cdp = await page.context().newCDPSession(page);
    await provide(createTouchscreen(cdp));
    await cdp.detach();
  },

  // The parameter is not called `use`: eslint-plugin-react-hooks would take it for React's use().
  consoleMessages: async ({ page }, provide) => {
    const messages: ConsoleEntry[] = [];
    page.on('console', (message) => messages.push({ type: message.type(), text: describeMessage(message) }));
    await provide(messages);
  },

  guardPage: [
    async ({ page, context, baseURL, consoleMessages, expectedConsoleProblems, allowedOrigins, serviceWorkers }, provide) => {
      if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
      const origin = new URL(baseURL).origin;
      const isAllowed = (url: string) => [origin, ...allowedOrigins].some((allowed) => isSameOrigin(url, allowed));

      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.name}: ${error.message}`));

      // Anything the Content-Security-Policy blocks is reported as a console error, so the check below fails on it.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`securitypolicyviolation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`);
        });
      });

      const foreignRequests: string[] = [];
      context.on('request', (request) => {
        if (!isAllowed(request.url())) foreignRequests.push(request.url());
      });
      // Nothing leaves the machine even if the site tried.
      await context.route(
        (url) => !isAllowed(url.href),
        (route) => route.abort('blockedbyclient'),
      );

      await provide(undefined);

      const unexpectedConsoleProblems = consoleMessages
        .filter(isProblem)
        .filter((entry) => !(serviceWorkers === 'block' && BLOCKED_SERVICE_WORKER.test(entry.text)))
        .filter((entry) => !expectedConsoleProblems.some((pattern) => pattern.test(entry.text)))
        .map((entry) => `console.${entry.type}: ${entry.text}`);
      expect.soft([...unexpectedConsoleProblems, ...pageErrors], 'console errors, warnings and uncaught page errors').toEqual([]);
      expect(foreignRequests, `requests to an origin other than ${origin}`).toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * A check that once loaded its page for itself, as one step of a flow that
 * loads the page once and runs such steps one after another: its title still
 * names what broke.
 */
export function step(title: string, body: (guest: Guest) => Promise<void>): (guest: Guest) => Promise<void> {
  return (guest) => test.step(title, () => body(guest));
}

/** Resolves after `count` animation frames of the page: lets queued work land, unlike a fixed sleep. */
export async function waitForFrames(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        let left = frames;
        const tick = () => {
          left -= 1;
          if (left <= 0) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    count,
  );
}

/** How many consecutive frames a value must hold before it counts as settled. */
const SETTLED_FRAMES = 3;
/** About ten seconds at 60 frames a second: a scroll still moving then is a bug, not slowness. */
const MAX_SETTLE_FRAMES = 600;

/**
 * Waits until the element's scrollLeft has stayed the same for three
 * consecutive animation frames (a smooth scroll and its snap have ended),
 * and returns it. Call it after the scroll has started, e.g. after
 * `expect.poll` saw scrollLeft change.
 */
export async function waitForScrollToSettle(locator: Locator): Promise<number> {
  return locator.evaluate(
    (element, { settledFrames, maxFrames }) =>
      new Promise<number>((resolve, reject) => {
        let last = element.scrollLeft;
        let unchanged = 0;
        let frames = 0;
        const tick = () => {
          const now = element.scrollLeft;
          unchanged = now === last ? unchanged + 1 : 0;
          last = now;
          frames += 1;
          if (unchanged >= settledFrames) resolve(now);
          else if (frames > maxFrames) reject(new Error(`scrollLeft still changing after ${maxFrames} frames (now ${now})`));
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { settledFrames: SETTLED_FRAMES, maxFrames: MAX_SETTLE_FRAMES },
  );
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Waits until the element's rendered box (transforms included) has stayed the
 * same for three consecutive animation frames, e.g. after a sheet slid in, and
 * returns it.
 */
export async function waitForBoxToSettle(locator: Locator): Promise<Box> {
  return locator.evaluate(
    (element, { settledFrames, maxFrames }) =>
      new Promise<Box>((resolve, reject) => {
        const measure = () => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return { x, y, width, height };
        };
        let last = measure();
        let unchanged = 0;
        let frames = 0;
        const tick = () => {
          const now = measure();
          const same = now.x === last.x && now.y === last.y && now.width === last.width && now.height === last.height;
          unchanged = same ? unchanged + 1 : 0;
          last = now;
          frames += 1;
          if (unchanged >= settledFrames) resolve(now);
          else if (frames > maxFrames) reject(new Error(`box still moving after ${maxFrames} frames: ${JSON.stringify(now)}`));
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { settledFrames: SETTLED_FRAMES, maxFrames: MAX_SETTLE_FRAMES },
  );
}
