/**
 * The menu page hydrates its prerendered HTML cleanly. (The shared fixture
 * already fails any test on a console error or warning; this also catches
 * hydration notices logged at other levels.)
 */
import { dishButton, expect, test } from './fixtures.ts';

test('the menu hydrates without a mismatch and a dish click then opens its dialog', async ({ page, consoleMessages, hasTouch }) => {
  await page.goto('/');
  const button = dishButton(page, 'Egg Roll');
  if (hasTouch) await button.tap();
  else await button.click();
  await expect(page.getByRole('dialog', { name: 'Egg Roll', exact: true })).toBeVisible();

  const hydrationNotices = consoleMessages.filter(({ text }) => /hydrat|did not match/i.test(text));
  expect(hydrationNotices).toEqual([]);
});
