/**
 * With JavaScript disabled (the no-js project), every route's HTML already
 * holds its content: the build prerenders it.
 * Plain page.goto, not site.goto: there is no script to wait for.
 */
import { en } from '../src/i18n/en.ts';
import { describeAllergens, describeDish } from '../src/menu/model/menu-text.ts';
import { ADDED_PAGE, CATEGORIES, EDITED_PAGE, menu, PHOTO_DISH, PLAIN_DISH, SITE_PAGES, TOTAL_DISHES } from './fixture-restaurant.ts';
import { EXPECTED_404_CONSOLE, UNKNOWN_PATH, expect, test } from './fixtures.ts';
import { escapeRegExp } from './menu-page.ts';

test('the menu page as built: no dialog opens without JavaScript; every category in order, each with its dishes named with their prices', async ({
  page,
}) => {
  await page.goto('/');
  const region = page.getByRole('region', { name: 'Menu categories' });

  await test.step('this project really runs without JavaScript: a dish click opens nothing', async () => {
    await region.getByRole('button', { name: new RegExp(`^${escapeRegExp(`${PLAIN_DISH.name} ${PLAIN_DISH.price}`)}`) }).click();
    // With JavaScript the dialog is open by the time click() returns (the tap opens it in the same frame).
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('the heading Menu and the categories in order', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    await expect(region.getByRole('heading', { level: 2 })).toHaveText(CATEGORIES.map((category) => category.name));
  });

  await test.step('every dish button, in its card, named with its price', async () => {
    await expect(region.getByRole('button')).toHaveCount(TOTAL_DISHES);
    for (const [index, category] of menu.entries()) {
      const buttons = region.getByRole('article').nth(index).getByRole('button');
      await expect(buttons, category.name).toHaveCount(category.dishes.length);
      for (const [at, dish] of category.dishes.entries()) {
        await expect(buttons.nth(at)).toHaveAccessibleName(new RegExp(`^${escapeRegExp(`${dish.name} ${dish.price}`)}`));
      }
    }
    await expect(page.getByRole('button', { name: 'Scroll left' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scroll right' })).toBeVisible();
  });

  await test.step('printed, the rules for paper apply without the script that asks for them (the arrows are left out)', async () => {
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Scroll right' })).toBeHidden();
  });
});

// The owner's pages that keep their placeholder text; the About page and the page added are edited (below).
test('each page the owner has not written yet holds its heading and stub sentence', async ({ page }) => {
  for (const { path, title } of SITE_PAGES.filter(
    (page) => page.path !== '/' && page.path !== EDITED_PAGE.path && page.path !== ADDED_PAGE.path,
  )) {
    await test.step(`${path}: ${title}`, async () => {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('main').getByText(/content goes here/i)).toBeVisible();
    });
  }
});

test.describe("the owner's pages as edited", () => {
  test('the rewritten About page shows its new title and Markdown, its HTML as text; the page added is linked and served', async ({
    page,
  }) => {
    await test.step(EDITED_PAGE.path, async () => {
      await page.goto(EDITED_PAGE.path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(EDITED_PAGE.title);
      await expect(main.getByText(EDITED_PAGE.text)).toBeVisible();
      await expect(main.locator('strong')).toHaveText('Mott Street');
      await expect(main.getByRole('heading', { level: 2 })).toHaveText('Our kitchen');
      // The owner's <script> is words on the page, never a script.
      await expect(main.getByText('<script>document.title = "hacked"</script>')).toBeVisible();
      await expect(page.locator('body script')).toHaveCount(0);
      await expect(page).not.toHaveTitle(/hacked/);
      await expect(page.getByRole('banner').getByRole('link', { name: EDITED_PAGE.title, exact: true })).toHaveAttribute(
        'href',
        EDITED_PAGE.path,
      );
    });

    await test.step(ADDED_PAGE.path, async () => {
      await page.getByRole('contentinfo').getByRole('link', { name: ADDED_PAGE.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${ADDED_PAGE.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ADDED_PAGE.title);
      await expect(page.getByRole('main').getByText(ADDED_PAGE.text)).toBeVisible();
    });
  });
});

test.describe("a dish's own page", () => {
  test('shows its dish on the first screen: name, Chinese name, price, description, allergens and photo, without what needs a script', async ({
    page,
  }) => {
    const dish = PHOTO_DISH;
    if (!dish.chineseName || !dish.photo) throw new Error(`${PHOTO_DISH.slug} needs a Chinese name and a photo in the test site`);
    await page.goto(`/dishes/${dish.slug}/`);
    const shown = page.locator('dialog');
    await expect(shown.getByRole('heading', { level: 2 })).toHaveText(dish.name);
    await expect(shown.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(shown.getByText(dish.chineseName, { exact: true })).toBeVisible();
    // Add to Cart repeats the price, hidden here.
    await expect(shown.getByText(dish.price, { exact: true }).filter({ visible: true })).toHaveCount(1);
    await expect(shown.getByText(describeDish(dish, en), { exact: true })).toBeVisible();
    for (const line of describeAllergens(dish, en)) await expect(shown.getByText(line, { exact: true })).toBeVisible();
    const photo = shown.getByRole('img', { name: dish.name, exact: true });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    // Buttons no script will answer are left out; the menu is a link away.
    await expect(shown.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: en.mainNavigation }).getByRole('link', { name: en.menu, exact: true })).toBeVisible();
  });
});

test.describe('an unknown path', () => {
  // Chromium logs the 404 of the page itself; that one is the point of the test.
  test.use({ expectedConsoleProblems: [EXPECTED_404_CONSOLE] });

  test('holds the error screen', async ({ page }) => {
    const response = await page.goto(UNKNOWN_PATH);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  });
});
