import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import type * as ServerEntry from '../src/pages/entry-server.tsx';
import { byLanguage } from '../src/i18n/languages.ts';
import { loadMenu } from '../src/content/menu-file.ts';
import { loadRestaurant } from '../src/content/restaurant-schema.ts';
import type { LanguageAssets, PageAssets } from '../src/pages/document.tsx';
import { DISH_PAGE_CSS } from '../src/pages/site-config.ts';
import { bundleFirstScripts } from './shared/first-scripts.ts';
import { restaurantLook, serveLookFiles, writeLookFiles } from './prerender/restaurant-look.ts';
import { writeSeoFiles } from './prerender/seo-files.ts';
import { buildShareImages, SHARE_IMAGE_CACHE } from './prerender/share-images.ts';
import { contentErrorPage } from './content-error-page.ts';
import { CONTENT_PLUGIN, type ContentApi } from './content.ts';
import { devMenuScript } from './menu-entries.ts';
import { MENU_FEED_FILE } from '../src/feeds/menu-feed.ts';

const SERVER_ENTRY = 'src/pages/entry-server.tsx';
/** The dish dialog's chunk, whose CSS a dish page links with the site's. */
const DIALOG_MODULE = 'src/menu/components/dish-dialog.tsx';
/** The saved dishes' list: the menu's script imports it on that page alone, so no page preloads it. */
const SAVED_LIST_MODULE = 'src/saved/saved-list.tsx';

/** Where a path's page lives in dist/: a folder per page, which every static host serves for /about and /about/. */
export function outputFileFor(pagePath: string): string {
  if (pagePath === '/') return 'index.html';
  if (pagePath === '/404') return '404.html';
  return `${pagePath.replace(/^\/+|\/+$/g, '')}/index.html`;
}

type ClientAssets = Pick<PageAssets, 'languages'>;

/** Emits a file into the browser build under a hashed name, and gives its address. */
export type EmitAsset = (name: string, source: string) => string;

const chunksOf = (bundle: Rolldown.OutputBundle) =>
  Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');

/**
 * A chunk and every chunk it imports, statically or not; with `dependenciesFirst`, each after the chunks it imports,
 * which is the order their CSS applies in whatever order an entry names its imports (Vite orders a chunk's own CSS so).
 */
function importClosure(
  bundle: Rolldown.OutputBundle,
  start: readonly string[],
  follow: (chunk: Rolldown.OutputChunk) => string[],
  { dependenciesFirst = false } = {},
) {
  const seen = new Set<string>();
  const order = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    if (!dependenciesFirst) order.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') follow(chunk).forEach(visit);
    order.add(fileName);
  };
  start.forEach(visit);
  return order;
}

function cssText(bundle: Rolldown.OutputBundle, files: Iterable<string>): string {
  return [...files]
    .map((file) => {
      const asset = bundle[file];
      if (asset?.type !== 'asset') throw new Error(`the browser build has no ${file}`);
      const text = String(asset.source).trim();
      if (/<\/style/i.test(text)) throw new Error(`${file} contains "</style" and cannot be inlined`);
      return text;
    })
    .join('\n');
}

/**
 * Minified CSS parted into its top-level `@media print` blocks and the rest:
 * what only paper uses need not come in every page's first round trip.
 */
export function splitPrintRules(css: string): { screen: string; print: string } {
  const AT_PRINT = '@media print{';
  let screen = '';
  let print = '';
  let from = 0;
  for (let start = css.indexOf(AT_PRINT); start !== -1; start = css.indexOf(AT_PRINT, from)) {
    let end = start + AT_PRINT.length;
    // To the block's own closing brace, past any quoted text (a data: address may hold braces).
    for (let depth = 1, quote = ''; depth > 0; end++) {
      const character = css[end];
      if (character === undefined) throw new Error(`an @media print block in the CSS has no end: ${css.slice(start, start + 60)}…`);
      if (quote) quote = character === quote ? '' : quote;
      else if (character === '"' || character === "'") quote = character;
      else if (character === '{') depth++;
      else if (character === '}') depth--;
    }
    screen += css.slice(from, start);
    print += css.slice(start + AT_PRINT.length, end - 1);
    from = end;
  }
  return { screen: screen + css.slice(from), print };
}

