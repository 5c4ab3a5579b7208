/**
 * Transfer sizes of the build: every JS and CSS file in assets/, the menu's
 * index.html and the CSS inlined in it, raw, gzip (level 9) and brotli
 * (quality 11), as the build precompresses them.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  brotliSize,
  distFile,
  gzipSize,
  inlineStyles,
  isBudgetedCss,
  measureDist,
  scriptsOfSite,
  type Sizes,
} from '../scripts/check-budgets.ts';

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface BuildSizes {
  files: FileSize[];
  /** Every script of the site (scriptsOfSite): the menu page's, and the chunks it imports. */
  jsForIndex: { files: string[]; raw: number; gzip: number; brotli: number };
  cssTotal: { raw: number; gzip: number; brotli: number };
  /** What scripts/check-budgets.ts checks: gzip bytes. */
  budgeted: Sizes;
}

async function sizeOf(file: string, content: Buffer): Promise<FileSize> {
  const [gzip, brotli] = await Promise.all([gzipSize(content), brotliSize(content)]);
  return { file, raw: content.length, gzip, brotli };
}

function total(files: FileSize[]): { raw: number; gzip: number; brotli: number } {
  return files.reduce((sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip, brotli: sum.brotli + file.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

export async function measureBuildSizes(distDir: string): Promise<BuildSizes> {
  const assets = (await readdir(path.join(distDir, 'assets'))).filter((file) => /\.(js|css)$/.test(file)).sort();
  const files = await Promise.all(
    [...assets.map((file) => `assets/${file}`), 'index.html'].map(async (file) => sizeOf(file, await readFile(path.join(distDir, file)))),
  );
  const indexHtml = (await readFile(path.join(distDir, 'index.html'))).toString('utf8');
  const relative = (urlPath: string) => path.relative(distDir, distFile(distDir, urlPath)).split(path.sep).join('/');
  const scriptFiles = (await scriptsOfSite(distDir)).map(relative);
  const scripts = files.filter((file) => scriptFiles.includes(file.file));
  const jsForIndex = { files: scriptFiles, ...total(scripts) };
  const inline = inlineStyles(indexHtml).join('\n');
  const inlineCss = inline === '' ? [] : [await sizeOf('index.html <style> (inline CSS)', Buffer.from(inline))];
  const cssTotal = total([...files.filter((file) => isBudgetedCss(file.file)), ...inlineCss]);
  files.push(...inlineCss);
  // What the budgets cover, measured as `npm test` measures it.
  return { files, jsForIndex, cssTotal, budgeted: await measureDist(distDir) };
}
