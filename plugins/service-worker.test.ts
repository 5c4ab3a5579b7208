import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU_FEED_FILE, MENU_FEED_SCHEMA_FILE } from '../src/feeds/menu-feed.ts';
import * as dishHistory from '../src/menu/address/dish-history.ts';
import { pageFromNetworkFirst, writeServiceWorker } from './service-worker.ts';

const page = (text: string) => new Response(text);
const never = () => new Promise<Response>(() => undefined);

describe('a page from the network first', () => {
  let cached: Record<string, string>;
  beforeEach(() => {
    vi.useFakeTimers();
    cached = {
      '/index.html': 'cached menu',
      '/zh/index.html': 'cached zh menu',
      '/about/index.html': 'cached about',
      '/print/takeout/index.html': 'cached takeout',
    };
    // sw.js imports the menu's module for the dish's address as this global.
    vi.stubGlobal('dishHistory', dishHistory);
    vi.stubGlobal('caches', {
      match: (file: string) => Promise.resolve(file in cached ? page(cached[file] ?? '') : undefined),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const open = async (address: string) => {
    const url = new URL(address, 'https://example.test');
    const text = pageFromNetworkFirst({ request: new Request(url), url }).then((response) => response.text());
    await Promise.allSettled([text, vi.advanceTimersByTimeAsync(3000)]);
    return text;
  };

  it.each([
    ['/', 'live menu'],
    ['/about', 'live about'],
  ])('online, %s comes from the network', async (address, text) => {
    vi.stubGlobal('fetch', () => Promise.resolve(page(text)));
    expect(await open(address)).toBe(text);
  });

  it.each([
    ['/', 'cached menu'],
    ['/about', 'cached about'],
    ['/about/', 'cached about'],
    ['/print/takeout/', 'cached takeout'],
    ['/?dish=egg-roll', 'cached menu'],
    ['/dishes/egg-roll/', 'cached menu'],
    ['/zh/dishes/egg-roll/', 'cached zh menu'],
  ])('offline, %s comes from the precache', async (address, text) => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await open(address)).toBe(text);
  });

  it('offline, a page the precache lacks fails as the network did', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(open('/no-such-page')).rejects.toThrow('Failed to fetch');
  });

  it('on a network that has not answered in three seconds, the precache answers', async () => {
    vi.stubGlobal('fetch', never);
    const url = new URL('https://example.test/');
    const response = pageFromNetworkFirst({ request: new Request(url), url });
    let answered = false;
    void response.then(() => (answered = true));
    await vi.advanceTimersByTimeAsync(2900);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await (await response).text()).toBe('cached menu');
  });

  it('a slow network still answers a page the precache lacks', async () => {
    vi.stubGlobal('fetch', () => new Promise((resolve) => setTimeout(() => resolve(page('late dish')), 5000)));
    const url = new URL('https://example.test/no-such-page');
    const response = pageFromNetworkFirst({ request: new Request(url), url });
    await vi.advanceTimersByTimeAsync(5000);
    expect(await (await response).text()).toBe('late dish');
  });
});

describe('the service worker the build writes', () => {
  let dist = '';
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'service-worker-'));
    await mkdir(path.join(dist, 'menu'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Menu</title>');
    await writeFile(path.join(dist, 'menu', 'index.html'), '<!doctype html><title>The whole menu</title>');
    await writeFile(path.join(dist, MENU_FEED_FILE), '{}');
    await writeFile(path.join(dist, MENU_FEED_SCHEMA_FILE), '{}');
    await writeServiceWorker(process.cwd(), dist);
  }, 30_000);
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('never keeps menu.json or its schema: apps and pages always read them from the network', async () => {
    const worker = await readFile(path.join(dist, 'sw.js'), 'utf8');
    expect(worker).toContain('"menu/index.html"');
    expect(worker).not.toContain(MENU_FEED_FILE);
    expect(worker).not.toContain(MENU_FEED_SCHEMA_FILE);
  });
});
