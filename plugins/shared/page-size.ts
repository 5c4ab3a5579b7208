import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { TRANSLATED_LANGUAGES } from '../../src/i18n/languages.ts';
import { PAGES_DIR } from '../../src/content/page-file.ts';

/** The heaviest page a build may have: what the service worker precaches at most of one file (Workbox's own limit), 2 MB. */
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;

/** The owner's page file a built page comes from ("content/pages/about.md" for about/ and zh/about/), if any. */
export function sourceOfPage(file: string, contentDir: string): string | undefined {
  const parts = path.dirname(file).split(path.sep);
  const slug = TRANSLATED_LANGUAGES.includes(parts[0] as never) ? parts.slice(1).join('/') : parts.join('/');
  const source = path.join(contentDir, PAGES_DIR, `${slug}.md`);
  return slug !== '' && !slug.includes('/') && existsSync(source) ? source : undefined;
}

/** One sentence for each built page over MAX_PAGE_BYTES, naming the file to shorten. */
export async function oversizedPages(distDir: string, contentDir: string): Promise<string[]> {
  const files = (await readdir(distDir, { recursive: true })).filter((file) => file.endsWith('.html')).sort();
  const problems: string[] = [];
  for (const file of files) {
    const { size } = await stat(path.join(distDir, file));
    if (size <= MAX_PAGE_BYTES) continue;
    const source = sourceOfPage(file, contentDir);
    const fix = source ? `shorten ${source}` : 'the menu has too much text for one page: shorten its descriptions, or split a category';
    problems.push(`The page ${file} is ${megabytes(size)}; a page may be at most ${megabytes(MAX_PAGE_BYTES)}: ${fix}.`);
  }
  return problems;
}
