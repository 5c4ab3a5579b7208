import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { generateSW } from 'workbox-build';
import { LANGUAGES, LANGUAGE_ROOT } from '../src/i18n/languages.ts';
import { dishHref } from '../src/menu/address/dish-history.ts';
import type * as DishHistory from '../src/menu/address/dish-history.ts';
import { BUILD_FILE, type Build } from '../src/menu/components/menu-updates.ts';
import { bundleScript } from './shared/first-scripts.ts';
import { ContentError } from '../src/content/content-error.ts';
import { MAX_PAGE_BYTES, megabytes, oversizedPages } from './shared/page-size.ts';
import { CONTENT_DIR } from '../src/content/menu-file.ts';
import { safeForLog } from '../src/content/content-text.ts';

/** The module that knows a dish's address, bundled for sw.js, which imports it as the global `dishHistory`. */
const DISH_HISTORY_MODULE = 'src/menu/address/dish-history.ts';
const DISH_HISTORY_SCRIPT = 'dish-history.js';
declare const dishHistory: typeof DishHistory;

/** Every dish's page file, in every language, as a glob (dishes/<slug>/index.html for each slug). */
const DISH_PAGES = LANGUAGES.map((language) => `${dishHref('*', LANGUAGE_ROOT[language]).slice(1)}index.html`);

/**
 * Writes dist/sw.js with Workbox. It precaches every page and asset of the
 * build but the dishes' own pages, so after one visit the menu, every dish,
 * the print pages and the other pages work with the network off. Pages come
 * from the network first, so an online guest never sees a menu older than the
 * live build; the precache answers when the network fails or is too slow. A
 * dish's page is its menu page with the dialog built in: offline, the menu
 * page stands in for it and opens the dish its address names. menu.json and
 * its schema are neither precached nor routed, so the worker never answers
 * for them: every read of the menu's data goes to the network, fresh. A new build has
 * a new precache manifest: the new worker takes over at once (skipWaiting,
 * clientsClaim).
 */
export async function writeServiceWorker(root: string, distDir: string): Promise<{ count: number; size: number; notes: string[] }> {
  await writeFile(path.join(distDir, DISH_HISTORY_SCRIPT), await bundleScript(root, DISH_HISTORY_MODULE, 'dishHistory'));
  const { count, size, warnings } = await generateSW({
    globDirectory: distDir,
    globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
    // The 404 page is for unknown addresses only, which offline have no page anyway;
    // share pictures are for link previews, which other sites fetch; /admin is the restaurant's, not guests';
    // a dish's page weighs as much as the menu's, and the menu's stands in for it; sw.js imports the dish's address itself.
    globIgnores: ['404.html', 'images/share.png', 'assets/share/**', 'admin/**', ...DISH_PAGES, DISH_HISTORY_SCRIPT],
    importScripts: [DISH_HISTORY_SCRIPT],
    // Pages are precached as files (about/index.html), never under the address guests open (/about):
    // so the precache serves them only through pageFromNetworkFirst, not cache-first.
    directoryIndex: null,
    runtimeCaching: [{ urlPattern: isGuestPage, handler: pageFromNetworkFirst }],
    swDest: `${distDir}/sw.js`,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // Hashed file names already change with their content.
    dontCacheBustURLsMatching: /^assets\//,
    sourcemap: false,
    mode: 'production',
    // Pages over it stop the build first (page-size.ts); another file over it (a large logo) is left to the network.
    maximumFileSizeToCacheInBytes: MAX_PAGE_BYTES,
  });
  const notes = warnings.filter((warning) => /won't be precached/.test(warning));
  const others = warnings.filter((warning) => !notes.includes(warning));
  if (others.length > 0) throw new Error(`Workbox: ${others.join('; ')}`);
  return { count, size, notes: notes.map((note) => `Not precached, over ${megabytes(MAX_PAGE_BYTES)}: ${note.split(' ')[0]}`) };
}

// Workbox writes these two functions into sw.js as they are written here: they may use nothing from this module,
// only the browser's globals and dishHistory.
// /admin, never precached, goes to the network as if there were no worker.
const isGuestPage = ({ request, url }: { request: Request; url: URL }) =>
  request.mode === 'navigate' && !/^\/admin(\/|$)/.test(url.pathname);

/**
 * A page from the network, or from the precache when the network fails or has
 * not answered within three seconds: long enough for the menu's page over a
 * slow but working mobile connection, short enough that a signal with bars
 * and no data shows the saved menu rather than a blank screen. A dish's page
 * falls back to its menu's page, which opens the dish its address names.
 */
export const pageFromNetworkFirst = async ({ request, url }: { request: Request; url: URL }): Promise<Response> => {
  const file = new URL(dishHistory.withoutDish(url), url).pathname.replace(/\/?$/, '/index.html');
  const cached = () => caches.match(file, { ignoreSearch: true });
  const network = fetch(request).catch(async (error: unknown) => (await cached()) ?? Promise.reject(error));
  const slow = new Promise((resolve) => setTimeout(resolve, 3000)).then(cached);
  return (await Promise.race([network, slow])) ?? network;
};

/** What an open menu page compares its own script with to learn of a new build (src/menu/components/menu-updates.ts). */
function buildFile(bundle: Record<string, { type: string; fileName: string; isEntry?: boolean }>): string {
  const build: Build = {
    scripts: Object.values(bundle)
      .filter((file) => file.type === 'chunk' && file.isEntry)
      .map((file) => `/${file.fileName}`),
  };
  return JSON.stringify(build);
}

/** Writes dist/build.json with the browser bundle, and dist/sw.js once every page and asset is in place. */
export function serviceWorker(): Plugin {
  return {
    name: 'golden-lantern:service-worker',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: BUILD_FILE.slice(1), source: buildFile(bundle) });
    },
    buildApp: {
      order: 'post',
      async handler(builder) {
        const outDir = path.resolve(builder.config.root, builder.config.environments.client?.build.outDir ?? 'dist');
        const tooLarge = await oversizedPages(outDir, CONTENT_DIR);
        if (tooLarge.length > 0) throw ContentError.together([new ContentError(undefined, tooLarge)], 'The last build was left as it was.');
        const { count, size, notes } = await writeServiceWorker(builder.config.root, outDir);
        for (const note of notes) builder.config.logger.warn(safeForLog(note));
        builder.config.logger.info(`Service worker precaches ${count} files (${Math.round(size / 1024)} KB).`);
      },
    },
  };
}
