import jsQR from 'jsqr';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { renderPage, type PageAssets } from '../entry-server.tsx';
import { menu } from 'virtual:menu';
import { restaurant } from 'virtual:restaurant';
import { menuQrCode } from './print-pages.tsx';

const ASSETS: PageAssets = {
  languages: { en: { css: '', scripts: [], preloads: [] }, zh: { css: '', scripts: [], preloads: [] } },
  dialogCss: '',
  stylesheets: [],
  bootScript: '',
  dishPageScript: '',
  shareImages: {},
  brand: { icon: { href: '/images/logo.png', type: 'image/png' }, themeColor: '#9e1b1b', css: '' },
};

it("the table tent's QR code, as a phone's camera sees it, opens the menu's public address", async () => {
  const { data, info } = await sharp(Buffer.from(menuQrCode())).resize(600).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  expect(code?.data).toBe(`${restaurant.website}/`);
});

it('the table tent carries the QR code and the restaurant, and ships no script', async () => {
  const { status, html } = await renderPage('/print/table-tent', ASSETS);
  expect(status).toBe(200);
  expect(html).toContain(menuQrCode());
  expect(html).toContain(restaurant.name);
  expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);
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
