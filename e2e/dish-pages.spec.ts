/**
 * Every dish has a page of its own, /dishes/<slug>/ and /zh/dishes/<slug>/:
 * its HTML, as a link-preview crawler reads it with no script, names the dish
 * (title, share tags, picture, canonical, JSON-LD), and loaded in a browser it
 * is the menu with that dish open before any script has run. An unknown dish
 * is a 404 like any unknown path. Closing, Back and older /?dish= links are in
 * share.spec.ts. Runs on a phone (390 x 844, touch) and a desktop (1280 x 800).
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { en } from '../src/i18n/en.ts';
import { LANGUAGE_TAG } from '../src/i18n/languages.ts';
import { zh } from '../src/i18n/zh.ts';
import { expect, test } from './fixtures.ts';
import { CATEGORIES, categoryOf, DESCRIBED_DISH, menu, PHOTO_DISH, restaurant, TOTAL_DISHES } from './fixture-restaurant.ts';
import { dialogFor, dishButton, row } from './menu-page.ts';

if (!DESCRIBED_DISH.description || !DESCRIBED_DISH.chineseName)
  throw new Error(`${DESCRIBED_DISH.name} needs a description and a Chinese name here`);

/** Chat apps drop a preview picture larger than this. */
const MAX_SHARE_IMAGE_BYTES = 300 * 1024;

interface RawHead {
  lang: string;
  title: string;
  canonical: string | null;
  meta: Record<string, string>;
  jsonLd: unknown[];
}

/** A page as the server sends it, read by DOMParser: no script runs. */
async function fetchRaw(page: Page, request: APIRequestContext, path: string): Promise<RawHead> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return page.evaluate(
    (source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      const meta: Record<string, string> = {};
      for (const element of doc.querySelectorAll('meta[property], meta[name]'))
        meta[element.getAttribute('property') ?? element.getAttribute('name') ?? ''] = element.getAttribute('content') ?? '';
      return {
        lang: doc.documentElement.lang,
        title: doc.title,
        canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
        meta,
        jsonLd: Array.from(
          doc.querySelectorAll('script[type="application/ld+json"]'),
          (script) => JSON.parse(script.textContent ?? '') as unknown,
        ),
      };
    },
    await response.text(),
  );
}

/** The width and height in a JPEG's start-of-frame segment. */
function jpegSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])), 'JPEG signature').toBe(true);
  let offset = 2;
  while (offset < body.length) {
    const marker = body[offset + 1] ?? 0;
    // SOF0 to SOF15, but not DHT (C4), JPG (C8) or DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: body.readUInt16BE(offset + 5), width: body.readUInt16BE(offset + 7) };
    offset += 2 + body.readUInt16BE(offset + 2);
  }
  throw new Error('no start-of-frame segment in the JPEG');
}

/** Fetches a preview picture from this server and checks what chat apps need of it. */
async function expectShareableJpeg(request: APIRequestContext, url: string): Promise<Buffer> {
  const response = await request.get(new URL(url).pathname);
  expect(response.status(), `GET ${url}`).toBe(200);
  expect(response.headers()['content-type']).toBe('image/jpeg');
  const body = await response.body();
  expect(body.length).toBeLessThan(MAX_SHARE_IMAGE_BYTES);
  expect(jpegSize(body)).toEqual({ width: 1200, height: 630 });
  return body;
}

