/**
 * The performance budgets, judged from one benchmark's results. Timings are
 * held to the reference page measured in the same run, not to absolute
 * figures, which said more about the machine than about the code.
 */
import { BUDGETS, formatKB } from '../scripts/check-budgets.ts';
import { PROFILES, type LighthouseResults, type Profile } from './lighthouse.ts';
import type { BuildSizes } from './sizes.ts';

export interface BudgetCheck {
  budget: string;
  measured: string;
  limit: string;
  pass: boolean;
}

/** LCP of the site may be at most this many times the reference page's. */
export const LCP_FACTOR = 1.05;
/** TBT of the site may be at most this much above the reference page's. */
export const TBT_ABOVE_REFERENCE_MS = 50;

/** Opening or closing a dish on the site may take at most this many times it does on our page without its scripts: the script's share. */
export const SCRIPT_SHARE_FACTOR = 1.25;
/** On our page without its scripts, at most this many times the no-JavaScript modal's: the page's share. */
export const PAGE_SHARE_FACTOR = 1.5;

/** With a larger menu (large-menu.ts), LCP and the tap may be at most these many times the site's in the same run. */
export const LARGE_MENU_LCP_FACTOR = 1.1;
export const LARGE_MENU_TAP_FACTOR = 1.2;

/** What the budgets read of a page's dialog (interaction.ts): medians of each timing. */
type DialogMedians = Record<DialogTiming, { median: number }>;
export type DialogTiming = 'visibleMs' | 'openMs' | 'closeMs';
/** What the budgets read of each profile's interactions. */
export type TapResults = Record<
  Profile,
  { dialogs: { site: DialogMedians; withoutScripts: DialogMedians; modal: DialogMedians; large?: DialogMedians } }
>;

export const DIALOG_TIMINGS: { timing: DialogTiming; label: string }[] = [
  { timing: 'openMs', label: 'Dish opened (Event Timing)' },
  { timing: 'closeMs', label: 'Dish closed (Event Timing)' },
  { timing: 'visibleMs', label: 'Dish → dialog visible' },
];

export interface TapShares {
  /** The site ÷ our page without its scripts. */
  script: number;
  /** Our page without its scripts ÷ the no-JavaScript modal. */
  page: number;
}