/**
 * What the pages take from the browser build, per language: the CSS its menu
 * script imports, inlined (and so not written as files), the script, and the
 * chunks it imports on demand (React DOM, the dish dialog), preloaded once
 * the page has painted, but for the saved dishes' list, which only its page loads. The dialog's CSS stays a file the dialog loads; a
 * dish's own page links one file with both, emitted by `emit`.
 */
export function takeClientAssets(bundle: Rolldown.OutputBundle, emit: EmitAsset): ClientAssets {
  const chunks = chunksOf(bundle);
  const inlined = new Set<string>();
  const savedList = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(SAVED_LIST_MODULE))?.fileName;
  const menuAssets = byLanguage((language) => {
    const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === `menu-${language}`);
    if (!entry) throw new Error(`the browser build has no menu-${language} entry`);
    const loaded = importClosure(bundle, [entry.fileName], (chunk) => chunk.imports, { dependenciesFirst: true });
    const cssFiles = new Set([...loaded].flatMap((file) => [...((bundle[file] as Rolldown.OutputChunk).viteMetadata?.importedCss ?? [])]));
    cssFiles.forEach((file) => inlined.add(file));
    const all = importClosure(bundle, [entry.fileName], (chunk) =>
      [...chunk.imports, ...chunk.dynamicImports].filter((file) => file !== savedList),
    );
    // Every chunk but the entry, those it imports statically too: the browser would find those only once it has the entry.
    const preloads = [...all].filter((file) => file !== entry.fileName);
    return { css: cssText(bundle, cssFiles), scripts: [`/${entry.fileName}`], preloads: preloads.map((file) => `/${file}`) };
  });
  const dialog = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(DIALOG_MODULE));
  if (!dialog) throw new Error(`the browser build has no chunk for ${DIALOG_MODULE}`);
  const dialogCss = cssText(
    bundle,
    [...(dialog.viteMetadata?.importedCss ?? [])].filter((file) => !inlined.has(file)),
  );
  // Rollup's way to leave a file out of the build: these live in every page instead.
  // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
  inlined.forEach((file) => delete bundle[file]);
  // Nor does a chunk load them: a chunk the menu shares with a dialog or list loaded later would ask for a file there is not.
  chunks.forEach((chunk) => inlined.forEach((file) => chunk.viteMetadata?.importedCss.delete(file)));
  // One file per distinct CSS: the languages' are alike.
  const emitted = new Map<string, string>();
  const emitOnce = (name: string, source: string) => {
    const file = emitted.get(source) ?? emit(name, source);
    emitted.set(source, file);
    return file;
  };
  const languages = byLanguage((language): LanguageAssets => {
    const assets = menuAssets[language];
    const dishPageStylesheet = emitOnce(`${DISH_PAGE_CSS}.css`, [assets.css, dialogCss].filter(Boolean).join('\n'));
    const { screen, print } = splitPrintRules(assets.css);
    return { ...assets, css: screen, dishPageStylesheet, ...(print && { printStylesheet: emitOnce('print.css', print) }) };
  });
  return { languages };
}

/**
 * Renders every page to static HTML with the server entry (src/pages/entry-server.tsx).
 * `vite build` builds the browser bundle, then the server bundle, then writes
 * each page into the browser build's folder, with what the pages name: each
 * dish's link-preview picture (plugins/prerender/share-images.ts), the restaurant's look
 * (plugins/prerender/restaurant-look.ts), robots.txt and sitemap.xml (plugins/prerender/seo-files.ts),
 * and the whole menu as data, menu.json (src/feeds/menu-feed.ts).
 * `npm run dev` renders the same pages on each request.
 */
