import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  checkBudgets,
  formatKB,
  inlineStyles,
  KB,
  scriptsForPage,
  stylesheetsForPage,
  type BudgetName,
  type Sizes,
} from './check-budgets.ts';

const LIMITS: Sizes = { js: 85 * KB, css: 12 * KB, html: 30 * KB, htmlBrotli: 13 * KB };

describe('checkBudgets', () => {
  it.each<{ case: string; sizes: Sizes; over: BudgetName[] }>([
    { case: 'all well under', sizes: { js: 60 * KB, css: 4 * KB, html: 4 * KB, htmlBrotli: 3 * KB }, over: [] },
    { case: 'each exactly at its limit', sizes: { js: 85 * KB, css: 12 * KB, html: 30 * KB, htmlBrotli: 13 * KB }, over: [] },
    { case: 'JS one byte over', sizes: { js: 85 * KB + 1, css: 4 * KB, html: 4 * KB, htmlBrotli: 3 * KB }, over: ['js'] },
    { case: 'CSS over', sizes: { js: 60 * KB, css: 13 * KB, html: 4 * KB, htmlBrotli: 3 * KB }, over: ['css'] },
    { case: 'HTML over', sizes: { js: 60 * KB, css: 4 * KB, html: 31 * KB, htmlBrotli: 3 * KB }, over: ['html'] },
    {
      case: 'HTML as served one byte past the first round trip',
      sizes: { js: 60 * KB, css: 4 * KB, html: 20 * KB, htmlBrotli: 13 * KB + 1 },
      over: ['htmlBrotli'],
    },
    {
      case: 'everything over',
      sizes: { js: 100 * KB, css: 20 * KB, html: 40 * KB, htmlBrotli: 14 * KB },
      over: ['js', 'css', 'html', 'htmlBrotli'],
    },
    { case: 'empty build', sizes: { js: 0, css: 0, html: 0, htmlBrotli: 0 }, over: [] },
  ])('$case → over: $over', ({ sizes, over }) => {
    expect(checkBudgets(sizes, LIMITS).map((violation) => violation.name)).toEqual(over);
  });

  it('says which budget, by how much, in one line', () => {
    const [violation] = checkBudgets({ js: 90 * KB, css: 0, html: 0, htmlBrotli: 0 }, LIMITS);
    expect(violation).toMatchObject({ name: 'js', size: 90 * KB, limit: 85 * KB });
    expect(violation?.message).toBe(
      'JS for /: every chunk in dist/assets (only the menu page loads scripts) (gzip): 90.0 KB is over the budget of 85.0 KB by 5.0 KB',
    );
    expect(violation?.message).not.toContain('\n');
  });

  it('uses the project budgets in KB of 1024 bytes', () => {
    expect(KB).toBe(1024);
    expect(BUDGETS).toEqual(LIMITS);
  });
});

describe('formatKB', () => {
  it.each([
    [0, '0.0 KB'],
    [1024, '1.0 KB'],
    [87040, '85.0 KB'],
    [1536, '1.5 KB'],
  ])('%i bytes → %s', (bytes, text) => {
    expect(formatKB(bytes)).toBe(text);
  });
});

describe('scriptsForPage', () => {
  it.each<{ case: string; html: string; scripts: string[] }>([
    {
      case: 'a Vite module entry',
      html: '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      scripts: ['/assets/index-abc.js'],
    },
    {
      case: 'entry and modulepreloads, attributes in any order',
      html: `<script src="/assets/index-abc.js" type="module"></script>
        <link crossorigin href="/assets/chunk-1.js" rel="modulepreload">
        <link rel='modulepreload' href='/assets/chunk-2.js?v=3'>`,
      scripts: ['/assets/index-abc.js', '/assets/chunk-1.js', '/assets/chunk-2.js'],
    },
    {
      case: 'classic scripts, inline modules, other links and other origins left out',
      html: `<script src="/legacy.js"></script><script type="module">import('/x.js')</script>
        <link rel="stylesheet" href="/assets/a.css"><link rel="preload" as="script" href="/assets/p.js">
        <script type="module" src="https://cdn.example/x.js"></script><link rel="modulepreload" href="//cdn.example/y.js">`,
      scripts: [],
    },
    {
      case: 'scripts and preloads the inline first script adds after the first paint',
      html: '<script>(function boot(config){})({"appId":"menu-app","scripts":["/assets/index-abc.js"],"preloads":["/assets/chunk-1.js"]})</script>',
      scripts: ['/assets/index-abc.js', '/assets/chunk-1.js'],
    },
    {
      case: 'the same file twice',
      html: '<script type="module" src="/assets/a.js"></script><link rel="modulepreload" href="/assets/a.js">',
      scripts: ['/assets/a.js'],
    },
  ])('$case', ({ html, scripts }) => {
    expect(scriptsForPage(html)).toEqual(scripts);
  });
});

describe('stylesheetsForPage', () => {
  it('finds linked stylesheets only', () => {
    const html = '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"><link rel="icon" href="/favicon.svg">';
    expect(stylesheetsForPage(html)).toEqual(['/assets/index-abc.css']);
  });
});

describe('inlineStyles', () => {
  it.each<{ case: string; html: string; styles: string[] }>([
    { case: 'none', html: '<head><link rel="stylesheet" href="/a.css"></head>', styles: [] },
    { case: 'one, with attributes', html: '<style nonce="x" data-x>body{margin:0}</style>', styles: ['body{margin:0}'] },
    { case: 'two, across lines', html: '<style>\na{}\n</style><p>text</p><STYLE>b{}</STYLE >', styles: ['\na{}\n', 'b{}'] },
  ])('$case', ({ html, styles }) => {
    expect(inlineStyles(html)).toEqual(styles);
  });
});
