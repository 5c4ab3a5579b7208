/**
 * Getting found: what search engines and link previews read in the built
 * HTML as the server sends it (no script runs): titles, descriptions,
 * canonical and share tags on every page, the menu as schema.org JSON-LD,
 * robots.txt, sitemap.xml and the share picture; and the web app manifest,
 * which the menu page links once its script has run.
 * The browser only parses the fetched text here (DOMParser runs no script).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { menu, PAGE_PATHS } from './fixture-restaurant.ts';
import { LANGUAGE_ROOT, LANGUAGES, pathInLanguage, TRANSLATED_LANGUAGES } from '../src/i18n/languages.ts';
import { UNKNOWN_PATH, expect, test } from './fixtures.ts';

interface Head {
  title: string;
  description: string | null;
  canonical: string[];
  robots: string | null;
  og: Record<string, string>;
  twitterCard: string | null;
  jsonLd: string[];
}

/** Fetches a page as the server sends it and reads its head. */
async function fetchHead(page: Page, request: APIRequestContext, path: string, status = 200): Promise<Head> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(status);
  expect(response.headers()['content-type'], `GET ${path}`).toMatch(/^text\/html/);
  const html = await response.text();
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const content = (selector: string) => doc.querySelector(selector)?.getAttribute('content') ?? null;
    const og: Record<string, string> = {};
    for (const meta of doc.querySelectorAll('meta[property^="og:"]'))
      og[meta.getAttribute('property') ?? ''] = meta.getAttribute('content') ?? '';
    return {
      title: doc.title,
      description: content('meta[name="description"]'),
      canonical: Array.from(doc.querySelectorAll('link[rel="canonical"]'), (link) => link.getAttribute('href') ?? ''),
      robots: content('meta[name="robots"]'),
      og,
      twitterCard: content('meta[name="twitter:card"]'),
      jsonLd: Array.from(doc.querySelectorAll('script[type="application/ld+json"]'), (script) => script.textContent ?? ''),
    };
  }, html);
}

/** The width and height a PNG's IHDR chunk declares (bytes 16-23, big-endian). */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'PNG signature').toBe(true);
  expect(body.subarray(12, 16).toString('latin1'), 'first chunk').toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

// The served files are the same whatever the screen: only the desktop project runs this file (playwright.config.ts).

// ---- A small schema.org validator: the types the menu uses and the properties each requires here. ----

type JsonObject = { [key: string]: unknown };
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const isFilled = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

const REQUIRED_PROPERTIES: Record<string, string[]> = {
  Restaurant: ['name', 'servesCuisine', 'hasMenu'],
  Menu: ['url'],
  MenuSection: ['name', 'hasMenuItem'],
  MenuItem: ['name', 'offers'],
  Offer: ['price', 'priceCurrency'],
  PostalAddress: ['streetAddress', 'addressLocality', 'addressCountry'],
  OpeningHoursSpecification: ['opens', 'closes'],
};

/** Every problem found in a JSON-LD tree: unknown @type, a missing required property, an ill-formed price. */
function validateSchema(node: unknown, path: string, problems: string[]): void {
  if (Array.isArray(node)) {
    node.forEach((child, index) => validateSchema(child, `${path}[${index}]`, problems));
    return;
  }
  if (!isObject(node)) return;
  const type = node['@type'];
  if (typeof type !== 'string' || !(type in REQUIRED_PROPERTIES)) {
    problems.push(`${path}: @type ${JSON.stringify(type)} is not one of ${Object.keys(REQUIRED_PROPERTIES).join(', ')}`);
  } else {
    for (const property of REQUIRED_PROPERTIES[type] ?? []) {
      if (!isFilled(node[property])) problems.push(`${path} (${type}): ${property} is missing`);
    }
    if (type === 'Offer') {
      if (typeof node.price !== 'string' || !/^\d+\.\d{2}$/.test(node.price))
        problems.push(`${path}: price ${JSON.stringify(node.price)} is not like "14.00"`);
      if (node.priceCurrency !== 'USD') problems.push(`${path}: priceCurrency ${JSON.stringify(node.priceCurrency)} is not USD`);
    }
  }
  for (const [key, value] of Object.entries(node)) {
    if (isObject(value) || Array.isArray(value)) validateSchema(value, `${path}.${key}`, problems);
  }
}

