import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { SITE_PAGES, type SitePage } from './pages/page-list.ts';
import { SiteLayout } from './pages/site-layout.tsx';
import { MenuPage } from './pages/menu-page.tsx';
import { PlaceholderPage } from './pages/placeholder-page.tsx';
import { ProjectsPage } from './pages/projects-page.tsx';

/** What the prerender needs to know about a page besides its markup. */
export type PageHandle = Pick<SitePage, 'title' | 'isInteractive'>;

/** The pages with a component of their own; every other page is a placeholder with its title. */
const PAGE_COMPONENTS: Partial<Record<string, ComponentType>> = { '/': MenuPage, '/projects': ProjectsPage };

function routeFor({ path, title, isInteractive }: SitePage): RouteObject {
  const Page = PAGE_COMPONENTS[path];
  const page = {
    element: Page ? <Page /> : <PlaceholderPage title={title} />,
    handle: { title, isInteractive } satisfies PageHandle,
  };
  return path === '/' ? { index: true, ...page } : { path: path.slice(1), ...page };
}

/**
 * The route table, rendered to static HTML at build time (build/prerender.ts).
 * No route has an errorElement on purpose: an unknown path shows React
 * Router's default error screen, "Unexpected Application Error!".
 */
export const routes: RouteObject[] = [{ path: '/', Component: SiteLayout, children: SITE_PAGES.map(routeFor) }];
