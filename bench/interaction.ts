/**
 * Interaction timings with playwright-core and Debian's Chromium, for the
 * phone (4× slower CPU) and the desktop: a dish opened by a tap or click and
 * closed by Escape (and, on the phone, by Back to Menu), as the browser's
 * Event Timing measures each interaction, with the time until the dialog is
 * visible; then long tasks while the arrow scrolls the row, and the SCENARIOS
 * below (add a Scenario there to measure something new). The dishes take
 * turns between the site, our page without its scripts, the no-JavaScript
 * modal, the site built from a larger menu and (in a paired run) the
 * baseline build, each in its own window. Every time is taken inside the page (in-page.ts).
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { en } from '../src/i18n/en.ts';
import { roundOrder, type PerPage } from './compare.ts';
import { renderAllDishes } from './filter.ts';
import {
  armScrollEnd,
  isHydrated,
  NAME_HELPER_SHIM,
  observeInteractions,
  observeLongTasks,
  scrollEnd,
  serviceWorkerSettled,
  takeInteractions,
  type LongTask,
} from './in-page.ts';
import { CHROME_FLAGS, CHROME_PATH, PROFILES, type Profile } from './lighthouse.ts';
import { PAGE_WITHOUT_SCRIPTS_PATH } from './page-without-scripts.ts';
import { REFERENCE_MODAL_PATH } from './reference-page.ts';
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

/** Measured after the dish dialogs and the arrow scroll, each on the same page. */
export const SCENARIOS: Scenario[] = [renderAllDishes];

/** How a dish is closed: by the platform's Escape, or by the dialog's own Back to Menu button. */
export type Close = 'escape' | 'backToMenu';

interface InteractionProfile {
  context: BrowserContextOptions;
  /** Chrome DevTools' CPU slowdown factor; 1 is none. */
  cpuThrottle: number;
  input: 'tap' | 'click';
  /** Each round opens a dish once per way of closing it. */
  closes: Close[];
}

export const INTERACTION_PROFILES: Record<Profile, InteractionProfile> = {
  // A 390×844 phone (an iPhone 12–15's CSS viewport, at its 3× density), its CPU 4× slower than this machine's.
  mobile: {
    context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
    cpuThrottle: 4,
    input: 'tap',
    closes: ['escape', 'backToMenu'],
  },
  desktop: { context: { viewport: { width: 1280, height: 800 } }, cpuThrottle: 1, input: 'click', closes: ['escape'] },
};

/** Taps cycle over the first few dishes of the first card, so each is reached without scrolling the row. */
const DISHES_CYCLED = 5;
const DIALOG_TIMEOUT_MS = 5000;
/** After "visible", time for the entry transition to end before the interaction's timing is read. */
const OPENING_TAIL_MS = 300;
const ARROW_PRESSES = 3;
/** Chromium reports no Event Timing entry under 16 ms: such an interaction counts as 16. */
export const EVENT_TIMING_FLOOR_MS = 16;

/** One page's dishes, opened and closed, each interaction as the browser timed it. */
export interface DialogResult {
  /** Input → a frame that shows the dialog has been produced (in-page.ts, TimingMarks.painted). */
  visibleMs: TimingStats;
  /** Event Timing: the tap or click that opened a dish, from the input until the next frame was presented. */
  openMs: TimingStats;
  /** Event Timing: every close (Escape, and Back to Menu where the profile uses it). */
  closeMs: TimingStats;
  escapeMs: TimingStats;
  backToMenuMs: TimingStats | null;
  samples: { visibleMs: number[]; openMs: number[]; escapeMs: number[]; backToMenuMs: number[] };
}

/** The pages whose dishes are opened in turn; baseline and large only when the run serves them. */
export type DialogPage = 'site' | 'withoutScripts' | 'modal' | 'baseline' | 'large';

export interface ProfileInteraction {
  /** The site's service worker before the first interaction: 'active', 'none', 'still installing'. */
  serviceWorker: string;
  cpuThrottle: number;
  input: 'tap' | 'click';
  /** site: the site; withoutScripts: our built page, its CSS kept, with its scripts taken out, its dialog opened by command="show-modal"; modal: the no-JavaScript platform modal. */
  dialogs: Partial<Record<DialogPage, DialogResult>> & Record<'site' | 'withoutScripts' | 'modal', DialogResult>;
  longTasks: { arrowScroll: LongTaskStats | null };
  scenarios: Record<string, ScenarioOutcome>;
}

export interface InteractionResults {
  chromium: string;
  profiles: Record<Profile, ProfileInteraction>;
}

type Press = (locator: Locator) => Promise<void>;

interface DialogSamples {
  visibleMs: number[];
  openMs: number[];
  escapeMs: number[];
  backToMenuMs: number[];
}

/** The one interaction `act` made, as Event Timing measured it. */
async function interactionMs(page: Page): Promise<number> {
  const durations = await page.evaluate(takeInteractions);
  if (durations.length > 1) throw new Error(`expected one interaction on ${page.url()}, Event Timing saw ${durations.length}`);
  return durations[0] ?? EVENT_TIMING_FLOOR_MS;
}

/**
 * A tap on the `index`th dish button (cycling over the first few) until its
 * dialog is visible, then a close by `close` until the page is back.
 */
