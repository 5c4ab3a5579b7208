/**
 * What an owner changes in the content folder shows on the menu: a category
 * added with its dish, a category renamed with its dishes following it, and a
 * dish named only in Chinese, which opens in the dialog and has a readable
 * address of its own (its name in pinyin), in English and under /zh/.
 * On the fixture restaurant (e2e/fixture/), which holds those edits.
 * Runs on a phone (390 x 844, touch) only: no layout changes what the menu holds.
 */
import { zh } from '../src/i18n/zh.ts';
import { expect, test } from './fixtures.ts';
import { card, cards, dialogFor, dishButton, escapeRegExp, openDish } from './menu-page.ts';
import { CHINESE_ONLY_DISH, NEW_CATEGORY, RENAMED_CATEGORY } from './fixture-restaurant.ts';

const NEW_DISH = NEW_CATEGORY.dishes[0];
const RENAMED_DISH = RENAMED_CATEGORY.dishes[0];

const chip = (page: Parameters<typeof card>[0], name: string) =>
  page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name, exact: true });

test('the menu shows the category added, with its dish, and the category renamed, with its dishes; a dish named in Chinese only opens at its own address', async ({
  site,
  page,
  hasTouch,
  baseURL,
}) => {
  await site.goto('/');

  await test.step('the category added is the last card, with a chip, listing its dish', async () => {
    await expect(cards(page).last().getByRole('heading', { level: 2 })).toHaveText(NEW_CATEGORY.name);
    await expect(chip(page, NEW_CATEGORY.name)).toHaveCount(1);
    const button = card(page, NEW_CATEGORY.name).getByRole('button', {
      name: new RegExp(`^${escapeRegExp(NEW_DISH?.name ?? '')} ${escapeRegExp(NEW_DISH?.price ?? '')}`),
    });
    await expect(button).toHaveCount(1);
  });

  await test.step('the category renamed shows under its new name only, its dishes with it', async () => {
    await expect(
      card(page, RENAMED_CATEGORY.name).getByRole('button', { name: new RegExp(`^${escapeRegExp(RENAMED_DISH?.name ?? '')} \\$`) }),
    ).toHaveCount(1);
    await expect(chip(page, RENAMED_CATEGORY.name)).toHaveCount(1);
    // The file's name is not the category's: nothing shows it.
    const fileName = RENAMED_CATEGORY.file.replace(/\.yml$/, '');
    expect(fileName).not.toBe(RENAMED_CATEGORY.slug);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(fileName, 'i') })).toHaveCount(0);
  });

  await test.step('the dish named in Chinese only opens in the dialog, marked as Chinese, at its address in pinyin', async () => {
    await expect(dishButton(page, CHINESE_ONLY_DISH.name)).toHaveCount(1);
    const { dialog } = await openDish(page, CHINESE_ONLY_DISH.name, hasTouch);
    await expect(dialog.getByRole('heading', { level: 2, name: CHINESE_ONLY_DISH.name })).toHaveAttribute('lang', 'zh-Hans');
    await expect(dialog).toContainText(CHINESE_ONLY_DISH.price);
    await expect(page).toHaveURL(`${baseURL}/dishes/${CHINESE_ONLY_DISH.slug}/`);
  });
});

test(`the dish named in Chinese only has its own page in English and in Chinese, dishes/${CHINESE_ONLY_DISH.slug}/, with the dialog open`, async ({
  site,
  page,
}) => {
  for (const root of ['/', '/zh/']) {
    await test.step(`${root}dishes/${CHINESE_ONLY_DISH.slug}/`, async () => {
      const response = await site.goto(`${root}dishes/${CHINESE_ONLY_DISH.slug}/`);
      expect(response?.status()).toBe(200);
      await expect(dialogFor(page, CHINESE_ONLY_DISH.name)).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${CHINESE_ONLY_DISH.name} · `));
    });
  }
});

test('the Chinese menu names the category added by its Chinese name', async ({ site, page }) => {
  await site.goto('/zh/');
  const lastCard = page.getByRole('region', { name: zh.menuCategories }).getByRole('article').last();
  await expect(lastCard.getByRole('heading', { level: 2 })).toHaveText(NEW_CATEGORY.chineseName ?? '');
});
