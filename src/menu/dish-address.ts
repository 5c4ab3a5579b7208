import type { Category, Dish, Menu, MenuItem } from './menu-schema.ts';

/** UI-CONTRACT.md: a dish's shareable address is /?dish=<slug>. */
export const DISH_PARAM = 'dish';

/** UI-CONTRACT.md: lower-case name, every run of non-alphanumerics collapsed to "-". */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function dishHref(name: string): string {
  return `/?${DISH_PARAM}=${slugify(name)}`;
}

/** Dish buttons on the menu page are `dish-<slug>`, so an address, or a tap before hydration, can find them. */
export const DISH_ID_PREFIX = 'dish-';

export function dishButtonId(name: string): string {
  return `${DISH_ID_PREFIX}${slugify(name)}`;
}

/** The item the dish dialog receives: a dish with its category (SPEC.md section 3). */
export function toMenuItem(category: Category, dish: Dish): MenuItem {
  return { ...dish, category: category.name };
}

/** The dish with this slug, or null when there is none. */
export function findDishBySlug(menu: Menu, slug: string | null | undefined): MenuItem | null {
  if (!slug) return null;
  for (const category of menu) {
    const dish = category.dishes.find((candidate) => slugify(candidate.name) === slug);
    if (dish) return toMenuItem(category, dish);
  }
  return null;
}

/** The dish an address names, or null when it names none (or one that does not exist). */
export function findDishByAddress(menu: Menu, search: string): MenuItem | null {
  return findDishBySlug(menu, new URLSearchParams(search).get(DISH_PARAM));
}

/** The same address without its dish: what the page shows once the dialog closes. */
export function withoutDish(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete(DISH_PARAM);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
