import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { MAX_PAGE_BYTES, oversizedPages } from './page-size.ts';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

it.each([
  { page: 'about/index.html', bytes: MAX_PAGE_BYTES, problem: undefined },
  {
    page: 'about/index.html',
    bytes: MAX_PAGE_BYTES + 1,
    problem: 'The page about/index.html is 2 MB; a page may be at most 2 MB: shorten CONTENT/pages/about.md.',
  },
  {
    page: 'zh/about/index.html',
    bytes: 3 * 1024 * 1024,
    problem: 'The page zh/about/index.html is 3 MB; a page may be at most 2 MB: shorten CONTENT/pages/about.md.',
  },
  {
    page: 'index.html',
    bytes: 2.5 * 1024 * 1024,
    problem: 'The page index.html is 2.5 MB; a page may be at most 2 MB: the menu has too much text',
  },
])('a page of $bytes bytes at $page', async ({ page, bytes, problem }) => {
  root = mkdtempSync(path.join(tmpdir(), 'page-size-'));
  const [dist, content] = [path.join(root, 'dist'), path.join(root, 'content')];
  mkdirSync(path.join(content, 'pages'), { recursive: true });
  writeFileSync(path.join(content, 'pages/about.md'), '---\n');
  mkdirSync(path.dirname(path.join(dist, page)), { recursive: true });
  writeFileSync(path.join(dist, page), Buffer.alloc(bytes, 'a'));
  const problems = (await oversizedPages(dist, content)).map((each) => each.replace(content, 'CONTENT'));
  if (problem === undefined) expect(problems).toEqual([]);
  else expect(problems).toEqual([expect.stringContaining(problem)]);
});
