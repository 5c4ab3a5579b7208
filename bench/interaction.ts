/**
 * Interaction timings with playwright-core and Debian's Chromium: a tap or
 * click on a dish until its dialog is visible, long tasks while a dialog
 * opens and while the arrow scrolls the row, and the SCENARIOS below (add a
 * Scenario there to measure something new), for the phone (4× slower CPU)
 * and the desktop. The dish taps take turns between the site, the reference
 * pages, our page without its scripts, the site built from a larger menu and
 * (in a paired run) the baseline build, each in its own window. Every time is taken inside the page (in-page.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { roundOrder, type PerPage } from './compare.ts';
import { renderAllDishes } from './filter.ts';
import {
  armScrollEnd,
  interactionToNextPaint,
  isHydrated,
  NAME_HELPER_SHIM,
  observeLongTasks,
  scrollEnd,
  serviceWorkerSettled,
  START_INP,
  type LongTask,
} from './in-page.ts';
import { CHROME_FLAGS, CHROME_PATH, PROFILES, type Profile } from './lighthouse.ts';
import { PAGE_WITHOUT_SCRIPTS_PATH } from './page-without-scripts.ts';
import { REFERENCE_MODAL_PATH, REFERENCE_OVERLAY_PATH } from './reference-page.ts';
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

/** web-vitals' build that defines webVitals, and its INP started: one init script, since Playwright runs each in a scope of its own. */
const WEB_VITALS_INP = `${readFileSync(fileURLToPath(new URL('web-vitals.iife.js', import.meta.resolve('web-vitals'))), 'utf8')}\n${START_INP}`;

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
  /** The page's INP over its taps and the Escapes that closed them, by web-vitals; null if none took 16 ms. */
  inpMs: number | null;
  samples: { visibleMs: number[] };
}

export interface DialogInteraction {
  dialog: DialogResult;
  longTasks: { dialogOpen: LongTaskStats; dialogClose: LongTaskStats };
}

export interface ProfileInteraction {
  /** The page's service worker before the first interaction: 'active', 'none', 'still installing'. */
  serviceWorker: string;
  cpuThrottle: number;
  input: 'tap' | 'click';
  dialog: DialogResult;
  /** The reference page's lower bound: a dish link until its CSS-only sheet (:target) is shown. */
  referenceOverlayMs: TimingStats;
  /** The floor for a modal: a dish button until its <dialog>, opened by command="show-modal" with no script, is visible. */
  referenceModal: DialogResult;
  /** Our built page with its scripts taken out: a dish button until the page's own <dialog>, opened by command="show-modal", is visible. */
  pageWithoutScripts: DialogResult;
  longTasks: { dialogOpen: LongTaskStats; dialogClose: LongTaskStats; arrowScroll: LongTaskStats | null };
  scenarios: Record<string, ScenarioOutcome>;
  /** The same taps on the baseline build, alternating with the site's, in a paired run. */
  baseline?: DialogInteraction;
  /** The same taps on the site built from a larger menu, alternating with the site's. */
  large?: DialogInteraction;
}

export interface InteractionResults {
  chromium: string;
  profiles: Record<Profile, ProfileInteraction>;
}

type Press = (locator: Locator) => Promise<void>;

interface DialogSamples {
  visibleMs: number[];
  inpMs: number | null;
  opening: LongTask[];
  closing: LongTask[];
}

/** A tap on the `index`th dish (cycling over the first few) until its dialog is visible, then Escape until the page is back. */
async function tapDish(page: Page, press: Press, index: number, into: DialogSamples): Promise<void> {
  const dishes = page.locator(DISH_BUTTONS);
  const cycled = Math.min(DISHES_CYCLED, await dishes.count());
  if (cycled === 0) throw new Error('no dish buttons in the "Menu categories" region');
  const dish = dishes.nth(index % cycled);
  await dish.scrollIntoViewIfNeeded();
  await nextFrames(page);
  await dropLongTasks(page);
  const marks = await timeInPage(page, { trigger: 'pointerdown', until: 'dialog', timeoutMs: DIALOG_TIMEOUT_MS }, () => press(dish));
  into.visibleMs.push(marks.painted - marks.input);
  await page.waitForTimeout(OPENING_TAIL_MS);
  into.opening.push(...(await collectLongTasks(page)));
  // Closing: from Escape until the dialog has slid away and the page is back (focus, address, scroll lock).
  await page.keyboard.press('Escape');
  await waitUntilSettled(page);
  into.closing.push(...(await collectLongTasks(page)));
}

