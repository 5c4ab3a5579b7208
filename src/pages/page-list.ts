import type { Language } from '../i18n/languages.ts';

/** What the build needs to know about a page besides its markup: its kind decides its head and what it ships. */
export interface PageHandle {
  kind: 'menu' | 'dish' | 'page';
  language: Language;
  /** Built in every language: the menu, each dish, the allergen chart. */
  translated?: boolean;
  /** A page's own title; a menu's and a dish's come from the restaurant and the dish. */
  title?: string;
}

/** The allergen chart's path under each language's root: /allergens, /zh/allergens. */
export const ALLERGEN_CHART = 'allergens';

/** The restaurant's print kit: linked from the README, not the navigation, and not in the sitemap. */
export const PRINT_PATHS = ['/print/table-tent', '/print/takeout'];

/** Which navigation lists a page: the header's (Main) or the footer's (More pages). */
export type SiteNav = 'header' | 'footer';

/** A box below a page's text: the Projects page's placeholder projects. */
export interface PageBox {
  title: string;
  text: string;
}

/** One of the owner's pages, content/pages/<slug>.md, checked and rendered to HTML at build time (page-file.ts). */
export interface ContentPage {
  slug: string;
  /** "/about". */
  path: string;
  /** The page's heading, its document title and its link text, in English. */
  title: string;
  /** Its link text on the Chinese pages; without one, the English title. */
  chineseTitle?: string;
  nav: SiteNav;
  /** Its place in its navigation, lowest first. */
  order: number;
  /** The Markdown below the heading, as HTML with no markup of the owner's own. */
  html: string;
  boxes: readonly PageBox[];
}

export interface SitePage {
  path: string;
  /** The page's heading, its document title and its link text, in English. */
  title: string;
  nav: SiteNav;
}

/**
 * Every page of the site's navigation, in the order it lists them: the menu,
 * then the owner's pages. Plain data, so the router, the site navigation and
 * the end-to-end tests all read this one list.
 */
export function sitePages(pages: readonly ContentPage[]): SitePage[] {
  return [{ path: '/', title: 'Menu', nav: 'header' }, ...pages.map(({ path, title, nav }) => ({ path, title, nav }))];
}
