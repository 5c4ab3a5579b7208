import { LANGUAGE_ROOT, languageOf } from '../i18n/languages.ts';

/**
 * A dish's address is a page of its own, /dishes/<slug>/ (under /zh/ in
 * Chinese): the address says which dish is open; the menu's own address, that
 * none is. /?dish=<slug>, the address dishes had before, keeps opening its dish.
 */
const DISH_PATH = /^\/(?:zh\/)?dishes\/([^/]+)\/?$/;
const OLD_DISH_PARAM = 'dish';

/** A dish's page in the language of `pathname` (the page it is opened from). */
export function dishHref(slug: string, pathname: string): string {
  return `${LANGUAGE_ROOT[languageOf(pathname)]}dishes/${slug}/`;
}

/** The slug an address names, or null; whether a dish has that slug is the menu's to say. */
export function dishSlugOf(url: URL | Location): string | null {
  return DISH_PATH.exec(url.pathname)?.[1] ?? (new URLSearchParams(url.search).get(OLD_DISH_PARAM) || null);
}

/** The address with its dish taken off: the menu in the same language, where closing the dish leaves the page. */
export function withoutDish(url: URL | Location): string {
  const parsed = new URL(url.href);
  parsed.searchParams.delete(OLD_DISH_PARAM);
  const pathname = DISH_PATH.test(parsed.pathname) ? LANGUAGE_ROOT[languageOf(parsed.pathname)] : parsed.pathname;
  return `${pathname}${parsed.search}${parsed.hash}`;
}

/** Dish buttons are `<button id="dish-<slug>">`, so that a closed dish can give its button focus back. */
export function dishButtonId(slug: string): string {
  return `dish-${slug}`;
}
