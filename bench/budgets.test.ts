import { describe, expect, it } from 'vitest';
import { KB } from '../scripts/check-budgets.ts';
import { checkAllBudgets, LCP_FACTOR, TBT_ABOVE_REFERENCE_MS } from './budgets.ts';
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

function check(lighthouse: LighthouseResults, budget: string) {
  const found = checkAllBudgets(lighthouse, SIZES).find((each) => each.budget === budget);
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

  it('has no absolute budget for the dialog or for long tasks', () => {
    const names = checkAllBudgets(results({}, {}), SIZES).map((each) => each.budget);
    expect(names.filter((name) => /dialog|long task/i.test(name))).toEqual([]);
  });

  it('keeps the byte budgets', () => {
    const over = { ...SIZES, budgeted: { ...SIZES.budgeted, js: 86 * KB } };
    const js = checkAllBudgets(results({}, {}), over).find((each) => each.budget === 'JS for / (gzip)');
    expect(js?.pass).toBe(false);
  });
});
