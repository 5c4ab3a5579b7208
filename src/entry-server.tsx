import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Document, type PageAssets } from './pages/document.tsx';
import { PAGE_PATHS } from './pages/page-list.ts';
import { routes, type PageHandle } from './routes.tsx';

export type { PageAssets };

/** A path that matches no route: React Router's default error screen, served for every unknown address. */
export const NOT_FOUND_PATH = '/404';

/** Every page the build writes, the error page last. */
export const PRERENDERED_PATHS = [...PAGE_PATHS, NOT_FOUND_PATH];

export interface RenderedPage {
  /** 200 for a page, 404 for an unknown path (React Router's default error screen). */
  status: number;
  /** The whole document. */
  html: string;
}

const handler = createStaticHandler(routes);

/** Renders one path to a whole HTML document with React Router's static data APIs; used by the build and by `npm run dev`. */
export async function renderPage(path: string, assets: PageAssets): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) {
    throw new Error(`${path} answered with a ${context.status} response; every route should render a page`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // Route handles are typed `any` by React Router; ours are always PageHandle (src/routes.tsx).
  const handle = context.matches.at(-1)?.route.handle as PageHandle | undefined;
  const isError = context.errors !== null;
  const head = {
    path,
    status: context.statusCode,
    title: isError ? `${context.statusCode} Not Found` : (handle?.title ?? ''),
    isInteractive: !isError && handle?.isInteractive === true,
  };
  const html = renderToString(
    <Document head={head} assets={assets}>
      {/* hydrate={false}: the browser never mounts a router, so no router state is serialised into the page. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Document>,
  );
  return { status: context.statusCode, html: `<!doctype html>\n${html}` };
}
