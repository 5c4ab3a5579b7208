import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FIXTURE_DIR, PHOTO_DISH } from '../e2e/fixture-restaurant.ts';
import { LANGUAGES } from '../src/i18n/languages.ts';
import { MIN_PHOTO_WIDTH } from './content/dish-photos.ts';

let root: string;
let content: string;

/** A real `vite build` of the content in `content` into `dist`. */
function build(dist: string) {
  const { status, stderr } = spawnSync('npx', ['vite', 'build'], {
    env: { ...process.env, CONTENT_DIR: content, DIST_DIR: dist },
    encoding: 'utf8',
  });
  expect(status, stderr).toBe(0);
}

/** Every file under `dist`, by its path there, with its bytes. */
function filesOf(dist: string): Map<string, Buffer> {
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => [
      path.relative(dist, path.join(entry.parentPath, entry.name)),
      readFileSync(path.join(entry.parentPath, entry.name)),
    ]),
  );
}

/** The files added, removed or changed from `before` to `after`, without their precompressed copies. */
function changedFiles(before: Map<string, Buffer>, after: Map<string, Buffer>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => !/\.(gz|br)$/.test(name) && !before.get(name)?.equals(after.get(name) ?? Buffer.alloc(0))).sort();
}

let first: Map<string, Buffer>;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'reproducible-build-'));
  content = path.join(root, 'content');
  cpSync(FIXTURE_DIR, content, { recursive: true });
  // One colour: the same photo in every run, encoded once and then read from the photos' cache.
  await sharp({ create: { width: MIN_PHOTO_WIDTH, height: 300, channels: 3, background: '#b5562c' } })
    .jpeg()
    .toFile(path.join(content, PHOTO_DISH.photo ?? 'photo.jpg'));
  build(path.join(root, 'first'));
  first = filesOf(path.join(root, 'first'));
}, 300_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Three builds of the fixture, 10 to 20 s each on a quiet machine.
it('two builds of the same sources are the same to the byte', { timeout: 300_000 }, () => {
  build(path.join(root, 'second'));

  expect(changedFiles(first, filesOf(path.join(root, 'second')))).toEqual([]);
});

it(
  'a price edit changes the pages and the menu scripts, which hold the content, and renames no chunk of code',
  { timeout: 300_000 },
  () => {
    const dishFile = path.join(content, 'dishes', `${PHOTO_DISH.slug}.yml`);
    writeFileSync(dishFile, readFileSync(dishFile, 'utf8').replace(/^price: .*$/m, 'price: $99.50'));
    build(path.join(root, 'edited'));

    const changed = changedFiles(first, filesOf(path.join(root, 'edited')));
    const assets = changed.filter((name) => name.startsWith('assets/'));
    expect(assets.map((name) => name.replace(/-[\w-]{8}\.js$/, '.js')).sort()).toEqual(
      LANGUAGES.flatMap((language) => [`assets/menu-${language}.js`, `assets/menu-${language}.js`]).sort(),
    );
    expect(changed).toEqual(
      expect.arrayContaining([
        'index.html',
        'zh/index.html',
        `dishes/${PHOTO_DISH.slug}/index.html`,
        'menu/index.html',
        'build.json',
        'sw.js',
      ]),
    );
    // menu.json holds the price; the service worker never caches it, so sw.js changes for build.json alone.
    expect(changed.filter((name) => !name.endsWith('.html') && !name.startsWith('assets/')).sort()).toEqual([
      'build.json',
      'menu.json',
      'sw.js',
    ]);
  },
);
