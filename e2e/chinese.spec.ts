/**
 * The menu in Chinese, under /zh/: a link switches language both ways; every
 * word a guest reads is Chinese but prices and the English dish names, which
 * are marked lang="en"; search finds a dish by either name; and the pages are
 * as accessible as the English ones and hydrate as cleanly.
 * Runs on the phone (390 x 844, touch): the layout is the English one.
 */
import type { Page } from '@playwright/test';
import { LANGUAGE_TAG, LANGUAGES } from '../src/i18n/languages.ts';
import { zh } from '../src/i18n/zh.ts';
import { expectNoAxeViolations } from './a11y-helpers.ts';
import { DESCRIBED_DISH, menu, PAGES, restaurant } from './fixture-restaurant.ts';
import { expect, test, waitForBoxToSettle } from './fixtures.ts';

const DISH_PAGE = `/dishes/${DESCRIBED_DISH.slug}/`;
const dishButtons = (page: Page) => page.getByRole('region', { name: zh.menuCategories }).getByRole('listitem').getByRole('button');

test('the English menu links to the Chinese one, and back, by a link named in its own language', async ({ site, page, baseURL }) => {
  await site.goto('/');
  await page.getByRole('link', { name: '中文', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/zh/`);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
  await expect(page.getByRole('heading', { level: 1, name: zh.menu, exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
});

test(`a dish's page in Chinese shows no English but prices, dish names and the address, marked lang="en", and links to the same dish in English`, async ({
  site,
  page,
}) => {
  await test.step('the Chinese menu with a dish open shows no English but prices, and dish names and the address marked lang="en"', async () => {
    await site.goto(`/zh${DISH_PAGE}`);
    await waitForBoxToSettle(page.getByRole('dialog'));
    const stray = await page.evaluate(
      ({ allowedEnglish, otherLanguages }) => {
        const allowed = new Set(allowedEnglish);
        const others = new Set(otherLanguages);
        const found: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? '';
          const parent = node.parentElement;
          if (!text || !parent?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
          if (parent.closest('script, style, [aria-hidden="true"]')) continue;
          if (/\p{Script=Han}/u.test(text)) {
            if (parent.closest('[lang]')?.getAttribute('lang') !== 'zh-Hans') found.push(`Chinese not marked zh-Hans: ${text}`);
            continue;
          }
          // Prices, counts, times and punctuation.
          if (/^[\s\d$.,·:：()（）+–©-]*$/u.test(text)) continue;
          const lang = parent.closest('[lang]')?.getAttribute('lang');
          if (lang === 'en' && allowed.has(text)) continue;
          // The links to the page in every other language, each named in its own and marked so: "English", "Français".
          if (lang && others.has(lang) && parent.closest('a')?.getAttribute('hreflang') === lang) continue;
          found.push(text);
        }
        return found;
      },
      {
        allowedEnglish: [
          ...menu.flatMap((category) => category.dishes.map((dish) => dish.name)),
          restaurant.name,
          // The titles of pages not yet translated.
          ...PAGES.filter((page) => !page.translations.zh?.title).map((page) => page.title),
          // The address, as the post delivers it.
          restaurant.address.street,
          restaurant.address.locality,
          restaurant.address.region,
        ],
        otherLanguages: LANGUAGES.filter((language) => language !== 'zh').map((language) => LANGUAGE_TAG[language]),
      },
    );
    expect(stray).toEqual([]);
  });

  await test.step("a dish's page links to the same dish in the other language", async () => {
    await expect(page.getByRole('link', { name: 'English', exact: true, includeHidden: true })).toHaveAttribute('href', DISH_PAGE);
    await site.goto(DISH_PAGE);
    await expect(page.getByRole('link', { name: '中文', exact: true, includeHidden: true })).toHaveAttribute('href', `/zh${DISH_PAGE}`);
  });
});

test('on the Chinese menu, a dish without a Chinese name shows its English one, marked lang="en", and search finds a dish by either name', async ({
  site,
  page,
}) => {
  await test.step('every dish without a Chinese name shows its English name, marked lang="en"', async () => {
    await site.goto('/zh/');
    const unnamed = menu.flatMap((category) => category.dishes).find((dish) => !dish.chineseName);
    if (!unnamed) throw new Error('every dish has a Chinese name: this test needs one without');
    await expect(dishButtons(page).locator('[lang="en"]', { hasText: unnamed.name }).first()).toBeAttached();
  });

  await test.step('search on the Chinese menu finds a dish by its Chinese name and by its English one', async () => {
    await site.goto('/zh/');
    const search = page.getByRole('searchbox', { name: zh.searchLabel });
    await search.fill(DESCRIBED_DISH.chineseName ?? '');
    await expect(dishButtons(page)).toHaveCount(1);
    await expect(dishButtons(page)).toContainText(DESCRIBED_DISH.name);
    await search.fill(DESCRIBED_DISH.name.toLowerCase());
    await expect(dishButtons(page)).toHaveCount(1);
    await expect(dishButtons(page)).toContainText(DESCRIBED_DISH.chineseName ?? '');
  });
});

for (const path of ['/zh/', `/zh${DISH_PAGE}`]) {
  test(`${path} has no WCAG A or AA violations and hydrates without a mismatch`, async ({ site, page, consoleMessages }) => {
    await site.goto(path);
    if (path.includes('dishes')) await waitForBoxToSettle(page.getByRole('dialog'));
    await expectNoAxeViolations(page, path);
    expect(consoleMessages.filter(({ text }) => /hydrat|did not match/i.test(text))).toEqual([]);
  });
}
