import { describe, expect, it } from 'vitest';
import { checkBudgets, formatKB, inlineStyles, isBudgetedCss, KB, type BudgetName, type Sizes } from './check-budgets.ts';

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
      'JS for /: its entry and every chunk it imports (gzip): 90.0 KB is over the budget of 85.0 KB by 5.0 KB',
    );
    expect(violation?.message).not.toContain('\n');
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

describe('inlineStyles', () => {
  it.each<{ case: string; html: string; styles: string[] }>([
    { case: 'none', html: '<head><link rel="stylesheet" href="/a.css"></head>', styles: [] },
    { case: 'one, with attributes', html: '<style nonce="x" data-x>body{margin:0}</style>', styles: ['body{margin:0}'] },
    { case: 'two, across lines', html: '<style>\na{}\n</style><p>text</p><STYLE>b{}</STYLE >', styles: ['\na{}\n', 'b{}'] },
  ])('$case', ({ html, styles }) => {
    expect(inlineStyles(html)).toEqual(styles);
  });
});

describe('isBudgetedCss', () => {
  it.each([
    ['dish-dialog-CJ66PoAc.css', true],
    ['menu-en-x1.css', true],
    ['dish-page-B2Gnuwid.css', false],
    ['assets/dish-page-B2Gnuwid.css', false],
    ['menu-en-x1.js', false],
  ])('%s → %s', (file, counted) => {
    expect(isBudgetedCss(file)).toBe(counted);
  });
});
