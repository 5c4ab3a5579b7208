/**
 * The restaurant's look comes from content/restaurant.yml: on the fixture
 * restaurant, which is renamed and has an
 * accent colour and a logo of its own, the title, the tab icon, the header,
 * the prices, the home-screen manifest and the share picture follow them.
 * On a phone only: no layout changes any of it.
 */
import sharp from 'sharp';
import { accentPalette } from '../src/restaurant/accent.ts';
import { expect, test } from './fixtures.ts';
import { row } from './menu-page.ts';
import { LOOK } from './fixture-restaurant.ts';

/** "#1f4f8f" as computed styles write it: "rgb(31, 79, 143)". */
function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

test("the name, tab icon, colours, manifest and share picture are the restaurant's own @phone", async ({ site, page, request }) => {
  const palette = accentPalette(LOOK.accentColor);
  await site.goto('/');

  await test.step('the title and the header carry the new name', async () => {
    await expect(page).toHaveTitle(new RegExp(`^${LOOK.name} · `));
    await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(`^${LOOK.name}`) })).toBeVisible();
    expect(await page.content()).not.toContain('Golden Lantern');
  });

  await test.step('the tab icon and the header mark are the logo', async () => {
    const icon = page.locator('head link[rel="icon"]');
    await expect(icon).toHaveAttribute('type', 'image/svg+xml');
    const href = (await icon.getAttribute('href')) ?? '';
    expect(decodeURIComponent(href)).toContain("fill='#0d6e5a'");
    const mark = await page.locator('.brand-mark').evaluate((element) => getComputedStyle(element).backgroundImage);
    expect(mark).toContain('%230d6e5a');
  });

  await test.step('the header and the prices are in the accent colour, and a lighter shade of it in the dark scheme', async () => {
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', palette.themeColor);
    const header = await page.getByRole('banner').evaluate((element) => getComputedStyle(element).backgroundImage);
    expect(header).toContain(rgb(LOOK.accentColor));
    const price = row(page)
      .getByText(/^\$\d+\.\d{2}$/)
      .first();
    await expect(price).toHaveCSS('color', rgb(LOOK.accentColor));
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(price).toHaveCSS('color', rgb(palette.darkRed));
    await page.emulateMedia({ colorScheme: 'light' });
  });

  await test.step('the home-screen manifest carries the name and the colours', async () => {
    const manifest = page.locator('head link[rel="manifest"]');
    await expect(manifest).toHaveAttribute('href', '/manifest.webmanifest');
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      name: `${LOOK.name} · Menu`,
      short_name: LOOK.name,
      theme_color: palette.themeColor,
      background_color: '#fbf4e8',
    });
  });

  await test.step('the share picture is made for it', async () => {
    const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '');
    expect(image.pathname).toBe('/images/share.png');
    const response = await request.get(image.pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    // Its top left corner is the accent, where the background's gradient starts.
    const corner = await sharp(await response.body())
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect(`rgb(${[...corner.subarray(0, 3)].join(', ')})`).toBe(rgb(LOOK.accentColor));
  });
});
