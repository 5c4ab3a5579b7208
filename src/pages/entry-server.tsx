import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { MESSAGES } from '../i18n/catalogues.ts';
import { LANGUAGE_ROOT, LANGUAGE_TAG, LANGUAGES, pathInLanguage, TRANSLATED_LANGUAGES, type Language } from '../i18n/languages.ts';
import { dishHref } from '../menu/dish-history.ts';
import { findDish } from '../menu/menu-model.ts';
import { categoryTitle, describeDish, dishNames } from '../menu/menu-text.ts';
import { menu } from 'virtual:menu';
import { restaurant } from 'virtual:restaurant';
import { defaultShareImage, Document, type PageAssets, type PageHead } from './document.tsx';
import { ALLERGEN_CHART, fullMenuPath, pageIn, PRINT_PATHS, sitePages, type PageHandle } from './page-list.ts';
import { MENUS } from './menus.ts';
import { pages } from 'virtual:pages';
import { routes } from './routes.tsx';
import { savedHref } from '../menu/saved-dishes.ts';
import { menuFeed } from '../feeds/menu-feed.ts';

export type { PageAssets, ShareImage } from './document.tsx';

/** A path that matches no route: React Router's default error screen, served for every unknown address. */
export const NOT_FOUND_PATH = '/404';

const dishPaths = (language: Language) =>
  menu.flatMap((category) => category.dishes.map((dish) => dishHref(dish.slug, LANGUAGE_ROOT[language])));

/** Where each language's allergen chart is. */
export const allergenChartPath = (language: Language) => `${LANGUAGE_ROOT[language]}${ALLERGEN_CHART}`;

/** Where each language's saved dishes are: a page of the guest's own, which search engines are not told of. */
export const SAVED_PATHS = LANGUAGES.map((language) => savedHref(LANGUAGE_ROOT[language]));

/** Every page the build writes: the navigation's, the other languages' menus and pages, the allergen charts, the whole menus, the saved dishes, a page per dish in each language, and the error page last. */
export const PRERENDERED_PATHS = [
  ...sitePages(pages).map((page) => page.path),
  ...TRANSLATED_LANGUAGES.flatMap((language) => [LANGUAGE_ROOT[language], ...pages.map((page) => pageIn(page, language).path)]),
  ...LANGUAGES.map(allergenChartPath),
  ...LANGUAGES.map(fullMenuPath),
  ...SAVED_PATHS,
  ...LANGUAGES.flatMap(dishPaths),
  ...PRINT_PATHS,
  NOT_FOUND_PATH,
];

/** The pages search engines are told of (sitemap.xml): all but the print kit, the saved dishes and the error page. */
export const INDEXED_PATHS = PRERENDERED_PATHS.filter(
  (path) => path !== NOT_FOUND_PATH && !PRINT_PATHS.includes(path) && !SAVED_PATHS.includes(path),
);

/** dist/menu.json (src/feeds/menu-feed.ts), from the same menu as the pages, photos included. */
export const renderMenuFeed = () => `${JSON.stringify(menuFeed(menu, restaurant), null, 2)}\n`;

export interface RenderedPage {
  /** 200 for a page, 404 for an unknown path (React Router's default error screen). */
  status: number;
  /** The whole document. */
  html: string;
}

const handler = createStaticHandler(routes);

/** The menu's categories in `language`, listed as it lists: "午市特价、厨师推荐和开胃菜". */
function categoryList(language: Language): string {
  const names = menu.map((category) => categoryTitle(category, MESSAGES[language]).text);
  return new Intl.ListFormat(LANGUAGE_TAG[language], { type: 'conjunction' }).format(names);
}

/** How a page names and describes itself, from what its route is (src/pages/routes.tsx). */
function headOf(path: string, status: number, handle: PageHandle | undefined, slug: string | undefined, assets: PageAssets): PageHead {
  const language = handle?.language ?? 'en';
  const messages = MESSAGES[language];
  const siteName = dishNames(restaurant, messages).lead.text;
  // A page built in every language names each, and English for any other.
  const alternates = handle?.translated
    ? [
        ...LANGUAGES.map((other) => ({ hrefLang: LANGUAGE_TAG[other], href: `${restaurant.website}${pathInLanguage(path, other)}` })),
        { hrefLang: 'x-default', href: `${restaurant.website}${pathInLanguage(path, 'en')}` },
      ]
    : [];
  const base = { language, status, url: `${restaurant.website}${path}`, image: defaultShareImage(restaurant), alternates };
  if (status !== 200 || !handle) {
    return { ...base, title: `${status} Not Found · ${siteName}`, description: '', isInteractive: false, hasDialog: false };
  }
  if (handle.kind === 'page') {
    return {
      ...base,
      title: `${handle.title} · ${siteName}`,
      description: messages.pageDescription(handle.title ?? '', siteName),
      isInteractive: false,
      hasDialog: false,
      css: handle.css,
    };
  }
  // A shared list previews in a chat app with the site's picture: the build cannot know whose dishes it holds.
  if (handle.kind === 'saved') {
    return {
      ...base,
      title: `${messages.savedDishes} · ${siteName}`,
      description: messages.savedDescription,
      isInteractive: true,
      hasDialog: false,
    };
  }
  const dish = slug === undefined ? undefined : findDish(MENUS[language], slug)?.dish;
  if (handle.kind === 'dish' && dish) {
    const name = dishNames(dish, messages).lead.text;
    const picture = assets.shareImages[dish.slug];
    return {
      ...base,
      title: `${name} · ${siteName}`,
      description: `${dish.price} · ${describeDish(dish, messages)}`,
      image: picture
        ? {
            url: `${restaurant.website}${picture.path}`,
            width: picture.width,
            height: picture.height,
            alt: picture.isPhoto ? name : messages.drawingOf(categoryTitle(dish.category, messages).text),
          }
        : base.image,
      isInteractive: true,
      hasDialog: true,
    };
  }
  return {
    ...base,
    title: `${siteName} · ${messages.menu}`,
    description: messages.menuDescription({ name: siteName, description: restaurant.description, categories: categoryList(language) }),
    isInteractive: true,
    hasDialog: false,
  };
}

/** Renders one path to a whole HTML document with React Router's static data APIs; used by the build and by `npm run dev`. */
export async function renderPage(path: string, assets: PageAssets): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) {
    throw new Error(`${path} answered with a ${context.status} response; every route should render a page`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const leaf = context.matches.at(-1);
  // Route handles are typed `any` by React Router; ours are always PageHandle (src/pages/routes.tsx).
  const handle = context.errors === null ? (leaf?.route.handle as PageHandle | undefined) : undefined;
  const head = headOf(path, context.statusCode, handle, leaf?.params.slug, assets);
  const messages = MESSAGES[head.language];
  // Prerendered, not rendered to a string: a dish's page waits for the dialog's lazy chunk, which it shows.
  const { prelude } = await prerenderToNodeStream(
    <Document head={head} siteName={dishNames(restaurant, messages).lead.text} assets={assets}>
      {/* hydrate={false}: the browser never mounts a router, so no router state is serialised into the page. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Document>,
    // Every part inline, in order: a page is read without JavaScript, so nothing may wait for a script to move it into place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { status: context.statusCode, html };
}
