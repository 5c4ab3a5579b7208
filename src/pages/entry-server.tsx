import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { MESSAGES } from '../i18n/catalogues.ts';
import { LANGUAGE_TAG, LANGUAGES, pathInLanguage } from '../i18n/languages.ts';
import { dishNames } from '../menu/model/menu-text.ts';
import { restaurant } from 'virtual:restaurant';
import { defaultShareImage, Document, type PageAssets, type PageHead } from './document.tsx';
import { builtPaths, listedPaths, pageHandle, type HeadInput, type PageHandle } from './page-handle.ts';
import { routes } from './routes.tsx';
import { menu } from 'virtual:menu';
import { menuFeed } from '../feeds/menu-feed.ts';

export type { PageAssets, ShareImage } from './document.tsx';

/** A path that matches no route: React Router's default error screen, served for every unknown address. */
export const NOT_FOUND_PATH = '/404';

/** Every page the build writes: each route's (src/pages/routes.tsx), and the error page last. */
export const PRERENDERED_PATHS = [...builtPaths(routes), NOT_FOUND_PATH];

/** The pages search engines are told of (sitemap.xml): all but the print kit, the saved dishes and the error page. */
export const INDEXED_PATHS = listedPaths(routes);

/** dist/menu.json (src/feeds/menu-feed.ts), from the same menu as the pages, photos included. */
export const renderMenuFeed = () => `${JSON.stringify(menuFeed(menu, restaurant), null, 2)}\n`;

export interface RenderedPage {
  /** 200 for a page, 404 for an unknown path (React Router's default error screen). */
  status: number;
  /** The whole document. */
  html: string;
}

const handler = createStaticHandler(routes);

/** How a page names and describes itself: what every page has alike, and what its route says of it (src/pages/routes.tsx). */
function headOf(path: string, status: number, handle: PageHandle | undefined, input: HeadInput): PageHead {
  const language = handle?.language ?? 'en';
  // A page built in every language names each, and English for any other.
  const alternates = handle?.translated
    ? [
        ...LANGUAGES.map((other) => ({ hrefLang: LANGUAGE_TAG[other], href: `${restaurant.website}${pathInLanguage(path, other)}` })),
        { hrefLang: 'x-default', href: `${restaurant.website}${pathInLanguage(path, 'en')}` },
      ]
    : [];
  const base = { language, status, url: `${restaurant.website}${path}`, image: defaultShareImage(restaurant), alternates };
  if (status !== 200 || !handle) {
    return { ...base, title: `${status} Not Found · ${input.siteName}`, description: '', isInteractive: false, hasDialog: false };
  }
  return { ...base, ...handle.head(input) };
}

/** Renders one path to a whole HTML document with React Router's static data APIs; used by the build and by `npm run dev`. */
export async function renderPage(path: string, assets: PageAssets): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) {
    throw new Error(`${path} answered with a ${context.status} response; every route should render a page`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const leaf = context.matches.at(-1);
  const handle = context.errors === null && leaf ? pageHandle(leaf.route) : undefined;
  const messages = MESSAGES[handle?.language ?? 'en'];
  const siteName = dishNames(restaurant, messages).lead.text;
  const head = headOf(path, context.statusCode, handle, { params: leaf?.params ?? {}, assets, messages, siteName });
  // Prerendered, not rendered to a string: a dish's page waits for the dialog's lazy chunk, which it shows.
  const { prelude } = await prerenderToNodeStream(
    <Document head={head} siteName={siteName} assets={assets}>
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
