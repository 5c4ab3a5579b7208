import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServerEntry from '../src/entry-server.tsx';
import { SITE_ORIGIN } from '../src/site-config.ts';
import { ADMIN_CONTENT_SECURITY_POLICY } from './admin.ts';
import { buildContentSecurityPolicy, findInlineCode, insertPolicyMeta, type InlineCode } from './content-security-policy.ts';
import { renderHeadersFile } from './headers-file.ts';
import { fillTemplate, inlineStylesheets, outputFileFor } from './html-template.ts';
import { renderRobots, renderSitemap } from './seo-files.ts';
import { dynamicImportFiles, type ViteManifest } from './vite-manifest.ts';

/** A path that matches no route; React Router renders its default error screen for it. */
const NOT_FOUND_PATH = '/404';

export interface PrerenderedPage {
  path: string;
  file: string;
  status: number;
}

/**
 * Renders every route, plus 404.html, into the template Vite built at
 * dist/index.html, each with its Content-Security-Policy; lists them in
 * sitemap.xml and writes the _headers file.
 */
export async function prerender({ distDir, serverEntry }: { distDir: string; serverEntry: string }): Promise<PrerenderedPage[]> {
  const { renderPage, menuBootScript, PAGE_PATHS }: typeof ServerEntry = await import(pathToFileURL(path.resolve(serverEntry)).href);
  const { html: template, inlined } = inlineStylesheets(await readFile(path.join(distDir, 'index.html'), 'utf8'), (file) =>
    readFileSync(path.join(distDir, file), 'utf8'),
  );
  await Promise.all(inlined.map((file) => rm(path.join(distDir, file))));
  // Vite's manifest names the chunks the menu's script imports; it is read here and not deployed.
  const manifestDir = path.join(distDir, '.vite');
  const manifest = JSON.parse(await readFile(path.join(manifestDir, 'manifest.json'), 'utf8')) as ViteManifest;
  const preloads = dynamicImportFiles(manifest, 'index.html');
  await rm(manifestDir, { recursive: true });
  const written: PrerenderedPage[] = [];
  const siteCode: InlineCode = { scripts: [], elements: [], attributes: [] };
  for (const pagePath of [...PAGE_PATHS, NOT_FOUND_PATH]) {
    const page = await renderPage(pagePath);
    const expectedStatus = pagePath === NOT_FOUND_PATH ? 404 : 200;
    if (page.status !== expectedStatus) {
      throw new Error(`Prerendering ${pagePath} gave status ${page.status}, expected ${expectedStatus}`);
    }
    const file = outputFileFor(pagePath);
    await mkdir(path.dirname(path.join(distDir, file)), { recursive: true });
    const html = fillTemplate(template, page, (scripts) => menuBootScript(scripts, preloads));
    const code = findInlineCode(html);
    siteCode.scripts.push(...code.scripts);
    siteCode.elements.push(...code.elements);
    siteCode.attributes.push(...code.attributes);
    await writeFile(path.join(distDir, file), insertPolicyMeta(html, buildContentSecurityPolicy(code)));
    written.push({ path: pagePath, file, status: page.status });
  }
  // For hosts that read a _headers file: one policy that allows every page's inline code.
  // frame-ancestors only works as a header (a <meta> policy ignores it, with a console error).
  const headerPolicy = `${buildContentSecurityPolicy(siteCode)}; frame-ancestors 'none'`;
  await writeFile(
    path.join(distDir, '_headers'),
    renderHeadersFile(headerPolicy, `${ADMIN_CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`),
  );
  await writeFile(path.join(distDir, 'robots.txt'), renderRobots(SITE_ORIGIN));
  await writeFile(path.join(distDir, 'sitemap.xml'), renderSitemap(SITE_ORIGIN, PAGE_PATHS));
  return written;
}
