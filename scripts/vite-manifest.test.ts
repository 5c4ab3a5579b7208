import { expect, it } from 'vitest';
import { dynamicImportFiles, type ViteManifest } from './vite-manifest.ts';

const MANIFEST: ViteManifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    imports: ['_shared-b2.js'],
    dynamicImports: ['node_modules/react-dom/client.js', 'src/menu/dish-dialog.tsx'],
  },
  '_shared-b2.js': { file: 'assets/shared-b2.js' },
  'node_modules/react-dom/client.js': { file: 'assets/client-c3.js', imports: ['_shared-b2.js', '_scheduler-d4.js'] },
  '_scheduler-d4.js': { file: 'assets/scheduler-d4.js' },
  'src/menu/dish-dialog.tsx': { file: 'assets/dish-dialog-e5.js', imports: ['_scheduler-d4.js'] },
};

it('lists the dynamically imported chunks and what they import, once each', () => {
  expect(dynamicImportFiles(MANIFEST, 'index.html')).toEqual([
    '/assets/client-c3.js',
    '/assets/scheduler-d4.js',
    '/assets/dish-dialog-e5.js',
  ]);
});

it('leaves out chunks the entry already imports statically', () => {
  expect(dynamicImportFiles(MANIFEST, 'index.html')).not.toContain('/assets/shared-b2.js');
});

it('lists nothing for an entry without dynamic imports', () => {
  expect(dynamicImportFiles({ 'index.html': { file: 'assets/index.js' } }, 'index.html')).toEqual([]);
});

it('names a missing entry', () => {
  expect(() => dynamicImportFiles(MANIFEST, 'other.html')).toThrow('Vite\'s manifest has no entry "other.html"');
});