async function menuJsonLd(page: Page, request: APIRequestContext, path = '/'): Promise<JsonObject> {
  const { jsonLd } = await fetchHead(page, request, path);
  expect(jsonLd).toHaveLength(1);
  const data: unknown = JSON.parse(jsonLd[0] ?? '');
  if (!isObject(data)) throw new Error('the JSON-LD is not an object');
  return data;
}

test("the menu page's one JSON-LD script: a schema.org Restaurant serving Chinese cuisine, with its Menu at the whole menu's address", async ({
  page,
  request,
}) => {
  const data = await menuJsonLd(page, request);

  await test.step('a schema.org Restaurant', () => {
    expect(data['@context']).toMatch(/^https?:\/\/schema\.org\/?$/);
    expect(data['@type']).toBe('Restaurant');
  });

  await test.step('valid against the required properties of its schema.org types', () => {
    const problems: string[] = [];
    validateSchema(data, '$', problems);
    expect(problems).toEqual([]);
  });

  await test.step('the Restaurant serves Chinese cuisine and has a Menu', () => {
    expect(typeof data.name === 'string' && data.name.length > 0).toBe(true);
    expect(asArray(data.servesCuisine)).toContain('Chinese');
    const menus = asArray(data.hasMenu).filter(isObject);
    expect(menus).toHaveLength(1);
    expect(menus[0]?.['@type']).toBe('Menu');
  });

  const [menuData] = asArray(data.hasMenu).filter(isObject);
  await test.step("the Menu is named by the whole menu's address, and lists no dishes, to stay within the first round trip", () => {
    expect(new URL(String(data.url)).pathname).toBe('/');
    expect(new URL(String(menuData?.url)).pathname).toBe('/menu/');
    expect(menuData).not.toHaveProperty('hasMenuSection');
  });

  await test.step('the whole menu at that address holds every category in order, and every dish with its offer, page and picture', async () => {
    const whole = await menuJsonLd(page, request, new URL(String(menuData?.url)).pathname);
    const problems: string[] = [];
    validateSchema(whole, '$', problems);
    expect(problems).toEqual([]);
    const [wholeMenu] = asArray(whole.hasMenu).filter(isObject);
    expect(wholeMenu?.url).toBe(menuData?.url);
    const sections = asArray(wholeMenu?.hasMenuSection).filter(isObject);
    expect(sections.map((section) => section['@type'])).toEqual(menu.map(() => 'MenuSection'));
    expect(sections.map((section) => section.name)).toEqual(menu.map((category) => category.name));
    sections.forEach((section, index) => {
      const dishes = menu[index]?.dishes ?? [];
      const items = asArray(section.hasMenuItem).filter(isObject);
      expect(items.map((item) => item.name)).toEqual(dishes.map((dish) => dish.name));
      expect(items.map((item) => new URL(String(item.url)).pathname)).toEqual(dishes.map((dish) => `/dishes/${dish.slug}/`));
      expect(items.map((item) => item.alternateName)).toEqual(dishes.map((dish) => dish.chineseName));
      items.forEach((item, place) => {
        expect(new URL(String(item.image)).protocol).toBe('https:');
        const offer = asArray(item.offers).filter(isObject)[0];
        if (dishes[place]?.soldOut) expect(offer?.availability).toBe('https://schema.org/SoldOut');
      });
    });
  });
});

test('every page has a title, a description, a canonical link and share tags, all with the same picture', async ({ page, request }) => {
  const images = new Set<string>();
  for (const path of PAGE_PATHS) {
    await test.step(path, async () => {
      const head = await fetchHead(page, request, path);
      expect(head.title.trim()).not.toBe('');
      expect(head.description?.trim() ?? '').not.toBe('');

      expect(head.canonical).toHaveLength(1);
      const canonical = new URL(head.canonical[0] ?? '');
      expect(canonical.protocol).toBe('https:');
      expect(canonical.pathname).toBe(path);
      expect(canonical.search + canonical.hash).toBe('');

      expect(head.og['og:title']?.trim() ?? '').not.toBe('');
      expect(head.og['og:description']?.trim() ?? '').not.toBe('');
      expect(head.og['og:type']?.trim() ?? '').not.toBe('');
      expect(head.og['og:url']).toBe(head.canonical[0]);
      const image = new URL(head.og['og:image'] ?? '');
      expect(image.protocol).toBe('https:');
      images.add(image.href);
      expect(head.twitterCard).toBe('summary_large_image');
      expect(head.robots ?? '').not.toMatch(/noindex/);
    });
  }
  expect([...images]).toHaveLength(1);
});

