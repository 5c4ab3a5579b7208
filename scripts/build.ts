/**
 * `npm run build`: checks the menu (content/menu.yml), builds the browser
 * bundle and a server bundle with Vite, prerenders every route to static
 * HTML, adds the editor at /admin, writes the service worker and
 * precompresses the text files.
 *
 * Everything is built beside dist/ and swapped in only when all of it
 * succeeded, so a bad edit never takes down the last good build.
 * DIST_DIR and MENU_FILE override the output folder and the menu file.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { loadMenu, MENU_FILE } from '../src/menu/menu-file.ts';
import { MenuValidationError } from '../src/menu/menu-schema.ts';
import { writeAdmin } from './admin.ts';
import { withDishPhotos } from './menu-photos.ts';
import { compressAssets } from './compress.ts';
import { prerender } from './prerender.ts';
import { writeServiceWorker } from './service-worker.ts';

const DIST = process.env.DIST_DIR ?? 'dist';
const NEXT = `${DIST}.next`;
const PREVIOUS = `${DIST}.previous`;
// Inside the project, where its imports (react-dom/server…) resolve; one per build, so two builds never share it.
const SERVER_DIST = `dist-ssr/${process.pid}`;

// React and React Router pick their production builds from this.
process.env.NODE_ENV = 'production';

// The photos are checked too, so that a bad one stops the build here, with its message (the Vite build reuses them from the cache).
const photoCheckDir = await mkdtemp(path.join(os.tmpdir(), 'menu-photos-check-'));
const problem = await withDishPhotos(loadMenu(), MENU_FILE, photoCheckDir).then(
  () => null,
  (error: unknown) => error,
);
await rm(photoCheckDir, { recursive: true, force: true });
if (problem !== null) {
  if (!(problem instanceof MenuValidationError)) throw problem;
  console.error(`\n${problem.message}\n\nFix ${MENU_FILE} and run the build again. ${DIST}/ was left as it was.`);
  process.exit(1);
}

await rm(NEXT, { recursive: true, force: true });
await build({ logLevel: 'warn', build: { outDir: NEXT, emptyOutDir: true, manifest: true } });
await build({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: SERVER_DIST, emptyOutDir: true } });
const pages = await prerender({ distDir: NEXT, serverEntry: `${SERVER_DIST}/entry-server.js` });
await rm(SERVER_DIST, { recursive: true });
const admin = await writeAdmin(NEXT);
const precache = await writeServiceWorker(NEXT);
// Decap's bundle is large: brotli's top quality would cost seconds of build for a few percent, and /admin is not for guests.
const compressed = (await compressAssets(NEXT, { exclude: ['admin'] })) + (await compressAssets(`${NEXT}/admin`, { brotliQuality: 5 }));

// Two renames: a server reading dist/ (npm start) sees the old build, then the new one.
await rm(PREVIOUS, { recursive: true, force: true });
if (existsSync(DIST)) await rename(DIST, PREVIOUS);
await rename(NEXT, DIST);
await rm(PREVIOUS, { recursive: true, force: true });

for (const page of pages) console.log(`  ${String(page.status).padEnd(4)}${page.path.padEnd(11)}→ ${DIST}/${page.file}`);
console.log(`Prerendered ${pages.length} pages; ${compressed} files precompressed (gzip, brotli).`);
console.log(`Editor at /admin: ${admin.files} files (${Math.round(admin.size / 1024)} KB) in ${DIST}/admin.`);
console.log(`Service worker precaches ${precache.count} files (${Math.round(precache.size / 1024)} KB).`);
