/**
 * Every guest can read it: the menu and the dish dialog on a small phone, a
 * phone with the browser's text at 200%, a phone held sideways, a laptop
 * zoomed to 200% and the Chinese menu at 200%; forced colours; and the
 * page's own text size control. Each setup is one page load: the menu, then
 * three dishes opened on it (a long name, a name in Chinese only, one with
 * allergens), each checked for its name and price in the first view with
 * nothing over them.
 *
 * Phone project only (@phone): each setup sets its own screen.
 */
import type { Locator, Page } from '@playwright/test';
import { en } from '../src/i18n/en.ts';
import { zh } from '../src/i18n/zh.ts';
import { describeAllergens, dishNames } from '../src/menu/model/menu-text.ts';
import { TEXT_SIZE_KEY } from '../src/pages/text-size.ts';
import { expectNoAxeViolations } from './a11y-helpers.ts';
import { dish } from './fixture-restaurant.ts';
import { expect, test } from './fixtures.ts';
import { dialogFor, dishButton, escapeRegExp, setBrowserTextSize } from './menu-page.ts';

const LONG_NAME = dish('sweet-and-sour-pork-lunch');
const CHINESE_ONLY = dish('suan-cai-yu');
const WITH_ALLERGENS = dish('hand-pulled-noodles');

const SETUPS = [
  { name: 'a small phone, 320 x 568', viewport: { width: 320, height: 568 }, isMobile: true, messages: en },
  { name: 'a phone with the text at 200%', viewport: { width: 390, height: 844 }, isMobile: true, fontSize: 32, messages: en },
  { name: 'a phone held sideways, 844 x 390', viewport: { width: 844, height: 390 }, isMobile: true, messages: en },
  { name: 'a laptop zoomed to 200%, 640 x 400', viewport: { width: 640, height: 400 }, isMobile: false, messages: en },
  { name: 'the Chinese menu with the text at 200%', viewport: { width: 390, height: 844 }, isMobile: true, fontSize: 32, messages: zh },
];

/**
 * Whether the element lies wholly in the viewport, is what the page shows at
 * its corners and centre (elementFromPoint), and holds its text: nothing over it, nothing clipping it.
 */
function coverage(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inView = box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= document.documentElement.clientWidth;
    const inset = 2;
    const points = [
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
      [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
    ] as const;
    const covered = points
      .map(([x, y]) => ({ x, y, hit: document.elementFromPoint(x, y) }))
      .filter(({ hit }) => hit === null || !element.contains(hit))
      .map(({ x, y, hit }) => `(${Math.round(x)}, ${Math.round(y)}): ${hit ? `${hit.tagName}.${hit.className}` : 'nothing'}`);
    // Text wider than its own box runs under whatever is beside it, which the points above cannot see.
    const overflows = element.scrollWidth > element.clientWidth + 1;
    return { inView, covered, overflows };
  });
}

async function expectUncovered(locator: Locator, what: string) {
  expect(await coverage(locator), `${what}: in the first view, whole, nothing over it`).toEqual({
    inView: true,
    covered: [],
    overflows: false,
  });
}

/** Against the screen's width, not the page's own: a phone widens its layout to a page that overflows, and then the two agree. */
const scrollWidthIsWidth = async (page: Page) => {
  const screenWidth = page.viewportSize()?.width ?? 0;
  return page.evaluate((width) => document.documentElement.scrollWidth <= width, screenWidth);
};

