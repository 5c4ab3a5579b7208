/**
 * The figures one page is judged by, and how they compare: against the
 * reference page measured in the same run, and against a baseline build in a
 * paired run. Ratios to the reference cancel much of what the machine adds.
 */
import type { DialogTiming } from './budgets.ts';

/**
 * The baseline is another build of the site, measured only in a paired run
 * (`--baseline`); large is the site built from a larger menu (large-menu.ts).
 */
export const PAGES = ['site', 'reference', 'baseline', 'large'] as const;
/** The pages a paired run compares. */
export type PageName = Exclude<(typeof PAGES)[number], 'large'>;
/** What every run measures, and the baseline and the larger menu when there are. */
export type PerPage<T> = Record<'site' | 'reference', T> & Partial<Record<'baseline' | 'large', T>>;

export function mapPages<T, U>({ site, reference, baseline, large }: PerPage<T>, map: (value: T) => U): PerPage<U> {
  return {
    site: map(site),
    reference: map(reference),
    ...(baseline === undefined ? {} : { baseline: map(baseline) }),
    ...(large === undefined ? {} : { large: map(large) }),
  };
}

export interface Figure {
  id: 'fcp' | 'lcp' | 'tbt' | 'speedIndex' | DialogTiming | 'bytes';
  label: string;
  format: (value: number) => string;
  /**
   * How a page stands against the reference: a ratio, or for TBT a
   * difference, since the reference's TBT can be 0.
   */
  versusReference: 'ratio' | 'difference';
}

export type FigureId = Figure['id'];
export type Figures = Record<FigureId, number>;

const ms = (value: number) => `${Math.round(value)} ms`;

export const FIGURES: readonly Figure[] = [
  { id: 'fcp', label: 'FCP', format: ms, versusReference: 'ratio' },
  { id: 'lcp', label: 'LCP', format: ms, versusReference: 'ratio' },
  { id: 'tbt', label: 'TBT', format: ms, versusReference: 'difference' },
  { id: 'speedIndex', label: 'Speed Index', format: ms, versusReference: 'ratio' },
  { id: 'openMs', label: 'Dish opened (Event Timing)', format: ms, versusReference: 'ratio' },
  { id: 'closeMs', label: 'Dish closed (Event Timing)', format: ms, versusReference: 'ratio' },
  { id: 'visibleMs', label: 'Dish → dialog visible', format: (value) => `${value.toFixed(1)} ms`, versusReference: 'ratio' },
  { id: 'bytes', label: 'Bytes transferred', format: (value) => `${(value / 1024).toFixed(1)} KB`, versusReference: 'ratio' },
];

type Medians<Id extends string> = Record<Id, { median: number }>;

/** A page's medians: Lighthouse's, and its dish dialog's (the reference's: the no-JavaScript modal's). */
export function figuresOf(summary: Medians<Exclude<FigureId, DialogTiming>>, dialog: Medians<DialogTiming>): Figures {
  return {
    fcp: summary.fcp.median,
    lcp: summary.lcp.median,
    tbt: summary.tbt.median,
    speedIndex: summary.speedIndex.median,
    openMs: dialog.openMs.median,
    closeMs: dialog.closeMs.median,
    visibleMs: dialog.visibleMs.median,
    bytes: summary.bytes.median,
  };
}

/** Each figure against the reference's: `page / reference`, or `page − reference` for differences. */
export function versusReference(page: Figures, reference: Figures): Figures {
  const entries = FIGURES.map(({ id, versusReference: how }) => [
    id,
    how === 'ratio' ? page[id] / reference[id] : page[id] - reference[id],
  ]);
  return Object.fromEntries(entries) as Figures;
}

/** "1.15 ×" for a ratio, "+366 ms" for a difference. */
export function formatVersusReference(figure: Figure, value: number): string {
  if (figure.versusReference === 'ratio') return Number.isFinite(value) ? `${value.toFixed(2)} ×` : 'n/a';
  return `${value >= 0 ? '+' : '−'}${figure.format(Math.abs(value))}`;
}

/** `after` against `before` in percent (+10 is 10% more); null when `before` is 0 and `after` is not. */
export function percentChange(before: number, after: number): number | null {
  if (before === 0) return after === 0 ? 0 : null;
  return (after / before - 1) * 100;
}

/** "+4.2 %", "−3.1 %", "0.0 %", or "n/a" for a change from 0. */
export function formatChange(change: number | null): string {
  if (change === null) return 'n/a';
  const rounded = Math.abs(change).toFixed(1);
  if (Number(rounded) === 0) return '0.0 %';
  return `${change > 0 ? '+' : '−'}${rounded} %`;
}

export interface PairedRow {
  label: string;
  baseline: string;
  site: string;
  change: string;
  baselineVersusReference: string;
  siteVersusReference: string;
}

/** The paired run's rows: every figure of each profile, for the baseline and the site. */
export function pairedRows<Profile extends string>(
  profiles: readonly Profile[],
  figures: Record<Profile, Record<PageName, Figures>>,
): PairedRow[] {
  return profiles.flatMap((profile) => {
    const { site, baseline, reference } = figures[profile];
    const siteVersus = versusReference(site, reference);
    const baselineVersus = versusReference(baseline, reference);
    return FIGURES.map((figure) => ({
      label: `${figure.label}, ${profile}`,
      baseline: figure.format(baseline[figure.id]),
      site: figure.format(site[figure.id]),
      change: formatChange(percentChange(baseline[figure.id], site[figure.id])),
      baselineVersusReference: formatVersusReference(figure, baselineVersus[figure.id]),
      siteVersusReference: formatVersusReference(figure, siteVersus[figure.id]),
    }));
  });
}

/**
 * The order of the pages (or profiles) in round `round`: rotated by one each
 * round, so that machine noise and warm-up fall on each alike.
 */
export function roundOrder<T>(pages: readonly T[], round: number): T[] {
  if (pages.length === 0) return [];
  const shift = round % pages.length;
  return [...pages.slice(shift), ...pages.slice(0, shift)];
}
