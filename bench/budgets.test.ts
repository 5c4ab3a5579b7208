import { describe, expect, it } from 'vitest';
import { KB } from '../scripts/check-budgets.ts';
import {
  checkAllBudgets,
  LARGE_MENU_LCP_FACTOR,
  LARGE_MENU_TAP_FACTOR,
  LCP_FACTOR,
  PAGE_SHARE_FACTOR,
  SCRIPT_SHARE_FACTOR,
  TBT_ABOVE_REFERENCE_MS,
  type TapResults,
} from './budgets.ts';
import type { LighthouseResults, Metric, PageResult } from './lighthouse.ts';
import type { BuildSizes } from './sizes.ts';

/** A page whose every run measured the same: 100 for scores, `values` for the rest. */
function page(values: Partial<Record<Metric, number>>): PageResult {
  const metric = (value: number) => ({ median: value, min: value, max: value, values: [value] });
  const all: Record<Metric, number> = {
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcp: 700,
    lcp: 700,
    tbt: 0,
    cls: 0,
    speedIndex: 700,
    bytes: 2048,
    observedFcp: 150,
    ...values,
  };
  return {
    summary: Object.fromEntries(Object.entries(all).map(([key, value]) => [key, metric(value)])) as PageResult['summary'],
    lostPoints: [],
  };
}

const SIZES: BuildSizes = {
  files: [],
  jsForIndex: { files: [], raw: 0, gzip: 0, brotli: 0 },
  cssTotal: { raw: 0, gzip: 0, brotli: 0 },
  budgeted: { js: 70 * KB, css: 6 * KB, html: 14 * KB, htmlBrotli: 12 * KB },
};

function results(site: Partial<Record<Metric, number>>, reference: Partial<Record<Metric, number>>): LighthouseResults {
  return {
    mobile: { site: page(site), reference: page(reference) },
    desktop: { site: page({}), reference: page({}) },
  };
}

/** The same median for each dialog timing. */
const dialog = (median: number) => ({ visibleMs: { median }, openMs: { median }, closeMs: { median } });

/** Medians of each dialog timing on the phone: the site, our page without scripts, the no-JS modal; the desktop within every budget. */
function taps(site: number, withoutScripts: number, modal: number): TapResults {
  return {
    mobile: { dialogs: { site: dialog(site), withoutScripts: dialog(withoutScripts), modal: dialog(modal) } },
    desktop: { dialogs: { site: dialog(20), withoutScripts: dialog(20), modal: dialog(20) } },
  };
}

const TAPS = taps(100, 80, 60);

function check(lighthouse: LighthouseResults, budget: string, tapResults = TAPS) {
  const found = checkAllBudgets(lighthouse, tapResults, SIZES).find((each) => each.budget === budget);
  if (!found) throw new Error(`no budget "${budget}"`);
  return found;
}