/** A timing's two shares, from its medians. */
export function tapShares({ dialogs }: TapResults[Profile], timing: DialogTiming): TapShares {
  const withoutScripts = dialogs.withoutScripts[timing].median;
  return { script: dialogs.site[timing].median / withoutScripts, page: withoutScripts / dialogs.modal[timing].median };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const tapMs = (value: number) => `${value.toFixed(1)} ms`;
const times = (value: number) => `${value.toFixed(2)} ×`;

/** `dishes`: how many the site's menu and the larger one have, when the run measured the larger. */
export function checkAllBudgets(
  lighthouse: LighthouseResults,
  taps: TapResults,
  sizes: BuildSizes,
  dishes?: { site: number; large: number },
): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const mobile = lighthouse.mobile.site.summary;
  const scores = [mobile.performance, mobile.accessibility, mobile.bestPractices, mobile.seo].map((score) => score.median);
  checks.push({
    budget: 'Lighthouse mobile: performance / accessibility / best practices / SEO (medians)',
    measured: scores.join(' / '),
    limit: '100 / 100 / 100 / 100',
    pass: scores.every((score) => score === 100),
  });

  for (const profile of ['mobile', 'desktop'] as const) {
    const site = lighthouse[profile].site.summary;
    const reference = lighthouse[profile].reference.summary;
    const lcpLimit = LCP_FACTOR * reference.lcp.median;
    checks.push({
      budget: `LCP, ${profile} (median)`,
      measured: `${ms(site.lcp.median)} (${(site.lcp.median / reference.lcp.median).toFixed(2)} × reference)`,
      limit: `≤ ${LCP_FACTOR} × reference = ${ms(lcpLimit)}`,
      pass: site.lcp.median <= lcpLimit,
    });
    const tbtLimit = reference.tbt.median + TBT_ABOVE_REFERENCE_MS;
    checks.push({
      budget: `TBT, ${profile} (median)`,
      measured: `${ms(site.tbt.median)} (reference ${ms(reference.tbt.median)})`,
      limit: `≤ reference + ${TBT_ABOVE_REFERENCE_MS} ms = ${ms(tbtLimit)}`,
      pass: site.tbt.median <= tbtLimit,
    });
    checks.push({
      budget: `CLS, ${profile} (median)`,
      measured: site.cls.median === 0 ? '0' : site.cls.median.toFixed(4),
      limit: '0',
      pass: site.cls.median === 0,
    });
  }

  for (const profile of PROFILES) {
    const { dialogs } = taps[profile];
    for (const { timing, label } of DIALOG_TIMINGS) {
      const shares = tapShares(taps[profile], timing);
      const [site, withoutScripts, modal] = [dialogs.site, dialogs.withoutScripts, dialogs.modal].map((page) => tapMs(page[timing].median));
      checks.push(
        {
          budget: `${label}, ${profile}: site ÷ our page without scripts (the script's share)`,
          measured: `${times(shares.script)} (${site} ÷ ${withoutScripts})`,
          limit: `≤ ${times(SCRIPT_SHARE_FACTOR)}`,
          pass: shares.script <= SCRIPT_SHARE_FACTOR,
        },
        {
          budget: `${label}, ${profile}: our page without scripts ÷ no-JS modal (the page's share)`,
          measured: `${times(shares.page)} (${withoutScripts} ÷ ${modal})`,
          limit: `≤ ${times(PAGE_SHARE_FACTOR)}`,
          pass: shares.page <= PAGE_SHARE_FACTOR,
        },
      );
    }
  }

  for (const profile of PROFILES) {
    const large = lighthouse[profile].large?.summary;
    const largeTaps = taps[profile].dialogs.large;
    const siteTaps = taps[profile].dialogs.site;
    if (!large || !largeTaps || !dishes) continue;
    const lcp = large.lcp.median / lighthouse[profile].site.summary.lcp.median;
    const tap = largeTaps.visibleMs.median / siteTaps.visibleMs.median;
    const versus = `${dishes.large} dishes ÷ ${dishes.site}`;
    checks.push(
      {
        budget: `LCP, ${profile}: ${versus} (median)`,
        measured: `${times(lcp)} (${ms(large.lcp.median)} ÷ ${ms(lighthouse[profile].site.summary.lcp.median)})`,
        limit: `≤ ${times(LARGE_MENU_LCP_FACTOR)}`,
        pass: lcp <= LARGE_MENU_LCP_FACTOR,
      },
      {
        budget: `Dish → dialog visible, ${profile}: ${versus}`,
        measured: `${times(tap)} (${tapMs(largeTaps.visibleMs.median)} ÷ ${tapMs(siteTaps.visibleMs.median)})`,
        limit: `≤ ${times(LARGE_MENU_TAP_FACTOR)}`,
        pass: tap <= LARGE_MENU_TAP_FACTOR,
      },
    );
  }

  checks.push(
    {
      budget: 'JS for / (gzip)',
      measured: formatKB(sizes.budgeted.js),
      limit: `≤ ${formatKB(BUDGETS.js)}`,
      pass: sizes.budgeted.js <= BUDGETS.js,
    },
    {
      budget: 'CSS, files + inline (gzip)',
      measured: formatKB(sizes.budgeted.css),
      limit: `≤ ${formatKB(BUDGETS.css)}`,
      pass: sizes.budgeted.css <= BUDGETS.css,
    },
    {
      budget: 'HTML of / (gzip)',
      measured: formatKB(sizes.budgeted.html),
      limit: `≤ ${formatKB(BUDGETS.html)}`,
      pass: sizes.budgeted.html <= BUDGETS.html,
    },
    {
      budget: 'HTML of / as served (brotli), to fit the first round trip',
      measured: formatKB(sizes.budgeted.htmlBrotli),
      limit: `≤ ${formatKB(BUDGETS.htmlBrotli)}`,
      pass: sizes.budgeted.htmlBrotli <= BUDGETS.htmlBrotli,
    },
  );

  return checks;
}
