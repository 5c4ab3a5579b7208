/**
 * The placeholder routes and the unknown-path error screen.
 */
import { SITE_PAGES } from './fixture-restaurant.ts';
import { EXPECTED_404_CONSOLE, UNKNOWN_PATH, expect, test } from './fixtures.ts';

/** Every page but the menu is a placeholder. */
const PLACEHOLDERS = SITE_PAGES.filter((page) => page.path !== '/');

test('every placeholder page shows its heading and a stub sentence, with or without a trailing slash; /projects two boxes with a heading each', async ({
  site,
  page,
}) => {
  for (const { path, title } of PLACEHOLDERS) {
    await test.step(path, async () => {
      const response = await site.goto(path);
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(main.getByText(/content goes here/i)).toBeVisible();
    });
  }

  await test.step('/projects shows two placeholder project boxes, each with a heading', async () => {
    await site.goto('/projects');
    const boxes = page.getByRole('main').getByRole('listitem');
    await expect(boxes).toHaveCount(2);
    for (const box of await boxes.all()) {
      await expect(box).toBeVisible();
      await expect(box.getByRole('heading')).toHaveCount(1);
    }
  });

  await test.step('a placeholder path with a trailing slash shows the same page', async () => {
    const response = await site.goto('/about/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('About');
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

test('the header navigation leads to About, and back to the menu', async ({ site, page, baseURL }) => {
  await site.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');

  await page.getByRole('banner').getByRole('link', { name: 'Menu', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
});
