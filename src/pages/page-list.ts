/** Which navigation lists a page: the header's (Main) or the footer's (More pages). */
export type SiteNav = 'main' | 'more';

export interface SitePage {
  path: string;
  /** The page's heading, its document title and its link text. */
  title: string;
  nav: SiteNav;
  /** Whether the page ships the menu's script; every other page is plain HTML. */
  isInteractive?: boolean;
}

/**
 * Every page of the site, in the order the navigation lists them: the menu
 * and the placeholders whose content is still to come. Plain data without JSX, so the router, the site navigation and
 * the end-to-end tests all read this one list.
 */
export const SITE_PAGES: readonly SitePage[] = [
  { path: '/', title: 'Menu', nav: 'main', isInteractive: true },
  { path: '/projects', title: 'Projects', nav: 'main' },
  { path: '/about', title: 'About', nav: 'main' },
  { path: '/contact', title: 'Contact', nav: 'main' },
  { path: '/page1', title: 'Page 1', nav: 'more' },
  { path: '/page2', title: 'Page 2', nav: 'more' },
  { path: '/page3', title: 'Page 3', nav: 'more' },
  { path: '/page4', title: 'Page 4', nav: 'more' },
];

/** Every path the build writes a page for. */
export const PAGE_PATHS = SITE_PAGES.map((page) => page.path);

/** The pages a navigation lists, in order. */
export const pagesIn = (nav: SiteNav): readonly SitePage[] => SITE_PAGES.filter((page) => page.nav === nav);
