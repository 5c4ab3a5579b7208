/**
 * A sold-out dish, as the restaurant marks it: listed and
 * opened as usual, marked "Sold out" on its button and beside its price, and
 * never added to a cart. On a phone only: the dialog's two layouts are
 * dish-dialog.spec.ts's.
 * On the fixture restaurant (e2e/fixture/), which has a sold-out dish.
 */
import type { Locator } from '@playwright/test';
import { expectNoAxeViolations } from './a11y-helpers.ts';
import { expect, step, test, waitForBoxToSettle } from './fixtures.ts';
import { closeDish, dishButton, escapeRegExp, openDish, row, scrollBack } from './menu-page.ts';
import { PLAIN_DISH, SOLD_OUT_DISH } from './fixture-restaurant.ts';

const addToCart = (dialog: Locator) => dialog.getByRole('button', { name: /^Add to Cart/ });

const markedOnTheMenu = step(
  'on the menu the sold-out dish stays in its card, marked "Sold out" in visible text, offered as SoldOut, and found by search and filters; other dishes carry no mark',
  async ({ page }) => {
    await test.step('the sold-out dish stays in its card, named with its price and "Sold out"', async () => {
      const button = dishButton(page, SOLD_OUT_DISH.name);
      await expect(button).toBeVisible();
      await expect(button).toHaveAccessibleName(new RegExp(`^${escapeRegExp(`${SOLD_OUT_DISH.name} ${SOLD_OUT_DISH.price}`)} Sold out\\b`));
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: new RegExp(`^${escapeRegExp(SOLD_OUT_DISH.name)} \\$`) }) });
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(SOLD_OUT_DISH.category.name);
    });

    await test.step('the sold-out label is visible text on the button', async () => {
      const label = dishButton(page, SOLD_OUT_DISH.name).getByText('Sold out', { exact: true });
      await label.scrollIntoViewIfNeeded();
      await expect(label).toBeVisible();
      const box = await label.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThan(8);
    });

    await test.step('a dish that is not sold out has no sold-out mark', async () => {
      const button = dishButton(page, PLAIN_DISH.name);
      await expect(button).toHaveAccessibleName(new RegExp(`^${escapeRegExp(`${PLAIN_DISH.name} ${PLAIN_DISH.price}`)}`));
      await expect(button).not.toHaveAccessibleName(/Sold out/);
      await expect(row(page).getByText('Sold out', { exact: true })).toHaveCount(1);
    });

    await test.step("the sold-out dish's own page offers it as SoldOut, another dish's as InStock", async () => {
      const availability = async (slug: string) => {
        const html = await (await page.request.get(`/dishes/${slug}/`)).text();
        const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}';
        return (JSON.parse(json) as { offers?: { availability?: string } }).offers?.availability;
      };
      expect(await availability(SOLD_OUT_DISH.slug)).toBe('https://schema.org/SoldOut');
      expect(await availability(PLAIN_DISH.slug)).toBe('https://schema.org/InStock');
    });

    await test.step('search and the Vegetarian filter still find the sold-out dish', async () => {
      await page.getByRole('searchbox', { name: 'Search the menu' }).fill(SOLD_OUT_DISH.name.toLowerCase());
      await expect(dishButton(page, SOLD_OUT_DISH.name)).toBeVisible();
      await page.getByRole('button', { name: 'Clear search' }).click();
      await page.getByRole('button', { name: 'Vegetarian', exact: true }).click();
      await dishButton(page, SOLD_OUT_DISH.name).scrollIntoViewIfNeeded();
      await expect(dishButton(page, SOLD_OUT_DISH.name)).toBeVisible();
    });
  },
);

const opensWithAddToCartDisabled = step(
  'the sold-out dish opens with "Sold out" beside the price and Add to Cart disabled, which does nothing while Close closes; the next dish has Add to Cart enabled',
  async ({ page, hasTouch }) => {
    await dishButton(page, SOLD_OUT_DISH.name).scrollIntoViewIfNeeded();
    const { dialog } = await openDish(page, SOLD_OUT_DISH.name, hasTouch);

    await test.step('"Sold out" beside the price and Add to Cart disabled', async () => {
      const price = dialog.locator('p').filter({ hasText: new RegExp(`^${escapeRegExp(SOLD_OUT_DISH.price)}`) });
      const label = price.getByText('Sold out', { exact: true });
      await expect(label).toBeVisible();
      // Beside: right of the price's digits, centred on their line, inside the dialog.
      const layout = await price.evaluate((paragraph) => {
        const range = document.createRange();
        range.selectNodeContents(paragraph.firstChild as Node);
        const digits = range.getBoundingClientRect();
        const badge = (paragraph.querySelector('span') as HTMLElement).getBoundingClientRect();
        const dialogBox = (paragraph.closest('dialog') as HTMLElement).getBoundingClientRect();
        return {
          gap: badge.left - digits.right,
          offCentre: Math.abs(badge.top + badge.height / 2 - (digits.top + digits.height / 2)),
          overflow: badge.right - dialogBox.right,
        };
      });
      expect(layout.gap).toBeGreaterThanOrEqual(0);
      expect(layout.gap).toBeLessThan(24);
      expect(layout.offCentre).toBeLessThan(8);
      expect(layout.overflow).toBeLessThanOrEqual(0);
      await expect(addToCart(dialog)).toBeDisabled();
      await expect(addToCart(dialog)).toHaveAccessibleName(`Add to Cart ${SOLD_OUT_DISH.price}`);
    });

    await test.step('Add to Cart does nothing; Close still closes', async () => {
      // A forced click does not wait for the sheet to finish sliding in.
      await waitForBoxToSettle(dialog);
      await addToCart(dialog).click({ force: true });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('the next dish, not sold out, has Add to Cart enabled and no label', async () => {
      const next = await openDish(page, PLAIN_DISH.name, hasTouch);
      await expect(addToCart(next.dialog)).toBeEnabled();
      await expect(next.dialog.getByText('Sold out', { exact: true })).toHaveCount(0);
    });
  },
);

const axeFindsNothing = step('axe finds nothing on the menu with a sold-out dish, nor in its open dialog', async ({ page, hasTouch }) => {
  await dishButton(page, SOLD_OUT_DISH.name).scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page, 'menu with a sold-out dish');
  await openDish(page, SOLD_OUT_DISH.name, hasTouch);
  await expectNoAxeViolations(page, 'sold-out dish dialog');
});

// One page load: axe first on the menu as loaded, then the marks, then the dialog, each starting from the whole menu.
test('a sold-out dish on the menu and in its dialog', async ({ guest, site, page }) => {
  await site.goto('/');
  await axeFindsNothing(guest);
  await closeDish(page);
  await scrollBack(page);
  await markedOnTheMenu(guest);
  await page.getByRole('button', { name: 'Vegetarian', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Vegetarian', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await scrollBack(page);
  await opensWithAddToCartDisabled(guest);
});