export function prerender(contentDir: string): Plugin {
  let client: ClientAssets | undefined;
  return {
    name: 'golden-lantern:prerender',
    // One instance for both builds: the server's pages need the browser build's assets.
    sharedDuringBuild: true,
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      client = takeClientAssets(bundle, (name, source) => `/${this.getFileName(this.emitFile({ type: 'asset', name, source }))}`);
    },
    async buildApp(builder) {
      const { client: clientEnvironment, ssr } = builder.environments;
      if (!clientEnvironment || !ssr) throw new Error('the build needs a client and an ssr environment');
      await builder.build(clientEnvironment);
      await builder.build(ssr);
      if (!client) throw new Error('the browser build gave no assets');
      const { root, publicDir } = builder.config;
      const outDir = path.resolve(root, clientEnvironment.config.build.outDir);
      const serverDir = path.resolve(root, ssr.config.build.outDir);
      const serverEntry = path.join(serverDir, `${path.basename(SERVER_ENTRY, '.tsx')}.js`);
      const { renderPage, renderMenuFeed, PRERENDERED_PATHS, INDEXED_PATHS, NOT_FOUND_PATH } = (await import(
        pathToFileURL(serverEntry).href
      )) as typeof ServerEntry;
      const shareImages = await buildShareImages(loadMenu(contentDir), {
        contentDir: path.resolve(root, contentDir),
        publicDir,
        outDir,
        cacheDir: path.resolve(root, SHARE_IMAGE_CACHE),
      });
      const look = await restaurantLook(root, contentDir);
      await writeLookFiles(look, outDir);
      const assets: PageAssets = { ...client, stylesheets: [], ...(await bundleFirstScripts(root)), shareImages, brand: look.brand };
      for (const pagePath of PRERENDERED_PATHS) {
        const page = await renderPage(pagePath, assets);
        const expected = pagePath === NOT_FOUND_PATH ? 404 : 200;
        if (page.status !== expected) throw new Error(`Prerendering ${pagePath} gave status ${page.status}, expected ${expected}`);
        const file = path.join(outDir, outputFileFor(pagePath));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, page.html);
      }
      await writeFile(path.join(outDir, MENU_FEED_FILE), renderMenuFeed());
      await writeSeoFiles(outDir, loadRestaurant(contentDir).website, INDEXED_PATHS);
      await rm(serverDir, { recursive: true, force: true });
      builder.config.logger.info(`Prerendered ${PRERENDERED_PATHS.length} pages.`);
    },
    configureServer(server) {
      const { root } = server.config;
      const currentLook = serveLookFiles(server, contentDir);
      // menu.json as the build writes it, from the menu as it is now.
      server.middlewares.use(`/${MENU_FEED_FILE}`, (req, res, next) => {
        if (req.method !== 'GET') return next();
        server
          .ssrLoadModule(`/${SERVER_ENTRY}`)
          .then((entry) => {
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.end((entry as typeof ServerEntry).renderMenuFeed());
          })
          .catch(next);
      });
      server.middlewares.use(async (req, res, next) => {
        const url = req.originalUrl ?? '/';
        if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
        try {
          const { renderPage } = (await server.ssrLoadModule(`/${SERVER_ENTRY}`)) as typeof ServerEntry;
          const languages = byLanguage((language) => ({ css: '', scripts: [devMenuScript(language)], preloads: [] }));
          const page = await renderPage(url, {
            languages,
            stylesheets: ['/src/styles/global.css'],
            ...(await bundleFirstScripts(root)),
            shareImages: {},
            brand: (await currentLook()).brand,
          });
          res.statusCode = page.status;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(await server.transformIndexHtml(url, page.html));
        } catch (error) {
          // The render reports a content problem as a plain error: the content's own check names each one.
          const content = server.config.plugins.find((plugin) => plugin.name === CONTENT_PLUGIN)?.api as ContentApi | undefined;
          const problems = await content?.contentError('Fix the file(s) named and save: the page reloads by itself.');
          if (problems) {
            // The owner's page in place of the dev server's error screen; the terminal says it too.
            server.config.logger.error(problems.message, { timestamp: true });
            res.statusCode = 500;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(contentErrorPage(problems));
            return;
          }
          if (error instanceof Error) server.ssrFixStacktrace(error);
          next(error);
        }
      });
    },
  };
}
