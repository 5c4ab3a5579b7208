/**
 * The menu page hydrates its prerendered HTML cleanly. (The shared fixture
 * already fails any test on a console error or warning; this also catches
 * hydration notices logged at other levels.)
 */
import { expect, test } from './fixtures.ts';
import { openDish } from './menu-page.ts';

test('the menu hydrates without a mismatch and a dish click then opens its dialog', async ({ site, page, consoleMessages, hasTouch }) => {
  await site.goto('/');
  await openDish(page, 'Egg Roll', hasTouch);

  const hydrationNotices = consoleMessages.filter(({ text }) => /hydrat|did not match/i.test(text));
  expect(hydrationNotices).toEqual([]);
});
