import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/i18n/languages.ts';
import { outputFileFor, splitPrintRules, takeClientAssets } from './prerender.ts';

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

/** A browser build as Vite hands it over: an entry per language, React DOM, the dialog and the saved list imported on demand, their CSS. */
function bundle(css = 'body{color:red}'): Rolldown.OutputBundle {
  /** Of Vite's metadata, the CSS and assets a chunk imports: what the plugin reads. */
  type Fields = Partial<Omit<Rolldown.OutputChunk, 'viteMetadata'>> & {
    viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
  };
  const chunk = (fileName: string, fields: Fields) => ({
    type: 'chunk',
    fileName,
    isEntry: false,
    imports: [],
    dynamicImports: [],
    ...fields,
  });
  const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source });
  const entry = (language: string) =>
    chunk(`assets/menu-${language}.js`, {
      isEntry: true,
      name: `menu-${language}`,
      imports: ['assets/shared.js'],
      dynamicImports: ['assets/client.js', 'assets/dialog.js', 'assets/saved-list.js'],
      viteMetadata: { importedCss: new Set(['assets/menu.css']), importedAssets: new Set() },
    });
  return {
    ...Object.fromEntries(LANGUAGES.map((language) => [`assets/menu-${language}.js`, entry(language)])),
    'assets/shared.js': chunk('assets/shared.js', {}),
    'assets/client.js': chunk('assets/client.js', { imports: ['assets/shared.js'] }),
    'assets/dialog.js': chunk('assets/dialog.js', {
      facadeModuleId: '/site/src/menu/components/dish-dialog.tsx',
      imports: ['assets/client.js', 'assets/dialog-parts.js'],
      viteMetadata: { importedCss: new Set(['assets/dialog.css', 'assets/menu.css']), importedAssets: new Set() },
    }),
    'assets/dialog-parts.js': chunk('assets/dialog-parts.js', {}),
    'assets/saved-list.js': chunk('assets/saved-list.js', {
      facadeModuleId: '/site/src/saved/saved-list.tsx',
      imports: ['assets/client.js', 'assets/saved-only.js'],
    }),
    'assets/saved-only.js': chunk('assets/saved-only.js', {}),
    'assets/menu.css': asset('assets/menu.css', `${css}\n`),
    'assets/dialog.css': asset('assets/dialog.css', '.dialog{}'),
  } as unknown as Rolldown.OutputBundle;
}

describe('takeClientAssets', () => {
  /** Records what takeClientAssets emits, each at /assets/<name>-<n>. */
  function emitter() {
    const emitted: { name: string; source: string }[] = [];
    const emit = (name: string, source: string) => `/assets/${name}-${emitted.push({ name, source })}`;
    return { emitted, emit };
  }

  it("takes each entry's CSS to inline, leaving it unwritten, and the dialog's own CSS to load with the dialog", () => {
    const files = bundle();
    const { languages } = takeClientAssets(files, emitter().emit);
    expect(languages.en.css).toBe('body{color:red}');
    expect(languages.zh.css).toBe('body{color:red}');
    expect(Object.keys(files)).not.toContain('assets/menu.css');
    expect(Object.keys(files)).toContain('assets/dialog.css');
  });

  it("emits one file with the site's CSS and the dialog's for the dish pages of every language alike", () => {
    const { emitted, emit } = emitter();
    const { en, zh } = takeClientAssets(bundle(), emit).languages;
    expect(emitted).toEqual([{ name: 'dish-page.css', source: 'body{color:red}\n.dialog{}' }]);
    expect(en.dishPageStylesheet).toBe('/assets/dish-page.css-1');
    expect(zh.dishPageStylesheet).toBe(en.dishPageStylesheet);
  });

  it('names the entry script, and preloads once each chunk it imports, at once or on demand, but the saved list, which only its page loads', () => {
    const { en, zh } = takeClientAssets(bundle(), emitter().emit).languages;
    expect(en.scripts).toEqual(['/assets/menu-en.js']);
    expect(zh.scripts).toEqual(['/assets/menu-zh.js']);
    expect(en.preloads).toEqual(['/assets/shared.js', '/assets/client.js', '/assets/dialog.js', '/assets/dialog-parts.js']);
  });

  it("leaves the rules for paper out of the inlined CSS, in one file of their own for every language alike, and in the dish pages' file", () => {
    const { emitted, emit } = emitter();
    const { en, zh } = takeClientAssets(bundle('body{color:red}@media print{.nav{display:none}}'), emit).languages;
    expect(en.css).toBe('body{color:red}');
    expect(emitted).toContainEqual({ name: 'print.css', source: '.nav{display:none}' });
    expect(en.printStylesheet).toMatch(/^\/assets\/print\.css-/);
    expect(zh.printStylesheet).toBe(en.printStylesheet);
    expect(emitted.find(({ name }) => name === 'dish-page.css')?.source).toContain('@media print{.nav{display:none}}');
  });

  it('refuses CSS that would end the style element it goes into', () => {
    expect(() => takeClientAssets(bundle('a{content:"</style>"}'), emitter().emit)).toThrow(/cannot be inlined/);
  });
});

describe('splitPrintRules', () => {
  it.each([
    ['no rules for paper', 'a{b:c}', { screen: 'a{b:c}', print: '' }],
    ['a block among others', 'a{b:c}@media print{d{e:f}}g{h:i}', { screen: 'a{b:c}g{h:i}', print: 'd{e:f}' }],
    [
      'a block holding a block, and a brace in quotes',
      '@media print{@media (x){a{b:c}}d{content:"}"}}e{}',
      { screen: 'e{}', print: '@media (x){a{b:c}}d{content:"}"}' },
    ],
    ['two blocks', '@media print{a{}}b{}@media print{c{}}', { screen: 'b{}', print: 'a{}c{}' }],
  ])('parts %s', (_case, css, parts) => {
    expect(splitPrintRules(css)).toEqual(parts);
  });
});
