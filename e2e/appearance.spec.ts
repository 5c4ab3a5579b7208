/**
 * How the site looks: it follows the system's dark or light colour scheme,
 * keeps text contrast sufficient in both (axe's color-contrast rule), and
 * prints as a plain list of every category and dish, without the controls.
 * Runs on a phone (390 x 844, touch) and a desktop (1280 x 800).
 */
import type { Locator, Page } from '@playwright/test';
import { newAxeBuilder } from './a11y-helpers.ts';
import { expect, test } from './fixtures.ts';
import { CATEGORIES, LAST_CATEGORY, PLAIN_DISH, TOTAL_DISHES } from './fixture-restaurant.ts';
import { cards, openSettledDish, row } from './menu-page.ts';

/**
 * WCAG relative luminance of a computed CSS colour, 0 black to 1 white. Chromium
 * computes plain colours as "rgb(27, 18, 16)" and mixed ones (color-mix) as
 * "color(srgb 0.46 0.43 0.41)".
 */
function luminance(color: string): number {
  const rgb = /^rgba?\((\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)/.exec(color);
  const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/.exec(color);
  const channels = rgb ? rgb.slice(1, 4).map((channel) => Number(channel) / 255) : srgb?.slice(1, 4).map(Number);
  if (!channels) throw new Error(`not an rgb() or color(srgb) colour: ${color}`);
  const [r = 0, g = 0, b = 0] = channels.map((value) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The body's computed background and text colours. */
const bodyColors = (page: Page) =>
  page.locator('body').evaluate((body) => {
    const style = getComputedStyle(body);
    return { background: style.backgroundColor, text: style.color };
  });

/** The color-contrast violations axe finds on the page as it is now, one line each. */
async function contrastViolations(page: Page): Promise<string[]> {
  const results = await newAxeBuilder(page).withRules(['color-contrast']).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`),
  );
}

/** Resolves once no transition or animation is running: after the colour scheme changes under an open page, colours fade to their new values. */
const colorsSettled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));

/** The page's edge, where the backdrop does not reach, against the page dimmed by the backdrop: one colour, channel by channel. */
async function expectEdgeDimmed(dialog: Locator) {
  // The root's own background shows where the backdrop does not reach: the scrollbar's gutter, which the scroll lock keeps.
  const [edge, dimmed] = await dialog.evaluate((element) => {
    const parse = (color: string) => [...color.matchAll(/[\d.]+/g)].map((match) => Number(match[0]));
    const [r = 0, g = 0, b = 0, alpha = 1] = parse(getComputedStyle(element, '::backdrop').backgroundColor);
    const [pr = 0, pg = 0, pb = 0] = parse(getComputedStyle(document.body).backgroundColor);
    const mix = (top: number, bottom: number) => top * alpha + bottom * (1 - alpha);
    return [parse(getComputedStyle(document.documentElement).backgroundColor).slice(0, 3), [mix(r, pr), mix(g, pg), mix(b, pb)]];
  });
  edge.forEach((channel, index) => expect(Math.abs(channel - (dimmed[index] ?? 0))).toBeLessThanOrEqual(1.5));
}

test(
  "the page and its dialog follow the system's colour scheme, light or dark, even while open; behind the dialog the page's edge is dimmed like the rest",
  { tag: '@phone' },
  async ({ site, page, hasTouch }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await site.goto('/');

    await test.step('light: a light page with dark text, its edge dimmed behind the dialog', async () => {
      const { background, text } = await bodyColors(page);
      expect(luminance(background), `background ${background}`).toBeGreaterThan(0.6);
      expect(luminance(text), `text ${text}`).toBeLessThan(0.2);
      const dialog = await openSettledDish(page, PLAIN_DISH.name, hasTouch);
      await expectEdgeDimmed(dialog);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await test.step('dark, switched while the page is open: a dark page with light text, a dark dialog, its edge dimmed', async () => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await colorsSettled(page);
      await expect.poll(async () => luminance((await bodyColors(page)).background)).toBeLessThan(0.2);
      const { text } = await bodyColors(page);
      expect(luminance(text), `text ${text}`).toBeGreaterThan(0.6);
      const dialog = await openSettledDish(page, PLAIN_DISH.name, hasTouch);
      // The panel's own text colour: light on the dark panel.
      const heading = await dialog.getByRole('heading', { level: 2 }).evaluate((element) => getComputedStyle(element).color);
      expect(luminance(heading), `dish name ${heading}`).toBeGreaterThan(0.4);
      await expectEdgeDimmed(dialog);
    });
  },
);

// The menu and the open dialog are checked for contrast, with every other WCAG rule, in the accessibility spec.
test(
  'filtered results and the current chip have sufficient contrast in the light and the dark colour scheme',
  { tag: '@phone' },
  async ({ site, page }) => {
    await site.goto('/');
    await page.getByRole('button', { name: 'Spicy', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('chicken');
    await expect(page.getByRole('button', { name: 'Clear search' })).toBeVisible();
    await expect(page.getByRole('status')).not.toHaveText(`${TOTAL_DISHES} dishes`);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await colorsSettled(page);
      expect(await contrastViolations(page), colorScheme).toEqual([]);
    }
  },
);

test('printed: every category and dish shows, no list clipped, the row not scrolling sideways, and the search, filters, chips and arrows left out; printed with a dish open, the dialog is left out and the page background stays white', async ({
  site,
  page,
  hasTouch,
}) => {
  await site.goto('/');
  await page.emulateMedia({ media: 'print' });

  await test.step('the search, the tag filters, the chips and the arrows are left out', async () => {
    await expect(page.getByRole('searchbox', { name: 'Search the menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Spicy', exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Vegetarian', exact: true })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Scroll left' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Scroll right' })).toBeHidden();
  });

  await test.step('every category and every dish is visible', async () => {
    const headings = cards(page).getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(CATEGORIES.length);
    for (const heading of await headings.all()) await expect(heading).toBeVisible();
    const dishes = row(page).getByRole('listitem').getByRole('button');
    await expect(dishes).toHaveCount(TOTAL_DISHES);
    for (const dish of await dishes.all()) await expect(dish).toBeVisible();
  });

  await test.step('no dish list is clipped to a scrolling box', async () => {
    const lists = cards(page).getByRole('list');
    await expect(lists).toHaveCount(CATEGORIES.length);
    const sizes = await lists.evaluateAll((elements) =>
      elements.map((element) => ({ scrollHeight: element.scrollHeight, clientHeight: element.clientHeight })),
    );
    for (const [index, { scrollHeight, clientHeight }] of sizes.entries()) {
      expect(scrollHeight, `list ${index + 1}: scrollHeight ${scrollHeight}, clientHeight ${clientHeight}`).toBeLessThanOrEqual(
        clientHeight + 1,
      );
    }
  });

  await test.step('the card row does not scroll sideways', async () => {
    const { scrollWidth, clientWidth } = await row(page).evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth, `scrollWidth ${scrollWidth}, clientWidth ${clientWidth}`).toBeLessThanOrEqual(clientWidth + 1);
  });

  await test.step('with a dish open, the dialog is left out and the page background stays white', async () => {
    await page.emulateMedia({ media: 'screen' });
    const dialog = await openSettledDish(page, PLAIN_DISH.name, hasTouch);
    await page.emulateMedia({ media: 'print' });
    await expect(dialog).toBeHidden();
    // The menu prints underneath as usual.
    await expect(cards(page).getByRole('heading', { level: 2, name: LAST_CATEGORY.name })).toBeVisible();
    // On screen an open dialog tints the page behind it; on paper there is no dialog to tint it for.
    const background = await page.locator('html').evaluate((html) => getComputedStyle(html).backgroundColor);
    expect(luminance(background), `html background ${background}`).toBeGreaterThan(0.9);
    await page.emulateMedia({ media: 'screen' });
    await expect(dialog).toBeVisible();
  });
});

// One PDF is enough: the desktop project makes it.
test('the menu prints to a PDF', { tag: '@desktop' }, async ({ site, page }) => {
  await site.goto('/');
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(10_000);
});
