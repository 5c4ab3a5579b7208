import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, type PageAssets } from './entry-server.tsx';
import { en } from '../i18n/en.ts';
import { zh } from '../i18n/zh.ts';
import { byLanguage, LANGUAGE_ROOT, LANGUAGE_TAG, LANGUAGES } from '../i18n/languages.ts';
import { MENU_APP_ID } from '../menu/components/menu-app.tsx';
import { inLanguage } from '../menu/model/menu-model.ts';
import { ALL_DISHES, DESCRIBED_DISH, menu, PLAIN_DISH, restaurant } from '../../e2e/fixture-restaurant.ts';

const ASSETS: PageAssets = {
  // Each language's own, whichever languages the site is in.
  languages: byLanguage((language) => ({
    css: `body{--language:${language}}`,
    scripts: [`/assets/menu-${language}.js`],
    preloads: ['/assets/dialog.js'],
    dishPageStylesheet: `/assets/dish-${language}.css`,
  })),
  stylesheets: [],
  textSizeScript: 'textSize()',
  bootScript: 'boot()',
  dishPageScript: 'openDish()',
  shareImages: { [DESCRIBED_DISH.slug]: { path: '/assets/share/black-bean-beef.jpg', width: 1200, height: 630, isPhoto: true } },
  brand: { icon: { href: '/images/logo.png', type: 'image/png' }, themeColor: '#1f4f8f', css: ':root{--color-red:#1f4f8f}' },
};

/** The rendered document, parsed as the browser would. */
async function renderDocument(path: string) {
  const page = await renderPage(path, ASSETS);
  return { status: page.status, html: page.html, document: new DOMParser().parseFromString(page.html, 'text/html') };
}

