import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { NOT_ON_THE_MENU_YET } from '../src/admin/publish-status.ts';
import { LANGUAGES, type Language } from '../src/i18n/languages.ts';
import { CATEGORIES_DIR, type CategoryFile } from '../src/content/category-schema.ts';
import { DISHES_DIR, readMenuFiles } from '../src/content/menu-file.ts';
import { isContentFileName } from '../src/content/read-folder.ts';
import { inLanguage, type CategoryEntry } from '../src/menu/model/menu-model.ts';
import { arrangeMenu, categoriesWithoutDishes, categoryNameOf, placeOf, type DishFile } from '../src/content/menu-schema.ts';
import { loadRestaurant, RESTAURANT, RESTAURANT_FILE, type Restaurant } from '../src/content/restaurant-schema.ts';
import { fieldLabel } from '../src/content/fields.ts';
import { NOTICES_DIR, readNotices } from '../src/content/notice-file.ts';
import { PAGES_DIR, readPages } from '../src/content/page-file.ts';
import { servingHoursNote } from '../src/content/serving-hours-note.ts';
import { isPlaceholderWebsite, SET_WEBSITE } from '../src/restaurant/website.ts';
import { readContentTime } from './content/content-time.ts';
import { buildDishPhotos, type DishPhotoSource } from './content/dish-photos.ts';
import { zoneOffsets } from './content/zone-offsets.ts';
import { ContentError } from '../src/content/content-error.ts';
import { escapeText, quoted } from '../src/content/content-text.ts';
import { problem } from '../src/content/problem.ts';

/** The build's note on a category with no dishes yet, after NOT_ON_THE_MENU_YET: in English, and in the editor's bar in the owner's language. */
export const NO_DISHES_NOTE = problem<'name' | 'file'>({
  en: '{name} has no dishes ({file}); it shows once a dish is in it.',
  zh: '{name} 还没有菜品（{file}）；有了菜品就会显示在菜单上。',
});

const MENU_ID = 'virtual:menu';
const RESTAURANT_ID = 'virtual:restaurant';
const PAGES_ID = 'virtual:pages';
const NOTICES_ID = 'virtual:notices';
/** The restaurant and its notices as a language's menu script gives them to the browser's code (src/page-data.ts). */
export const PAGE_DATA_ID = 'virtual:page-data';
/**
 * The modules: the whole menu, the menu in each language, the restaurant, the owner's pages and notices, and the
 * page data of each language.
 */
const MODULES = [
  MENU_ID,
  ...LANGUAGES.map((language) => `${MENU_ID}/${language}`),
  RESTAURANT_ID,
  PAGES_ID,
  NOTICES_ID,
  ...LANGUAGES.map((language) => `${PAGE_DATA_ID}/${language}`),
];
const resolved = (id: string) => `\0${id}`;
/** In the browser build, the code reads the restaurant and its notices from the data its menu script gives it. */
const PAGE_DATA_HOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/page-data.ts');

/** The plugin's name, by which the dev server's pages find its api. */
export const CONTENT_PLUGIN = 'golden-lantern:content';

/** What the plugin tells the other plugins: the content's problems, which the dev server shows in place of a page. */
export interface ContentApi {
  contentError: (next: string) => Promise<ContentError | undefined>;
}

/** Where the dialog finds the built photos: under dist/ in a build, from memory in `npm run dev`. */
export const PHOTOS_PUBLIC_PATH = '/assets/photos/';
/** Kept between builds, so that an unchanged photo is not encoded again. */
const PHOTO_CACHE = 'node_modules/.cache/dish-photos';

/** A content check's failure as the owner reads it: the checks' own problems, or the file that could not be read. */
function asContentError(error: unknown): ContentError {
  if (error instanceof ContentError) return error;
  const { code, path: file } = error instanceof Error ? (error as NodeJS.ErrnoException) : {};
  if (code === undefined || file === undefined) throw error;
  const relative = path.relative(process.cwd(), file);
  return new ContentError(undefined, [code === 'ENOENT' ? `${relative} is missing` : `${relative} could not be read (${code})`]);
}

/** How many years from the build's own the restaurant's clock is read without Intl; later, the browser's Intl reads it. */
const ZONE_OFFSET_YEARS = 5;

/**
 * The restaurant with its zone's offsets from the start of the content's year, and the content's time
 * (content-time.ts), which the pages are built at and hydrate with before the phone's clock takes over.
 */
function withZoneOffsets(restaurant: Restaurant, builtAt: number) {
  const year = new Date(builtAt).getUTCFullYear();
  const offsets = zoneOffsets(restaurant.timeZone, Date.UTC(year, 0, 1), Date.UTC(year + ZONE_OFFSET_YEARS, 0, 1));
  return { ...restaurant, offsets, builtAt };
}

