/**
 * Interaction timings with playwright-core and Debian's Chromium: a tap or
 * click on a dish until its dialog is visible, long tasks while a dialog
 * opens and while the arrow scrolls the row, and the SCENARIOS below (add a
 * Scenario there to measure something new), for the phone (4× slower CPU)
 * and the desktop. Every time is taken inside the page (in-page.ts).
 */
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { renderAllDishes } from './filter.ts';
import { armScrollEnd, isHydrated, NAME_HELPER_SHIM, observeLongTasks, scrollEnd, serviceWorkerSettled, type LongTask } from './in-page.ts';
import { CHROME_FLAGS, CHROME_PATH, PROFILES, type Profile } from './lighthouse.ts';
import { REFERENCE_OVERLAY_PATH } from './reference-page.ts';
import {
  collectLongTasks,
  DISH_BUTTONS,
  dropLongTasks,
  longTaskStats,
  nextFrames,
  ROW,
  timeInPage,
  timingStats,
  waitUntilSettled,
  type LongTaskStats,
  type Scenario,
  type ScenarioOutcome,
  type TimingStats,
} from './page-tools.ts';
import { deferCleanup } from './processes.ts';
import { round } from './stats.ts';

export type { LongTaskStats, ScenarioOutcome, TimingStats } from './page-tools.ts';

/** Measured after the dish dialog and the arrow scroll, each on the same page. */
export const SCENARIOS: Scenario[] = [renderAllDishes];

interface InteractionProfile {
  context: BrowserContextOptions;
  /** Chrome DevTools' CPU slowdown factor; 1 is none. */
  cpuThrottle: number;
  input: 'tap' | 'click';
}

export const INTERACTION_PROFILES: Record<Profile, InteractionProfile> = {
  // A 390×844 phone (an iPhone 12–15's CSS viewport, at its 3× density), its CPU 4× slower than this machine's.
  mobile: {
    context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
    cpuThrottle: 4,
    input: 'tap',
  },
  desktop: { context: { viewport: { width: 1280, height: 800 } }, cpuThrottle: 1, input: 'click' },
};

/** Taps cycle over the first few dishes of the first card, so each is reached without scrolling the row. */
const DISHES_CYCLED = 5;
const DIALOG_TIMEOUT_MS = 5000;
/** How long after "visible" long tasks still count as the dialog's opening: its entry transition runs meanwhile. */
const OPENING_TAIL_MS = 300;
const ARROW_PRESSES = 3;

export interface DialogResult {
  /** Input → a frame that shows the dialog has been produced (in-page.ts, TimingMarks.painted). */
  visibleMs: TimingStats;
  /** Input → the dialog got its `open` attribute (show() or showModal() ran). */
  openMs: TimingStats;
  samples: { visibleMs: number[]; openMs: number[] };
}

export interface ProfileInteraction {
  /** The page's service worker before the first interaction: 'active', 'none', 'still installing'. */
  serviceWorker: string;
  cpuThrottle: number;
  input: 'tap' | 'click';
  dialog: DialogResult;
  /** The reference page's lower bound: a dish link until its CSS-only sheet (:target) is shown. */
  referenceOverlayMs: TimingStats;
  longTasks: { dialogOpen: LongTaskStats; dialogClose: LongTaskStats; arrowScroll: LongTaskStats | null };
  scenarios: Record<string, ScenarioOutcome>;
}

export interface InteractionResults {
  chromium: string;
  profiles: Record<Profile, ProfileInteraction>;
}

type Press = (locator: Locator) => Promise<void>;

interface DialogLongTasks {
  opening: LongTask[];
  closing: LongTask[];
}

async function measureDialog(page: Page, press: Press, taps: number): Promise<{ dialog: DialogResult; longTasks: DialogLongTasks }> {
  const dishes = page.locator(DISH_BUTTONS);
  const cycled = Math.min(DISHES_CYCLED, await dishes.count());
  if (cycled === 0) throw new Error('no dish buttons in the "Menu categories" region');
  const visibleMs: number[] = [];
  const openMs: number[] = [];
  const longTasks: DialogLongTasks = { opening: [], closing: [] };
  for (let tap = 0; tap < taps; tap++) {
    const dish = dishes.nth(tap % cycled);
    await dish.scrollIntoViewIfNeeded();
    await nextFrames(page);
    await dropLongTasks(page);
    const marks = await timeInPage(page, { trigger: 'pointerdown', until: 'dialog', timeoutMs: DIALOG_TIMEOUT_MS }, () => press(dish));
    visibleMs.push(marks.painted - marks.input);
    openMs.push(marks.changed - marks.input);
    await page.waitForTimeout(OPENING_TAIL_MS);
    longTasks.opening.push(...(await collectLongTasks(page)));
    // Closing: from Escape until the dialog has slid away and the page is back (focus, address, scroll lock).
    await page.keyboard.press('Escape');
    await waitUntilSettled(page);
    longTasks.closing.push(...(await collectLongTasks(page)));
  }
  return {
    dialog: {
      visibleMs: timingStats(visibleMs),
      openMs: timingStats(openMs),
      samples: { visibleMs: visibleMs.map((value) => round(value)), openMs: openMs.map((value) => round(value)) },
    },
    longTasks,
  };
}

