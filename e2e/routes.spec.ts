/**
 * The placeholder routes and the unknown-path error screen: SPEC.md sections 2
 * and 8, UI-CONTRACT.md "Other routes".
 */
import { expect, test } from './fixtures.ts';

const PLACEHOLDERS = [
  { path: '/projects', title: 'Projects' },
  { path: '/about', title: 'About' },
  { path: '/contact', title: 'Contact' },
  { path: '/page1', title: 'Page 1' },
  { path: '/page2', title: 'Page 2' },
  { path: '/page3', title: 'Page 3' },
  { path: '/page4', title: 'Page 4' },
];

for (const { path, title } of PLACEHOLDERS) {
  test(`${path} shows the heading ${title} and a stub sentence`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(main.getByText(/content goes here/i)).toBeVisible();
  });
}

test('/projects shows two placeholder project boxes, each with a heading', async ({ page }) => {
  await page.goto('/projects');
  const boxes = page.getByRole('main').getByRole('listitem');
  await expect(boxes).toHaveCount(2);
  for (const box of await boxes.all()) {
    await expect(box).toBeVisible();
    await expect(box.getByRole('heading')).toHaveCount(1);
  }
});

test('a placeholder path with a trailing slash shows the same page', async ({ page }) => {
  const response = await page.goto('/about/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('About');
});

test.describe('an unknown path', () => {
  // Chromium logs the 404 of the page itself; that one is the point of the test.
  test.use({ expectedConsoleProblems: [/status of 404 \(Not Found\).*\/no-such-page/] });

  test('responds 404 with the routing default error screen', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  });
});

test('the header navigation leads to About', async ({ page, baseURL }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
});

test('the header navigation leads back to the menu', async ({ page, baseURL }) => {
  await page.goto('/contact');
  await page.getByRole('banner').getByRole('link', { name: 'Menu', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
});
