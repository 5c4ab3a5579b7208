import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pages } from 'virtual:pages';
import { TRANSLATED_LANGUAGES } from '../i18n/languages.ts';
import { builtPaths, pageHandle, reservedSegments } from './page-handle.ts';
import { takenAddressProblems, type ContentPage } from './page-list.ts';
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
    const reserved = [...reservedSegments(routes).keys()];
    expect(reserved).toEqual(expect.arrayContaining(['allergens', 'saved', 'dishes', 'print', ...TRANSLATED_LANGUAGES]));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(reserved).not.toContain(page.slug);
  });

  it("refuses the owner's pages at addresses the routes build, naming each file and the page there", () => {
    const page = (slug: string): ContentPage => ({
      slug,
      path: `/${slug}`,
      title: slug,
      nav: 'footer',
      order: 1,
      html: '',
      boxes: [],
      translations: {},
    });
    const taken = (slug: string, what: string) =>
      `content/pages/${slug}.md would be at ${what}, which the site builds already: name the file otherwise (content/pages/${slug}.md line 1)`;
    const slugs = ['about', 'allergens', 'dishes', 'print', 'saved', ...TRANSLATED_LANGUAGES];
    expect(takenAddressProblems(slugs.map(page), reservedSegments(routes))).toEqual([
      taken('allergens', '/allergens'),
      taken('dishes', '/dishes/…'),
      taken('print', '/print/…'),
      taken('saved', '/saved'),
      ...TRANSLATED_LANGUAGES.map((language) => taken(language, `/${language}`)),
    ]);
  });
});