describe('checkAllBudgets', () => {
  it.each([
    { case: 'equal to the reference', site: 0, reference: 0, pass: true },
    { case: 'exactly the allowance above the reference', site: 400 + TBT_ABOVE_REFERENCE_MS, reference: 400, pass: true },
    { case: 'one ms past the allowance', site: 400 + TBT_ABOVE_REFERENCE_MS + 1, reference: 400, pass: false },
    { case: 'well over 50 ms where the reference is slow too', site: 420, reference: 380, pass: true },
    { case: 'under 50 ms absolute but past the allowance over a 0 ms reference', site: 51, reference: 0, pass: false },
  ])('mobile TBT $site ms against a reference of $reference ms ($case) → pass: $pass', ({ site, reference, pass }) => {
    expect(check(results({ tbt: site }, { tbt: reference }), 'TBT, mobile (median)').pass).toBe(pass);
  });

  it.each([
    { lcp: 700 * LCP_FACTOR, pass: true },
    { lcp: 700 * LCP_FACTOR + 1, pass: false },
  ])('mobile LCP $lcp ms against a reference of 700 ms → pass: $pass', ({ lcp, pass }) => {
    expect(check(results({ lcp }, { lcp: 700 }), 'LCP, mobile (median)').pass).toBe(pass);
  });

  it('says the reference and the limit it computed', () => {
    expect(check(results({ tbt: 120 }, { tbt: 31 }), 'TBT, mobile (median)')).toEqual({
      budget: 'TBT, mobile (median)',
      measured: '120 ms (reference 31 ms)',
      limit: '≤ reference + 50 ms = 81 ms',
      pass: false,
    });
  });

  const SCRIPT_SHARE = "Dish → dialog visible, mobile: site ÷ our page without scripts (the script's share)";
  const PAGE_SHARE = "Dish → dialog visible, mobile: our page without scripts ÷ no-JS modal (the page's share)";
  const TIMINGS = ['Dish opened (Event Timing)', 'Dish closed (Event Timing)', 'Dish → dialog visible'];

  it.each(
    TIMINGS.flatMap((timing) => [
      { timing, site: 80 * SCRIPT_SHARE_FACTOR, pass: true },
      { timing, site: 80 * SCRIPT_SHARE_FACTOR + 0.1, pass: false },
    ]),
  )('$timing: $site ms on the site against 80 ms on our page without scripts → pass: $pass', ({ timing, site, pass }) => {
    const budget = `${timing}, mobile: site ÷ our page without scripts (the script's share)`;
    expect(check(results({}, {}), budget, taps(site, 80, 60)).pass).toBe(pass);
  });

  it.each(
    TIMINGS.flatMap((timing) => [
      { timing, withoutScripts: 40 * PAGE_SHARE_FACTOR, pass: true },
      { timing, withoutScripts: 40 * PAGE_SHARE_FACTOR + 0.1, pass: false },
    ]),
  )(
    '$timing: $withoutScripts ms on our page without scripts against 40 ms on the no-JS modal → pass: $pass',
    ({ timing, withoutScripts, pass }) => {
      const budget = `${timing}, mobile: our page without scripts ÷ no-JS modal (the page's share)`;
      expect(check(results({}, {}), budget, taps(withoutScripts, withoutScripts, 40)).pass).toBe(pass);
    },
  );

  it('says both taps of each share', () => {
    expect([check(results({}, {}), SCRIPT_SHARE), check(results({}, {}), PAGE_SHARE)]).toEqual([
      { budget: SCRIPT_SHARE, measured: '1.25 × (100.0 ms ÷ 80.0 ms)', limit: '≤ 1.25 ×', pass: true },
      { budget: PAGE_SHARE, measured: '1.33 × (80.0 ms ÷ 60.0 ms)', limit: '≤ 1.50 ×', pass: true },
    ]);
  });

  it('holds the dialog only to the floors of the same run, and has no budget for long tasks', () => {
    const checks = checkAllBudgets(results({}, {}), TAPS, SIZES);
    expect(checks.filter((each) => /long task/i.test(each.budget))).toEqual([]);
    const dialogs = checks.filter((each) => /^Dish/.test(each.budget));
    expect(dialogs).toHaveLength(12);
    expect(dialogs.every((each) => /^≤ [\d.]+ ×$/.test(each.limit))).toBe(true);
  });

  describe('a larger menu', () => {
    const DISHES = { site: 135, large: 300 };
    /** The phone's LCP and tap on the larger menu, against 700 ms and 100 ms on the site; the desktop's equal to the site's. */
    function withLarger(lcp: number, tap: number) {
      const lighthouse = results({}, {});
      const tapResults = TAPS;
      return checkAllBudgets(
        {
          mobile: { ...lighthouse.mobile, large: page({ lcp }) },
          desktop: { ...lighthouse.desktop, large: page({}) },
        },
        {
          mobile: { dialogs: { ...tapResults.mobile.dialogs, large: dialog(tap) } },
          desktop: { dialogs: { ...tapResults.desktop.dialogs, large: dialog(20) } },
        },
        SIZES,
        DISHES,
      );
    }
    const LCP = 'LCP, mobile: 300 dishes ÷ 135 (median)';
    const TAP = 'Dish → dialog visible, mobile: 300 dishes ÷ 135';

    it.each([
      { lcp: 700 * LARGE_MENU_LCP_FACTOR, tap: 100 * LARGE_MENU_TAP_FACTOR, pass: true },
      { lcp: 700 * LARGE_MENU_LCP_FACTOR + 1, tap: 100 * LARGE_MENU_TAP_FACTOR + 0.1, pass: false },
    ])('LCP $lcp ms and a tap of $tap ms against 700 and 100 ms on the site → pass: $pass', ({ lcp, tap, pass }) => {
      const checks = withLarger(lcp, tap);
      expect(checks.find((each) => each.budget === LCP)?.pass).toBe(pass);
      expect(checks.find((each) => each.budget === TAP)?.pass).toBe(pass);
    });

    it('is judged only when the run measured it', () => {
      expect(checkAllBudgets(results({}, {}), TAPS, SIZES, DISHES).filter((each) => /dishes ÷/.test(each.budget))).toEqual([]);
    });
  });

  it('keeps the byte budgets', () => {
    const over = { ...SIZES, budgeted: { ...SIZES.budgeted, js: 86 * KB } };
    const js = checkAllBudgets(results({}, {}), TAPS, over).find((each) => each.budget === 'JS for / (gzip)');
    expect(js?.pass).toBe(false);
  });
});
