/**
 * A dish's address, /?dish=<slug>, is where the page says which dish is
 * open; the menu's own address, without it, says none is.
 */
export const DISH_PARAM = 'dish';

export function dishHref(slug: string): string {
  return `/?${DISH_PARAM}=${slug}`;
}

/** The slug an address names, or null; whether a dish has that slug is the menu's to say. */
export function dishSlugOf(url: URL | Location): string | null {
  return new URLSearchParams(url.search).get(DISH_PARAM) || null;
}

/** The same address without its dish: where closing the dish leaves the page. */
export function withoutDish(url: URL | Location): string {
  const parsed = new URL(url.href);
  parsed.searchParams.delete(DISH_PARAM);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** Dish buttons are `<button id="dish-<slug>">`, so that a closed dish can give its button focus back. */
export function dishButtonId(slug: string): string {
  return `dish-${slug}`;
}
