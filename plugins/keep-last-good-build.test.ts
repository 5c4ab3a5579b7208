import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { FIXTURE_DIR } from '../e2e/fixture-restaurant.ts';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

// A real `vite build`: it stops before building anything, so it takes seconds.
it(
  'a build of bad content exits with every problem named, no stack trace, and leaves the last build as it was',
  { timeout: 120_000 },
  () => {
    root = mkdtempSync(path.join(tmpdir(), 'bad-content-build-'));
    const content = path.join(root, 'content');
    const dist = path.join(root, 'dist');
    cpSync(FIXTURE_DIR, content, { recursive: true });
    mkdirSync(path.join(content, 'dishes', 'specials'));
    const restaurant = path.join(content, 'restaurant.yml');
    writeFileSync(restaurant, readFileSync(restaurant, 'utf8').replace(/(monday: )\S+/, '$117:00-25:00'));
    mkdirSync(dist);
    const page = path.join(dist, 'index.html');
    writeFileSync(page, '<!doctype html><title>The last good build</title>');
    const lastBuild = statSync(page).mtimeMs;

    const build = spawnSync('npx', ['vite', 'build'], {
      env: { ...process.env, CONTENT_DIR: content, DIST_DIR: dist },
      encoding: 'utf8',
    });

    expect(build.status).toBe(1);
    expect(build.stderr).toContain(`${path.join(content, 'dishes', 'specials')} is a folder`);
    expect(build.stderr).toContain(`Opening hours › Monday › 1: "17:00-25:00"`);
    expect(build.stderr).toContain(`(${restaurant} line `);
    expect(build.stderr, 'no stack trace').not.toMatch(/^\s+at /m);
    expect(readFileSync(page, 'utf8')).toBe('<!doctype html><title>The last good build</title>');
    expect(statSync(page).mtimeMs).toBe(lastBuild);
    expect(existsSync(`${dist}.next`), 'nothing half-built beside it').toBe(false);
  },
);
