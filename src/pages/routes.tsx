import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { LANGUAGE_ROOT, TRANSLATED_LANGUAGES, type Language } from '../i18n/languages.ts';
import { menu } from 'virtual:menu';
import { MenuPage } from './menu-page.tsx';
import { MESSAGES, PRINT_KIT } from '../i18n/catalogues.ts';
import { ALLERGEN_CHART_CSS, AllergenChartPage } from './allergen-chart-page.tsx';
import { ContentPage } from './content-page.tsx';
import { reservedSegments, type PageHandle } from './page-handle.ts';
import { dishHead, menuHead, pageHead, savedHead } from './page-heads.ts';
import { ALLERGEN_CHART, FULL_MENU, fullMenuPath, pageIn, takenAddressProblems } from './page-list.ts';
import { ContentError } from '../content/content-error.ts';
import { PRINT_CSS, TableTentPage, TakeoutMenuPage } from './print-pages.tsx';
import { pages } from 'virtual:pages';
import { SiteLayout } from './site-layout.tsx';
import { SavedPage } from './saved-page.tsx';
import { SAVED_PAGE, savedHref } from '../menu/storage/saved-dishes.ts';
import { dishHref, DISHES_FOLDER } from '../menu/address/dish-history.ts';
import { findDish } from '../menu/model/menu-model.ts';
import { FULL_MENU_CSS, FullMenuPage } from './full-menu-page.tsx';

/** The paths of every dish's page in `language`, one per dish. */
const dishPaths = (language: Language) =>
  menu.flatMap((category) => category.dishes.map((dish) => dishHref(dish.slug, LANGUAGE_ROOT[language])));

/**
 * The menu of one language, a page per dish (the menu with that dish open),
 * the allergen chart, the whole menu as one plain page and the guest's saved dishes. An unknown dish is a 404, like any unknown path.
 */
function menuRoutes(language: Language): RouteObject[] {
  const root = LANGUAGE_ROOT[language];
  return [
    { index: true, element: <MenuPage />, handle: { language, translated: true, paths: [root], head: menuHead } satisfies PageHandle },
    {
      path: ALLERGEN_CHART,
      element: <AllergenChartPage />,
      handle: {
        language,
        translated: true,
        paths: [`${root}${ALLERGEN_CHART}`],
        head: pageHead(MESSAGES[language].allergenChart, ALLERGEN_CHART_CSS),
      } satisfies PageHandle,
    },
    {
      path: FULL_MENU,
      element: <FullMenuPage />,
      handle: {
        language,
        translated: true,
        paths: [fullMenuPath(language)],
        head: pageHead(MESSAGES[language].wholeMenu, FULL_MENU_CSS),
      } satisfies PageHandle,
    },
    {
      path: SAVED_PAGE,
      element: <SavedPage />,
      // A page of the guest's own, which search engines are not told of.
      handle: { language, translated: true, paths: [savedHref(root)], unlisted: true, head: savedHead } satisfies PageHandle,
    },
    {
      path: `${DISHES_FOLDER}/:slug`,
      element: <MenuPage />,
      loader: ({ params }) => {
        if (!findDish(menu, params.slug ?? '')) throw new Response(null, { status: 404, statusText: 'Not Found' });
        return null;
      },
      handle: { language, translated: true, paths: dishPaths(language), head: dishHead } satisfies PageHandle,
    },
  ];
}

/** The owner's pages in one language, a route each from its file in content/pages/: /about and /zh/about from about.md. */
const contentRoutes = (language: Language): RouteObject[] =>
  pages.map((page) => {
    const inLanguage = pageIn(page, language);
    return {
      path: page.slug,
      element: <ContentPage page={inLanguage} />,
      handle: {
        language,
        translated: true,
        ownersPage: true,
        paths: [inLanguage.path],
        head: pageHead(inLanguage.title.text),
      } satisfies PageHandle,
    };
  });

/** One page of the restaurant's print kit, in English: linked from the README, not the navigation, and not in the sitemap. */
const printRoute = (path: string, element: ReactNode, title: string): RouteObject => ({
  path,
  element,
  handle: { language: 'en', paths: [`/${path}`], unlisted: true, head: pageHead(title, PRINT_CSS) } satisfies PageHandle,
});

const printRoutes = [
  printRoute('print/table-tent', <TableTentPage />, PRINT_KIT.en.tableTent),
  printRoute('print/takeout', <TakeoutMenuPage />, PRINT_KIT.en.takeoutMenu),
];

/**
 * The route table, rendered to static HTML at build time (plugins/prerender.ts):
 * the English site at /, each other language's menu and pages under its root
 * (/zh/). Each page's route names in its handle the addresses the build
 * writes it at and how its head reads. No route has an errorElement on
 * purpose: an unknown path shows React Router's default error screen,
 * "Unexpected Application Error!".
 */
export const routes: RouteObject[] = [
  { path: '/', element: <SiteLayout language="en" />, children: [...menuRoutes('en'), ...contentRoutes('en'), ...printRoutes] },
  ...TRANSLATED_LANGUAGES.map((language) => ({
    path: `/${language}`,
    element: <SiteLayout language={language} />,
    children: [...menuRoutes(language), ...contentRoutes(language)],
  })),
];

// A page at an address the site builds already would hide that page, or be hidden by it ("saved.md" and the saved dishes).
const takenAddresses = takenAddressProblems(pages, reservedSegments(routes));
if (takenAddresses.length > 0) throw new ContentError('pages', takenAddresses);
