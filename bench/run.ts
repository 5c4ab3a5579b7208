/**
 * `npm run bench [-- --runs N --taps N --no-build --quick --baseline DIR]`
 *
 * Builds the site, and the site with a larger menu (large-menu.ts), serves a
 * private copy of dist/, that larger site and a reference page (the same
 * menu as one static HTML file without JavaScript) with scripts/serve.ts,
 * then measures: Lighthouse (mobile and desktop, site and reference in turn),
 * dish tap/click → dialog visible and long tasks (Playwright, timed inside the
 * page; also on the reference and on our page without its scripts, served
 * beside the site), and the gzip/brotli sizes of the build. With --baseline,
 * another build is served too and measured in the same rounds. Prints a markdown
 * report, writes bench/results/latest.json, the report into bench/README.md
 * and its budget table into README.md, each between its markers.
 */
import { existsSync, rmSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { dishHref } from '../src/menu/address/dish-history.ts';
import { CONTENT_DIR, loadMenu } from '../src/content/menu-file.ts';
import { loadRestaurant } from '../src/content/restaurant-schema.ts';
import { parseBenchArgs, type BenchOptions } from './args.ts';
import { checkAllBudgets } from './budgets.ts';
import { mapPages, versusReference, type PerPage } from './compare.ts';
import { measureInteractions } from './interaction.ts';
import { CHROME_PATH, PROFILES, runLighthouseSeries } from './lighthouse.ts';
import { measurePageFaultMicros, ORDINARY_PAGE_FAULT_MICROS, SLOW_PAGE_FAULT_MICROS } from './machine.ts';
import { LARGE_MENU_DISHES, writeLargeMenu } from './large-menu.ts';
import { writePageWithoutScripts } from './page-without-scripts.ts';
import { cleanupAll, cleanupAllSync, deferCleanup, runBuild, startServer } from './processes.ts';
import { writeReferenceSite } from './reference-page.ts';
import {
  FULL_MARKERS,
  pageFigures,
  renderMarkdown,
  renderSummary,
  SUMMARY_MARKERS,
  updateReadme,
  type Markers,
  type ReportInput,
} from './report.ts';
import { measureBuildSizes } from './sizes.ts';

const menu = loadMenu();

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS_FILE = path.join(ROOT, 'bench', 'results', 'latest.json');
const README = path.join(ROOT, 'README.md');
const BENCH_README = path.join(ROOT, 'bench', 'README.md');

function lighthouseVersion(): string {
  const packageJson = createRequire(import.meta.url)('lighthouse/package.json') as { version: string };
  return packageJson.version;
}

/** Rounds fractions to 4 decimals so that the JSON stays small and diffable. */
function compactNumbers(_key: string, value: unknown): unknown {
  return typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 1e4) / 1e4 : value;
}

