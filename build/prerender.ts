import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { minify, transformWithOxc, type Plugin, type Rolldown } from 'vite';
import type * as ServerEntry from '../src/entry-server.tsx';
import { SITE_ORIGIN } from '../src/site-config.ts';
import { renderRobots, renderSitemap } from './seo-files.ts';

/** The menu page's first script: compiled and minified as written, then inlined into the page. */
const BOOT_SCRIPT = 'src/menu-boot.ts';
const SERVER_ENTRY = 'src/entry-server.tsx';

export async function compileBootScript(root: string): Promise<string> {
  const source = await readFile(path.join(root, BOOT_SCRIPT), 'utf8');
  const { code } = await transformWithOxc(source, BOOT_SCRIPT);
  return (await minify('menu-boot.js', code)).code.trim();
}

/** Where a path's page lives in dist/: a folder per page, which every static host serves for /about and /about/. */
export function outputFileFor(pagePath: string): string {
  if (pagePath === '/') return 'index.html';
  if (pagePath === '/404') return '404.html';
  return `${pagePath.replace(/^\/+|\/+$/g, '')}/index.html`;
}

interface ClientAssets {
  css: string;
  scripts: string[];
  preloads: string[];
}

/**
 * What the pages take from the browser build: its entry's CSS, inlined (and
 * so not written as files), the entry script, and the chunks it imports on
 * demand (React DOM, the dish dialog), preloaded once the page has painted.
 */
export function takeClientAssets(bundle: Rolldown.OutputBundle): ClientAssets {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the browser build has no entry chunk');
  const cssFiles = [...(entry.viteMetadata?.importedCss ?? [])];
  const css = cssFiles.map((file) => {
    const asset = bundle[file];
    if (asset?.type !== 'asset') throw new Error(`the browser build has no ${file}`);
    const text = String(asset.source).trim();
    if (/<\/style/i.test(text)) throw new Error(`${file} contains "</style" and cannot be inlined`);
    // Rollup's way to leave a file out of the build: this one lives in every page instead.
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
    delete bundle[file];
    return text;
  });
  const loadedWithEntry = new Set([entry.fileName, ...entry.imports]);
  const preloads = new Set<string>();
  const visit = (fileName: string) => {
    if (loadedWithEntry.has(fileName) || preloads.has(fileName)) return;
    preloads.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  entry.dynamicImports.forEach(visit);
  return { css: css.join('\n'), scripts: [`/${entry.fileName}`], preloads: [...preloads].map((file) => `/${file}`) };
}

/**
 * Renders every page to static HTML with the server entry (src/entry-server.tsx).
 * `vite build` builds the browser bundle, then the server bundle, then writes
 * each page into the browser build's folder, with robots.txt and sitemap.xml.
 * `npm run dev` renders the same pages on each request.
 */
export function prerender(): Plugin {
  let client: ClientAssets | undefined;
  return {
    name: 'golden-lantern:prerender',
    // One instance for both builds: the server's pages need the browser build's assets.
    sharedDuringBuild: true,
    generateBundle(_options, bundle) {
      if (this.environment.name === 'client') client = takeClientAssets(bundle);
    },
    async buildApp(builder) {
      const { client: clientEnvironment, ssr } = builder.environments;
      if (!clientEnvironment || !ssr) throw new Error('the build needs a client and an ssr environment');
      await builder.build(clientEnvironment);
      await builder.build(ssr);
      if (!client) throw new Error('the browser build gave no assets');
      const { root } = builder.config;
      const outDir = path.resolve(root, clientEnvironment.config.build.outDir);
      const serverDir = path.resolve(root, ssr.config.build.outDir);
      const serverEntry = path.join(serverDir, `${path.basename(SERVER_ENTRY, '.tsx')}.js`);
      const { renderPage, PRERENDERED_PATHS, NOT_FOUND_PATH } = (await import(pathToFileURL(serverEntry).href)) as typeof ServerEntry;
      const assets = { ...client, stylesheets: [], bootScript: await compileBootScript(root) };
      for (const pagePath of PRERENDERED_PATHS) {
        const page = await renderPage(pagePath, assets);
        const expected = pagePath === NOT_FOUND_PATH ? 404 : 200;
        if (page.status !== expected) throw new Error(`Prerendering ${pagePath} gave status ${page.status}, expected ${expected}`);
        const file = path.join(outDir, outputFileFor(pagePath));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, page.html);
      }
      await writeFile(path.join(outDir, 'robots.txt'), renderRobots(SITE_ORIGIN));
      const indexed = PRERENDERED_PATHS.filter((pagePath) => pagePath !== NOT_FOUND_PATH);
      await writeFile(path.join(outDir, 'sitemap.xml'), renderSitemap(SITE_ORIGIN, indexed));
      await rm(serverDir, { recursive: true, force: true });
      builder.config.logger.info(`Prerendered ${PRERENDERED_PATHS.length} pages.`);
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = req.originalUrl ?? '/';
        if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
        try {
          const { renderPage } = (await server.ssrLoadModule(`/${SERVER_ENTRY}`)) as typeof ServerEntry;
          const page = await renderPage(url, {
            css: '',
            stylesheets: ['/src/styles/global.css'],
            bootScript: await compileBootScript(server.config.root),
            scripts: ['/src/entry-menu.tsx'],
            preloads: [],
          });
          res.statusCode = page.status;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(await server.transformIndexHtml(url, page.html));
        } catch (error) {
          if (error instanceof Error) server.ssrFixStacktrace(error);
          next(error);
        }
      });
    },
  };
}
