import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { bootMenuPage, type MenuBootConfig } from './menu-boot.ts';
import { DISH_ID_PREFIX } from './menu/dish-address.ts';
import { EARLY_DISH_ATTRIBUTE, HYDRATED_ATTRIBUTE, MENU_APP_ID } from './menu/menu-app-id.ts';
import { routes, type PageHandle } from './routes.tsx';

export interface RenderedPage {
  path: string;
  /** 200 for a page, 404 for an unknown path (React Router's default error screen). */
  status: number;
  title: string;
  /** Whether the page needs the menu's script. */
  isInteractive: boolean;
  /** The body markup. */
  html: string;
}

const handler = createStaticHandler(routes);

/** Renders one path with React Router's static data APIs; used by the build and by `npm run dev`. */
export async function renderPage(path: string): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) {
    throw new Error(`${path} answered with a ${context.status} response; every route should render a page`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: the browser never mounts a router, so no router state is serialised into the page.
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  // Route handles are typed `any` by React Router; ours are always PageHandle (src/routes.tsx).
  const handle = context.matches.at(-1)?.route.handle as PageHandle | undefined;
  const isError = context.errors !== null;
  return {
    path,
    status: context.statusCode,
    title: isError ? `${context.statusCode} Not Found` : (handle?.title ?? ''),
    isInteractive: !isError && handle?.isInteractive === true,
    html,
  };
}

/** How long the menu page waits for its first contentful paint before it loads its scripts anyway. */
export const SCRIPT_LOAD_FALLBACK_MS = 2000;

/**
 * The menu page's first script (src/menu-boot.ts) as inline code. Serialised
 * here because Vite compiles this module: the function's source is plain
 * browser JavaScript. `<` is escaped so that no value can close the script.
 */
export function menuBootScript(scripts: readonly string[], preloads: readonly string[]): string {
  const config: MenuBootConfig = {
    appId: MENU_APP_ID,
    hydratedAttribute: HYDRATED_ATTRIBUTE,
    earlyDishAttribute: EARLY_DISH_ATTRIBUTE,
    dishIdPrefix: DISH_ID_PREFIX,
    scripts,
    preloads,
    fallbackMs: SCRIPT_LOAD_FALLBACK_MS,
  };
  return `(${bootMenuPage.toString()})(${JSON.stringify(config).replace(/</g, '\\u003c')})`;
}

export { PAGE_PATHS } from './pages/page-list.ts';
