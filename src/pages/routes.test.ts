import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pages } from 'virtual:pages';
import { TRANSLATED_LANGUAGES } from '../i18n/languages.ts';
import { builtPaths, pageHandle, reservedSegments } from './page-handle.ts';
import { routes } from './routes.tsx';

describe('the route table', () => {
  it('renders each address a route declares with that route', () => {
    const declared = builtPaths(routes);
    expect(declared.length).toBeGreaterThan(0);
    for (const path of declared) {
      const leaf = matchRoutes(routes, path)?.at(-1)?.route;
      expect(leaf && pageHandle(leaf)?.paths, path).toContain(path);
    }
  });

  it('declares each address once: two pages at one address would overwrite each other', () => {
    const declared = builtPaths(routes);
    expect(declared.filter((path, index) => declared.indexOf(path) !== index)).toEqual([]);
  });

  it("reserves every language's root and every folder of the site's own pages, and no owner's page", () => {
    const reserved = reservedSegments(routes);
    expect(reserved).toEqual(expect.arrayContaining(['allergens', 'saved', 'dishes', 'print', ...TRANSLATED_LANGUAGES]));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(reserved).not.toContain(page.slug);
  });
});
