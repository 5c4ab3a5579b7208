/**
 * What the accessibility, keyboard, resilience and security specs share: the
 * site's routes, the axe run with its WCAG tags, and a few page lookups.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { dishButton, expect } from './fixtures.ts';

/** Every prerendered route (SPEC.md section 2). */
export const ROUTES = ['/', '/projects', '/about', '/contact', '/page1', '/page2', '/page3', '/page4'] as const;

/** A path no route matches: the server answers 404 with the routing library's error screen (SPEC.md section 8). */
export const UNKNOWN_PATH = '/no-such-page';

/** Chromium logs the 404 of the document itself; a test visiting UNKNOWN_PATH expects exactly that one. */
export const EXPECTED_404_CONSOLE = /status of 404 \(Not Found\).*\/no-such-page/;

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The breakpoint of UI-CONTRACT.md: below it the dialog is a bottom sheet. */
export const SHEET_BREAKPOINT_PX = 768;

export const row = (page: Page) => page.getByRole('region', { name: 'Menu categories' });
export const cards = (page: Page) => row(page).getByRole('article');
export const dialogFor = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
export const quantityOf = (dialog: Locator) => dialog.getByRole('spinbutton', { name: 'Quantity' });

/** Opens a dish the way the device would: a tap on the phone, a click on the desktop. */
export async function openDish(page: Page, name: string, hasTouch: boolean): Promise<{ button: Locator; dialog: Locator }> {
  const button = dishButton(page, name);
  if (hasTouch) await button.tap();
  else await button.click();
  const dialog = dialogFor(page, name);
  await expect(dialog).toBeVisible();
  return { button, dialog };
}

function describeViolations(results: AxeResults): string {
  return results.violations
    .map((violation) => {
      const nodes = violation.nodes.map(
        (node) => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
      );
      return `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/**
 * Runs axe-core on the page as it is now, with the rules of WCAG_TAGS plus
 * target-size (WCAG 2.5.8), which axe tags wcag22aa but ships disabled, and
 * fails listing each violation's id, targets and summary.
 */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  // options() replaces every option set before it, so it comes first; withTags() then adds runOnly.
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .withTags(WCAG_TAGS)
    .analyze();
  const ranTargetSize = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].some(
    (result) => result.id === 'target-size',
  );
  expect(ranTargetSize, 'the axe run must include the target-size rule').toBe(true);
  expect(
    results.violations.map((violation) => violation.id),
    `axe violations (${state}):\n${describeViolations(results)}`,
  ).toEqual([]);
}

/** The card at the row's snap line and how far from it its left edge is, in pixels. */
export function cardAtSnapLine(page: Page): Promise<{ index: number; distance: number; atEnd: boolean }> {
  return row(page).evaluate((element) => {
    const snapLine = element.getBoundingClientRect().left + (parseFloat(getComputedStyle(element).scrollPaddingLeft) || 0);
    const distances = Array.from(element.querySelectorAll('article'), (article) =>
      Math.abs(article.getBoundingClientRect().left - snapLine),
    );
    const distance = Math.min(...distances);
    return {
      index: distances.indexOf(distance),
      distance,
      atEnd: element.scrollLeft >= element.scrollWidth - element.clientWidth - 1,
    };
  });
}
