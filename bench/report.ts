/** The benchmark's results as markdown: the full report in bench/README.md, the budgets in README.md. */
import { readFile, writeFile } from 'node:fs/promises';
import { formatKB } from '../scripts/check-budgets.ts';
import { DIALOG_TIMINGS, tapShares, type BudgetCheck } from './budgets.ts';
import {
  FIGURES,
  figuresOf,
  formatChange,
  formatVersusReference,
  pairedRows,
  percentChange,
  type Figures,
  type PageName,
} from './compare.ts';
import {
  SCENARIOS,
  type DialogPage,
  type DialogResult,
  type InteractionResults,
  type LongTaskStats,
  type TimingStats,
} from './interaction.ts';
import { PROFILES, type LighthouseResults, type Metric, type Profile } from './lighthouse.ts';
import type { BuildSizes } from './sizes.ts';
import type { Summary } from './stats.ts';

/** Where each report goes: the full one between the first pair of markers, the budgets alone between the second. */
export const FULL_MARKERS = { start: '<!-- bench:start -->', end: '<!-- bench:end -->' };
export const SUMMARY_MARKERS = { start: '<!-- bench:summary:start -->', end: '<!-- bench:summary:end -->' };
export type Markers = typeof FULL_MARKERS;

export interface ReportInput {
  date: string;
  machine: {
    cpu: string;
    cores: number;
    /** os.loadavg()[0] when the benchmark started and when it ended: above `cores`, other work competed with it. */
    load: { start: number; end: number };
    /** Microseconds to hand a process a fresh page of memory (bench/machine.ts). */
    pageFaultMicros: number;
    node: string;
    chromium: string;
    lighthouse: string;
  };
  runs: number;
  taps: number;
  lighthouse: LighthouseResults;
  /** Each figure of the site against the reference's (compare.ts: a ratio, or for TBT a difference in ms). */
  ratios: Record<Profile, Figures>;
  interaction: InteractionResults;
  sizes: BuildSizes;
  budgets: BudgetCheck[];
  /** In a paired run (`--baseline`): the other build's folder, and its sizes; its timings are in `lighthouse` and `interaction`. */
  baseline?: { dist: string; sizes: BuildSizes };
}

/** The site's, the reference's and (in a paired run) the baseline's figures. */
export function pageFigures(lighthouse: LighthouseResults, interaction: InteractionResults, profile: Profile) {
  const { site, reference, baseline } = lighthouse[profile];
  const taps = interaction.profiles[profile];
  return {
    site: figuresOf(site.summary, taps.dialogs.site),
    reference: figuresOf(reference.summary, taps.dialogs.modal),
    baseline: baseline && taps.dialogs.baseline ? figuresOf(baseline.summary, taps.dialogs.baseline) : undefined,
  };
}

const METRIC_ROWS: { metric: Metric; label: string; format: (value: number) => string }[] = [
  { metric: 'performance', label: 'Performance', format: String },
  { metric: 'accessibility', label: 'Accessibility', format: String },
  { metric: 'bestPractices', label: 'Best practices', format: String },
  { metric: 'seo', label: 'SEO', format: String },
  { metric: 'fcp', label: 'FCP (ms)', format: (value) => String(Math.round(value)) },
  { metric: 'lcp', label: 'LCP (ms)', format: (value) => String(Math.round(value)) },
  { metric: 'tbt', label: 'TBT (ms)', format: (value) => String(Math.round(value)) },
  { metric: 'cls', label: 'CLS', format: (value) => (value === 0 ? '0' : value.toFixed(4)) },
  { metric: 'speedIndex', label: 'Speed Index (ms)', format: (value) => String(Math.round(value)) },
  { metric: 'bytes', label: 'Bytes transferred (KB)', format: (value) => (value / 1024).toFixed(1) },
  { metric: 'observedFcp', label: 'FCP as observed, not simulated (ms)', format: (value) => String(Math.round(value)) },
];

