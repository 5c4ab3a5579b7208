import path from 'node:path';
import type { Plugin } from 'vite';
import { generateSW, type ManifestTransform } from 'workbox-build';

/**
 * Writes dist/sw.js with Workbox: it precaches every page and asset of the
 * build but the dishes' own pages, so after one visit the menu, every dish and
 * the other pages work with the network off. A dish's page is its menu page
 * with the dialog built in: offline, the menu page stands in for it and opens
 * the dish its address names. A new build has a new precache manifest: the new
 * worker takes over at once (skipWaiting, clientsClaim) and the next visit
 * shows the new content, with no reload prompt.
 */
export async function writeServiceWorker(distDir: string): Promise<{ count: number; size: number }> {
  const { count, size, warnings } = await generateSW({
    globDirectory: distDir,
    globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
    // The 404 page is for unknown addresses only, which offline have no page anyway;
    // share pictures are for link previews, which other sites fetch; /admin and /print are the restaurant's, not guests';
    // a dish's page weighs as much as the menu's, and the menu's stands in for it.
    globIgnores: ['404.html', 'images/share.png', 'assets/share/**', 'admin/**', 'print/**', 'dishes/**', 'zh/dishes/**'],
    runtimeCaching: [{ urlPattern: isDishPage, handler: dishPageOrMenu }],
    swDest: `${distDir}/sw.js`,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // /?dish=egg-roll, an older dish address, is the menu page with a dialog open: serve / for it.
    ignoreURLParametersMatching: [/^dish$/, /^utm_/, /^fbclid$/],
    directoryIndex: 'index.html',
    // Hashed file names already change with their content.
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [addCleanPageUrls],
    sourcemap: false,
    mode: 'production',
  });
  if (warnings.length > 0) throw new Error(`Workbox: ${warnings.join('; ')}`);
  return { count, size };
}

// Workbox writes these two functions into sw.js as they are written here: they may use nothing from this module.
const isDishPage = ({ request, url }: { request: Request; url: URL }) =>
  request.mode === 'navigate' && /^\/(zh\/)?dishes\//.test(url.pathname);

const dishPageOrMenu = async ({ request, url }: { request: Request; url: URL }) => {
  try {
    return await fetch(request);
  } catch (error) {
    const menu = await caches.match(url.pathname.startsWith('/zh/') ? '/zh/index.html' : '/index.html', { ignoreSearch: true });
    if (menu) return menu;
    throw error;
  }
};

/**
 * Pages live at about/index.html; guests ask for /about. Precache each page
 * under that address too, so the worker answers it (directoryIndex already
 * covers /about/).
 */
export const addCleanPageUrls: ManifestTransform = async (entries) => {
  const cleanUrls = entries
    .filter((entry) => entry.url.endsWith('/index.html'))
    .map((entry) => ({ ...entry, url: entry.url.slice(0, -'/index.html'.length) }));
  return { manifest: [...entries, ...cleanUrls], warnings: [] };
};

/** Writes dist/sw.js once every page and asset is in place. */
export function serviceWorker(): Plugin {
  return {
    name: 'golden-lantern:service-worker',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const outDir = path.resolve(builder.config.root, builder.config.environments.client?.build.outDir ?? 'dist');
        const { count, size } = await writeServiceWorker(outDir);
        builder.config.logger.info(`Service worker precaches ${count} files (${Math.round(size / 1024)} KB).`);
      },
    },
  };
}
