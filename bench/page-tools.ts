/** Helpers shared by the Playwright measurements (interaction.ts and its scenarios). */
import type { Locator, Page } from 'playwright-core';
import { armTiming, settled, takeLongTasks, timingMarks, type LongTask, type TimingMarks, type TimingTarget } from './in-page.ts';
import type { Profile } from './lighthouse.ts';
import { percentile, round, summarize, type Summary } from './stats.ts';

/** The scrolling row of category cards (a region by this name); every dish is a button inside it. */
export const ROW_LABEL = 'Menu categories';
export const ROW = `[role="region"][aria-label="${ROW_LABEL}"]`;
export const DISH_BUTTONS = `${ROW} button`;
/** The dish buttons a filter leaves showing (it hides the others' list items). */
export const SHOWN_DISH_BUTTONS = `${ROW} li:not([hidden]) button`;

export interface TimingStats extends Summary {
  p90: number;
  /** The first sample: a cold start (code not yet optimised). */
  first: number;
}

export interface LongTaskStats {
  count: number;
  /** 0 when there were none. */
  maxMs: number;
}

/** What a scenario is handed: a hydrated page, throttled as its profile says. */
export interface ScenarioContext {
  page: Page;
  profile: Profile;
  /** A tap on the phone, a click on the desktop. */
  press: (locator: Locator) => Promise<void>;
  repetitions: number;
}

/** A scenario's outcome: measured, or why it does not apply to this build. */
export type ScenarioOutcome =
  { applicable: true; ms: TimingStats; samples: number[]; longTasks: LongTaskStats } | { applicable: false; reason: string };

export interface Scenario {
  id: string;
  /** For the interaction table: "Search cleared → all dishes rendered". */
  label: string;
  /** For the long-task budget: "search cleared". */
  shortLabel: string;
  measure: (context: ScenarioContext) => Promise<ScenarioOutcome>;
}

export function timingStats(values: number[]): TimingStats {
  const summary = summarize(values);
  return {
    median: round(summary.median),
    min: round(summary.min),
    max: round(summary.max),
    p90: round(percentile(values, 90)),
    first: round(values[0] ?? Number.NaN),
  };
}

export function longTaskStats(tasks: LongTask[]): LongTaskStats {
  return { count: tasks.length, maxMs: round(Math.max(0, ...tasks.map((task) => task.duration))) };
}

/** Waits two frames, so that what came before has been painted. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Waits until no dialog is open and transitions have finished, then a little more. */
export async function waitUntilSettled(page: Page): Promise<void> {
  await page.waitForFunction(settled, undefined, { timeout: 5000, polling: 50 });
  await page.waitForTimeout(100);
}

/** Clears the long-task buffer. */
export async function dropLongTasks(page: Page): Promise<void> {
  await page.evaluate(takeLongTasks);
}

export async function collectLongTasks(page: Page): Promise<LongTask[]> {
  return page.evaluate(takeLongTasks);
}

/** Arms the in-page timer, runs `act`, and returns the marks once the target is shown. */
export async function timeInPage(page: Page, target: TimingTarget, act: () => Promise<void>): Promise<TimingMarks> {
  await page.evaluate(armTiming, target);
  await act();
  const marks = await page.evaluate(timingMarks);
  if (!marks) throw new Error('the in-page timer was not armed');
  return marks;
}
