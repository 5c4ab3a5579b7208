import type { RouteObject } from 'react-router';
import type { Messages } from '../i18n/en.ts';
import type { Language } from '../i18n/languages.ts';
import type { PageAssets, PageHead } from './document.tsx';

/** What a page's own head is made from. */
export interface HeadInput {
  /** The route's parameters: a dish page's slug. */
  params: Readonly<Partial<Record<string, string>>>;
  assets: PageAssets;
  messages: Messages;
  /** The restaurant's name, as the page's language names it. */
  siteName: string;
}

/** What a route decides of its page's head; the address, the language and the other languages' links are every page's alike. */
export type RouteHead = Pick<PageHead, 'title' | 'description' | 'isInteractive' | 'hasDialog'> & Partial<Pick<PageHead, 'image' | 'css'>>;

/**
 * A page route's `handle`: where the build writes the route's page, and how
 * that page names and describes itself. The routes (routes.tsx) are so the one
 * list of the site's addresses, which the build and the sitemap read.
 */
export interface PageHandle {
  language: Language;
  /** Built in every language (the menu, each dish, the allergen chart, the saved dishes, the owner's pages): linked to the others. */
  translated?: boolean;
  /** Every address the build writes this route's page at: one, or one per dish. */
  paths: readonly string[];
  /** Left out of sitemap.xml: the print kit, and the saved dishes, a page of the guest's own. */
  unlisted?: boolean;
  /** One of the owner's pages (content/pages/), at an address the owner chose. */
  ownersPage?: boolean;
  head(input: HeadInput): RouteHead;
}

/** A matched route's handle: React Router types handles `any`, and every route of ours that renders a page has a PageHandle. */
export const pageHandle = (route: { handle?: unknown }) => route.handle as PageHandle | undefined;

/** Every route with its whole path pattern (/zh/dishes/:slug), parents before children. */
function* flatten(routes: readonly RouteObject[], parent = ''): Generator<{ pattern: string; handle: PageHandle | undefined }> {
  for (const route of routes) {
    const pattern = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    yield { pattern, handle: pageHandle(route) };
    if (route.children) yield* flatten(route.children, pattern);
  }
}

const handlesOf = (routes: readonly RouteObject[]) => [...flatten(routes)].flatMap(({ handle }) => (handle ? [handle] : []));

/** Every address the routes build a page at, in the routes' order. */
export const builtPaths = (routes: readonly RouteObject[]) => handlesOf(routes).flatMap((handle) => handle.paths);

/** The addresses search engines are told of (sitemap.xml). */
export const listedPaths = (routes: readonly RouteObject[]) =>
  handlesOf(routes)
    .filter((handle) => !handle.unlisted)
    .flatMap((handle) => handle.paths);

/**
 * The first segments of the addresses the site's own pages take (zh, allergens,
 * saved, dishes, print), from the routes' patterns, so with no dish yet too, each
 * with the address it leads to ("/saved", "/dishes/…"): an owner's page named so
 * would hide one of them, or be hidden.
 */
export function reservedSegments(routes: readonly RouteObject[]): Map<string, string> {
  const reserved = new Map<string, string>();
  for (const { pattern, handle } of flatten(routes)) {
    const [segment, ...rest] = pattern.split('/').filter(Boolean);
    if (!handle || handle.ownersPage || segment === undefined || reserved.has(segment)) continue;
    reserved.set(segment, rest.length > 0 ? `/${segment}/…` : `/${segment}`);
  }
  return reserved;
}
