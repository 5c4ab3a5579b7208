import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { outputFileFor, takeClientAssets } from './prerender.ts';

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

/** A browser build as Vite hands it over: the entry, React DOM and the dialog imported on demand, their CSS. */
function bundle(css = 'body{color:red}'): Rolldown.OutputBundle {
  const chunk = (fileName: string, fields: Partial<Rolldown.OutputChunk>) => ({
    type: 'chunk',
    fileName,
    imports: [],
    dynamicImports: [],
    ...fields,
  });
  const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source });
  return {
    'assets/menu.js': chunk('assets/menu.js', {
      isEntry: true,
      imports: ['assets/shared.js'],
      dynamicImports: ['assets/client.js', 'assets/dialog.js'],
      viteMetadata: { importedCss: new Set(['assets/menu.css']), importedAssets: new Set() },
    }),
    'assets/shared.js': chunk('assets/shared.js', { isEntry: false }),
    'assets/client.js': chunk('assets/client.js', { isEntry: false, imports: ['assets/shared.js'] }),
    'assets/dialog.js': chunk('assets/dialog.js', { isEntry: false, imports: ['assets/client.js', 'assets/dialog-parts.js'] }),
    'assets/dialog-parts.js': chunk('assets/dialog-parts.js', { isEntry: false }),
    'assets/menu.css': asset('assets/menu.css', `${css}\n`),
    'assets/dialog.css': asset('assets/dialog.css', '.dialog{}'),
  } as unknown as Rolldown.OutputBundle;
}

describe('takeClientAssets', () => {
  it("takes the entry's CSS to inline, leaving it unwritten, and the dialog's CSS to load with the dialog", () => {
    const files = bundle();
    expect(takeClientAssets(files).css).toBe('body{color:red}');
    expect(Object.keys(files)).not.toContain('assets/menu.css');
    expect(Object.keys(files)).toContain('assets/dialog.css');
  });

  it('names the entry script, and preloads each chunk it imports on demand once, but none it imports anyway', () => {
    const { scripts, preloads } = takeClientAssets(bundle());
    expect(scripts).toEqual(['/assets/menu.js']);
    expect(preloads).toEqual(['/assets/client.js', '/assets/dialog.js', '/assets/dialog-parts.js']);
  });

  it('refuses CSS that would end the style element it goes into', () => {
    expect(() => takeClientAssets(bundle('a{content:"</style>"}'))).toThrow(/cannot be inlined/);
  });
});
