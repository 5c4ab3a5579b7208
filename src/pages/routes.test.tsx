import { expect, it } from 'vitest';
import { takenAddressProblems, type ContentPage } from './page-list.ts';
import { SITE_SEGMENTS } from './routes.tsx';

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

it("refuses the owner's pages at addresses the routes build, naming each file and the page there", () => {
  const pages = ['about', 'allergens', 'dishes', 'print', 'saved', 'zh'].map(page);
  const taken = (slug: string, what: string) =>
    `content/pages/${slug}.md would be at ${what}, which the site builds already: name the file otherwise (content/pages/${slug}.md line 1)`;
  expect(takenAddressProblems(pages, SITE_SEGMENTS)).toEqual([
    taken('allergens', '/allergens (Allergen chart)'),
    taken('dishes', '/dishes/…'),
    taken('print', '/print/…'),
    taken('saved', '/saved (Saved dishes)'),
    taken('zh', '/zh'),
  ]);
});