/**
 * The same taps on the reference page, whose dishes are links to CSS-only
 * sheets: the time no script can beat, input handling and a frame included.
 */
async function measureReferenceOverlay(page: Page, press: Press, taps: number): Promise<TimingStats> {
  const dishes = page.locator('a.dish');
  const cycled = Math.min(DISHES_CYCLED, await dishes.count());
  if (cycled === 0) throw new Error('no dish links on the reference overlay page');
  const visibleMs: number[] = [];
  for (let tap = 0; tap < taps; tap++) {
    const dish = dishes.nth(tap % cycled);
    await dish.scrollIntoViewIfNeeded();
    await nextFrames(page);
    const marks = await timeInPage(
      page,
      { trigger: 'pointerdown', until: { selector: '.overlay:target', atLeast: 1 }, timeoutMs: DIALOG_TIMEOUT_MS },
      () => press(dish),
    );
    visibleMs.push(marks.painted - marks.input);
    // A fragment navigation (not replaceState, which leaves :target as it was) closes the sheet.
    await page.evaluate(() => {
      location.hash = '';
    });
    await page.waitForFunction(() => document.querySelector('.overlay:target') === null);
    await nextFrames(page);
  }
  return timingStats(visibleMs);
}

/** Presses "Scroll right" a few times, each time until the row stops; null if there is no such button. */
async function measureArrowScroll(page: Page, press: Press): Promise<LongTask[] | null> {
  const arrow = page.getByRole('button', { name: 'Scroll right' });
  if ((await arrow.count()) === 0 || !(await arrow.first().isVisible())) return null;
  await arrow.first().scrollIntoViewIfNeeded();
  await nextFrames(page);
  await dropLongTasks(page);
  for (let step = 0; step < ARROW_PRESSES; step++) {
    if ((await arrow.first().getAttribute('aria-disabled')) === 'true') break;
    await page.evaluate(armScrollEnd, { selector: ROW, timeoutMs: 3000 });
    await press(arrow.first());
    await page.evaluate(scrollEnd);
  }
  await page.waitForTimeout(OPENING_TAIL_MS);
  return collectLongTasks(page);
}

async function measureProfile(
  { site, reference }: { site: string; reference: string },
  profile: Profile,
  taps: number,
  browser: Browser,
): Promise<ProfileInteraction> {
  const settings = INTERACTION_PROFILES[profile];
  const context = await browser.newContext(settings.context);
  try {
    await context.addInitScript({ content: NAME_HELPER_SHIM });
    const page = await context.newPage();
    await page.goto(`${site}/`, { waitUntil: 'load' });
    await page.waitForFunction(isHydrated, DISH_BUTTONS, { timeout: 15_000 });
    const serviceWorker = await page.evaluate(serviceWorkerSettled, 15_000);
    if (serviceWorker === 'still installing') console.warn(`  ${profile}: the service worker was still installing after 15 s`);
    if (settings.cpuThrottle !== 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: settings.cpuThrottle });
    }
    await page.evaluate(observeLongTasks);
    const press: Press = (locator) => (settings.input === 'tap' ? locator.tap() : locator.click());

    const { dialog, longTasks: dialogTasks } = await measureDialog(page, press, taps);
    const scrollTasks = await measureArrowScroll(page, press);
    const scenarios: Record<string, ScenarioOutcome> = {};
    for (const scenario of SCENARIOS) {
      await page.goto(`${site}/`, { waitUntil: 'load' });
      await page.waitForFunction(isHydrated, DISH_BUTTONS, { timeout: 15_000 });
      await page.evaluate(observeLongTasks);
      scenarios[scenario.id] = await scenario.measure({ page, profile, press, repetitions: taps });
    }
    await page.goto(`${reference}${REFERENCE_OVERLAY_PATH}`, { waitUntil: 'load' });
    const referenceOverlayMs = await measureReferenceOverlay(page, press, taps);

    return {
      serviceWorker,
      cpuThrottle: settings.cpuThrottle,
      input: settings.input,
      dialog,
      referenceOverlayMs,
      longTasks: {
        dialogOpen: longTaskStats(dialogTasks.opening),
        dialogClose: longTaskStats(dialogTasks.closing),
        arrowScroll: scrollTasks && longTaskStats(scrollTasks),
      },
      scenarios,
    };
  } finally {
    await context.close();
  }
}

export async function measureInteractions(origins: { site: string; reference: string }, taps: number): Promise<InteractionResults> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  // No runSync: Playwright kills the browsers it launched when Node exits.
  const close = deferCleanup({ name: 'Chromium (Playwright)', run: () => browser.close() });
  try {
    const profiles = {} as Record<Profile, ProfileInteraction>;
    for (const profile of PROFILES) {
      const started = Date.now();
      const result = await measureProfile(origins, profile, taps, browser);
      profiles[profile] = result;
      const { visibleMs } = result.dialog;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `  ${profile.padEnd(7)} ${result.input} → dialog visible: median ${visibleMs.median} ms (min ${visibleMs.min}, max ${visibleMs.max}) over ${taps}; ` +
          `reference CSS sheet: median ${result.referenceOverlayMs.median} ms  (${seconds} s)`,
      );
    }
    return { chromium: browser.version(), profiles };
  } finally {
    await close();
  }
}
