/**
 * Safe to order and easy to visit: the Avoid filter and each dish's
 * allergens, the diets, whether the restaurant is open and a category with
 * serving hours served now (on the restaurant's clock, from a phone set to Shanghai), call,
 * directions and the allergen chart (printed in print-kit.spec.ts).
 * On the fixture restaurant, where one dish's allergens are not yet checked. Runs on the phone (390 x 844, touch),
 * where most guests ask.
 */
import type { Page } from '@playwright/test';
import { en } from '../src/i18n/en.ts';
import { expectNoAxeViolations } from './a11y-helpers.ts';
import { expect, test, waitForBoxToSettle } from './fixtures.ts';
import { card, dishButton, openDish, row } from './menu-page.ts';
import { ALL_DISHES as dishes, PLAIN_DISH, restaurant, SERVED_CATEGORY, UNCHECKED_DISH } from './fixture-restaurant.ts';

test.use({ timezoneId: 'Asia/Shanghai' });

const containsPeanuts = dishes.filter((dish) => dish.allergens?.contains.includes('peanuts'));
const mayContainPeanuts = dishes.find((dish) => dish.allergens?.mayContain.includes('peanuts'));
const vegan = dishes.filter((dish) => dish.vegan === true);
if (containsPeanuts.length === 0 || !mayContainPeanuts || vegan.length === 0)
  throw new Error('the fixture restaurant needs dishes that contain and may contain peanuts, and a vegan one');

/** Tuesday 24 November 2026 in New York (UTC-5): the same instant is Wednesday in Shanghai. */
const NEW_YORK_TUESDAY = (time: string) => new Date(`2026-11-24T${time}:00-05:00`);

const matchCount = (page: Page) => page.locator('[role="status"]').filter({ hasText: /dish/ });
const avoidButton = (page: Page) => page.getByRole('button', { name: /^Avoid/ });
const avoidGroup = (page: Page) => page.getByRole('group', { name: 'Avoid' });
const openStatus = (page: Page) => page.getByText(/^(Open now|Closed)/);
const servedCategory = (page: Page) => card(page, SERVED_CATEGORY.name);

