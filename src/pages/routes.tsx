import type { RouteObject } from 'react-router';
import { TRANSLATED_LANGUAGES, type Language } from '../i18n/languages.ts';
import { menu } from 'virtual:menu';
import { MenuPage } from './menu-page.tsx';
import { MESSAGES, PRINT_KIT } from '../i18n/catalogues.ts';
import { ALLERGEN_CHART_CSS, AllergenChartPage } from './allergen-chart-page.tsx';
import { ContentPage } from './content-page.tsx';
import { ALLERGEN_CHART, builtSegments, pageIn, takenAddressProblems, type PageHandle } from './page-list.ts';
import { ContentError } from '../content/content-error.ts';
import { PRINT_CSS, TableTentPage, TakeoutMenuPage } from './print-pages.tsx';
import { pages } from 'virtual:pages';
import { SiteLayout } from './site-layout.tsx';
import { SavedPage } from './saved-page.tsx';
import { SAVED_PAGE } from '../menu/saved-dishes.ts';
import { DISHES_FOLDER } from '../menu/dish-history.ts';
import { findDish } from '../menu/menu-model.ts';

/**
 * The menu of one language, a page per dish (the menu with that dish open),
 * the allergen chart and the guest's saved dishes. An unknown dish is a 404, like any unknown path.
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

/** The site's routes with `ownerPages` in each language: the English site at /, each other language's under its root (/zh/). */
const routeTable = (ownerPages: (language: Language) => RouteObject[]): RouteObject[] => [
  ...TRANSLATED_LANGUAGES.map((language) => ({
    path: `/${language}`,
    element: <SiteLayout language={language} />,
    children: [...menuRoutes(language), ...ownerPages(language)],
  })),
  { path: '/', element: <SiteLayout language="en" />, children: [...menuRoutes('en'), ...ownerPages('en'), ...printRoutes] },
];

/** The first segment of each address the site builds of its own, with what is there (builtSegments). */
export const SITE_SEGMENTS = builtSegments(routeTable(() => []));

// A page at an address the site builds already would hide that page, or be hidden by it ("saved.md" and the saved dishes).
const takenAddresses = takenAddressProblems(pages, SITE_SEGMENTS);
if (takenAddresses.length > 0) throw new ContentError('pages', takenAddresses);

/**
 * The route table, rendered to static HTML at build time (plugins/prerender.ts).
 * No route has an errorElement on purpose: an unknown path shows React
 * Router's default error screen, "Unexpected Application Error!".
 */
export const routes: RouteObject[] = routeTable(contentRoutes);
