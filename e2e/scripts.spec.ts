/**
 * What the menu page's scripts carry for the browser beyond their code:
 * V8's compile hint (scripts/compile-hint.ts says why), first in every one of them.
 */
import { COMPILE_HINT } from '../scripts/compile-hint.ts';
import { expect, test } from './fixtures.ts';

test('every script the menu loads, the dish dialog’s included, starts with the compile hint @desktop', async ({ site, page }) => {
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.set(new URL(response.url()).pathname, await response.text());
  });
  await site.goto('/');
  // The dialog's chunk is asked for once the menu has hydrated.
  await expect.poll(() => [...scripts.keys()].some((name) => name.includes('dish-dialog'))).toBe(true);

  expect(scripts.size, 'the menu loads several scripts').toBeGreaterThanOrEqual(3);
  for (const [name, code] of scripts) {
    expect(code.startsWith(`${COMPILE_HINT}\n`), `${name} starts with ${COMPILE_HINT}`).toBe(true);
  }
});
