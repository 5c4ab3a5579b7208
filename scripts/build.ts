/**
 * `npm run build`: checks the menu, builds the browser bundle and a server
 * bundle with Vite, prerenders every route to static HTML in dist/, writes
 * the service worker and precompresses the text files.
 */
import { rm } from 'node:fs/promises';
import { build } from 'vite';
import { menu } from '../src/menu/menu-data.ts';
import { MenuValidationError, validateMenu } from '../src/menu/menu-schema.ts';
import { compressAssets } from './compress.ts';
import { prerender } from './prerender.ts';
import { writeServiceWorker } from './service-worker.ts';

const DIST = 'dist';
const SERVER_DIST = 'dist-ssr';

// React and React Router pick their production builds from this.
process.env.NODE_ENV = 'production';

try {
  validateMenu(menu);
} catch (error) {
  if (!(error instanceof MenuValidationError)) throw error;
  console.error(`\n${error.message}\n\nFix src/menu/menu-data.ts and run the build again.`);
  process.exit(1);
}

await build({ logLevel: 'warn', build: { outDir: DIST, emptyOutDir: true, manifest: true } });
await build({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: SERVER_DIST, emptyOutDir: true } });
const pages = await prerender({ distDir: DIST, serverEntry: `${SERVER_DIST}/entry-server.js` });
await rm(SERVER_DIST, { recursive: true });
const precache = await writeServiceWorker(DIST);
const compressed = await compressAssets(DIST);

for (const page of pages) console.log(`  ${String(page.status).padEnd(4)}${page.path.padEnd(11)}→ ${DIST}/${page.file}`);
console.log(`Prerendered ${pages.length} pages; ${compressed} files precompressed (gzip, brotli).`);
console.log(`Service worker precaches ${precache.count} files (${Math.round(precache.size / 1024)} KB).`);
