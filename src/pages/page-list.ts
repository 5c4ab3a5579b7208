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
export type SiteNav = 'main' | 'more';

export interface SitePage {
  path: string;
  /** The page's heading, its document title and its link text, in English. */
  title: string;
  nav: SiteNav;
}

/**
 * Every page of the site's navigation, in the order it lists them: the menu
 * and the placeholders whose content is still to come. Plain data without
 * JSX, so the router, the site navigation and the end-to-end tests all read
 * this one list. The menu is in Chinese too, under /zh/; each dish has a page
 * of its own (src/routes.tsx).
 */
export const SITE_PAGES: readonly SitePage[] = [
  { path: '/', title: 'Menu', nav: 'main' },
  { path: '/projects', title: 'Projects', nav: 'main' },
  { path: '/about', title: 'About', nav: 'main' },
  { path: '/contact', title: 'Contact', nav: 'main' },
  { path: '/page1', title: 'Page 1', nav: 'more' },
  { path: '/page2', title: 'Page 2', nav: 'more' },
  { path: '/page3', title: 'Page 3', nav: 'more' },
  { path: '/page4', title: 'Page 4', nav: 'more' },
];

/** The paths of the navigation's pages. */
export const PAGE_PATHS = SITE_PAGES.map((page) => page.path);

/** The pages a navigation lists, in order. */
export const pagesIn = (nav: SiteNav): readonly SitePage[] => SITE_PAGES.filter((page) => page.nav === nav);
