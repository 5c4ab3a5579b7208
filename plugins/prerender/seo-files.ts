import { writeFile } from 'node:fs/promises';
import path from 'node:path';

/** robots.txt and sitemap.xml for the pages the build writes. */

export function renderRobots(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export function renderSitemap(origin: string, paths: readonly string[]): string {
  const urls = paths.map((page) => `  <url><loc>${origin}${page}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Writes robots.txt and sitemap.xml into `outDir` for the site at `origin`. */
export async function writeSeoFiles(outDir: string, origin: string, indexedPaths: readonly string[]): Promise<void> {
  await writeFile(path.join(outDir, 'robots.txt'), renderRobots(origin));
  await writeFile(path.join(outDir, 'sitemap.xml'), renderSitemap(origin, indexedPaths));
}
