/**
 * What the owner says for a day, on the restaurant's clock: the notices of
 * the day above the menu, and a dish sold out for the day, back at the next
 * opening with no new build. On a phone only; on the fixture restaurant, with the phone's clock set to Friday 5 June 2026 in New
 * York (UTC-4) and the phone itself in Shanghai.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { dishButton, escapeRegExp, openDish } from './menu-page.ts';
import { NOTICES, restaurant, SOLD_OUT_TODAY_DISH } from './fixture-restaurant.ts';

test.use({ timezoneId: 'Asia/Shanghai' });

const NEW_YORK = (dateTime: string) => new Date(`2026-06-${dateTime}-04:00`);
const addToCart = (dialog: Locator) => dialog.getByRole('button', { name: /^Add to Cart/ });

test('the pages as built carry no notice: which are shown is the phone’s to say', async ({ request }) => {
  for (const path of ['/', '/zh/']) {
    const html = await (await request.get(path)).text();
    for (const notice of Object.values(NOTICES)) {
      expect(html, path).not.toContain(notice.text);
      if (notice.chineseText) expect(html, path).not.toContain(notice.chineseText);
    }
  }
});

test('on Friday evening the day’s notices show and the dish sold out for the day cannot be added; at Saturday’s opening it is back, with no new build', async ({
  site,
  page,
  hasTouch,
}) => {
  await page.clock.install({ time: NEW_YORK('05T20:00:00') });
  await site.goto('/');
  const button = dishButton(page, SOLD_OUT_TODAY_DISH.name);

  await test.step('Friday 20:00: the two notices of the day, not last week’s', async () => {
    await expect(page.getByText(NOTICES.today.text, { exact: true })).toBeVisible();
    await expect(page.getByText(NOTICES.todayEnglishOnly.text, { exact: true })).toBeVisible();
    await expect(page.getByText(NOTICES.past.text)).toHaveCount(0);
  });

  await test.step('Friday 20:00: the dish is marked Sold out and Add to Cart is disabled', async () => {
    await expect(button).toHaveAccessibleName(
      new RegExp(`^${escapeRegExp(`${SOLD_OUT_TODAY_DISH.name} ${SOLD_OUT_TODAY_DISH.price}`)} Sold out\\b`),
    );
    const { dialog } = await openDish(page, SOLD_OUT_TODAY_DISH.name, hasTouch);
    await expect(dialog.getByText('Sold out', { exact: true })).toBeVisible();
    await expect(addToCart(dialog)).toBeDisabled();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('Saturday 10:59, closed overnight: still sold out; Friday’s one-day notice is gone', async () => {
    await page.clock.fastForward('14:59:30');
    await expect(page.getByText(NOTICES.todayEnglishOnly.text)).toHaveCount(0);
    await expect(page.getByText(NOTICES.today.text, { exact: true })).toBeVisible();
    await expect(button).toHaveAccessibleName(/Sold out/);
  });

  await test.step('Saturday 11:00, open again: the dish is back and can be added', async () => {
    await page.clock.runFor(60_000);
    await expect(button).not.toHaveAccessibleName(/Sold out/);
    const { dialog } = await openDish(page, SOLD_OUT_TODAY_DISH.name, hasTouch);
    await expect(dialog.getByText('Sold out', { exact: true })).toHaveCount(0);
    await expect(addToCart(dialog)).toBeEnabled();
  });
});

test('a day closed is told from a week before, in each language, and on the day the hours say Closed today, never Open now', async ({
  site,
  page,
}) => {
  const [closed] = restaurant.closedDates;
  if (!closed?.reason || !closed.chineseReason)
    throw new Error('the fixture restaurant needs a day closed with a reason in both languages');
  await page.clock.install({ time: NEW_YORK('03T12:00:00') });
  await site.goto('/');
  const english = page.getByText(`Closed Thu, Jun 11: ${closed.reason}`, { exact: true });

  await test.step('eight days before: not yet', async () => {
    await expect(page.getByText(/Open now/)).toBeVisible();
    await expect(english).toHaveCount(0);
  });

  await test.step('a week before: the notice, with its reason', async () => {
    await page.clock.fastForward('24:00:00');
    await expect(english).toBeVisible();
  });

  await test.step('on the day, at noon: the notice still, and Closed today', async () => {
    await page.clock.fastForward(7 * 24 * 60 * 60 * 1000);
    await expect(english).toBeVisible();
    await expect(page.getByText(/Closed today/)).toBeVisible();
    await expect(page.getByText(/Open now/)).toHaveCount(0);
  });

  await test.step('the Chinese menu, a week before: the reason in Chinese', async () => {
    await page.clock.setSystemTime(NEW_YORK('04T12:00:00'));
    await site.goto('/zh/');
    await expect(page.getByText(`6月11日周四休息：${closed.chineseReason}`, { exact: true })).toBeVisible();
  });
});

test('on the Chinese menu a notice shows its Chinese text, and one without shows its English, marked as English', async ({
  site,
  page,
}) => {
  await page.clock.install({ time: NEW_YORK('05T20:00:00') });
  await site.goto('/zh/');
  const chinese = page.getByText(NOTICES.today.chineseText ?? 'a Chinese text', { exact: true });
  await expect(chinese).toBeVisible();
  await expect(chinese).not.toHaveAttribute('lang', /./);
  await expect(page.getByText(NOTICES.todayEnglishOnly.text, { exact: true })).toHaveAttribute('lang', 'en');
  await expect(page.getByText(NOTICES.today.text)).toHaveCount(0);
});