for (const setup of SETUPS) {
  test.describe(setup.name, () => {
    test.use({ viewport: setup.viewport, isMobile: setup.isMobile, hasTouch: setup.isMobile });

    test(`@phone ${setup.name}: the menu reads, never scrolls sideways, and each dish opens on its name and price`, async ({
      page,
      site,
      hasTouch,
    }) => {
      // Five axe scans and three dialogs on one load.
      test.slow();
      const messages = setup.messages;
      if (setup.fontSize) await setBrowserTextSize(page, setup.fontSize);
      await site.goto(messages === zh ? '/zh/' : '/');

      await test.step('the menu', async () => {
        if (setup.fontSize)
          expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(`${setup.fontSize}px`);
        expect(await scrollWidthIsWidth(page), 'the page scrolls sideways').toBe(true);
        await expectUncovered(page.getByRole('heading', { level: 1, name: messages.menu }), 'the heading');
        await expectNoAxeViolations(page, `the menu, ${setup.name}`);
      });

      await test.step('every dish name of six characters or fewer in the row is whole, on one line (a Chinese name is never cut between its characters)', async () => {
        const broken = await page
          .getByRole('region', { name: messages.menuCategories })
          .locator('button[id^="dish-"] > :first-child')
          .evaluateAll((names) =>
            names
              .filter((name) => [...(name.textContent ?? '')].length <= 6)
              .filter((name) => name.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(name).lineHeight))
              .map((name) => name.textContent),
          );
        expect(broken).toEqual([]);
      });

      for (const shown of [LONG_NAME, CHINESE_ONLY, WITH_ALLERGENS]) {
        const { lead } = dishNames(shown, messages);
        await test.step(lead.text, async () => {
          const button = page
            .getByRole('region', { name: messages.menuCategories })
            .getByRole('button', { name: new RegExp(`^${escapeRegExp(lead.text)}`) });
          if (hasTouch) await button.tap();
          else await button.click();
          const dialog = dialogFor(page, lead.text);
          await expect(dialog).toBeVisible();
          // Settled: the sheet has slid in, the panel faded in.
          await expect.poll(() => dialog.evaluate((element) => element.getAnimations().length)).toBe(0);
          await expectUncovered(dialog.getByRole('heading', { level: 2 }), 'the name');
          await expectUncovered(dialog.getByText(shown.price, { exact: true }).first(), 'the price');
          // The icons grow with the text: Close's is 1.25 rem wide at any size.
          const iconRem = await dialog
            .getByRole('button', { name: messages.close, exact: true })
            .locator('svg')
            .evaluate((icon) => icon.getBoundingClientRect().width / parseFloat(getComputedStyle(document.documentElement).fontSize));
          expect(iconRem, "Close's icon, in rem").toBeCloseTo(1.25, 1);
          // What follows the name and price begins above the buttons: the block after them starts in the first view.
          const addToCart = dialog.getByRole('button', { name: new RegExp(`^${escapeRegExp(messages.addToCart)}`) });
          const actionsTop = await addToCart.evaluate((element) => element.parentElement?.getBoundingClientRect().top ?? 0);
          const nextTop = await dialog
            .getByRole('heading', { level: 2 })
            .evaluate((heading) => heading.parentElement?.nextElementSibling?.getBoundingClientRect().top ?? Infinity);
          expect(nextTop, 'the start of what follows').toBeLessThan(actionsTop);
          // Every button on the screen, none past its edge.
          for (const each of await dialog.getByRole('button').all()) {
            if (!(await each.isVisible())) continue;
            const box = await each.boundingBox();
            expect(box && box.x >= 0 && box.x + box.width <= setup.viewport.width + 0.5, `${await each.textContent()} on the screen`).toBe(
              true,
            );
          }
          if (shown === WITH_ALLERGENS) {
            const allergens = dialog.getByText(describeAllergens(shown, messages)[0] ?? '', { exact: true });
            await allergens.scrollIntoViewIfNeeded();
            await expectUncovered(allergens, 'the allergens, scrolled to');
            await expectNoAxeViolations(page, `${lead.text}'s dialog, ${setup.name}`);
          }
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        });
      }

      await test.step("a dish's own page, the allergen chart, the whole menu, About and the saved dishes", async () => {
        const home = messages === zh ? '/zh/' : '/';
        const { lead } = dishNames(WITH_ALLERGENS, messages);
        await page.goto(`${home}dishes/${WITH_ALLERGENS.slug}/`);
        const dialog = dialogFor(page, lead.text);
        await expect(dialog).toBeVisible();
        await expect.poll(() => dialog.evaluate((element) => element.getAnimations().length)).toBe(0);
        await expectUncovered(dialog.getByRole('heading', { level: 2 }), "the name on the dish's page");
        await expectUncovered(dialog.getByText(WITH_ALLERGENS.price, { exact: true }).first(), "the price on the dish's page");
        for (const path of ['allergens', 'menu/', 'about', 'saved/']) {
          await page.goto(`${home}${path}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect(await scrollWidthIsWidth(page), `${home}${path} scrolls sideways`).toBe(true);
        }
      });
    });
  });
}

/** WCAG 1.4.12's text spacing, as a guest's own style sheet or bookmarklet sets it. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/** Elements that hide what overflows them and have more than they show (a 1 px visually hidden label aside). */
const clippedElements = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        const clips = ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
        return clips && element.clientWidth > 1 && element.checkVisibility();
      })
      .filter((element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)
      .map((element) => `${element.tagName}.${element.className}: ${element.textContent?.slice(0, 40) ?? ''}`),
  );

test.describe('text spacing', () => {
  // The guest's style sheet is an inline one, which the site's CSP would refuse.
  test.use({ bypassCSP: true });

  test('@phone text spacing (WCAG 1.4.12) clips nothing on the menu or in the dialog', async ({ page, site }) => {
    await site.goto('/');
    await page.addStyleTag({ content: TEXT_SPACING });
    expect(await clippedElements(page)).toEqual([]);
    expect(await scrollWidthIsWidth(page)).toBe(true);
    await dishButton(page, WITH_ALLERGENS.name).tap();
    const dialog = dialogFor(page, WITH_ALLERGENS.name);
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((element) => element.getAnimations().length)).toBe(0);
    await expectUncovered(dialog.getByRole('heading', { level: 2 }), 'the name');
    await expectUncovered(dialog.getByText(WITH_ALLERGENS.price, { exact: true }).first(), 'the price');
    expect(await clippedElements(page)).toEqual([]);
  });
});

test.describe('forced colours', () => {
  test('@phone every control keeps an edge, and the chosen size, the pressed filter, the current chip and focus show', async ({
    page,
    site,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await site.goto('/');
    const hasEdge = (locator: Locator) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element);
        return parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none';
      });
    const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

    await test.step('the menu', async () => {
      const spicy = page.getByRole('button', { name: en.spicy, exact: true });
      const vegetarian = page.getByRole('button', { name: en.vegetarian, exact: true });
      expect(await hasEdge(spicy)).toBe(true);
      await spicy.click();
      await expect(spicy).toHaveAttribute('aria-pressed', 'true');
      expect(await background(spicy)).not.toBe(await background(vegetarian));
      const chips = page.getByRole('navigation', { name: en.categoriesNavigation }).getByRole('link');
      const current = chips.and(page.locator('[aria-current="true"]'));
      await expect(current).toHaveCount(1);
      const other = chips.and(page.locator(':not([aria-current])')).first();
      expect(await background(current)).not.toBe(await background(other));
      await spicy.click();
    });

    await test.step('the dialog', async () => {
      await dishButton(page, LONG_NAME.name).tap();
      const dialog = dialogFor(page, LONG_NAME.name);
      await expect(dialog).toBeVisible();
      // The panel's edge, drawn where its shadow was: the dialog's one child.
      const panelOutline = await dialog.evaluate((element) => {
        const style = getComputedStyle(element.firstElementChild as Element);
        return parseFloat(style.outlineWidth) > 0 && style.outlineStyle !== 'none';
      });
      expect(panelOutline).toBe(true);
      expect(await hasEdge(dialog.getByRole('button', { name: new RegExp(`^${en.addToCart}`) }))).toBe(true);
      const regular = dialog.getByRole('radio', { checked: true });
      const small = dialog.getByRole('radio', { checked: false }).first();
      const face = (radio: Locator) => radio.locator('xpath=following-sibling::span');
      expect(await background(face(regular))).not.toBe(await background(face(small)));
      await regular.focus();
      await page.keyboard.press('ArrowRight');
      const focused = dialog.getByRole('radio', { checked: true });
      expect(await face(focused).evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    });
  });
});

test.describe('the text size control', () => {
  test('@phone a size chosen applies at once, is kept after a reload, applies on another page, and shifts nothing as the page loads', async ({
    page,
    site,
  }) => {
    await site.goto('/');
    const control = page.getByRole('banner').getByRole('button', { name: en.textSize, exact: true });
    const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    const choice = (size: string) => page.getByRole('group', { name: en.textSize }).getByRole('button', { name: `${size} %` });

    await test.step('chosen', async () => {
      expect(await rootSize()).toBe('16px');
      await control.tap();
      await expect(choice('100')).toHaveAttribute('aria-pressed', 'true');
      await choice('125').tap();
      expect(await rootSize()).toBe('20px');
      await expect(choice('125')).toHaveAttribute('aria-pressed', 'true');
      await expect(choice('100')).toHaveAttribute('aria-pressed', 'false');
      expect(await page.evaluate((key) => localStorage.getItem(key), TEXT_SIZE_KEY)).toBe('125');
    });

    await test.step('kept after a reload, from the first paint: no layout shift', async () => {
      await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            (window as unknown as { shifts: number }).shifts += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await site.reload();
      expect(await rootSize()).toBe('20px');
      await control.tap();
      await expect(choice('125')).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('Escape');
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    });

    await test.step('on another page, with no other script', async () => {
      await page.goto('/about');
      expect(await rootSize()).toBe('20px');
      await control.tap();
      await choice('150').tap();
      expect(await rootSize()).toBe('24px');
      await choice('100').tap();
      expect(await rootSize()).toBe('16px');
      expect(await scrollWidthIsWidth(page)).toBe(true);
      await expectNoAxeViolations(page, 'the text size choices open');
    });
  });
});

test("@desktop a dish's own page starts on the dish's name, not on a ringed Share button", async ({ page, site }) => {
  await site.goto(`/dishes/${LONG_NAME.slug}/`);
  const dialog = dialogFor(page, LONG_NAME.name);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2, name: LONG_NAME.name })).toBeFocused();
});