async function bench(options: BenchOptions): Promise<void> {
  const started = Date.now();
  // Checked first, so that a mistyped folder does not cost a build.
  const baselineSource = options.baseline === null ? null : path.resolve(options.baseline);
  if (baselineSource !== null && !existsSync(path.join(baselineSource, 'index.html')))
    throw new Error(`--baseline ${options.baseline}: there is no index.html in ${baselineSource}; give a built dist/ folder.`);
  const loadAtStart = os.loadavg()[0] ?? 0;
  if (loadAtStart > os.cpus().length) {
    console.warn(
      `bench: the load average is ${loadAtStart.toFixed(1)} on ${os.cpus().length} cores: other work will slow the measurements.`,
    );
  }
  const pageFaultMicros = measurePageFaultMicros();
  if (pageFaultMicros > SLOW_PAGE_FAULT_MICROS) {
    console.warn(
      `bench: a fresh page of memory costs ${pageFaultMicros.toFixed(1)} µs here, about ${ORDINARY_PAGE_FAULT_MICROS} µs on an ordinary computer: Chromium's work, the reference page's included, will be slower than usual.`,
    );
  }
  if (!existsSync(CHROME_PATH))
    throw new Error(`Chromium not found at ${CHROME_PATH}: run \`node scripts/ensure-chromium.mjs\` or set CHROME_PATH.`);

  if (options.build) {
    console.log('bench: building the site…');
    await runBuild(ROOT);
  }

  if (!existsSync(path.join(ROOT, 'dist', 'index.html')))
    throw new Error('dist/index.html is missing: run without --no-build, or `npm run build` first.');
  // Private copies: others may rebuild dist/ while this runs.
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'menu-bench-'));
  deferCleanup({
    name: workDir,
    run: () => rm(workDir, { recursive: true, force: true }),
    runSync: () => rmSync(workDir, { recursive: true, force: true }),
  });
  const siteDir = path.join(workDir, 'site');
  const referenceDir = path.join(workDir, 'reference');
  const largeDir = path.join(workDir, 'large');
  const baseline = baselineSource === null ? null : { source: baselineSource, dir: path.join(workDir, 'baseline') };
  await cp(path.join(ROOT, 'dist'), siteDir, { recursive: true });
  if (baseline) await cp(baseline.source, baseline.dir, { recursive: true });
  // Also checks that each copy is whole: every script and stylesheet index.html loads is there.
  const sizes = await measureBuildSizes(siteDir);
  const baselineSizes = baseline && (await measureBuildSizes(baseline.dir));
  await writeReferenceSite(referenceDir, menu, loadRestaurant(CONTENT_DIR).name);
  // After the sizes: served by the site's own server, with its headers and assets.
  const firstDish = menu[0]?.dishes[0];
  if (!firstDish) throw new Error('the menu has no dishes: there is no dish page to take the scripts out of.');
  await writePageWithoutScripts(siteDir, '/', dishHref(firstDish.slug, '/'));
  console.log(`bench: building the site with ${LARGE_MENU_DISHES} dishes…`);
  const largeContent = path.join(workDir, 'large-content');
  writeLargeMenu(LARGE_MENU_DISHES, largeContent);
  await runBuild(ROOT, { CONTENT_DIR: largeContent, DIST_DIR: largeDir });

  const firstPort = Number(process.env.BENCH_PORT ?? 4180);
  if (!Number.isInteger(firstPort) || firstPort < 1 || firstPort > 65533)
    throw new Error(`BENCH_PORT must be a port number, not "${process.env.BENCH_PORT}"`);
  const site = await startServer({ name: 'site', root: ROOT, distDir: siteDir, preferredPort: firstPort });
  const reference = await startServer({ name: 'reference', root: ROOT, distDir: referenceDir, preferredPort: firstPort + 1 });
  const large = await startServer({ name: 'large', root: ROOT, distDir: largeDir, preferredPort: firstPort + 2 });
  const baselineServer =
    baseline && (await startServer({ name: 'baseline', root: ROOT, distDir: baseline.dir, preferredPort: firstPort + 3 }));
  const origins: PerPage<string> = {
    site: site.origin,
    reference: reference.origin,
    large: large.origin,
    ...(baselineServer ? { baseline: baselineServer.origin } : {}),
  };
  console.log(
    `bench: site at ${site.origin}/, reference at ${reference.origin}/, ${LARGE_MENU_DISHES} dishes at ${large.origin}/${baselineServer ? `, baseline (${baselineSource}) at ${baselineServer.origin}/` : ''}`,
  );

  const pageCount = `site, reference, ${LARGE_MENU_DISHES} dishes${origins.baseline ? ' and baseline' : ''}`;
  console.log(`bench: Lighthouse, ${options.runs} run(s) × ${PROFILES.join(' and ')} × ${pageCount}…`);
  const lighthouse = await runLighthouseSeries(
    mapPages(origins, (origin) => `${origin}/`),
    options.runs,
  );

  console.log(`bench: interactions, ${options.taps} per profile and page…`);
  const interaction = await measureInteractions(origins, options.taps);
  await site.stop();
  await reference.stop();
  await large.stop();
  await baselineServer?.stop();

  const ratios = Object.fromEntries(
    PROFILES.map((profile) => {
      const figures = pageFigures(lighthouse, interaction, profile);
      return [profile, versusReference(figures.site, figures.reference)];
    }),
  ) as ReportInput['ratios'];

  const report: ReportInput = {
    date: new Date().toISOString(),
    machine: {
      cpu: os.cpus()[0]?.model ?? 'unknown CPU',
      cores: os.cpus().length,
      load: { start: loadAtStart, end: os.loadavg()[0] ?? 0 },
      pageFaultMicros,
      node: process.version,
      chromium: interaction.chromium,
      lighthouse: lighthouseVersion(),
    },
    runs: options.runs,
    taps: options.taps,
    lighthouse,
    ratios,
    interaction,
    sizes,
    budgets: checkAllBudgets(lighthouse, interaction.profiles, sizes, {
      site: menu.reduce((count, category) => count + category.dishes.length, 0),
      large: LARGE_MENU_DISHES,
    }),
    ...(baseline && baselineSizes ? { baseline: { dist: baseline.source, sizes: baselineSizes } } : {}),
  };

  // Aligned as `npm run format` would leave it in a README; easier to read in a terminal too.
  const formatted = async (markdown: string) =>
    (await format(markdown, { ...(await resolveConfig(README)), parser: 'markdown' })).trimEnd();
  const markdown = await formatted(renderMarkdown(report));
  console.log(`\n${markdown}\n`);

  await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  const json = JSON.stringify({ ...report, build: options.build }, compactNumbers);
  // Formatted as `npm run format` would, so that it stays as it is written.
  await writeFile(RESULTS_FILE, await format(json, { ...(await resolveConfig(RESULTS_FILE)), parser: 'json' }));
  console.log(`bench: wrote ${path.relative(ROOT, RESULTS_FILE)}`);
  const copies: [string, string, Markers][] = [
    [BENCH_README, markdown, FULL_MARKERS],
    [README, await formatted(renderSummary(report)), SUMMARY_MARKERS],
  ];
  for (const [file, text, markers] of copies) {
    const name = path.relative(ROOT, file);
    if (await updateReadme(file, text, markers)) console.log(`bench: updated the results in ${name}`);
    else console.log(`bench: ${name} has no ${markers.start} … ${markers.end} markers; the results were not copied there.`);
  }

  const failed = report.budgets.filter((check) => !check.pass).length;
  console.log(
    `bench: done in ${Math.round((Date.now() - started) / 1000)} s; ${failed === 0 ? 'every budget met' : `${failed} budget(s) missed`}.`,
  );
}

let interrupted = false;
process.on('exit', cleanupAllSync);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\nbench: ${signal}, stopping the servers and browsers…`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

try {
  const options = parseBenchArgs(process.argv.slice(2));
  if (options) await bench(options);
} catch (error) {
  // After Ctrl-C, whatever failed failed because its process was stopped.
  if (!interrupted) console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanupAll();
}
// Lighthouse can leave timers behind; everything of ours is stopped by now.
process.exit();