test('the 404 page is kept out of search results and has no canonical link', async ({ page, request }) => {
  const head = await fetchHead(page, request, UNKNOWN_PATH, 404);
  expect(head.robots).toMatch(/\bnoindex\b/);
  expect(head.canonical).toEqual([]);
});

test('the share picture is a 1200 x 630 PNG served by the site', async ({ page, request }) => {
  const { og } = await fetchHead(page, request, '/');
  const { pathname } = new URL(og['og:image'] ?? '');
  const response = await request.get(pathname);
  expect(response.status(), `GET ${pathname}`).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
});

test('robots.txt is served and points at the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  const sitemap = /^Sitemap:\s*(\S+)\s*$/m.exec(text)?.[1];
  expect(sitemap, 'a Sitemap: line').toBeDefined();
  const url = new URL(sitemap ?? '');
  expect(url.protocol).toBe('https:');
  expect(url.pathname).toBe('/sitemap.xml');
});

test('sitemap.xml is well-formed and lists every page and every dish page in both languages, at their canonical addresses', async ({
  page,
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    return {
      error: doc.getElementsByTagName('parsererror')[0]?.textContent ?? null,
      root: doc.documentElement.localName,
      namespace: doc.documentElement.namespaceURI,
      locs: Array.from(
        doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc'),
        (loc) => loc.textContent?.trim() ?? '',
      ),
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.root).toBe('urlset');
  expect(parsed.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const dishPaths = (root: string) => menu.flatMap((category) => category.dishes.map((dish) => `${root}dishes/${dish.slug}/`));
  // Every language's, as the list of languages has them.
  const translatedPages = TRANSLATED_LANGUAGES.flatMap((language) => [
    LANGUAGE_ROOT[language],
    ...PAGE_PATHS.filter((path) => path !== '/').map((path) => pathInLanguage(path, language)),
  ]);
  const indexed = [
    ...PAGE_PATHS,
    ...translatedPages,
    ...LANGUAGES.map((language) => `${LANGUAGE_ROOT[language]}allergens`),
    ...LANGUAGES.map((language) => `${LANGUAGE_ROOT[language]}menu/`),
    ...LANGUAGES.flatMap((language) => dishPaths(LANGUAGE_ROOT[language])),
  ];
  // Each once, in any order: a sitemap's order means nothing to search engines.
  const listed = parsed.locs.map((loc) => new URL(loc).pathname);
  expect([...listed].sort()).toEqual([...indexed].sort());

  // 290 pages: fetched a few at a time.
  test.setTimeout(120_000);
  const canonicals: string[] = [];
  for (let start = 0; start < listed.length; start += 10) {
    const heads = await Promise.all(listed.slice(start, start + 10).map((path) => fetchHead(page, request, path)));
    canonicals.push(...heads.map((head) => head.canonical[0] ?? ''));
  }
  expect(parsed.locs).toEqual(canonicals);
});

// Installing goes with the offline service worker: the menu's script links the manifest once the page has loaded.
test('the menu page, once loaded, links a web app manifest with a name and 192 and 512 pixel PNG icons', async ({
  site,
  page,
  request,
}) => {
  await site.goto('/');
  const manifest = page.locator('head link[rel="manifest"]');
  await expect(manifest).toHaveAttribute('href', '/manifest.webmanifest');
  const response = await request.get((await manifest.getAttribute('href')) ?? '');
  expect(response.status()).toBe(200);
  const data: unknown = await response.json();
  if (!isObject(data)) throw new Error('the manifest is not a JSON object');
  expect(typeof data.name === 'string' && data.name.trim() !== '').toBe(true);

  const icons = asArray(data.icons).filter(isObject);
  for (const size of [192, 512]) {
    const icon = icons.find(
      (candidate) => candidate.type === 'image/png' && String(candidate.sizes).split(/\s+/).includes(`${size}x${size}`),
    );
    expect(icon, `a ${size}x${size} PNG icon`).toBeDefined();
    const src = String(icon?.src);
    // Relative icon addresses resolve against the manifest's own.
    const iconResponse = await request.get(new URL(src, response.url()).href);
    expect(iconResponse.status(), `GET ${src}`).toBe(200);
    expect(iconResponse.headers()['content-type']).toBe('image/png');
    expect(pngSize(await iconResponse.body())).toEqual({ width: size, height: size });
  }
});