function cell(summary: Summary, format: (value: number) => string): string {
  const median = format(summary.median);
  if (summary.min === summary.max) return median;
  return `${median} (${format(summary.min)}–${format(summary.max)})`;
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function timing(stats: TimingStats): string {
  return `${stats.median} ms (${stats.min}–${stats.max}, p90 ${stats.p90}, first ${stats.first})`;
}

/** Median and worst: what a guest usually gets, and what INP (the worst, below 50 interactions) reports. */
function medianAndWorst(stats: TimingStats | null | undefined): string {
  return stats ? `${stats.median} ms (worst ${stats.max})` : 'n/a';
}

const DIALOG_PAGES: { page: DialogPage; label: string }[] = [
  { page: 'site', label: 'site' },
  { page: 'withoutScripts', label: 'our page without scripts' },
  { page: 'modal', label: 'no-JS modal' },
  { page: 'baseline', label: 'baseline' },
  { page: 'large', label: 'larger menu' },
];

const DIALOG_ROWS: { label: string; stats: (dialog: DialogResult) => TimingStats | null }[] = [
  { label: 'open (tap/click), Event Timing', stats: (dialog) => dialog.openMs },
  { label: 'close by Escape, Event Timing', stats: (dialog) => dialog.escapeMs },
  { label: 'close by Back to Menu, Event Timing', stats: (dialog) => dialog.backToMenuMs },
  { label: 'dish → dialog visible', stats: (dialog) => dialog.visibleMs },
];

function longTasks(stats: LongTaskStats | null): string {
  if (!stats) return 'n/a (no arrow)';
  return stats.count === 0 ? 'none' : `${stats.count}, longest ${Math.round(stats.maxMs)} ms`;
}

export function renderMarkdown(input: ReportInput): string {
  const { lighthouse, interaction, sizes } = input;
  const columns = PROFILES.flatMap((profile) => (['site', 'reference'] as const).map((page) => ({ profile, page })));
  const lighthouseTable = table(
    ['Lighthouse', ...columns.map(({ profile, page }) => `${profile} ${page}`)],
    METRIC_ROWS.map(({ metric, label, format }) => [
      label,
      ...columns.map(({ profile, page }) => cell(lighthouse[profile][page].summary[metric], format)),
    ]),
  );
  const ratioTable = table(
    ['Site against the reference', ...PROFILES],
    FIGURES.map((figure) => [
      figure.versusReference === 'ratio' ? `${figure.label}, site / reference` : `${figure.label}, site − reference`,
      ...PROFILES.map((profile) => formatVersusReference(figure, input.ratios[profile][figure.id])),
    ]),
  );

  const interactionTable = table(
    [
      'Interaction: median (worst)',
      ...PROFILES.map(
        (profile) => `${profile} (${interaction.profiles[profile].input}, ${interaction.profiles[profile].cpuThrottle}× CPU)`,
      ),
    ],
    [
      ...DIALOG_PAGES.flatMap(({ page, label }) =>
        DIALOG_ROWS.flatMap((row) => {
          const dialogs = PROFILES.map((profile) => interaction.profiles[profile].dialogs[page]);
          if (dialogs.every((dialog) => dialog === undefined || row.stats(dialog) === null)) return [];
          return [[`${label}: ${row.label}`, ...dialogs.map((dialog) => medianAndWorst(dialog && row.stats(dialog)))]];
        }),
      ),
      ...DIALOG_TIMINGS.map(({ timing, label }) => [
        `${label}: site ÷ our page without scripts; our page ÷ no-JS modal`,
        ...PROFILES.map((profile) => {
          const { script, page } = tapShares(interaction.profiles[profile], timing);
          return `${script.toFixed(2)} ×; ${page.toFixed(2)} ×`;
        }),
      ]),
      ['Long tasks, arrow scroll', ...PROFILES.map((profile) => longTasks(interaction.profiles[profile].longTasks.arrowScroll))],
      ...SCENARIOS.flatMap((scenario) => {
        const outcomes = PROFILES.map((profile) => interaction.profiles[profile].scenarios[scenario.id]);
        return [
          [
            scenario.label,
            ...outcomes.map((outcome) => (!outcome ? 'n/a' : outcome.applicable ? timing(outcome.ms) : `n/a (${outcome.reason})`)),
          ],
          [
            `Long tasks, ${scenario.shortLabel}`,
            ...outcomes.map((outcome) => (outcome?.applicable ? longTasks(outcome.longTasks) : 'n/a')),
          ],
        ];
      }),
    ],
  );

  const sizeTable = table(
    ['File', 'raw', 'gzip', 'brotli'],
    [
      ...sizes.files.map((file) => [file.file, formatKB(file.raw), formatKB(file.gzip), formatKB(file.brotli)]),
      ['**JS for /**', formatKB(sizes.jsForIndex.raw), `**${formatKB(sizes.jsForIndex.gzip)}**`, formatKB(sizes.jsForIndex.brotli)],
      ['**CSS, files + inline**', formatKB(sizes.cssTotal.raw), `**${formatKB(sizes.cssTotal.gzip)}**`, formatKB(sizes.cssTotal.brotli)],
    ],
  );

  const paired = input.baseline ? pairedSection(input, input.baseline) : undefined;
  return [
    renderSummary(input),
    ...(paired ? ['', paired] : []),
    '',
    lighthouseTable,
    '',
    ratioTable,
    '',
    interactionTable,
    '',
    sizeTable,
  ].join('\n');
}

/** The run's date and machine, and each budget against its limit. */
export function renderSummary(input: ReportInput): string {
  const { machine } = input;
  const budgetTable = table(
    ['Budget', 'Measured', 'Limit', ''],
    input.budgets.map((check) => [check.budget, check.measured, check.limit, check.pass ? '✅' : '❌']),
  );
  return [
    `Benchmark of ${input.date.slice(0, 10)} (\`npm run bench\`): ${input.runs} Lighthouse run(s) per profile and page, ${input.taps} taps/clicks per profile; ` +
      `${machine.cpu} (${machine.cores} cores, load ${machine.load.start.toFixed(1)} → ${machine.load.end.toFixed(1)}, a fresh memory page ${machine.pageFaultMicros.toFixed(1)} µs), Node ${machine.node}, Chromium ${machine.chromium}, Lighthouse ${machine.lighthouse}. ` +
      'Medians, with (min–max). "reference" is the same menu as one static HTML page without JavaScript; ' +
      '"our page without scripts" is the built menu page, its own CSS and the dialog\'s stylesheet kept, with the first dish\'s dialog and its scripts taken out, its dialog opened by `command="show-modal"`; ' +
      '"N dishes ÷ M" is the site built from a menu of N dishes (bench/large-menu.ts) against the site. 1 KB = 1024 bytes.',
    '',
    budgetTable,
  ].join('\n');
}

/** Baseline and site side by side, the change from one to the other, and each against the reference. */
function pairedSection(input: ReportInput, baseline: NonNullable<ReportInput['baseline']>): string {
  const figures = {} as Record<Profile, Record<PageName, Figures>>;
  for (const profile of PROFILES) {
    const { site, reference, baseline: measured } = pageFigures(input.lighthouse, input.interaction, profile);
    if (!measured) throw new Error(`the paired run has no baseline figures for ${profile}`);
    figures[profile] = { site, reference, baseline: measured };
  }
  const js = { baseline: baseline.sizes.budgeted.js, site: input.sizes.budgeted.js };
  const pairedTable = table(
    ['Paired run (medians)', 'baseline', 'site', 'site / baseline', 'baseline against reference', 'site against reference'],
    [
      ...pairedRows(PROFILES, figures).map((row) => [
        row.label,
        row.baseline,
        row.site,
        row.change,
        row.baselineVersusReference,
        row.siteVersusReference,
      ]),
      ['JS for / (gzip)', formatKB(js.baseline), formatKB(js.site), formatChange(percentChange(js.baseline, js.site)), '', ''],
    ],
  );
  return `Paired run: the baseline is \`${baseline.dist}\`, measured in turn with the site and the reference.\n\n${pairedTable}`;
}

/**
 * Replaces what is between `markers` in a README. Returns false, leaving the
 * file alone, when the file or its markers are missing.
 */
export async function updateReadme(readmePath: string, markdown: string, markers: Markers): Promise<boolean> {
  let readme: string;
  try {
    readme = await readFile(readmePath, 'utf8');
  } catch {
    return false;
  }
  const start = readme.indexOf(markers.start);
  const end = readme.indexOf(markers.end);
  if (start === -1 || end === -1 || end < start) return false;
  // Blank lines around the table, as Prettier leaves Markdown.
  const updated = `${readme.slice(0, start + markers.start.length)}\n\n${markdown}\n\n${readme.slice(end)}`;
  if (updated !== readme) await writeFile(readmePath, updated);
  return true;
}