function dialogResult({ visibleMs, inpMs }: DialogSamples): DialogResult {
  return {
    visibleMs: timingStats(visibleMs),
    inpMs,
    samples: { visibleMs: visibleMs.map((value) => round(value)) },
  };
}

function dialogInteraction(samples: DialogSamples): DialogInteraction {
  const { opening, closing } = samples;
  return {
    dialog: dialogResult(samples),
    longTasks: { dialogOpen: longTaskStats(opening), dialogClose: longTaskStats(closing) },
  };
}

/**
 * The same tap on the reference page, whose dishes are links to CSS-only
 * sheets: the time no script can beat, input handling and a frame included.
 */
async function tapReferenceDish(page: Page, press: Press, index: number, into: number[]): Promise<void> {
  const dishes = page.locator('a.dish');
  const cycled = Math.min(DISHES_CYCLED, await dishes.count());
  if (cycled === 0) throw new Error('no dish links on the reference overlay page');
  const dish = dishes.nth(index % cycled);
  await dish.scrollIntoViewIfNeeded();
  await nextFrames(page);
  const marks = await timeInPage(
    page,
    { trigger: 'pointerdown', until: { selector: '.overlay:target', atLeast: 1 }, timeoutMs: DIALOG_TIMEOUT_MS },
    () => press(dish),
  );
  into.push(marks.painted - marks.input);
  // A fragment navigation (not replaceState, which leaves :target as it was) closes the sheet.
  await page.evaluate(() => {
    location.hash = '';
  });
  await page.waitForFunction(() => document.querySelector('.overlay:target') === null);
  await nextFrames(page);
}

/**
 * The same tap on a page whose dishes open the platform's modal <dialog> by
 * Invoker Commands, with no script: the reference modal page (the floor for
 * a modal, inert page and all) or our own page without its scripts.
 */
