import { describe, expect, it } from 'vitest';
import { fillTemplate, inlineStylesheets, loadScriptsAfterFirstPaint, outputFileFor, renderHead } from './html-template.ts';

const TEMPLATE = `<!doctype html><html><head><!--app-head-->
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/chunk-def.js">
<link rel="stylesheet" crossorigin href="/assets/index-abc.css">
</head><body><!--app-html--></body></html>`;

const ABOUT = { path: '/about', status: 200, title: 'About', html: '<h1>About</h1>', isInteractive: false };
const MENU = { path: '/', status: 200, title: 'Menu', html: '<h1>Menu</h1>', isInteractive: true };

describe('fillTemplate', () => {
  it('puts the page markup in the body and its title in the head', () => {
    const html = fillTemplate(TEMPLATE, ABOUT);
    expect(html).toContain('<body><h1>About</h1></body>');
    expect(html).toContain('<title>About · Golden Lantern</title>');
  });

  it('loads the module scripts of an interactive page after its first paint', () => {
    const html = fillTemplate(TEMPLATE, MENU);
    expect(html).toContain('first-contentful-paint');
    expect(html).toContain('["/assets/index-abc.js"]');
    expect(html).not.toContain('src="/assets/index-abc.js"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<title>Golden Lantern · Menu</title>');
  });

  it('drops every script from a static page but keeps its stylesheet', () => {
    const html = fillTemplate(TEMPLATE, ABOUT);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('rel="stylesheet"');
  });

  it('inserts markup literally, even when it contains replacement patterns', () => {
    const html = fillTemplate(TEMPLATE, { ...ABOUT, html: '<p>$& and $1</p>' });
    expect(html).toContain('<p>$& and $1</p>');
  });

  it('refuses a template without its markers', () => {
    expect(() => fillTemplate('<html></html>', ABOUT)).toThrow(/marker/);
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

describe('loadScriptsAfterFirstPaint', () => {
  it('adds every module script from one loader', () => {
    const html = loadScriptsAfterFirstPaint('<script type="module" src="/a.js"></script>\n<script type="module" src="/b.js"></script>');
    expect(html).toMatch(/^<script type="module">.*\["\/a\.js","\/b\.js"\].*<\/script>$/);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('adds the scripts once the first contentful paint is reported, not before, and only once', () => {
    const page = runLoader({ paint: true });
    expect(page.added).toEqual([]);
    page.reportPaint('first-paint');
    expect(page.added).toEqual([]);
    page.reportPaint('first-contentful-paint');
    expect(page.added).toEqual(['/a.js']);
    page.runTimers();
    expect(page.added).toEqual(['/a.js']);
  });

  it('adds the scripts anyway when no paint is reported in time', () => {
    const page = runLoader({ paint: true });
    page.runTimers();
    expect(page.added).toEqual(['/a.js']);
  });

  it('waits for a frame where the browser does not report paints', () => {
    const page = runLoader({ paint: false });
    expect(page.added).toEqual([]);
    page.runFrames();
    expect(page.added).toEqual([]);
    page.runTimers();
    expect(page.added).toEqual(['/a.js']);
  });

  it('asks for the chunks the scripts import at the same moment, as module preloads', () => {
    const page = runLoader({ paint: true, preloads: ['/react-dom.js', '/dialog.js'] });
    expect(page.added).toEqual([]);
    page.reportPaint('first-contentful-paint');
    expect(page.added).toEqual(['/a.js', 'modulepreload /react-dom.js', 'modulepreload /dialog.js']);
  });

  it('leaves a page without module scripts alone', () => {
    expect(loadScriptsAfterFirstPaint('<p>x</p>')).toBe('<p>x</p>');
  });
});

/** Runs the inline loader against a stand-in page, whose clock the test moves. */
function runLoader({ paint, preloads = [] }: { paint: boolean; preloads?: string[] }) {
  const html = loadScriptsAfterFirstPaint('<script type="module" src="/a.js"></script>', preloads);
  const code = /<script type="module">([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
  const added: string[] = [];
  let timers: (() => void)[] = [];
  let frames: (() => void)[] = [];
  let onPaint: ((names: string[]) => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = paint ? ['paint', 'navigation'] : ['navigation'];
    constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: FakeObserver) => void) {}
    observe() {
      onPaint = (names) => this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, this);
    }
    disconnect() {
      onPaint = undefined;
    }
  }
  const fakeDocument = {
    createElement: () => ({ type: '', src: '', rel: '', href: '' }),
    head: {
      append: (element: { src: string; rel: string; href: string }) => added.push(element.src || `${element.rel} ${element.href}`),
    },
  };
  const run = new Function('PerformanceObserver', 'document', 'setTimeout', 'requestAnimationFrame', code);
  run(
    FakeObserver,
    fakeDocument,
    (callback: () => void) => timers.push(callback),
    (callback: () => void) => frames.push(callback),
  );
  return {
    added,
    reportPaint: (name: string) => onPaint?.([name]),
    runTimers: () => {
      const due = timers;
      timers = [];
      for (const timer of due) timer();
    },
    runFrames: () => {
      const due = frames;
      frames = [];
      for (const frame of due) frame();
    },
  };
}
