import { mkdtemp, writeFile, mkdir, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { accentPalette, DEFAULT_ACCENT, SHIPPED_PALETTE } from '../../src/restaurant/accent.ts';
import { LOGO_MAX_BYTES, type Restaurant } from '../../src/content/restaurant-schema.ts';
import { buildRestaurantLook, iconPath, MANIFEST_PATH, renderManifest, svgDataUri, wrapWords } from './restaurant-look.ts';

const RESTAURANT: Restaurant = {
  name: 'Jade Garden',
  chineseName: '翡翠园',
  tagline: 'Dim sum all day.',
  description: 'The menu of Jade Garden.',
  website: 'https://jade.example',
  address: { street: '1 Main St', locality: 'Boston', region: 'MA', postalCode: '02108', country: 'US' },
  phone: '+1 617-555-0100',
  timeZone: 'America/New_York',
  hours: { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] },
  closedDates: [],
  accentColor: '#1f4f8f',
};

describe('renderManifest', () => {
  it("carries the restaurant's name, its accent as the theme colour and both icons", () => {
    const manifest: unknown = JSON.parse(renderManifest(RESTAURANT, accentPalette('#1f4f8f')));
    expect(manifest).toMatchObject({
      name: 'Jade Garden · Menu',
      short_name: 'Jade Garden',
      description: 'The menu of Jade Garden.',
      theme_color: accentPalette('#1f4f8f').themeColor,
      background_color: '#fbf4e8',
      icons: [
        { src: '/images/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/images/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    });
  });

  it("keeps the browser bar's colour the site has always had for the default accent", () => {
    expect(JSON.parse(renderManifest(RESTAURANT, accentPalette(DEFAULT_ACCENT)))).toMatchObject({
      theme_color: SHIPPED_PALETTE.themeColor,
    });
  });
});

describe('svgDataUri', () => {
  it.each([
    [
      '<svg xmlns="http://www.w3.org/2000/svg">\n  <path fill="#d9a441"/>\n</svg>',
      'data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%3E%3Cpath%20fill=%27%23d9a441%27/%3E%3C/svg%3E',
    ],
    ['<svg><text>灯 100%</text></svg>', 'data:image/svg+xml,%3Csvg%3E%3Ctext%3E%E7%81%AF%20100%25%3C/text%3E%3C/svg%3E'],
  ])('escapes %j only where a URL must', (svg, uri) => {
    expect(svgDataUri(svg)).toBe(uri);
  });
});

describe('wrapWords', () => {
  it.each([
    ['Golden Lantern', 10, 3, ['Golden', 'Lantern']],
    ['Mr Wu', 10, 3, ['Mr Wu']],
    ['The Very Long Name Of A Noodle House', 10, 3, ['The Very', 'Long Name', 'Of A Noodle House']],
    ['Supercalifragilistic', 10, 3, ['Supercalifragilistic']],
  ])('puts %j on lines of %d characters, at most %d', (text, width, most, lines) => {
    expect(wrapWords(text, width, most)).toEqual(lines);
  });
});

describe('buildRestaurantLook', () => {
  it('makes the manifest, icons and share picture from a raster logo and an accent of its own', async () => {
    const content = await mkdtemp(path.join(os.tmpdir(), 'look-'));
    await mkdir(path.join(content, 'photos'));
    const logo = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#1f4f8f' } })
      .png()
      .toBuffer();
    await writeFile(path.join(content, 'photos', 'logo.png'), logo);
    const { brand, files } = await buildRestaurantLook(content, { ...RESTAURANT, logo: 'photos/logo.png' }, path.join(content, 'cache'));

    expect(JSON.parse(String(files.get(MANIFEST_PATH)))).toMatchObject({ short_name: 'Jade Garden' });
    for (const size of [192, 512]) {
      const icon = files.get(iconPath(size));
      expect(icon).toBeInstanceOf(Buffer);
      expect(await sharp(icon as Buffer).metadata()).toMatchObject({ format: 'png', width: size, height: size });
    }
    expect(await sharp(files.get('/images/share.png') as Buffer).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(brand.icon).toEqual({ href: '/images/logo.png', type: 'image/png' });
    expect(brand.themeColor).toBe(accentPalette('#1f4f8f').themeColor);
    expect(brand.css).toContain('--color-lacquer:#1f4f8f');
    expect(brand.css).toContain('.brand-mark{background-image:url("/images/logo.png")}');
  });

  it('inlines the lantern as the tab icon and the header mark, with no colours over the shipped ones', async () => {
    const content = await mkdtemp(path.join(os.tmpdir(), 'look-'));
    const { brand } = await buildRestaurantLook(content, { ...RESTAURANT, accentColor: DEFAULT_ACCENT }, path.join(content, 'cache'));
    expect(brand).toMatchObject({ icon: { type: 'image/svg+xml' }, themeColor: SHIPPED_PALETTE.themeColor });
    expect(brand.icon.href).toMatch(/^data:image\/svg\+xml,%3Csvg%20/);
    expect(brand.css).toBe(`.brand-mark{background-image:url("${brand.icon.href}")}`);
  });

  it('names a logo that is not a picture', async () => {
    const content = await mkdtemp(path.join(os.tmpdir(), 'look-'));
    await mkdir(path.join(content, 'photos'));
    await writeFile(path.join(content, 'photos', 'logo.png'), 'not a picture');
    await expect(buildRestaurantLook(content, { ...RESTAURANT, logo: 'photos/logo.png' }, path.join(content, 'cache'))).rejects.toThrow(
      'Logo: photos/logo.png cannot be read as a picture',
    );
  });

  it('refuses a logo that links to a file outside the content folder, which every page would embed', async () => {
    const content = await mkdtemp(path.join(os.tmpdir(), 'look-'));
    await mkdir(path.join(content, 'photos'));
    await symlink(path.resolve('e2e/fixture/photos/logo.svg'), path.join(content, 'photos', 'logo.svg'));
    await expect(buildRestaurantLook(content, { ...RESTAURANT, logo: 'photos/logo.svg' }, path.join(content, 'cache'))).rejects.toThrow(
      'Logo: photos/logo.svg is a link to a file outside the content folder; put the file itself in it (content/restaurant.yml)',
    );
  });

  it('refuses a logo larger than the editor takes, as the editor does', async () => {
    const content = await mkdtemp(path.join(os.tmpdir(), 'look-'));
    await mkdir(path.join(content, 'photos'));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><!--${'x'.repeat(LOGO_MAX_BYTES)}--></svg>`;
    await writeFile(path.join(content, 'photos', 'logo.svg'), svg);
    await expect(buildRestaurantLook(content, { ...RESTAURANT, logo: 'photos/logo.svg' }, path.join(content, 'cache'))).rejects.toThrow(
      `Logo: photos/logo.svg is 201 KB; upload one of at most 200 KB`,
    );
  });
});