async function openAndClose(page: Page, press: Press, close: Close, index: number, into: DialogSamples): Promise<void> {
  const dishes = page.locator(DISH_BUTTONS);
  const cycled = Math.min(DISHES_CYCLED, await dishes.count());
  if (cycled === 0) throw new Error(`no dish buttons in the "Menu categories" region of ${page.url()}`);
  const dish = dishes.nth(index % cycled);
  await dish.scrollIntoViewIfNeeded();
  await nextFrames(page);
  await page.evaluate(takeInteractions);
  const marks = await timeInPage(page, { trigger: 'pointerdown', until: 'dialog', timeoutMs: DIALOG_TIMEOUT_MS }, () => press(dish));
  into.visibleMs.push(marks.painted - marks.input);
  await page.waitForTimeout(OPENING_TAIL_MS);
  into.openMs.push(await interactionMs(page));
  if (close === 'escape') await page.keyboard.press('Escape');
  else await press(page.getByRole('dialog').getByRole('button', { name: en.backToMenu }));
  // Until the dialog has slid away and the page is back (focus, address, scroll lock).
  await waitUntilSettled(page).catch((error: unknown) => {
    throw new Error(`${page.url()}: the dialog did not close by ${close}`, { cause: error });
  });
  into[`${close}Ms`].push(await interactionMs(page));
}

function dialogResult(samples: DialogSamples): DialogResult {
  const rounded = (values: number[]) => values.map((value) => round(value));
  return {
    visibleMs: timingStats(samples.visibleMs),
    openMs: timingStats(samples.openMs),
    closeMs: timingStats([...samples.escapeMs, ...samples.backToMenuMs]),
    escapeMs: timingStats(samples.escapeMs),
    backToMenuMs: samples.backToMenuMs.length === 0 ? null : timingStats(samples.backToMenuMs),
    samples: {
      visibleMs: rounded(samples.visibleMs),
      openMs: samples.openMs,
      escapeMs: samples.escapeMs,
      backToMenuMs: samples.backToMenuMs,
    },
  };
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

/** Loads the menu of a site (or of the baseline) until it is hydrated and its service worker has settled. */
async function openMenu(page: Page, origin: string, profile: Profile): Promise<string> {
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await page.waitForFunction(isHydrated, DISH_BUTTONS, { timeout: 15_000 });
  const serviceWorker = await page.evaluate(serviceWorkerSettled, 15_000);
  if (serviceWorker === 'still installing') console.warn(`  ${profile}: the service worker at ${origin} was still installing after 15 s`);
  return serviceWorker;
}

async function measureProfile(origins: PerPage<string>, profile: Profile, taps: number, browser: Browser): Promise<ProfileInteraction> {
  const settings = INTERACTION_PROFILES[profile];
  const contexts: BrowserContext[] = [];
  // A context, so a window, per page: tabs behind the front one of a window get
  // about two frames a second after any input, though they report `visible`.
  const newWindow = async () => {
    const context = await browser.newContext(settings.context);
    contexts.push(context);
    await context.addInitScript({ content: NAME_HELPER_SHIM });
    return context.newPage();
  };
  try {
    const addresses: [DialogPage, string | undefined][] = [
      ['site', origins.site],
      ['withoutScripts', `${origins.site}${PAGE_WITHOUT_SCRIPTS_PATH}`],
      ['modal', `${origins.reference}${REFERENCE_MODAL_PATH}`],
      ['baseline', origins.baseline],
      ['large', origins.large],
    ];
    const pages = new Map<DialogPage, Page>();
    let serviceWorker = 'none';
    for (const [name, address] of addresses) {
      if (address === undefined) continue;
      const page = await newWindow();
      pages.set(name, page);
      if (name === 'withoutScripts' || name === 'modal') await page.goto(address, { waitUntil: 'load' });
      else {
        const worker = await openMenu(page, address, profile);
        if (name === 'site') serviceWorker = worker;
      }
      if (settings.cpuThrottle !== 1) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: settings.cpuThrottle });
      }
      await page.evaluate(observeInteractions);
    }
    const press: Press = (locator) => (settings.input === 'tap' ? locator.tap() : locator.click());

    const samples = new Map(
      [...pages.keys()].map((name) => [name, { visibleMs: [], openMs: [], escapeMs: [], backToMenuMs: [] } as DialogSamples]),
    );
    const turns = [...pages].flatMap(([name, page]) =>
      settings.closes.map((close) => (tap: number) => openAndClose(page, press, close, tap, samples.get(name) as DialogSamples)),
    );
    for (let tap = 0; tap < taps; tap++) {
      for (const turn of roundOrder(turns, tap)) await turn(tap);
    }
    const dialogs = Object.fromEntries([...samples].map(([name, values]) => [name, dialogResult(values)])) as ProfileInteraction['dialogs'];

    const site = pages.get('site') as Page;
    await site.evaluate(observeLongTasks);
    const scrollTasks = await measureArrowScroll(site, press);
    const scenarios: Record<string, ScenarioOutcome> = {};
    for (const scenario of SCENARIOS) {
      await site.goto(`${origins.site}/`, { waitUntil: 'load' });
      await site.waitForFunction(isHydrated, DISH_BUTTONS, { timeout: 15_000 });
      await site.evaluate(observeLongTasks);
      scenarios[scenario.id] = await scenario.measure({ page: site, profile, press, repetitions: taps });
    }

    return {
      serviceWorker,
      cpuThrottle: settings.cpuThrottle,
      input: settings.input,
      dialogs,
      longTasks: { arrowScroll: scrollTasks && longTaskStats(scrollTasks) },
      scenarios,
    };
  } finally {
    for (const context of contexts) await context.close();
  }
}

export async function measureInteractions(origins: PerPage<string>, taps: number): Promise<InteractionResults> {
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
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const line = Object.entries(result.dialogs)
        .map(([name, dialog]) => `${name} ${dialog.openMs.median}/${dialog.closeMs.median}/${dialog.visibleMs.median}`)
        .join('; ');
      console.log(`  ${profile.padEnd(7)} open/close (Event Timing)/visible, medians in ms over ${taps} rounds: ${line}  (${seconds} s)`);
    }
    return { chromium: browser.version(), profiles };
  } finally {
    await close();
  }
}