for (const { root, messages, name, title } of [
  { root: '/', messages: en, name: DESCRIBED_DISH.name, title: `${DESCRIBED_DISH.name} · ${restaurant.name}` },
  {
    root: '/zh/',
    messages: zh,
    name: DESCRIBED_DISH.chineseName,
    title: `${DESCRIBED_DISH.chineseName} · ${restaurant.chineseName ?? ''}`,
  },
]) {
  const path = `${root}dishes/${DESCRIBED_DISH.slug}/`;

  // What the server sends is the same on every screen: the desktop project checks it.
  test(`@desktop ${path}, fetched with no script, names the dish in its title, share tags, canonical link and JSON-LD; its preview picture is served, a 1200 x 630 JPEG under 300 KB`, async ({
    page,
    request,
  }) => {
    const head = await fetchRaw(page, request, path);
    expect(head.lang).toBe(LANGUAGE_TAG[messages.language]);
    expect(head.title).toBe(title);
    expect(head.meta['og:title']).toBe(title);
    expect(head.meta['og:description']).toContain(DESCRIBED_DISH.price);
    if (root === '/') expect(head.meta['og:description']).toContain(DESCRIBED_DISH.description);
    expect(head.canonical).toMatch(/^https:\/\//);
    expect(new URL(head.canonical ?? '').pathname).toBe(path);
    expect(head.meta['og:url']).toBe(head.canonical);
    expect(head.meta['og:image']).toMatch(/^https:\/\/.+\.jpg$/);
    expect(head.meta['og:image:width']).toBe('1200');
    expect(head.meta['og:image:height']).toBe('630');
    expect(head.meta['og:image:alt']?.trim()).not.toBe('');
    const item = head.jsonLd.find((data) => (data as { '@type'?: string })['@type'] === 'MenuItem');
    expect(item).toMatchObject({ name, offers: { '@type': 'Offer', price: DESCRIBED_DISH.price.slice(1), priceCurrency: 'USD' } });
    await expectShareableJpeg(request, head.meta['og:image'] ?? '');
  });

  test(`${path} shows the menu with the dish open before any script has run`, async ({ page }) => {
    // The menu's scripts never arrive (refused, they would log errors); the page's own inline script still runs.
    await page.route('**/*.js', () => {});
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 2 })).toContainText(name);
    await expect(page.getByRole('region', { name: messages.menuCategories }).getByRole('article')).toHaveCount(CATEGORIES.length);
    // The menu never became interactive: the dialog came with the page.
    expect(await page.evaluate(() => Object.keys(document.querySelector('dialog') ?? {}).some((key) => key.startsWith('__react')))).toBe(
      false,
    );
  });
}

test.describe('an unknown dish', () => {
  test.use({ expectedConsoleProblems: [/status of 404 \(Not Found\).*\/dishes\/no-such-dish\//] });

  test('in English and in Chinese, answers 404 with the routing error screen @desktop', async ({ page }) => {
    for (const path of ['/dishes/no-such-dish/', '/zh/dishes/no-such-dish/']) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
      });
    }
  });
});

test.describe('a dish with a photo of its own', () => {
  test('@desktop shares a picture made from its photo, not its category drawing', async ({ page, request }) => {
    const own = await fetchRaw(page, request, `/dishes/${PHOTO_DISH.slug}/`);
    const other = categoryOf(PHOTO_DISH).dishes.find((entry) => !entry.photo);
    if (!other) throw new Error(`${PHOTO_DISH.category.name} needs a dish without a photo`);
    const neighbour = await fetchRaw(page, request, `/dishes/${other.slug}/`);
    expect(own.meta['og:image']).not.toBe(neighbour.meta['og:image']);
    expect(own.meta['og:image:alt']).not.toBe(neighbour.meta['og:image:alt']);
    await expectShareableJpeg(request, own.meta['og:image'] ?? '');
  });
});

/** Whether the box of `inner` lies wholly inside the box of `outer`, to within a pixel. */
async function isWhollyInside(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b) return false;
  return a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;
}

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

test.describe("a dish's own page, with its script", () => {
  test('fills in the whole menu behind the open dish, its card and the dish in view, moving nothing in the row', async ({ site, page }) => {
    // The longest list but the first card's, and its last dish: the row and the list both scroll to it.
    const category = menu.slice(1).reduce((longest, each) => (each.dishes.length > longest.dishes.length ? each : longest));
    const dish = category.dishes.at(-1);
    if (!dish) throw new Error(`${category.name} has no dishes`);
    // The layout shifts of anything in the row, where the lists fill in.
    await page.addInitScript(() => {
      window.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node: Node | null }[] })[]) {
          const inRow = entry.sources.some((source) => source.node instanceof Element && source.node.closest('[role="region"]'));
          if (inRow) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await site.goto(`/dishes/${dish.slug}/`);
    const dialog = dialogFor(page, dish.name);
    await expect(dialog).toBeVisible();

    await test.step('every dish is listed behind it', async () => {
      await expect(row(page).getByRole('listitem').getByRole('button')).toHaveCount(TOTAL_DISHES);
    });

    await test.step("the dish's card in view in the row, and the dish in view in its list", async () => {
      const card = dishButton(page, dish.name).locator('xpath=ancestor::article');
      expect(await isWhollyInside(card, row(page))).toBe(true);
      const list = card.getByRole('list');
      expect(await list.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
      expect(await isWhollyInside(dishButton(page, dish.name), list)).toBe(true);
    });

    await test.step('nothing in the row moved', async () => {
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => window.__layoutShift)).toBe(0);
    });

    await test.step('closing it leaves the menu, focus on the dish', async () => {
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await expect(dishButton(page, dish.name)).toBeFocused();
    });
  });
});