test.describe('at Tuesday 12:00 in New York', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: NEW_YORK_TUESDAY('12:00') });
  });

  test('the restaurant is open until 22:00 and the category with serving hours is served; Vegan keeps only the vegan dishes; a dish nobody has checked sends the guest to the staff', async ({
    site,
    page,
    hasTouch,
  }) => {
    await site.goto('/');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Shanghai');
    await expect(openStatus(page)).toHaveText('Open now · until 22:00');
    await expect(servedCategory(page).getByText('Served Mon–Sat 11:00–15:00')).toBeVisible();
    await expect(servedCategory(page).getByText(/Not served now/)).toHaveCount(0);

    const { dialog } = await openDish(page, UNCHECKED_DISH.name, hasTouch);
    await expect(dialog.getByRole('region', { name: 'Allergens' })).toContainText(
      'Allergen information not given yet: please ask our staff.',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Vegan', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Vegan', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(matchCount(page)).toHaveText(vegan.length === 1 ? '1 dish' : `${vegan.length} dishes`);
    await expect(row(page).getByRole('listitem').getByRole('button')).toHaveCount(vegan.length);
  });

  test('avoiding peanuts hides the dishes that contain them, marks the rest, and survives a reload', async ({ site, page }) => {
    await site.goto('/');
    await expect(matchCount(page)).toHaveText(`${dishes.length} dishes`);
    await avoidButton(page).click();
    await expect(avoidGroup(page)).toBeVisible();
    await expect(avoidGroup(page).getByRole('checkbox')).toHaveCount(14);
    await avoidGroup(page).getByRole('checkbox', { name: 'Peanuts', exact: true }).check();
    await expectNoAxeViolations(page, 'the Avoid panel open');
    await page.keyboard.press('Escape');
    await expect(avoidGroup(page)).toBeHidden();

    const left = dishes.length - containsPeanuts.length;
    await expect(matchCount(page)).toHaveText(`${left} dishes · ${containsPeanuts.length} hidden`);
    await expect(avoidButton(page)).toHaveText('Avoid (1)');
    for (const dish of containsPeanuts.slice(0, 3)) await expect(dishButton(page, dish.name)).toBeHidden();
    await expect(dishButton(page, mayContainPeanuts.name)).toContainText('May contain peanuts');
    // Not yet checked: still listed, never presented as safe.
    await expect(dishButton(page, UNCHECKED_DISH.name)).toContainText('Ask staff');
    await expectNoAxeViolations(page, 'avoiding peanuts');

    await site.reload();
    await expect(matchCount(page)).toHaveText(`${left} dishes · ${containsPeanuts.length} hidden`);
    await expect(dishButton(page, containsPeanuts[0]?.name ?? '')).toBeHidden();
    await avoidButton(page).click();
    await expect(avoidGroup(page).getByRole('checkbox', { name: 'Peanuts', exact: true })).toBeChecked();
  });

  test("a dish's dialog says in words what it contains and may contain", async ({ site, page, hasTouch }) => {
    await site.goto('/');
    const { allergens } = PLAIN_DISH;
    if (!allergens || allergens.mayContain.length === 0) throw new Error(`${PLAIN_DISH.name} needs allergens it contains and may contain`);
    const { dialog } = await openDish(page, PLAIN_DISH.name, hasTouch);
    const heading = dialog.getByRole('heading', { name: 'Allergens', exact: true });
    await expect(heading).toBeAttached();
    const section = dialog.getByRole('region', { name: 'Allergens' });
    await expect(section).toContainText(en.contains(allergens.contains.map((allergen) => en.allergens[allergen]).join(en.listSeparator)));
    await expect(section).toContainText('May contain:');
    await waitForBoxToSettle(dialog);
    await expectNoAxeViolations(page, 'a dialog with allergens');
  });

  test('the page calls, gives directions and links the allergen chart', async ({ site, page }) => {
    await site.goto('/');
    const visit = page.getByRole('region', { name: 'Visit us' });
    await expect(visit.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(visit.getByRole('link', { name: /Directions/ })).toHaveAttribute(
      'href',
      new RegExp(`^https://www\\.google\\.com/maps/search/\\?api=1&query=.*${restaurant.address.street.split(' ')[1] ?? ''}`),
    );
    await expect(visit.getByText('Mon–Thu')).toBeVisible();
    await visit.getByRole('link', { name: 'Allergen chart', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Allergen chart' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`^${UNCHECKED_DISH.name}`) })).toContainText('Not yet checked');
    await expectNoAxeViolations(page, 'the allergen chart');
  });
});

test.describe('at Tuesday 20:00 in New York', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: NEW_YORK_TUESDAY('20:00') });
  });

  test('the category with serving hours is not served now, and the restaurant still open as before', async ({ site, page, hasTouch }) => {
    await site.goto('/');
    await expect(openStatus(page)).toHaveText('Open now · until 22:00');
    await expect(servedCategory(page).getByText('Served Mon–Sat 11:00–15:00')).toBeVisible();
    await expect(servedCategory(page).getByText('Not served now')).toBeVisible();
    await openDish(page, SERVED_CATEGORY.dishes[0]?.name ?? '', hasTouch);
    await expectNoAxeViolations(page, 'lunch not served, dialog open');
  });
});

test('at 22:00 on Tuesday in New York the status turns to closed while the page is open', async ({ site, page }) => {
  await page.clock.install({ time: new Date(NEW_YORK_TUESDAY('21:59').getTime() + 30_000) });
  await site.goto('/');
  await expect(openStatus(page)).toHaveText('Open now · until 22:00');
  await page.clock.runFor(60_000);
  await expect(openStatus(page)).toHaveText('Closed · opens Wed 11:00');
  await expectNoAxeViolations(page, 'closed');
});

test('the page as built names the hours but not whether it is open: that is the guest’s clock’s to say', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('Mon–Thu');
  expect(html).toContain('11:00–22:00');
  expect(html).not.toMatch(/Open now|Closed ·/);
});
