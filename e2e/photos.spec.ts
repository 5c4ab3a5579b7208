/**
 * A dish's own photo, on the fixture restaurant, where one dish has one
 * (drawn by e2e/test-site.ts): a <picture> of AVIF and
 * WebP at the width the screen needs, with no layout shift; and no dish photo
 * is loaded by the menu's first paint.
 */
import { expectNoAxeViolations } from './a11y-helpers.ts';
import { expect, test } from './fixtures.ts';
import { openDish } from './menu-page.ts';
import { PHOTO_DISH } from './fixture-restaurant.ts';

const PHOTO_URL = /\/assets\/photos\//;

test('the menu loads no dish photo until a dish is opened', async ({ site, page }) => {
  const photoRequests: string[] = [];
  page.on('request', (request) => {
    if (PHOTO_URL.test(request.url())) photoRequests.push(request.url());
  });
  await site.goto('/');
  await page.waitForLoadState('networkidle');
  expect(photoRequests).toEqual([]);
});

test('the dish with a photo shows it as AVIF or WebP at a width that suits the screen, with no layout shift', async ({
  site,
  page,
  hasTouch,
}) => {
  await site.goto('/');
  await page.evaluate(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const { dialog } = await openDish(page, PHOTO_DISH.name, hasTouch);
  const photo = dialog.getByRole('img', { name: PHOTO_DISH.name, exact: true });
  await expect(photo.locator('xpath=..')).toHaveJSProperty('tagName', 'PICTURE');
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  const { source, shownWidth, pixelRatio } = await photo.evaluate((image: HTMLImageElement) => ({
    source: image.currentSrc,
    shownWidth: image.getBoundingClientRect().width,
    pixelRatio: window.devicePixelRatio,
  }));
  // The name ends in -<width>-<10-character base64url hash>.<format> (plugins/content/dish-photos.ts); the hash may hold "-".
  const [, width, format] = /-(\d+)-[\w-]{10}\.(avif|webp)$/.exec(source) ?? [];
  expect(format, source).toMatch(/^(avif|webp)$/);
  // At least as sharp as the screen needs, and not more than one step above it.
  const needed = Math.min(shownWidth * pixelRatio, 1200);
  expect(Number(width)).toBeGreaterThanOrEqual(needed);
  expect(Number(width)).toBeLessThan(needed * 2.1);
  expect(
    await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0)),
  ).toBe(0);
  await expectNoAxeViolations(page, 'dialog with a dish photo');
});
