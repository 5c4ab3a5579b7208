import { DEFAULT_LANGUAGE, LANGUAGE_ROOT, type Language, type Translation } from '../i18n/languages.ts';

/** The allergen chart's path under each language's root: /allergens, /zh/allergens. */
export const ALLERGEN_CHART = 'allergens';

/** The whole menu as one plain page (full-menu-page.tsx), under each language's root: /menu/, /zh/menu/. */
export const FULL_MENU = 'menu';
export const fullMenuPath = (language: Language) => `${LANGUAGE_ROOT[language]}${FULL_MENU}/`;

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
  nav: SiteNav;
  /** Its place in its navigation, lowest first. */
  order: number;
  /** The Markdown below the heading, as HTML with no markup of the owner's own. */
  html: string;
  boxes: readonly PageBox[];
  /** What the owner wrote in each other language (chineseTitle, chineseBody, a box's chineseText); the rest shows in English. */
  translations: Partial<Record<Translation, PageTranslation>>;
}

export interface PageTranslation {
  title?: string;
  html?: string;
  /** By the English boxes' places. */
  boxes: readonly Partial<PageBox>[];
}

/** Words on a page, with the language they are in where it is not the page's. */
export interface PageWords {
  text: string;
  lang?: string;
}

/** Each of the owner's pages at an address the site builds already, which it would hide or be hidden by: the file and that page. */
export function takenAddressProblems(pages: readonly ContentPage[], built: ReadonlyMap<string, string>): string[] {
  return pages.flatMap((page) => {
    const taken = built.get(page.slug);
    const file = `content/pages/${page.slug}.md`;
    return taken === undefined
      ? []
      : [`${file} would be at ${taken}, which the site builds already: name the file otherwise (${file} line 1)`];
  });
}

/** One of the owner's pages as a page in `language` shows it: each part the owner did not translate in English, so marked. */
export interface PageInLanguage {
  path: string;
  title: PageWords;
  html: PageWords;
  boxes: { title: PageWords; text: PageWords }[];
}

/** The owner's page in `language`, at /zh/about for /about; what has no translation is its English, marked lang="en". */
export function pageIn(page: ContentPage, language: Language): PageInLanguage {
  const translation = language === DEFAULT_LANGUAGE ? undefined : page.translations[language];
  const words = (translated: string | undefined, english: string): PageWords =>
    language === DEFAULT_LANGUAGE ? { text: english } : translated ? { text: translated } : { text: english, lang: DEFAULT_LANGUAGE };
  return {
    path: `${LANGUAGE_ROOT[language]}${page.slug}`,
    title: words(translation?.title, page.title),
    html: words(translation?.html, page.html),
    boxes: page.boxes.map((box, index) => ({
      title: words(translation?.boxes[index]?.title, box.title),
      text: words(translation?.boxes[index]?.text, box.text),
    })),
  };
}

export interface SitePage {
  path: string;
  /** The page's heading, its document title and its link text, in English. */
  title: string;
  nav: SiteNav;
}

/**
 * Every page of the site's navigation, in the order it lists them: the menu,
 * then the owner's pages: plain data, which the end-to-end tests walk (the
 * build's list of pages is the routes').
 */
export function sitePages(pages: readonly ContentPage[]): SitePage[] {
  return [{ path: '/', title: 'Menu', nav: 'header' }, ...pages.map(({ path, title, nav }) => ({ path, title, nav }))];
}
