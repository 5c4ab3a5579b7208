import jsQR from 'jsqr';
import sharp from 'sharp';
import { expect, it, vi } from 'vitest';
import { renderPage, type PageAssets } from './entry-server.tsx';
import { menu } from '../../e2e/fixture-restaurant.ts';
import { restaurant } from 'virtual:restaurant';
import { isPlaceholderWebsite, SET_WEBSITE } from '../restaurant/website.ts';
import { menuQrCode } from './print-pages.tsx';
import { byLanguage } from '../i18n/languages.ts';

// The placeholder address, whatever the owner has set: the print kit's own behaviour until a real one is.
vi.mock('virtual:restaurant', async (importOriginal) => {
  const original: { restaurant: typeof restaurant } = await importOriginal();
  return { restaurant: { ...original.restaurant, website: 'https://menu.example' } };
});

const ASSETS: PageAssets = {
  languages: byLanguage(() => ({ css: '', scripts: [], preloads: [] })),
  stylesheets: [],
  textSizeScript: 'textSize()',
  bootScript: '',
  dishPageScript: '',
  shareImages: {},
  brand: { icon: { href: '/images/logo.png', type: 'image/png' }, themeColor: '#9e1b1b', css: '' },
};

it("the table tent's QR code, as a phone's camera sees it, opens the menu's public address", async () => {
  const website = 'https://www.golden-lantern-nyc.com';
  const { data, info } = await sharp(Buffer.from(menuQrCode(website)))
    .resize(600)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  expect(code?.data).toBe(`${website}/`);
});

it('with the placeholder website, the table tent says what to set instead of a QR code, the takeout menu prints no address, and neither ships a script but the text size', async () => {
  expect(isPlaceholderWebsite(restaurant.website)).toBe(true);
  for (const path of ['/print/table-tent', '/print/takeout']) {
    const { status, html } = await renderPage(path, ASSETS);
    expect(status).toBe(200);
    const page = new DOMParser().parseFromString(html, 'text/html');
    const main = page.querySelector('main')?.innerHTML ?? '';
    expect(main).toContain(restaurant.name);
    if (path === '/print/table-tent') expect(main).toContain(SET_WEBSITE);
    expect(main).not.toContain('<svg');
    expect(main).not.toContain(restaurant.website.replace(/^https?:\/\//, ''));
    const scripts = [...page.querySelectorAll('script:not([type="application/ld+json"])')].map((script) => script.textContent);
    expect(scripts).toEqual([ASSETS.textSizeScript]);
  }
});

it('the takeout menu lists every dish with its price, category by category', async () => {
  const { html } = await renderPage('/print/takeout', ASSETS);
  const page = new DOMParser().parseFromString(html, 'text/html');
  const sections = [...page.querySelectorAll('main section')].map((section) => ({
    name: section.querySelector('h2')?.textContent,
    dishes: [...section.querySelectorAll('li')].map((item) => item.textContent),
  }));
  expect(sections).toEqual(
    menu.map((category) => ({
      name: category.name,
      dishes: category.dishes.map((dish) => `${dish.name}${dish.chineseName ? ` ${dish.chineseName}` : ''}${dish.price}`),
    })),
  );
});
