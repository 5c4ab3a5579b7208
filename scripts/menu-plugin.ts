import path from 'node:path';
import type { Plugin } from 'vite';
import { loadMenu, MENU_FILE } from '../src/menu/menu-file.ts';

const MODULE_ID = 'virtual:menu';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * `import { menu } from 'virtual:menu'` gives the checked menu of
 * content/menu.yml as plain data, in the pages, the browser bundle and the
 * unit tests alike; yaml and zod stay here, at build time. A bad edit fails
 * the build (or shows Vite's error overlay in `npm run dev`) with the
 * category, dish, field and line; saving the file reloads the dev page.
 */
export function menuPlugin(file = MENU_FILE): Plugin {
  const absolute = path.resolve(file);
  return {
    name: 'golden-lantern:menu',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(absolute);
      return `export const menu = ${JSON.stringify(loadMenu(absolute))};\n`;
    },
  };
}
