/**
 * The end-to-end specs' axe runs, with their WCAG tags.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { expect } from './fixtures.ts';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * An axe run in the page itself. Axe's default finishes every run in a new
 * blank page, to merge results from frames of other origins; our pages have
 * no frames, so that page would only slow each scan.
 */
export function newAxeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
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
  const results = await newAxeBuilder(page)
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