/** The dishes that name a photo, with their file and line, for the pipeline's messages. */
function photoSources(files: readonly DishFile[], categories: readonly CategoryFile[]): DishPhotoSource[] {
  return files.flatMap((file) =>
    file.dish.photo
      ? [
          {
            category: categoryNameOf(categories, file.category),
            dish: file.dish.name,
            photo: file.dish.photo,
            place: placeOf(file, 'photo'),
          },
        ]
      : [],
  );
}

/** Every entry of the menu's folders and each file's text: a change of any of them is a new menu. */
async function readMenuSource(folders: readonly string[]): Promise<string> {
  const entries = (
    await Promise.all(
      folders.map(async (folder) =>
        (await readdir(folder, { withFileTypes: true }).catch(() => [])).map((entry) => ({
          file: path.join(folder, entry.name),
          isRead: entry.isFile() && isContentFileName(entry.name),
        })),
      ),
    )
  )
    .flat()
    .sort((a, b) => (a.file < b.file ? -1 : 1));
  const texts = await Promise.all(entries.map((entry) => (entry.isRead ? readFile(entry.file, 'utf8') : null)));
  return JSON.stringify([entries.map((entry) => entry.file), texts]);
}

/**
 * The content folder as modules of plain data: `virtual:menu` (the dish files
 * under `contentDir`/dishes/, every language), `virtual:menu/en` and
 * `virtual:menu/zh` (the menu as one language's pages show it),
 * `virtual:restaurant` (restaurant.yml), `virtual:pages` (pages/*.md, as HTML)
 * and `virtual:notices` (notices/*.yml), in the pages and the unit tests; the
 * browser's code reads the last two from `virtual:page-data/<language>`, which
 * only the menu scripts import (src/page-data.ts); yaml, zod, marked and sharp stay here, at build time. A bad
 * edit fails the build (or, in `npm run dev`, shows the owner's page of problems,
 * content-error-page.ts, through `api.contentError`) with the file, field and
 * line; saving a file reloads the dev page. The dishes'
 * photos are built on the way, once per build (the plugin is shared by the
 * browser and server builds), and emitted (build) or served (dev) under
 * /assets/photos/. Without `photos`, a dish's photo is its drawing (the unit
 * tests' fixture names a photo that only the end-to-end site draws).
 */
