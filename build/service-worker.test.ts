import { expect, it } from 'vitest';
import { addCleanPageUrls } from './service-worker.ts';

it('precaches every page under its clean address as well as its file', async () => {
  const entries = [
    { url: 'index.html', revision: 'a', size: 1 },
    { url: 'about/index.html', revision: 'b', size: 2 },
    { url: 'assets/index-x.js', revision: null, size: 3 },
  ];
  const { manifest } = await addCleanPageUrls(entries);
  expect(manifest.map((entry) => entry.url)).toEqual(['index.html', 'about/index.html', 'assets/index-x.js', 'about']);
  expect(manifest.find((entry) => entry.url === 'about')?.revision).toBe('b');
});
