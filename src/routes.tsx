import type { RouteObject } from 'react-router';
import { SiteLayout } from './pages/site-layout.tsx';
import { MenuPage } from './pages/menu-page.tsx';
import { PlaceholderPage } from './pages/placeholder-page.tsx';
import { ProjectsPage } from './pages/projects-page.tsx';

/** What the prerender needs to know about a page besides its markup. */
export interface PageHandle {
  title: string;
  /** Whether the page ships the menu's script; every other page is plain HTML. */
  isInteractive?: boolean;
}

const placeholder = (title: string): RouteObject => ({
  path: title.toLowerCase().replace(/\s+/g, ''),
  element: <PlaceholderPage title={title} />,
  handle: { title } satisfies PageHandle,
});

/**
 * The route table, rendered to static HTML at build time (scripts/prerender.tsx).
 * No route has an errorElement on purpose: SPEC.md section 8 asks for React
 * Router's default error screen ("Unexpected Application Error!") on unknown paths.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: SiteLayout,
    children: [
      { index: true, Component: MenuPage, handle: { title: 'Menu', isInteractive: true } satisfies PageHandle },
      { path: 'projects', Component: ProjectsPage, handle: { title: 'Projects' } satisfies PageHandle },
      placeholder('About'),
      placeholder('Contact'),
      placeholder('Page 1'),
      placeholder('Page 2'),
      placeholder('Page 3'),
      placeholder('Page 4'),
    ],
  },
];

/** Every path the build writes a page for, in the order the site's navigation lists them. */
export const PAGE_PATHS = ['/', ...(routes[0]?.children ?? []).flatMap((route) => (route.path ? [`/${route.path}`] : []))];
