import { describe, expect, it } from 'vitest';
import { fillTemplate, outputFileFor } from './html-template.ts';

const TEMPLATE = `<!doctype html><html><head><title><!--app-title--></title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/chunk-def.js">
<link rel="stylesheet" crossorigin href="/assets/index-abc.css">
</head><body><!--app-html--></body></html>`;

describe('fillTemplate', () => {
  it('puts the page markup in the body and its title in the head', () => {
    const html = fillTemplate(TEMPLATE, { title: 'About', html: '<h1>About</h1>', isInteractive: false });
    expect(html).toContain('<body><h1>About</h1></body>');
    expect(html).toContain('<title>About · Golden Lantern</title>');
  });

  it('keeps the module scripts on an interactive page', () => {
    const html = fillTemplate(TEMPLATE, { title: 'Menu', html: '', isInteractive: true });
    expect(html).toContain('src="/assets/index-abc.js"');
    expect(html).toContain('rel="modulepreload"');
    expect(html).toContain('<title>Golden Lantern · Menu</title>');
  });

  it('drops every script from a static page but keeps its stylesheet', () => {
    const html = fillTemplate(TEMPLATE, { title: 'About', html: '', isInteractive: false });
    expect(html).not.toContain('<script');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('rel="stylesheet"');
  });

  it('inserts markup literally, even when it contains replacement patterns', () => {
    const html = fillTemplate(TEMPLATE, { title: 'A $& B', html: '<p>$& and $1</p>', isInteractive: false });
    expect(html).toContain('<p>$& and $1</p>');
    expect(html).toContain('<title>A $&#38; B · Golden Lantern</title>');
  });

  it('escapes the title', () => {
    const html = fillTemplate(TEMPLATE, { title: '</title><script>', html: '', isInteractive: false });
    expect(html).toContain('<title>&#60;/title&#62;&#60;script&#62; · Golden Lantern</title>');
  });

  it('refuses a template without its markers', () => {
    expect(() => fillTemplate('<html></html>', { title: 'x', html: '', isInteractive: false })).toThrow(/marker/);
  });
});

describe('outputFileFor', () => {
  it.each([
    ['/', 'index.html'],
    ['/about', 'about/index.html'],
    ['/page1', 'page1/index.html'],
    ['/404', '404.html'],
  ])('%s is written to %s', (path, file) => {
    expect(outputFileFor(path)).toBe(file);
  });
});
