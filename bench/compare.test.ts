import { describe, expect, it } from 'vitest';
import {
  FIGURES,
  figuresOf,
  formatChange,
  formatVersusReference,
  mapPages,
  pairedRows,
  percentChange,
  roundOrder,
  versusReference,
  type Figure,
  type Figures,
} from './compare.ts';

const figure = (id: Figure['id']): Figure => {
  const found = FIGURES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no figure ${id}`);
  return found;
};

const REFERENCE: Figures = { fcp: 700, lcp: 700, tbt: 30, speedIndex: 700, openMs: 40, closeMs: 24, visibleMs: 40, bytes: 2048 };
const SITE: Figures = { fcp: 750, lcp: 805, tbt: 70, speedIndex: 1000, openMs: 80, closeMs: 48, visibleMs: 80, bytes: 90 * 1024 };
const BASELINE: Figures = { fcp: 750, lcp: 840, tbt: 400, speedIndex: 1050, openMs: 88, closeMs: 56, visibleMs: 88, bytes: 88 * 1024 };

describe('roundOrder', () => {
  it.each([
    { pages: ['site', 'reference'], round: 0, order: ['site', 'reference'] },
    { pages: ['site', 'reference'], round: 1, order: ['reference', 'site'] },
    { pages: ['site', 'reference'], round: 2, order: ['site', 'reference'] },
    { pages: ['site', 'reference', 'baseline'], round: 0, order: ['site', 'reference', 'baseline'] },
    { pages: ['site', 'reference', 'baseline'], round: 1, order: ['reference', 'baseline', 'site'] },
    { pages: ['site', 'reference', 'baseline'], round: 2, order: ['baseline', 'site', 'reference'] },
    { pages: ['site', 'reference', 'baseline'], round: 3, order: ['site', 'reference', 'baseline'] },
    { pages: [], round: 1, order: [] },
  ])('round $round of $pages → $order', ({ pages, round, order }) => {
    expect(roundOrder(pages, round)).toEqual(order);
  });

  it('puts each page first equally often over as many rounds as there are pages', () => {
    const pages = ['site', 'reference', 'baseline'];
    const firsts = [0, 1, 2].map((round) => roundOrder(pages, round)[0]);
    expect(new Set(firsts)).toEqual(new Set(pages));
  });
});

describe('mapPages', () => {
  it('maps the site and the reference, and leaves the baseline out when there is none', () => {
    expect(mapPages({ site: 1, reference: 2 }, (value) => value * 10)).toEqual({ site: 10, reference: 20 });
  });

  it('maps the baseline when there is one', () => {
    expect(mapPages({ site: 1, reference: 2, baseline: 3 }, (value) => value * 10)).toEqual({ site: 10, reference: 20, baseline: 30 });
  });

  it('maps the larger menu when there is one', () => {
    expect(mapPages({ site: 1, reference: 2, large: 4 }, (value) => value * 10)).toEqual({ site: 10, reference: 20, large: 40 });
  });
});

describe('figuresOf', () => {
  it("takes Lighthouse's medians and the dialog's", () => {
    const median = (value: number) => ({ median: value, min: 0, max: 0 });
    const summary = { fcp: median(1), lcp: median(2), tbt: median(3), speedIndex: median(4), bytes: median(5) };
    const dialog = { openMs: median(6), closeMs: median(7), visibleMs: median(8) };
    expect(figuresOf(summary, dialog)).toEqual({ fcp: 1, lcp: 2, tbt: 3, speedIndex: 4, bytes: 5, openMs: 6, closeMs: 7, visibleMs: 8 });
  });
});

describe('versusReference', () => {
  it('divides by the reference, but subtracts its TBT', () => {
    const versus = versusReference(SITE, REFERENCE);
    expect(versus.lcp).toBeCloseTo(1.15);
    expect(versus.closeMs).toBe(2);
    expect(versus.tbt).toBe(40);
    expect(versus.bytes).toBe(45);
  });

  it('gives a TBT difference even when the reference has none', () => {
    expect(versusReference(SITE, { ...REFERENCE, tbt: 0 }).tbt).toBe(70);
  });
});

describe('formatVersusReference', () => {
  it.each([
    { id: 'lcp' as const, value: 1.149, text: '1.15 ×' },
    { id: 'openMs' as const, value: 2, text: '2.00 ×' },
    { id: 'lcp' as const, value: Number.POSITIVE_INFINITY, text: 'n/a' },
    { id: 'tbt' as const, value: 366.4, text: '+366 ms' },
    { id: 'tbt' as const, value: -12, text: '−12 ms' },
    { id: 'tbt' as const, value: 0, text: '+0 ms' },
  ])('$id $value → $text', ({ id, value, text }) => {
    expect(formatVersusReference(figure(id), value)).toBe(text);
  });
});

describe('percentChange and formatChange', () => {
  it.each([
    { before: 100, after: 110, text: '+10.0 %' },
    { before: 80, after: 60, text: '−25.0 %' },
    { before: 88, after: 80, text: '−9.1 %' },
    { before: 50, after: 50, text: '0.0 %' },
    { before: 1000, after: 1000.2, text: '0.0 %' },
    { before: 0, after: 0, text: '0.0 %' },
    { before: 0, after: 5, text: 'n/a' },
  ])('$before → $after is $text', ({ before, after, text }) => {
    expect(formatChange(percentChange(before, after))).toBe(text);
  });
});

describe('pairedRows', () => {
  const rows = pairedRows(['mobile', 'desktop'], {
    mobile: { site: SITE, baseline: BASELINE, reference: REFERENCE },
    desktop: { site: SITE, baseline: SITE, reference: REFERENCE },
  });

  it('has every figure of each profile, in order', () => {
    expect(rows.map((row) => row.label)).toEqual([
      ...FIGURES.map((each) => `${each.label}, mobile`),
      ...FIGURES.map((each) => `${each.label}, desktop`),
    ]);
  });

  it('shows the baseline, the site, the change and both against the reference', () => {
    expect(rows.find((row) => row.label === 'Dish → dialog visible, mobile')).toEqual({
      label: 'Dish → dialog visible, mobile',
      baseline: '88.0 ms',
      site: '80.0 ms',
      change: '−9.1 %',
      baselineVersusReference: '2.20 ×',
      siteVersusReference: '2.00 ×',
    });
    expect(rows.find((row) => row.label === 'TBT, mobile')).toMatchObject({
      baseline: '400 ms',
      site: '70 ms',
      change: '−82.5 %',
      baselineVersusReference: '+370 ms',
      siteVersusReference: '+40 ms',
    });
  });

  it('shows no change when the site is the baseline', () => {
    expect(rows.filter((row) => row.label.endsWith('desktop')).map((row) => row.change)).toEqual(FIGURES.map(() => '0.0 %'));
  });
});
