/**
 * The owner's pages as routes, and the unknown-path error screen.
 */
import { EDITED_PAGE } from './fixture-restaurant.ts';
import { EXPECTED_404_CONSOLE, UNKNOWN_PATH, expect, test } from './fixtures.ts';

// Each page's heading and text, as built, are prerendered.spec.ts's.
test('/projects shows its boxes, each with a heading; a path with a trailing slash shows the same page', async ({ site, page }) => {
  await test.step('/projects shows two placeholder project boxes, each with a heading', async () => {
    await site.goto('/projects');
    const boxes = page.getByRole('main').getByRole('listitem');
    await expect(boxes).toHaveCount(2);
    for (const box of await boxes.all()) {
      await expect(box).toBeVisible();
      await expect(box.getByRole('heading')).toHaveCount(1);
    }
  });

  await test.step('a path with a trailing slash shows the same page', async () => {
    const response = await site.goto(`${EDITED_PAGE.path}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(EDITED_PAGE.title);
  });
});

test.describe('an unknown path', () => {
  // Chromium logs the 404 of the page itself; that one is the point of the test.
  test.use({ expectedConsoleProblems: [EXPECTED_404_CONSOLE] });

  test('responds 404 with the routing default error screen', async ({ site, page }) => {
    const response = await site.goto(UNKNOWN_PATH);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  });
});

test('the header navigation leads to a page, and back to the menu', async ({ site, page, baseURL }) => {
  await site.goto('/');
  await page.getByRole('banner').getByRole('link', { name: EDITED_PAGE.title, exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}${EDITED_PAGE.path}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EDITED_PAGE.title);

  await page.getByRole('banner').getByRole('link', { name: 'Menu', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
});
