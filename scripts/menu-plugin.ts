import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { loadMenu, MENU_FILE } from '../src/menu/menu-file.ts';
import { PHOTOS_PUBLIC_PATH, withDishPhotos } from './menu-photos.ts';

const MODULE_ID = 'virtual:menu';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * `import { menu } from 'virtual:menu'` gives the checked menu of
 * content/menu.yml as plain data, in the pages, the browser bundle and the
 * unit tests alike; yaml, zod and sharp stay here, at build time. A bad edit
 * fails the build (or shows Vite's error overlay in `npm run dev`) with the
 * category, dish, field and line; saving the file reloads the dev page.
 * The dishes' photos are built on the way, and served (dev) or emitted
 * (build) under /assets/photos/.
 */
export function menuPlugin(file = MENU_FILE): Plugin {
  const absolute = path.resolve(file);
  // Made on the first load that has photos; the real menu has none until the restaurant adds them.
  let photosDir: string | undefined;
  return {
    name: 'golden-lantern:menu',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(absolute);
      const menu = loadMenu(absolute);
      if (menu.some((category) => category.dishes.some((dish) => dish.photo)))
        photosDir ??= mkdtempSync(path.join(os.tmpdir(), 'menu-photos-'));
      const withPhotos = photosDir === undefined ? menu : await withDishPhotos(menu, absolute, photosDir);
      return `export const menu = ${JSON.stringify(withPhotos)};\n`;
    },
    generateBundle() {
      if (this.environment.config.consumer !== 'client' || photosDir === undefined) return;
      for (const name of readdirSync(photosDir)) {
        this.emitFile({
          type: 'asset',
          fileName: `${PHOTOS_PUBLIC_PATH.slice(1)}${name}`,
          source: readFileSync(path.join(photosDir, name)),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use(PHOTOS_PUBLIC_PATH, (req, res, next) => {
        if (photosDir === undefined) return next();
        const name = path.basename(req.url ?? '');
        try {
          res.end(readFileSync(path.join(photosDir, name)));
        } catch {
          next();
        }
      });
    },
  };
}
