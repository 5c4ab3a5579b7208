import type { Menu, MenuItem } from './menu-schema.ts';
import { slugify } from './menu-text.ts';

/** UI-CONTRACT.md: a dish's shareable address is /?dish=<slug>. */
export const DISH_PARAM = 'dish';

export function dishHref(name: string): string {
  return `/?${DISH_PARAM}=${slugify(name)}`;
}

/** The id of a dish's button on the menu page, so an address can find it. */
export function dishButtonId(name: string): string {
  return `dish-${slugify(name)}`;
}

/** The dish an address names, or null when it names none (or one that does not exist). */
export function findDishByAddress(menu: Menu, search: string): MenuItem | null {
  const slug = new URLSearchParams(search).get(DISH_PARAM);
  if (!slug) return null;
  for (const category of menu) {
    const dish = category.dishes.find((candidate) => slugify(candidate.name) === slug);
    if (dish) return { ...dish, category: category.name };
  }
  return null;
}

/** The same address without its dish: what the page shows once the dialog closes. */
export function withoutDish(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete(DISH_PARAM);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
