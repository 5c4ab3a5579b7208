import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'vite';

/**
 * Sveltia CMS, the editor at /admin, built from its npm package with Vite:
 * src/admin/index.html and main.ts. Built once per version of it, of Vite and
 * of this file, and kept in node_modules/.cache/admin-editor/, the way the
 * dish photos are: a warm build copies it.
 */

const SOURCE = 'src/admin';
const CACHE = 'node_modules/.cache/admin-editor';

const require = createRequire(import.meta.url);
/** The folder of the Sveltia package (its package.json and locales are not among its exports). */
const SVELTIA_DIR = path.resolve(path.dirname(require.resolve('@sveltia/cms')), '..');
const versionOf = async (packageDir: string) =>
  (JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * Sveltia loads these on demand, only for fields a menu never has: code
 * (Shiki's grammars and themes), maps (Leaflet, Terra Draw), SVG
 * optimisation and Markdown paste. Every import of them resolves to one small
 * module that throws, which leaves ~13 MB out of the build; so do its
 * interface languages other than English (built in) and Chinese.
 */
const UNUSED = [
  /^@shikijs\/(langs|themes)\//,
  /^leaflet(\/|$)/,
  /^terra-draw/,
  /^svgo(\/|$)/,
  /^turndown(\/|$)/,
  /\/chunks\/shiki-engine-[\w-]+\.js$/,
];
const KEPT_LOCALES = new Set(['en-US', 'zh-CN', 'zh-TW']);
const STUB = '\0admin-editor:not-in-this-build';

function leaveOutUnused(): Plugin {
  return {
    name: 'golden-lantern:admin-editor-leave-out-unused',
    enforce: 'pre',
    resolveId(id, importer) {
      if (!importer?.includes('/@sveltia/cms/')) return null;
      if (UNUSED.some((pattern) => pattern.test(id))) return STUB;
      const locale = /\/locales\/([\w-]+)\.json$/.exec(id)?.[1];
      return locale && !KEPT_LOCALES.has(locale) ? path.join(SVELTIA_DIR, 'locales', 'en-US.json') : null;
    },
    load: (id) => (id === STUB ? `throw new Error('Not in the menu editor: it has no code, map, SVG or Markdown fields.');` : null),
  };
}

/**
 * Keeps the editor on this origin and the Git host's API. Signed in, Sveltia
 * asks githubstatus.com for GitHub's status every five minutes: that becomes
 * a file beside the editor. Its stylesheet also names a CDN for its fonts,
 * which it loads from its own files anyway. It also links a web-app manifest
 * it makes as a blob: URL, which the policy refuses; index.html links a real
 * one (plugins/admin.ts writes it), so Sveltia's link is made inert. The build
 * fails if any of these is no longer where this expects it, rather than
 * quietly letting a request out.
 */
export const GITHUB_STATUS_FILE = 'github-status.json';
function stayOnOrigin(): Plugin {
  const status = 'https://www.githubstatus.com/api/v2/status.json';
  const cdnFonts = /@font-face\s*\{[^{}]*?https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^{}]*\}/g;
  const blobManifest = '`<link rel="manifest"/>`';
  return {
    name: 'golden-lantern:admin-editor-stay-on-origin',
    transform(code, id) {
      if (!id.endsWith('/@sveltia/cms/npm/index.js')) return null;
      if (!code.includes(status) || !code.match(cdnFonts) || code.split(blobManifest).length !== 2)
        this.error(`@sveltia/cms changed what ${import.meta.filename} replaces: update it`);
      return {
        code: code
          .replace(status, `./${GITHUB_STATUS_FILE}`)
          .replace(cdnFonts, '')
          .replace(blobManifest, '`<meta name="sveltia-cms-manifest"/>`'),
        map: null,
      };
    },
  };
}

async function cacheKey(root: string): Promise<string> {
  const vite = path.resolve(path.dirname(require.resolve('vite')), '..', '..');
  const hash = createHash('sha256').update(`${await versionOf(SVELTIA_DIR)} ${await versionOf(vite)}\n`);
  hash.update(await readFile(import.meta.filename));
  for (const file of (await readdir(path.join(root, SOURCE))).sort())
    hash.update(file).update(await readFile(path.join(root, SOURCE, file)));
  return hash.digest('hex').slice(0, 16);
}

/** The folder holding the built editor, built first if this version is not in the cache. */
export async function builtEditor(root: string): Promise<{ dir: string; wasCached: boolean }> {
  const cache = path.join(root, CACHE);
  const dir = path.join(cache, await cacheKey(root));
  if (existsSync(path.join(dir, 'index.html'))) return { dir, wasCached: true };
  const temporary = `${cache}.${process.pid}.tmp`;
  await build({
    configFile: false,
    root: path.join(root, SOURCE),
    base: '/admin/',
    publicDir: false,
    logLevel: 'warn',
    plugins: [leaveOutUnused(), stayOnOrigin()],
    build: { outDir: temporary, emptyOutDir: true, sourcemap: false, reportCompressedSize: false, chunkSizeWarningLimit: 4000 },
  });
  // One version kept: the one just built.
  await rm(cache, { recursive: true, force: true });
  await mkdir(cache, { recursive: true });
  await rename(temporary, dir);
  return { dir, wasCached: false };
}