export function content(contentDir: string, { photos = true } = {}): Plugin {
  const folder = path.resolve(contentDir, DISHES_DIR);
  const categoriesFolder = path.resolve(contentDir, CATEGORIES_DIR);
  const restaurantFile = path.resolve(contentDir, RESTAURANT_FILE);
  const pagesFolder = path.resolve(contentDir, PAGES_DIR);
  const noticesFolder = path.resolve(contentDir, NOTICES_DIR);
  // Read once for both builds (the plugin is shared): the server's pages and the browser's hydration must agree on it.
  let builtAt: number | undefined;
  const restaurantData = () => withZoneOffsets(loadRestaurant(contentDir), (builtAt ??= readContentTime(contentDir)));
  // Made on the first load that names a photo; the shipped menu has none until the restaurant adds them.
  let photosDir: string | undefined;
  let loaded: { source: string; menu: Promise<CategoryEntry[]> } | undefined;

  const buildMenu = async (): Promise<CategoryEntry[]> => {
    const { categories, dishes } = readMenuFiles(contentDir);
    const menu = arrangeMenu(dishes, categories);
    const sources = photoSources(dishes, categories);
    if (sources.length === 0 || !photos) return menu;
    photosDir ??= await mkdtemp(path.join(os.tmpdir(), 'menu-photos-'));
    const options = { contentDir: path.resolve(contentDir), outDir: photosDir, publicPath: PHOTOS_PUBLIC_PATH, cacheDir: PHOTO_CACHE };
    const { images } = await buildDishPhotos(sources, options);
    return menu.map((category) => ({
      ...category,
      dishes: category.dishes.map((dish) => (dish.photo ? { ...dish, photoImage: images[dish.photo] } : dish)),
    }));
  };
  const loadMenu = async () => {
    const source = await readMenuSource([folder, categoriesFolder]);
    if (loaded?.source !== source) loaded = { source, menu: buildMenu() };
    return loaded.menu;
  };

  /** Every problem of the content, each kind checked even when another has some, and `next`; undefined when it has none. */
  const contentError = async (next: string): Promise<ContentError | undefined> => {
    const errors: ContentError[] = [];
    const checks = [loadMenu, () => loadRestaurant(contentDir), () => readPages(contentDir), () => readNotices(contentDir)];
    for (const check of checks) {
      try {
        await check();
      } catch (error) {
        errors.push(asContentError(error));
      }
    }
    return errors.length > 0 ? ContentError.together(errors, next) : undefined;
  };

  /** A module's code: the slugs are the build's, in the data; each dish is linked to its category where it is loaded. */
  const moduleCode = async (id: string): Promise<string> => {
    if (id === RESTAURANT_ID) return `export const restaurant = ${JSON.stringify(restaurantData())};\n`;
    if (id === PAGES_ID) return `export const pages = ${JSON.stringify(readPages(contentDir))};\n`;
    if (id === NOTICES_ID) return `export const notices = ${JSON.stringify(readNotices(contentDir))};\n`;
    if (id.startsWith(PAGE_DATA_ID)) {
      return `export const restaurant = ${JSON.stringify(restaurantData())};\nexport const notices = ${JSON.stringify(readNotices(contentDir))};\n`;
    }
    const menu = id === MENU_ID ? await loadMenu() : inLanguage(await loadMenu(), id.slice(`${MENU_ID}/`.length) as Language);
    return `import { toMenu } from '/src/menu/model/menu-model.ts';\nexport const menu = toMenu(${JSON.stringify(menu)});\n`;
  };

  return {
    name: CONTENT_PLUGIN,
    sharedDuringBuild: true,
    api: { contentError } satisfies ContentApi,
    buildApp: {
      // Before anything is built: a mistake in the content stops the build with its message alone, not a stack trace.
      order: 'pre',
      async handler(builder) {
        const problems = await contentError('Fix the file(s) named and run the build again; the last build was left as it was.');
        if (problems) throw problems;
        const { categories, dishes } = readMenuFiles(contentDir);
        for (const { file, category } of categoriesWithoutDishes(dishes, categories)) {
          builder.config.logger.warn(
            `${NOT_ON_THE_MENU_YET}${NO_DISHES_NOTE.say({ name: quoted(category.name), file: escapeText(file) })}`,
          );
        }
        const { website, hours } = loadRestaurant(contentDir);
        for (const { file, category } of categories) {
          const note = category.servingHours && servingHoursNote(category.name, file, category.servingHours, hours);
          if (note) builder.config.logger.warn(note);
        }
        if (isPlaceholderWebsite(website)) {
          builder.config.logger.warn(
            `The print kit shows no QR code: ${fieldLabel(RESTAURANT.fields, 'website')} is ${escapeText(website)}, a placeholder. ${SET_WEBSITE}`,
          );
        }
      },
    },
    resolveId(id) {
      // Were the code to import the data, every edit would rename the code's chunks, which every returning guest downloads again.
      const isBrowserBuild = this.environment.mode === 'build' && this.environment.config.consumer === 'client';
      if (isBrowserBuild && (id === RESTAURANT_ID || id === NOTICES_ID)) return PAGE_DATA_HOLDER;
      return MODULES.includes(id) ? resolved(id) : undefined;
    },
    async load(id) {
      const module = MODULES.find((candidate) => resolved(candidate) === id);
      return module === undefined ? undefined : moduleCode(module);
    },
    async generateBundle() {
      if (this.environment.config.consumer !== 'client' || photosDir === undefined) return;
      for (const name of await readdir(photosDir)) {
        this.emitFile({
          type: 'asset',
          fileName: `${PHOTOS_PUBLIC_PATH.slice(1)}${name}`,
          source: await readFile(path.join(photosDir, name)),
        });
      }
    },
    configureServer(server) {
      // A content file saved, added or removed (by hand, or by the editor of `npm run edit`) reloads the page with it.
      server.watcher.add([folder, categoriesFolder, restaurantFile, pagesFolder, noticesFolder]);
      server.watcher.on('all', (_event, file) => {
        if (![folder, categoriesFolder, pagesFolder, noticesFolder].includes(path.dirname(file)) && file !== restaurantFile) return;
        for (const environment of Object.values(server.environments)) {
          for (const id of MODULES) {
            const module = environment.moduleGraph.getModuleById(resolved(id));
            if (module) environment.moduleGraph.invalidateModule(module);
          }
        }
        server.ws.send({ type: 'full-reload' });
      });
      server.middlewares.use(PHOTOS_PUBLIC_PATH, (req, res, next) => {
        if (photosDir === undefined) return next();
        readFile(path.join(photosDir, path.basename(req.url ?? '')))
          .then((bytes) => res.end(bytes))
          .catch(() => next());
      });
    },
  };
}
