import { createReadStream } from 'node:fs';
import { cp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { stringify } from 'yaml';
import { buildCmsConfig, COLLECTIONS, type CmsConfigOptions } from '../src/admin/cms-config.ts';
import { configFileOf } from '../src/admin/editor-language.ts';
import { DEFAULT_LANGUAGE, EDITOR_LANGUAGES, type EditorLanguage } from '../src/i18n/languages.ts';
import { labelsIn } from '../src/content/fields.ts';
import type { PublishSource } from '../src/admin/publish-status.ts';
import { ContentError } from '../src/content/content-error.ts';
import { loadRestaurant } from '../src/content/restaurant-schema.ts';
import { builtEditor, GITHUB_STATUS_FILE } from './admin/admin-editor.ts';
import { insertPolicyMeta } from './content-security-policy.ts';
import { gitRepository } from './admin/git-repository.ts';
import { BUILD_PROBLEMS } from './build-problems.ts';
import { problemsIn } from '../src/content/problem.ts';

/**
 * GitHub's REST API as GitHub Actions names it (a GitHub Enterprise server's
 * own, there), set when the site is built by the publishing workflow: the
 * editor then shows whether the last change is live. Unset elsewhere.
 */
const PUBLISHING_API = process.env.GITHUB_API_URL?.replace(/\/+$/, '');
const GITHUB_API = PUBLISHING_API ?? 'https://api.github.com';

/**
 * /admin's own Content-Security-Policy. Besides this site and GitHub's API
 * (and its avatars), the editor needs: inline styles (Svelte writes them),
 * data: and blob: fetches (its logo at start; a photo's type on upload) and
 * WebAssembly (the WebP and HEIC converters on browsers whose canvas lacks
 * them, Safari's). No eval, no CDN.
 */
export const ADMIN_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  `connect-src 'self' data: blob: ${new URL(GITHUB_API).origin}`,
  "font-src 'self'",
  "worker-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** What the editor is told about GitHub's status: the stand-in for githubstatus.com (admin-editor.ts). */
const GITHUB_STATUS = JSON.stringify({ status: { indicator: 'none', description: 'All Systems Operational' } });

/** The editor's configuration in `language` (src/admin/editor-language.ts loads the owner's). */
export function renderAdminConfig(options: CmsConfigOptions, language: EditorLanguage = 'en'): string {
  return stringify(buildCmsConfig(options, language), { lineWidth: 0 });
}

/** Where the editor asks whether the last change is live (src/admin/publish-badge.ts); null hides the badge. */
const PUBLISH_SOURCE_FILE = 'publish-status.json';
function renderPublishSource({ repo, branch }: CmsConfigOptions): string {
  // The build's messages are English: the editor shows their fields by the labels it shows, and their problems in its words.
  const others = EDITOR_LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
  const labels = Object.fromEntries(others.map((language) => [language, labelsIn(COLLECTIONS, language)]));
  const problems = Object.fromEntries(others.map((language) => [language, problemsIn(BUILD_PROBLEMS, language)]));
  return JSON.stringify(PUBLISHING_API ? ({ api: PUBLISHING_API, repo, branch, labels, problems } satisfies PublishSource) : null);
}

/** The editor's web-app manifest: "Add to Home Screen" opens /admin/ as an app of its own. */
const MANIFEST_FILE = 'manifest.webmanifest';
function renderManifest(options: CmsConfigOptions): string {
  const { app_title: name } = buildCmsConfig(options);
  return JSON.stringify({
    name,
    short_name: 'Menu editor',
    id: '/admin/',
    start_url: '/admin/',
    scope: '/admin/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#8e1a1a',
    icons: [192, 512].map((size) => ({ src: `/images/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png' })),
  });
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};

/**
 * The editor at /admin: written into the build once the pages are (the
 * editor built from its npm package, cached by version), with its config.yml
 * and its own policy; served the same way by `npm run dev` and `npm run edit`,
 * where on 127.0.0.1 it offers to edit the working copy itself.
 */
export function admin(contentDir: string): Plugin {
  const options = (restaurant: { website: string; name?: string } = loadRestaurant(contentDir)): CmsConfigOptions => ({
    ...gitRepository(),
    siteUrl: restaurant.website,
    ...(restaurant.name && { restaurantName: restaurant.name }),
    ...(PUBLISHING_API && { apiRoot: PUBLISHING_API }),
  });
  /** The editor served while restaurant.yml has a mistake links to this server: it must open, to fix the mistake. */
  const devOptions = (host: string | undefined): CmsConfigOptions => {
    try {
      return options();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      return options({ website: `http://${host ?? '127.0.0.1'}/` });
    }
  };
  return {
    name: 'golden-lantern:admin',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const { root } = builder.config;
        const outDir = path.resolve(root, builder.config.environments.client?.build.outDir ?? 'dist', 'admin');
        const { dir, wasCached } = await builtEditor(root);
        await cp(dir, outDir, { recursive: true });
        const page = path.join(outDir, 'index.html');
        await writeFile(page, insertPolicyMeta(await readFile(page, 'utf8'), ADMIN_CONTENT_SECURITY_POLICY));
        for (const language of EDITOR_LANGUAGES)
          await writeFile(path.join(outDir, configFileOf(language)), renderAdminConfig(options(), language));
        await writeFile(path.join(outDir, GITHUB_STATUS_FILE), GITHUB_STATUS);
        await writeFile(path.join(outDir, PUBLISH_SOURCE_FILE), renderPublishSource(options()));
        await writeFile(path.join(outDir, MANIFEST_FILE), renderManifest(options()));
        const files = await readdir(outDir, { recursive: true });
        const sizes = await Promise.all(files.map(async (file) => (await stat(path.join(outDir, file))).size));
        const size = sizes.reduce((sum, bytes) => sum + bytes, 0);
        builder.config.logger.info(
          `Editor at /admin${wasCached ? ' (built before, copied)' : ''}: ${files.length} files, ${(size / 1024 / 1024).toFixed(1)} MB.`,
        );
      },
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const { pathname } = new URL(req.url ?? '/', 'http://localhost');
        if (req.method !== 'GET' || !(pathname === '/admin' || pathname.startsWith('/admin/'))) return next();
        if (pathname === '/admin') return res.writeHead(301, { Location: '/admin/' }).end();
        res.setHeader('Content-Security-Policy', ADMIN_CONTENT_SECURITY_POLICY);
        res.setHeader('Cache-Control', 'no-cache');
        const name = decodeURIComponent(pathname.slice('/admin/'.length)) || 'index.html';
        const settings = () => devOptions(req.headers.host);
        const configLanguage = EDITOR_LANGUAGES.find((language) => name === configFileOf(language));
        if (configLanguage) return res.setHeader('Content-Type', 'application/yaml').end(renderAdminConfig(settings(), configLanguage));
        if (name === GITHUB_STATUS_FILE) return res.setHeader('Content-Type', 'application/json').end(GITHUB_STATUS);
        if (name === PUBLISH_SOURCE_FILE) return res.setHeader('Content-Type', 'application/json').end(renderPublishSource(settings()));
        if (name === MANIFEST_FILE) return res.setHeader('Content-Type', 'application/manifest+json').end(renderManifest(settings()));
        void builtEditor(server.config.root)
          .then(async ({ dir }) => {
            const file = path.join(dir, path.normalize(name));
            if (!file.startsWith(`${dir}${path.sep}`) || !(await stat(file).catch(() => null))?.isFile()) return next();
            res.setHeader('Content-Type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream');
            createReadStream(file).pipe(res);
          })
          // A failure is the dev server's to show; thrown here, it would stop `npm run edit`.
          .catch(next);
      });
    },
  };
}
