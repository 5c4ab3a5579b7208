/**
 * What the restaurant prints, each page printed to PDF as Chromium prints it:
 * the allergen chart for the counter on at most two sheets, and the print kit
 * (a table tent with the menu's QR code, a takeout menu) on one, on A4 and on
 * Letter. Printing is the same on every screen: the desktop project runs it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

async function printedSheets(page: Page, format: 'A4' | 'Letter'): Promise<number> {
  const pdf = await page.pdf({ format, printBackground: true });
  return pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
}

for (const { path, heading, sheets } of [
  { path: '/allergens', heading: 'Allergen chart', sheets: 2 },
  { path: '/print/table-tent', heading: /^Golden Lantern/, sheets: 1 },
  { path: '/print/takeout', heading: /^Golden Lantern/, sheets: 1 },
]) {
  test(`@desktop ${path} prints on at most ${sheets} sheet(s) of A4 or Letter, without the site's navigation`, async ({ site, page }) => {
    await site.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    for (const format of ['A4', 'Letter'] as const) {
      const count = await printedSheets(page, format);
      expect(count, `${format} sheets`).toBeGreaterThan(0);
      expect(count, `${format} sheets`).toBeLessThanOrEqual(sheets);
    }
  });
}