async function tapPlatformModal(page: Page, dishButtons: string, press: Press, index: number, into: DialogSamples): Promise<void> {
  const dishes = page.locator(dishButtons);
  const cycled = Math.min(DISHES_CYCLED, await dishes.count());
  if (cycled === 0) throw new Error(`no ${dishButtons} on ${page.url()}`);
  const dish = dishes.nth(index % cycled);
  await dish.scrollIntoViewIfNeeded();
  await nextFrames(page);
  const marks = await timeInPage(page, { trigger: 'pointerdown', until: 'dialog', timeoutMs: DIALOG_TIMEOUT_MS }, () => press(dish));
  into.visibleMs.push(marks.painted - marks.input);
  await page.keyboard.press('Escape');
  await waitUntilSettled(page);
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
    await context.addInitScript({ content: WEB_VITALS_INP });
    return context.newPage();
  };
  try {
    const pages = {
      site: await newWindow(),
      reference: await newWindow(),
      modal: await newWindow(),
      withoutScripts: await newWindow(),
      baseline: origins.baseline === undefined ? undefined : await newWindow(),
      large: origins.large === undefined ? undefined : await newWindow(),
    };
    const serviceWorker = await openMenu(pages.site, origins.site, profile);
    if (pages.baseline && origins.baseline) await openMenu(pages.baseline, origins.baseline, profile);
    if (pages.large && origins.large) await openMenu(pages.large, origins.large, profile);
    await pages.reference.goto(`${origins.reference}${REFERENCE_OVERLAY_PATH}`, { waitUntil: 'load' });
    await pages.modal.goto(`${origins.reference}${REFERENCE_MODAL_PATH}`, { waitUntil: 'load' });
    await pages.withoutScripts.goto(`${origins.site}${PAGE_WITHOUT_SCRIPTS_PATH}`, { waitUntil: 'load' });
    for (const page of [pages.site, pages.reference, pages.modal, pages.withoutScripts, pages.baseline, pages.large]) {
      if (!page) continue;
      if (settings.cpuThrottle !== 1) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: settings.cpuThrottle });
      }
      await page.evaluate(observeLongTasks);
    }
    const press: Press = (locator) => (settings.input === 'tap' ? locator.tap() : locator.click());

    const newSamples = (): DialogSamples => ({ visibleMs: [], inpMs: null, opening: [], closing: [] });
    const samples = {
      site: newSamples(),
      baseline: newSamples(),
      large: newSamples(),
      reference: [] as number[],
      modal: newSamples(),
      withoutScripts: newSamples(),
    };
    const { baseline, large } = pages;
    const turns: ((tap: number) => Promise<void>)[] = [
      (tap) => tapDish(pages.site, press, tap, samples.site),
      (tap) => tapReferenceDish(pages.reference, press, tap, samples.reference),
      (tap) => tapPlatformModal(pages.modal, 'button.dish', press, tap, samples.modal),
      (tap) => tapPlatformModal(pages.withoutScripts, DISH_BUTTONS, press, tap, samples.withoutScripts),
      ...(baseline ? [(tap: number) => tapDish(baseline, press, tap, samples.baseline)] : []),
      ...(large ? [(tap: number) => tapDish(large, press, tap, samples.large)] : []),
    ];
    for (let tap = 0; tap < taps; tap++) {
      for (const turn of roundOrder(turns, tap)) await turn(tap);
    }
    for (const [page, into] of [
      [pages.site, samples.site],
      [pages.modal, samples.modal],
      [pages.withoutScripts, samples.withoutScripts],
      [baseline, samples.baseline],
      [large, samples.large],
    ] as const) {
      if (page) into.inpMs = await page.evaluate(interactionToNextPaint);
    }
    const site = dialogInteraction(samples.site);

    const scrollTasks = await measureArrowScroll(pages.site, press);
    const scenarios: Record<string, ScenarioOutcome> = {};
    for (const scenario of SCENARIOS) {
      await pages.site.goto(`${origins.site}/`, { waitUntil: 'load' });
      await pages.site.waitForFunction(isHydrated, DISH_BUTTONS, { timeout: 15_000 });
      await pages.site.evaluate(observeLongTasks);
      scenarios[scenario.id] = await scenario.measure({ page: pages.site, profile, press, repetitions: taps });
    }

    return {
      serviceWorker,
      cpuThrottle: settings.cpuThrottle,
      input: settings.input,
      dialog: site.dialog,
      referenceOverlayMs: timingStats(samples.reference),
      referenceModal: dialogResult(samples.modal),
      pageWithoutScripts: dialogResult(samples.withoutScripts),
      longTasks: { ...site.longTasks, arrowScroll: scrollTasks && longTaskStats(scrollTasks) },
      scenarios,
      ...(pages.baseline ? { baseline: dialogInteraction(samples.baseline) } : {}),
      ...(pages.large ? { large: dialogInteraction(samples.large) } : {}),
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
      const { visibleMs } = result.dialog;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const baseline = result.baseline ? `baseline: median ${result.baseline.dialog.visibleMs.median} ms; ` : '';
      const large = result.large ? `larger menu: median ${result.large.dialog.visibleMs.median} ms; ` : '';
      console.log(
        `  ${profile.padEnd(7)} ${result.input} → dialog visible: median ${visibleMs.median} ms (min ${visibleMs.min}, max ${visibleMs.max}) over ${taps}; ` +
          `${baseline}${large}without scripts: median ${result.pageWithoutScripts.visibleMs.median} ms; no-JS modal: median ${result.referenceModal.visibleMs.median} ms; CSS sheet: median ${result.referenceOverlayMs.median} ms  (${seconds} s)`,
      );
    }
    return { chromium: browser.version(), profiles };
  } finally {
    await close();
  }
}
