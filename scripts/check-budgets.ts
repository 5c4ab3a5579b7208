/**
 * Byte budgets for the built site, run after `npm run build`:
 *   npx tsx scripts/check-budgets.ts [distDir]
 * Exits 1 with one line per budget that is over, after a one-line summary of
 * each budget that is met. Sizes are gzip level 9 or brotli quality 11, as
 * plugins/precompress.ts writes them, computed here from the uncompressed files.
 *
 * Units: 1 KB = 1024 bytes, here and in the benchmark (bench/).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { DISH_PAGE_CSS } from '../src/pages/site-config.ts';

/** 1 KB = 1024 bytes. */
export const KB = 1024;

export type BudgetName = 'js' | 'css' | 'html' | 'htmlBrotli';

/** Compressed sizes in bytes, one per budget: gzip, but for htmlBrotli. */
export type Sizes = Record<BudgetName, number>;

export const BUDGETS: Sizes = {
  js: 85 * KB,
  css: 12 * KB,
  html: 30 * KB,
  /**
   * A new connection delivers 10 TCP segments (RFC 6928), 14,600 bytes,
   * before its first acknowledgement. The menu page, brotli-compressed as the
   * server sends it, plus its ~0.9 KB of response headers, must fit in them,
   * or a phone waits one more round trip before it can paint anything.
   * 13 KB leaves room for the headers. The whole page counts, as
   * Lighthouse's simulated phone paints only once the last byte is in.
   */
  htmlBrotli: 13 * KB,
};

/** A CSS file the CSS budget counts: every one in assets/ but the dish pages' copy, the menu's inline CSS and the dialog's again. */
export const isBudgetedCss = (file: string) => file.endsWith('.css') && !path.basename(file).startsWith(`${DISH_PAGE_CSS}-`);

export const BUDGET_LABELS: Record<BudgetName, string> = {
  js: 'JS for /: its entry and every chunk it imports (gzip)',
  css: "CSS: dist/assets/*.css but the dish pages' copy + inline <style> of dist/index.html (gzip)",
  html: 'dist/index.html (gzip)',
  htmlBrotli: 'dist/index.html as served (brotli), to arrive in the first round trip',
};

export interface Violation {
  name: BudgetName;
  size: number;
  limit: number;
  message: string;
}

/** "66.1 KB": bytes in KB of 1024 bytes, one decimal. */
export function formatKB(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/** The budgets that `sizes` go over, in the order of `budgets`. A size equal to its limit passes. */
export function checkBudgets(sizes: Sizes, budgets: Sizes): Violation[] {
  return (Object.keys(budgets) as BudgetName[])
    .filter((name) => sizes[name] > budgets[name])
    .map((name) => ({
      name,
      size: sizes[name],
      limit: budgets[name],
      message: `${BUDGET_LABELS[name]}: ${formatKB(sizes[name])} is over the budget of ${formatKB(budgets[name])} by ${formatKB(sizes[name] - budgets[name])}`,
    }));
}

/** The text of every inline `<style>` element, in document order. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((match) => match[1] ?? '');
}

export async function gzipSize(content: Buffer): Promise<number> {
  return (await promisify(gzip)(content, { level: 9 })).length;
}

export async function brotliSize(content: Buffer): Promise<number> {
  return (await promisify(brotliCompress)(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })).length;
}

/** The file in `distDir` that serves URL path `urlPath`. */
export function distFile(distDir: string, urlPath: string): string {
  return path.join(distDir, ...urlPath.split('/').filter(Boolean));
}

/**
 * The scripts of the English menu page, as its first script names them: its
 * entry (data-scripts) and the chunks it imports (data-preloads).
 * The Chinese page's entry is the same code with Chinese words, and no other
 * page loads any script.
 */
export async function scriptsOfSite(distDir: string): Promise<string[]> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const named = (attribute: string) => new RegExp(`\\s${attribute}="([^"]*)"`).exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
  const scripts = [...named('data-scripts'), ...named('data-preloads')];
  if (scripts.length > 0) return scripts;
  // An older build (the benchmark's baseline) names its scripts otherwise; then its menu page loaded them all.
  const files = (await readdir(path.join(distDir, 'assets'))).filter((file) => file.endsWith('.js'));
  if (files.length === 0) throw new Error(`${distDir} holds no script: is it a build of the menu?`);
  return files.map((file) => `/assets/${file}`);
}

/** The compressed sizes that the budgets cover, read from a built dist/. */
export async function measureDist(distDir: string): Promise<Sizes> {
  const html = await readFile(path.join(distDir, 'index.html'));
  const scripts = await scriptsOfSite(distDir);
  const assets = await readdir(path.join(distDir, 'assets'));
  const styles = assets.filter(isBudgetedCss).map((file) => `/assets/${file}`);
  const total = async (urlPaths: string[]) => {
    const sizes = await Promise.all(urlPaths.map(async (urlPath) => gzipSize(await readFile(distFile(distDir, urlPath)))));
    return sizes.reduce((sum, size) => sum + size, 0);
  };
  // Inline CSS counts once, compressed as one piece (it is also part of the HTML's own budget).
  const inline = inlineStyles(html.toString('utf8')).join('\n');
  const inlineCss = inline === '' ? 0 : await gzipSize(Buffer.from(inline));
  return {
    js: await total(scripts),
    css: (await total(styles)) + inlineCss,
    html: await gzipSize(html),
    htmlBrotli: await brotliSize(html),
  };
}

async function main(): Promise<void> {
  const distDir = path.resolve(process.argv[2] ?? 'dist');
  const sizes = await measureDist(distDir);
  const violations = checkBudgets(sizes, BUDGETS);
  for (const name of Object.keys(BUDGETS) as BudgetName[]) {
    if (!violations.some((violation) => violation.name === name)) {
      console.log(`ok   ${BUDGET_LABELS[name]}: ${formatKB(sizes[name])} of ${formatKB(BUDGETS[name])}`);
    }
  }
  for (const violation of violations) console.error(`FAIL ${violation.message}`);
  if (violations.length > 0) process.exitCode = 1;
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  await main().catch((error: unknown) => {
    console.error(`FAIL ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