const meta = (page: Document, property: string) => page.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
describe('renderPage', () => {
  it('renders a whole document, every category, dish and price into the menu page', async () => {
    const { status, html, document: page } = await renderDocument('/');
    expect(status).toBe(200);
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    const text = page.body.textContent;
    for (const category of menu) {
      expect(text).toContain(category.name);
      for (const dish of category.dishes) expect(text).toContain(`${dish.name} ${dish.price}`);
    }
    // The dish dialog is in the page, closed and empty, for the menu to hydrate.
    expect(page.querySelector('dialog')?.hasAttribute('open')).toBe(false);
    expect(page.querySelector('dialog')?.childElementCount).toBe(0);
  });

  it("gives the menu page its language's CSS inline and its first script, which names the scripts to load", async () => {
    const { document: page } = await renderDocument('/');
    // The restaurant's colours after the site's, which they override.
    expect(page.head.querySelector('style')?.textContent).toBe(`${ASSETS.languages.en.css}\n${ASSETS.brand.css}`);
    expect(page.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(ASSETS.brand.icon.href);
    expect(page.head.querySelector('link[rel="icon"]')?.getAttribute('type')).toBe(ASSETS.brand.icon.type);
    expect(page.head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(ASSETS.brand.themeColor);
    // The text size first, before anything paints; then the menu's own.
    const [textSize, script] = page.head.querySelectorAll('script');
    expect(textSize?.textContent).toBe(ASSETS.textSizeScript);
    expect(page.head.querySelector('meta[name="text-scale"]')?.getAttribute('content')).toBe('scale');
    expect(script?.textContent).toBe(ASSETS.bootScript);
    expect(script?.dataset).toMatchObject({ scripts: '/assets/menu-en.js', preloads: '/assets/dialog.js' });
  });

  it('renders the Chinese menu under /zh/: its language, its script, Chinese names first and both alternates', async () => {
    const { status, document: page } = await renderDocument('/zh/');
    expect(status).toBe(200);
    expect(page.documentElement.lang).toBe('zh-Hans');
    expect(page.head.querySelector<HTMLScriptElement>('script[data-scripts]')?.dataset).toMatchObject({ scripts: '/assets/menu-zh.js' });
    expect(page.querySelector('h2')?.textContent).toContain(menu[0]?.chineseName);
    // Described by its categories as they are, in their order, as Chinese lists them: "A、B和C".
    const categories = menu.map((category) => category.chineseName ?? category.name);
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      `${restaurant.chineseName}的菜单：${categories.slice(0, -1).join('、')}和${categories.at(-1)}，附价格。`,
    );
    expect(meta(page, 'og:locale')).toBe('zh_CN');
    const alternates = [...page.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ...LANGUAGES.map((language) => [LANGUAGE_TAG[language], `${restaurant.website}${LANGUAGE_ROOT[language]}`]),
      ['x-default', `${restaurant.website}/`],
    ]);
  });

  it("renders a dish's own page with its dialog, title, link preview, canonical link and structured data", async () => {
    const { status, document: page } = await renderDocument(`/dishes/${DESCRIBED_DISH.slug}/`);
    expect(status).toBe(200);
    expect(page.title).toBe(`${DESCRIBED_DISH.name} · ${restaurant.name}`);
    expect(meta(page, 'og:title')).toBe(`${DESCRIBED_DISH.name} · ${restaurant.name}`);
    expect(meta(page, 'og:description')).toBe(`${DESCRIBED_DISH.price} · ${DESCRIBED_DISH.description}`);
    expect(meta(page, 'og:image')).toBe(`${restaurant.website}/assets/share/black-bean-beef.jpg`);
    expect(meta(page, 'og:image:width')).toBe('1200');
    expect(meta(page, 'og:image:alt')).toBe(DESCRIBED_DISH.name);
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${restaurant.website}/dishes/${DESCRIBED_DISH.slug}/`);
    // The dialog is in the page, with its CSS and the site's in a file all dish pages share, and a script right after the menu opens it.
    expect(page.querySelector('dialog h2')?.textContent).toBe(DESCRIBED_DISH.name);
    expect(page.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/assets/dish-en.css');
    expect(page.head.querySelector('style')?.textContent).not.toContain(ASSETS.languages.en.css);
    expect(page.head.querySelector('style')?.textContent).toContain(ASSETS.brand.css);
    expect(page.getElementById(MENU_APP_ID)?.nextElementSibling?.textContent).toBe(ASSETS.dishPageScript);
    const data: unknown = JSON.parse(page.querySelector('script[type="application/ld+json"]')?.textContent ?? '');
    expect(data).toMatchObject({ '@type': 'MenuItem', name: DESCRIBED_DISH.name, offers: { '@type': 'Offer' } });
  });

  it("lists no dish on a dish's own page, only every category with its count, and names the dish's card to its script: a page per dish stays the same size as the menu grows", async () => {
    const { document: page } = await renderDocument(`/dishes/${DESCRIBED_DISH.slug}/`);
    const row = page.querySelector('[role="region"]');
    expect(row?.querySelectorAll('li')).toHaveLength(0);
    expect(row?.querySelectorAll('article')).toHaveLength(menu.length);
    const category = menu.find((candidate) => candidate.dishes.some((dish) => dish.slug === DESCRIBED_DISH.slug));
    const card = page.getElementById(page.getElementById(MENU_APP_ID)?.nextElementSibling?.getAttribute('data-card') ?? '');
    expect(card?.textContent).toContain(category?.name);
    expect(card?.textContent).toContain(en.dishCount(category?.dishes.length ?? 0));
  });

  it('shares the drawing of its category for a dish without a photo, and names it in Chinese on the Chinese page', async () => {
    const { document: page } = await renderDocument(`/zh/dishes/${PLAIN_DISH.slug}/`);
    expect(page.title).toBe(`${PLAIN_DISH.chineseName} · ${restaurant.chineseName}`);
    expect(meta(page, 'og:image')).toBe(`${restaurant.website}/images/share.png`);
    expect(meta(page, 'og:locale')).toBe('zh_CN');
  });

  it.each([
    ['/projects', 'Projects'],
    ['/page1', 'Page 1'],
    ['/page4', 'Page 4'],
  ])('renders %s as a static page headed %s, whose one script is the text size', async (path, title) => {
    const { status, document: page } = await renderDocument(path);
    expect(status).toBe(200);
    expect(page.querySelector('h1')?.textContent).toBe(title);
    expect(page.body.textContent).toContain(`${title} content goes here.`);
    expect([...page.querySelectorAll('script')].map((script) => script.textContent)).toEqual([ASSETS.textSizeScript]);
    expect(page.title).toBe(`${title} · ${restaurant.name}`);
  });

  it.each(['/no-such-page', '/dishes/no-such-dish/', '/zh/dishes/no-such-dish/'])(
    "shows React Router's default error screen with status 404 for %s",
    async (path) => {
      const { status, document: page } = await renderDocument(path);
      expect(status).toBe(404);
      expect(page.body.textContent).toContain('Unexpected Application Error!');
      expect(page.body.textContent).toContain('404 Not Found');
      expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    },
  );
});

describe('hydration', () => {
  it.each([
    ['/', '/', en, null],
    ['/zh/', '/zh/', zh, null],
    [`/dishes/${DESCRIBED_DISH.slug}/`, `/dishes/${DESCRIBED_DISH.slug}/`, en, DESCRIBED_DISH.slug],
    [`/zh/dishes/${DESCRIBED_DISH.slug}/`, `/zh/dishes/${DESCRIBED_DISH.slug}/`, zh, DESCRIBED_DISH.slug],
    // Offline, the service worker answers a dish's address with its menu's page, which opens the dish once it runs.
    ['/', `/dishes/${DESCRIBED_DISH.slug}/`, en, null],
  ])('hydrates the menu over %s, loaded at %s, without a mismatch', async (path, address, messages, slug) => {
    const { document: page } = await renderDocument(path);
    window.history.replaceState(null, '', address);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: `http://localhost${address}` } as PerformanceEntry]);
    document.body.innerHTML = page.body.innerHTML;
    const container = document.getElementById(MENU_APP_ID);
    if (!container) throw new Error(`#${MENU_APP_ID} is missing from the rendered page`);
    // What the dish page's own script does before the menu's: opens the dialog it was built with.
    if (slug !== null) container.querySelector('dialog')?.setAttribute('open', '');
    // On a dish's own page, the lists are empty until the menu runs.
    const firstDish = container.querySelector('li button') ?? container.querySelector('article');
    // The browser's own copy of the components: in development, React's server renderer leaves its mark on
    // every context it rendered, and the client's renderer would take the same context for a second renderer's.
    vi.resetModules();
    const { MenuApp } = await import('../menu/components/menu-app.tsx');
    const { MessagesProvider } = await import('../i18n/messages.tsx');
    const { pageDish } = await import('../menu/address/dish-history.ts');
    // The dish the page was built with, told by the page and its address alone.
    expect(pageDish()).toBe(slug);
    const recoverableErrors: unknown[] = [];
    const root = await act(async () =>
      // A mismatch is reported here (and the tree re-rendered from scratch).
      hydrateRoot(
        container,
        <MessagesProvider messages={messages}>
          <MenuApp menu={inLanguage(menu, messages.language)} pageDish={pageDish()} />
        </MessagesProvider>,
        { onRecoverableError: (error) => recoverableErrors.push(error) },
      ),
    );
    expect(recoverableErrors).toEqual([]);
    // The prerendered elements are kept, not replaced; every dish is listed once the menu runs.
    expect(firstDish).not.toBeNull();
    expect(container.querySelector(`#${CSS.escape(firstDish?.id ?? '')}`)).toBe(firstDish);
    expect(container.querySelectorAll('li button')).toHaveLength(ALL_DISHES.length);
    if (slug !== null) {
      expect(container.querySelector('dialog h2')?.textContent).toContain(
        messages === zh ? DESCRIBED_DISH.chineseName : DESCRIBED_DISH.name,
      );
    }
    act(() => root.unmount());
    window.history.replaceState(null, '', '/');
  });
});
