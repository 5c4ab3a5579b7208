import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { builtPaths, listedPaths, reservedSegments, type PageHandle } from './page-handle.ts';

const head = () => ({ title: '', description: '', isInteractive: false, hasDialog: false });
const handle = (paths: string[], more: Partial<PageHandle> = {}): PageHandle => ({ language: 'en', paths, head, ...more });

/** A site shaped as ours, with no dish yet: a layout per language, a menu, a dish route, a guest's page and an owner's page. */
const site = (root: string): RouteObject => ({
  path: root,
  children: [
    { index: true, handle: handle([root]) },
    { path: 'dishes/:slug', handle: handle([]) },
    { path: 'saved', handle: handle([`${root}saved/`], { unlisted: true }) },
    { path: 'about', handle: handle([`${root}about`], { ownersPage: true }) },
  ],
});
const ROUTES = [site('/zh/'), site('/'), { path: '/print/takeout', handle: handle(['/print/takeout'], { unlisted: true }) }];

describe('the addresses the routes declare', () => {
  it('are every page the build writes, in the routes’ order', () => {
    expect(builtPaths(ROUTES)).toEqual(['/zh/', '/zh/saved/', '/zh/about', '/', '/saved/', '/about', '/print/takeout']);
  });

  it('are in the sitemap but for the unlisted ones', () => {
    expect(listedPaths(ROUTES)).toEqual(['/zh/', '/zh/about', '/', '/about']);
  });

  it('reserve the first segment of every address but the owner’s pages’, from the patterns, so a folder with no page yet too', () => {
    expect([...reservedSegments(ROUTES)]).toEqual([
      ['zh', '/zh'],
      ['dishes', '/dishes/…'],
      ['saved', '/saved'],
      ['print', '/print/…'],
    ]);
  });
});
