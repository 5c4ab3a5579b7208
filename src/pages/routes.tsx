import type { RouteObject } from 'react-router';
import { TRANSLATED_LANGUAGES, type Language } from '../i18n/languages.ts';
import { menu } from 'virtual:menu';
import { MenuPage } from './menu-page.tsx';
import { MESSAGES, PRINT_KIT } from '../i18n/catalogues.ts';
import { ALLERGEN_CHART_CSS, AllergenChartPage } from './allergen-chart-page.tsx';
import { ContentPage } from './content-page.tsx';
import { ALLERGEN_CHART, FULL_MENU, pageIn, type PageHandle } from './page-list.ts';
import { PRINT_CSS, TableTentPage, TakeoutMenuPage } from './print-pages.tsx';
import { pages } from 'virtual:pages';
import { SiteLayout } from './site-layout.tsx';
import { SavedPage } from './saved-page.tsx';
import { SAVED_PAGE } from '../menu/saved-dishes.ts';
import { DISHES_FOLDER } from '../menu/dish-history.ts';
import { findDish } from '../menu/menu-model.ts';
import { FULL_MENU_CSS, FullMenuPage } from './full-menu-page.tsx';

/**
 * The menu of one language, a page per dish (the menu with that dish open),
 * the allergen chart, the whole menu as one plain page and the guest's saved dishes. An unknown dish is a 404, like any unknown path.
 */
function menuRoutes(language: Language): RouteObject[] {
  return [
    {
      path: ALLERGEN_CHART,
      element: <AllergenChartPage />,
      handle: {
        kind: 'page',
        language,
        translated: true,
        title: MESSAGES[language].allergenChart,
        css: ALLERGEN_CHART_CSS,
      } satisfies PageHandle,
    },
    {
      path: FULL_MENU,
      element: <FullMenuPage />,
      handle: { kind: 'page', language, translated: true, title: MESSAGES[language].wholeMenu, css: FULL_MENU_CSS } satisfies PageHandle,
    },
    {
      path: SAVED_PAGE,
      element: <SavedPage />,
      handle: { kind: 'saved', language, translated: true, title: MESSAGES[language].savedDishes } satisfies PageHandle,
    },
    { index: true, element: <MenuPage />, handle: { kind: 'menu', language, translated: true } satisfies PageHandle },
    {
      path: `${DISHES_FOLDER}/:slug`,
      element: <MenuPage />,
      loader: ({ params }) => {
        if (!findDish(menu, params.slug ?? '')) throw new Response(null, { status: 404, statusText: 'Not Found' });
        return null;
      },
      handle: { kind: 'dish', language, translated: true } satisfies PageHandle,
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
      handle: { kind: 'page', language, translated: true, title: inLanguage.title.text } satisfies PageHandle,
    };
  });

/** The restaurant's print kit (PRINT_PATHS), in English. */
const printRoutes: RouteObject[] = [
  {
    path: 'print/table-tent',
    element: <TableTentPage />,
    handle: { kind: 'page', language: 'en', title: PRINT_KIT.en.tableTent, css: PRINT_CSS } satisfies PageHandle,
  },
  {
    path: 'print/takeout',
    element: <TakeoutMenuPage />,
    handle: { kind: 'page', language: 'en', title: PRINT_KIT.en.takeoutMenu, css: PRINT_CSS } satisfies PageHandle,
  },
];

/**
 * The route table, rendered to static HTML at build time (plugins/prerender.ts):
 * the English site at /, each other language's menu and pages under its root
 * (/zh/). No route has an errorElement on purpose: an unknown path shows React
 * Router's default error screen, "Unexpected Application Error!".
 */
export const routes: RouteObject[] = [
  ...TRANSLATED_LANGUAGES.map((language) => ({
    path: `/${language}`,
    element: <SiteLayout language={language} />,
    children: [...menuRoutes(language), ...contentRoutes(language)],
  })),
  { path: '/', element: <SiteLayout language="en" />, children: [...menuRoutes('en'), ...contentRoutes('en'), ...printRoutes] },
];
