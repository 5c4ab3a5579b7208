import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { stringify } from 'yaml';
import { buildCmsConfig, type CmsConfigOptions } from '../src/admin/cms-config.ts';
import { RESTAURANT_NAME, SITE_ORIGIN } from '../src/site-config.ts';

/**
 * The editor at /admin: Decap CMS's prebuilt bundle from its npm package
 * (never a CDN), its config.yml and a page that loads it. The build copies
 * it into dist/admin; `npm run edit` serves the same files.
 */

/** Where the pinned decap-cms package keeps its prebuilt bundle. */
export const DECAP_DIST = path.dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'));

/**
 * The bundle, the chunks it loads on demand from its own folder, and its two
 * WebAssembly files; cms.js is the same bundle under its old name, and the
 * large source maps stay out.
 */
export function isAdminAsset(file: string): boolean {
  return /^(?:\d+\.)?decap-cms\.js$|^decap-cms\.js\.LICENSE\.txt$|^[0-9a-f]+\.wasm$/.test(file);
}

/**
 * /admin's own Content-Security-Policy. Decap compiles code at run time and
 * writes inline styles (emotion), so it needs 'unsafe-eval' and
 * 'unsafe-inline' styles, which no other page gets. Signing in talks to
 * GitHub's API and status page; avatars come from GitHub.
 */
export const ADMIN_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self'",
  "connect-src 'self' https://api.github.com https://www.githubstatus.com",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export function renderAdminPage(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${ADMIN_CONTENT_SECURITY_POLICY}" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <link rel="icon" href="/images/icon-192.png" type="image/png" />
    <title>${RESTAURANT_NAME} · Menu editor</title>
  </head>
  <body>
    <script src="/admin/decap-cms.js"></script>
  </body>
</html>
`;
}

export function renderAdminConfig(options: CmsConfigOptions): string {
  return stringify(buildCmsConfig(options), { lineWidth: 0 });
}

/** Writes distDir/admin: the page, config.yml (publishing through the git host) and Decap's files. */
export async function writeAdmin(distDir: string): Promise<{ files: number; size: number }> {
  const adminDir = path.join(distDir, 'admin');
  await mkdir(adminDir, { recursive: true });
  await writeFile(path.join(adminDir, 'index.html'), renderAdminPage());
  await writeFile(path.join(adminDir, 'config.yml'), renderAdminConfig({ siteUrl: SITE_ORIGIN }));
  const assets = (await readdir(DECAP_DIST)).filter(isAdminAsset);
  await Promise.all(assets.map((file) => copyFile(path.join(DECAP_DIST, file), path.join(adminDir, file))));
  const sizes = await Promise.all((await readdir(adminDir)).map(async (file) => (await stat(path.join(adminDir, file))).size));
  return { files: sizes.length, size: sizes.reduce((sum, size) => sum + size, 0) };
}

const ADMIN_PAGE_PATHS = new Set(['/admin', '/admin/', '/admin/index.html']);

/**
 * The editor at /admin: written into the build once the pages are, and
 * served as the build writes it by `npm run dev` and `npm run edit`. With
 * `localBackendPath` (npm run edit, which proxies it to decap-server),
 * config.yml points the editor at the local editing server instead of the git host.
 */
export function admin({ localBackendPath }: { localBackendPath?: string | undefined } = {}): Plugin {
  return {
    name: 'golden-lantern:admin',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const outDir = path.resolve(builder.config.root, builder.config.environments.client?.build.outDir ?? 'dist');
        const { files, size } = await writeAdmin(outDir);
        builder.config.logger.info(`Editor at /admin: ${files} files (${Math.round(size / 1024)} KB).`);
      },
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (req.method !== 'GET' || !pathname.startsWith('/admin')) return next();
        const origin = `http://${req.headers.host ?? 'localhost'}`;
        if (ADMIN_PAGE_PATHS.has(pathname)) {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Content-Security-Policy', ADMIN_CONTENT_SECURITY_POLICY);
          return res.end(renderAdminPage());
        }
        if (pathname === '/admin/config.yml') {
          const localBackendUrl = localBackendPath === undefined ? undefined : `${origin}${localBackendPath}`;
          res.setHeader('Content-Type', 'text/yaml; charset=utf-8');
          return res.end(renderAdminConfig({ siteUrl: origin, localBackendUrl }));
        }
        const file = pathname.slice('/admin/'.length);
        if (!isAdminAsset(file)) return next();
        res.setHeader('Content-Type', file.endsWith('.wasm') ? 'application/wasm' : 'text/javascript; charset=utf-8');
        createReadStream(path.join(DECAP_DIST, file)).pipe(res);
      });
    },
  };
}
