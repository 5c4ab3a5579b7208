import { describe, expect, it } from 'vitest';
import { fillTemplate, inlineStylesheets, insertBootScript, outputFileFor, renderHead } from './html-template.ts';

const TEMPLATE = `<!doctype html><html><head><!--app-head-->
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/chunk-def.js">
<link rel="stylesheet" crossorigin href="/assets/index-abc.css">
</head><body><!--app-html--></body></html>`;

const ABOUT = { path: '/about', status: 200, title: 'About', html: '<h1>About</h1>', isInteractive: false };
const MENU = { path: '/', status: 200, title: 'Menu', html: '<h1>Menu</h1>', isInteractive: true };

/** Stands in for menuBootScript (src/entry-server.tsx, tested in src/menu-boot.test.ts). */
const bootScript = (scripts: readonly string[]) => `boot(${JSON.stringify(scripts)})`;

describe('fillTemplate', () => {
  it('puts the page markup in the body and its title in the head', () => {
    const html = fillTemplate(TEMPLATE, ABOUT, bootScript);
    expect(html).toContain('<body><h1>About</h1></body>');
    expect(html).toContain('<title>About · Golden Lantern</title>');
  });

  it('gives an interactive page its first script in place of the module scripts', () => {
    const html = fillTemplate(TEMPLATE, MENU, bootScript);
    expect(html).toContain('<script>boot(["/assets/index-abc.js"])</script>');
    expect(html).not.toContain('src="/assets/index-abc.js"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<title>Golden Lantern · Menu</title>');
  });

  it('drops every script from a static page but keeps its stylesheet', () => {
    const html = fillTemplate(TEMPLATE, ABOUT, bootScript);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('rel="stylesheet"');
  });

  it('inserts markup literally, even when it contains replacement patterns', () => {
    const html = fillTemplate(TEMPLATE, { ...ABOUT, html: '<p>$& and $1</p>' }, bootScript);
    expect(html).toContain('<p>$& and $1</p>');
  });

  it('refuses a template without its markers', () => {
    expect(() => fillTemplate('<html></html>', ABOUT, bootScript)).toThrow(/marker/);
  });
});

describe('renderHead', () => {
  it('gives every page a description, a canonical address and share tags', () => {
    const head = renderHead(ABOUT);
    expect(head).toContain('<meta name="description" content="About · Golden Lantern, a Chinese restaurant." />');
    expect(head).toContain('<link rel="canonical" href="https://golden-lantern.example/about" />');
    expect(head).toContain('<meta property="og:title" content="About · Golden Lantern" />');
    expect(head).toContain('<meta property="og:image" content="https://golden-lantern.example/images/share.png" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('describes the menu page with the restaurant description', () => {
    expect(renderHead(MENU)).toMatch(/<meta name="description" content="The menu of Golden Lantern/);
  });

  it('keeps the error page out of search results, with no canonical address', () => {
    const head = renderHead({ path: '/404', status: 404, title: '404 Not Found' });
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain('canonical');
  });

  it('escapes what it puts in attributes and the title', () => {
    const head = renderHead({ path: '/x', status: 200, title: '</title><script>"' });
    expect(head).toContain('<title>&#60;/title&#62;&#60;script&#62;&#34; · Golden Lantern</title>');
    expect(head).not.toContain('<script');
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

describe('inlineStylesheets', () => {
  const template = '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>';

  it('puts the stylesheet in the page and reports the file', () => {
    const { html, inlined } = inlineStylesheets(template, (file) => (file === 'assets/index-abc.css' ? 'body{color:red}\n' : ''));
    expect(html).toBe('<head><style>body{color:red}</style></head>');
    expect(inlined).toEqual(['assets/index-abc.css']);
  });

  it('refuses CSS that would end the style element', () => {
    expect(() => inlineStylesheets(template, () => 'a{content:"</style>"}')).toThrow(/cannot be inlined/);
  });
});

describe('insertBootScript', () => {
  it('hands every module script to one classic inline script, where the first one was', () => {
    const html = insertBootScript(
      '<head>\n  <script type="module" src="/a.js"></script>\n<script type="module" src="/b.js"></script></head>',
      bootScript,
    );
    expect(html).toBe('<head>\n  <script>boot(["/a.js","/b.js"])</script></head>');
  });

  it('leaves a page without module scripts alone', () => {
    expect(insertBootScript('<p>x</p>', bootScript)).toBe('<p>x</p>');
  });
});
