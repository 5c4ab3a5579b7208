import { expect, it } from 'vitest';
import { renderRobots, renderSitemap } from './seo-files.ts';

it('robots.txt allows everything and points at the sitemap', () => {
  expect(renderRobots('https://example.com')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://example.com/sitemap.xml\n');
});

it('the sitemap lists every page with its absolute address', () => {
  const xml = renderSitemap('https://example.com', ['/', '/about']);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(xml).toContain('<url><loc>https://example.com/</loc></url>');
  expect(xml).toContain('<url><loc>https://example.com/about</loc></url>');
  expect(xml.match(/<url>/g)).toHaveLength(2);
});
