/**
 * Lighthouse runs, mobile (the default config) and desktop (its preset),
 * against the site, the reference page and (in a paired run) the baseline
 * build in turn.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { mapPages, PAGES, roundOrder, type PerPage } from './compare.ts';
import { deferCleanup } from './processes.ts';
import { round, summarize, type Summary } from './stats.ts';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** For Lighthouse's Chrome; Playwright gets the same less --headless=new, which it sets itself. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  // There is no internet here: nothing should try to reach it.
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export const PROFILES = ['mobile', 'desktop'] as const;
export type Profile = (typeof PROFILES)[number];

const CONFIGS: Record<Profile, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

const CATEGORIES = { performance: 'performance', accessibility: 'accessibility', bestPractices: 'best-practices', seo: 'seo' } as const;
const AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndex: 'speed-index',
  bytes: 'total-byte-weight',
} as const;

export type Metric = keyof typeof CATEGORIES | keyof typeof AUDITS | 'observedFcp';
export const METRICS = [...Object.keys(CATEGORIES), ...Object.keys(AUDITS), 'observedFcp'] as Metric[];

/** One run: scores 0–100; FCP, LCP, TBT and Speed Index in ms; CLS unitless; bytes transferred; the observed FCP in ms. */
export type Sample = Record<Metric, number>;

export interface PageResult {
  /** Median, min and max of each metric, and its value in each run. */
  summary: Record<Metric, Summary & { values: number[] }>;
  /** Audits that cost score points (weighted, below 1) in any run, e.g. "total-blocking-time 0.97". */
  lostPoints: string[];
}

export type LighthouseResults = Record<Profile, PerPage<PageResult>>;

interface Collected {
  samples: Sample[];
  lostPoints: Set<string>;
}

function sampleOf(lhr: Result): Sample {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    if (value === null || value === undefined) throw new Error(`Lighthouse gave no ${id} score`);
    return Math.round(value * 100);
  };
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse gave no value for ${id}: ${lhr.audits[id]?.errorMessage ?? 'missing'}`);
    return value;
  };
  // The first paint the browser really showed, not the simulated one: a frame held back hides inside the simulated figures.
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, unknown>[] } | undefined)?.items?.[0];
  const observedFcp = metrics?.observedFirstContentfulPaint;
  if (typeof observedFcp !== 'number') throw new Error('Lighthouse gave no observedFirstContentfulPaint');
  const categories = Object.entries(CATEGORIES).map(([key, id]) => [key, score(id)]);
  // Milliseconds to 0.1, CLS to 0.0001, bytes whole.
  const audits = Object.entries(AUDITS).map(([key, id]) => [key, round(numeric(id), key === 'cls' ? 4 : 1)]);
  return { ...Object.fromEntries([...categories, ...audits]), observedFcp: round(observedFcp, 1) } as Sample;
}

function lostPointsOf(lhr: Result): string[] {
  const weighted = new Set(
    Object.values(lhr.categories).flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id)),
  );
  return Object.values(lhr.audits)
    .filter((audit) => weighted.has(audit.id) && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id} ${audit.score}`);
}

export async function launchChrome(): Promise<{ chrome: LaunchedChrome; close: () => Promise<void> }> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const close = deferCleanup({ name: 'Chromium (Lighthouse)', run: () => chrome.kill(), runSync: () => chrome.kill() });
  return { chrome, close };
}

async function runOnce(chrome: LaunchedChrome, url: string, profile: Profile): Promise<{ sample: Sample; lostPoints: string[] }> {
  const flags: Flags = {
    port: chrome.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: Object.values(CATEGORIES),
  };
  const result = await lighthouse(url, flags, CONFIGS[profile]);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse (${profile}) on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  for (const warning of lhr.runWarnings) console.warn(`  Lighthouse warning (${profile}, ${url}): ${warning}`);
  return { sample: sampleOf(lhr), lostPoints: lostPointsOf(lhr) };
}

/**
 * `runs` rounds; each round runs both profiles, and each profile every page,
 * in an order that rotates between rounds, so machine noise and warm-up fall
 * on the site, the reference and the baseline alike.
 */
export async function runLighthouseSeries(urls: PerPage<string>, runs: number): Promise<LighthouseResults> {
  const newPage = (): Collected => ({ samples: [], lostPoints: new Set() });
  const newProfile = () => mapPages(urls, newPage);
  const collected: Record<Profile, PerPage<Collected>> = { mobile: newProfile(), desktop: newProfile() };
  const pages = PAGES.filter((page) => urls[page] !== undefined);

  const { chrome, close } = await launchChrome();
  try {
    for (let run = 0; run < runs; run++) {
      for (const profile of roundOrder(PROFILES, run)) {
        for (const page of roundOrder(pages, run)) {
          const url = urls[page];
          const into = collected[profile][page];
          if (url === undefined || into === undefined) continue;
          const started = Date.now();
          const { sample, lostPoints } = await runOnce(chrome, url, profile);
          into.samples.push(sample);
          for (const lost of lostPoints) into.lostPoints.add(lost);
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          console.log(
            `  Lighthouse ${run + 1}/${runs} ${profile.padEnd(7)} ${page.padEnd(9)} perf ${sample.performance}  LCP ${Math.round(sample.lcp)} ms  TBT ${Math.round(sample.tbt)} ms  FCP as observed ${Math.round(sample.observedFcp)} ms  (${seconds} s)`,
          );
        }
      }
    }
  } finally {
    await close();
  }

  const summarizePage = ({ samples, lostPoints }: Collected): PageResult => {
    const summary = Object.fromEntries(
      METRICS.map((metric) => {
        const values = samples.map((sample) => sample[metric]);
        return [metric, { ...summarize(values), values }];
      }),
    ) as PageResult['summary'];
    return { summary, lostPoints: [...lostPoints].sort() };
  };
  return { mobile: mapPages(collected.mobile, summarizePage), desktop: mapPages(collected.desktop, summarizePage) };
}
