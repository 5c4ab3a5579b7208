/**
 * What the restaurant prints, each page printed to PDF as Chromium prints it:
 * the allergen chart for the counter on at most two pages, a table tent with
 * the menu's QR code on one, and a takeout menu on the two sides of one sheet,
 * on A4 and on Letter, none in type under 9 pt. Printing is the same on every screen: the desktop project runs it.
 * The fixture restaurant's website is set, so its table tent prints the QR
 * codes (the placeholder's instruction is print-pages.test.tsx's).
 */
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { LOOK, WEBSITE } from './fixture-restaurant.ts';
import { escapeRegExp } from './menu-page.ts';

/** CSS pixels per centimetre. */
const CM = 96 / 2.54;
/** The sheets, in cm, and the print kit's page margin (@page in print-pages.css). */
const SHEETS = { A4: { width: 21, height: 29.7 }, Letter: { width: 21.59, height: 27.94 } } as const;
const MARGIN = 1.2;

async function printedPages(page: Page, format: 'A4' | 'Letter'): Promise<number> {
  const pdf = await page.pdf({ format, printBackground: true });
  return pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
}

/** The smallest type of any text the page prints, in points. */
const smallestType = (page: Page) =>
  page.evaluate(() => {
    const sizes = [...document.querySelectorAll('main *')]
      .filter(
        (element) =>
          element.checkVisibility() && [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
      )
      .map((element) => parseFloat(getComputedStyle(element).fontSize));
    return (Math.min(...sizes) * 72) / 96;
  });

for (const { path, heading, pages } of [
  { path: '/allergens', heading: 'Allergen chart', pages: 2 },
  { path: '/print/table-tent', heading: new RegExp(`^${escapeRegExp(LOOK.name)}`), pages: 1 },
  { path: '/print/takeout', heading: new RegExp(`^${escapeRegExp(LOOK.name)}`), pages: 2 },
]) {
  test(`@desktop ${path} prints on at most ${pages} page(s) of A4 or Letter in type of 9 pt or more, without the site's navigation`, async ({
    site,
    page,
  }) => {
    await site.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    expect(await smallestType(page)).toBeGreaterThanOrEqual(9);
    // As wide as the narrower sheet's page area at most: a printer cuts, or shrinks the type below 9 pt.
    const width = Math.floor((SHEETS.A4.width - 2 * MARGIN) * CM);
    await page.setViewportSize({ width, height: 1000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'wider than the printed page').toBeLessThanOrEqual(width);
    for (const format of ['A4', 'Letter'] as const) {
      const count = await printedPages(page, format);
      expect(count, `${format} pages`).toBeGreaterThan(0);
      expect(count, `${format} pages`).toBeLessThanOrEqual(pages);
    }
  });
}

/** The QR code in a screenshot, read where the box is, as a camera aimed at it sees it; and which way up it is. */
async function readQrCode(screenshot: Buffer, box: { x: number; y: number; width: number; height: number }) {
  const { width = 0, height = 0 } = await sharp(screenshot).metadata();
  const left = Math.max(0, Math.floor(box.x) - 16);
  const top = Math.max(0, Math.floor(box.y) - 16);
  const { data, info } = await sharp(screenshot)
    .extract({
      left,
      top,
      width: Math.min(width - left, Math.ceil(box.width) + 32),
      height: Math.min(height - top, Math.ceil(box.height) + 32),
    })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  return code && { data: code.data, upsideDown: code.location.topLeftCorner.y > code.location.bottomLeftCorner.y };
}

test.describe('with the website set', () => {
  test('@desktop the table tent prints on one sheet that folds into a tent: two faces, the upper upside down, each a QR code of at least 6 cm to the menu', async ({
    site,
    page,
  }) => {
    await site.goto('/print/table-tent');
    await page.emulateMedia({ media: 'print' });
    for (const format of ['A4', 'Letter'] as const) {
      await test.step(format, async () => {
        expect(await printedPages(page, format), `${format} pages`).toBe(1);
        // The page area as the printer lays it out: the sheet less its margins.
        const sheet = SHEETS[format];
        const area = { width: Math.round((sheet.width - 2 * MARGIN) * CM), height: Math.round((sheet.height - 2 * MARGIN) * CM) };
        await page.setViewportSize(area);

        const codes = page.locator('.table-tent-qr');
        await expect(codes).toHaveCount(2);
        const boxes = [await codes.nth(0).boundingBox(), await codes.nth(1).boundingBox()];
        for (const box of boxes) {
          expect(box?.width, 'QR code width, px').toBeGreaterThanOrEqual(6 * CM - 0.5);
          expect(box?.height, 'QR code height, px').toBeGreaterThanOrEqual(6 * CM - 0.5);
        }
        const [upper, lower] = boxes;
        if (!upper || !lower) throw new Error('a QR code has no box');
        expect(upper.y + upper.height, 'the upside-down face is above the fold').toBeLessThan(area.height / 2);
        expect(lower.y, 'the upright face is below the fold').toBeGreaterThan(area.height / 2);
        const fold = await page.getByRole('separator', { name: 'Fold here' }).boundingBox();
        expect(Math.abs((fold?.y ?? 0) - area.height / 2), 'the fold line is across the middle of the sheet').toBeLessThanOrEqual(2);

        const screenshot = await page.screenshot();
        expect(await readQrCode(screenshot, upper)).toEqual({ data: `${WEBSITE}/`, upsideDown: true });
        expect(await readQrCode(screenshot, lower)).toEqual({ data: `${WEBSITE}/`, upsideDown: false });
        await expect(page.getByText(WEBSITE.replace('https://', ''), { exact: true })).toHaveCount(2);
      });
    }
    await test.step("the takeout menu's footer gives the allergens' address", async () => {
      await site.goto('/print/takeout');
      await expect(page.getByRole('main')).toContainText(`${WEBSITE.replace('https://', '')}/allergens`);
    });
  });
});
