import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { renderHeadersFile } from './content-security-policy/headers-file.ts';
import { bundleScript, INLINE_SCRIPTS } from './shared/first-scripts.ts';
import { escapeText } from '../src/content/content-text.ts';

/** A CSP source for exactly this text: 'sha256-…'. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface InlineCode {
  /** Contents of <script> elements that run (JSON-LD is data, which a policy does not govern). */
  scripts: string[];
  /** Contents of <style> elements. */
  elements: string[];
  /** Values of style attributes. */
  attributes: string[];
}

/** What a page's markup carries inline that a strict policy has to name by hash. */
export function findInlineCode(html: string): InlineCode {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=|\stype="application\/ld\+json"/.test(attributes))
    .map((match) => match[2] ?? '');
  const elements = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
  const attributes = [...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) => decodeAttribute(match[1] ?? ''));
  return { scripts, elements, attributes };
}

/**
 * The site's Content-Security-Policy: everything from this origin, nothing
 * inline unless named by its hash, no eval. Style attributes are allowed only
 * by hash ('unsafe-hashes'), for the few React Router's default error screen
 * writes; none of our own markup has any.
 */
export function buildContentSecurityPolicy({ scripts, elements, attributes }: InlineCode): string {
  const scriptSources = ["'self'", ...unique(scripts).map(hashSource)];
  const styleSources = ["'self'", ...unique(elements).map(hashSource)];
  if (attributes.length > 0) styleSources.push("'unsafe-hashes'", ...unique(attributes).map(hashSource));
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    `style-src ${styleSources.join(' ')}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Puts the policy first in the page's head, before anything it governs. */
export function insertPolicyMeta(html: string, policy: string): string {
  if (!html.includes('<head>')) throw new Error('The page has no <head> for its Content-Security-Policy');
  return html.replace('<head>', () => `<head>\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`);
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * A page with its policy first in its head. Of the page's inline scripts, the
 * policy allows only those the build wrote itself (`ownScripts`, bundled from
 * their source): any other, such as markup a bug let into the page, is refused
 * by the browser. Style elements and attributes are allowed as found.
 */
export function withPolicy(html: string, ownScripts: readonly string[]): { html: string; code: InlineCode; strayScripts: number } {
  const found = findInlineCode(html);
  const scripts = found.scripts.filter((script) => ownScripts.includes(script));
  const code = { ...found, scripts };
  return { html: insertPolicyMeta(html, buildContentSecurityPolicy(code)), code, strayScripts: found.scripts.length - scripts.length };
}

/** The inline scripts the build writes into pages, bundled from their source as the pages get them. */
export function ownInlineScripts(root: string): Promise<string[]> {
  return Promise.all(INLINE_SCRIPTS.map((file) => bundleScript(root, file)));
}

/**
 * Gives every page the policy its own inline code needs: a <meta> first in its
 * head, which holds on any host, and one header policy in _headers for the
 * hosts that read it (Netlify, Cloudflare Pages), allowing every page's
 * inline code. Runs once the pages are written; /admin has its own policy.
 */
export function contentSecurityPolicy({ adminPolicy }: { adminPolicy: string }): Plugin {
  return {
    name: 'golden-lantern:content-security-policy',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const { root, logger } = builder.config;
        const outDir = path.resolve(root, builder.config.environments.client?.build.outDir ?? 'dist');
        const ownScripts = await ownInlineScripts(root);
        const pages = (await readdir(outDir, { recursive: true, encoding: 'utf8' })).filter(
          (file) => file.endsWith('.html') && !file.startsWith(`admin${path.sep}`),
        );
        const siteCode: InlineCode = { scripts: [], elements: [], attributes: [] };
        for (const page of pages) {
          const file = path.join(outDir, page);
          const { html, code, strayScripts } = withPolicy(await readFile(file, 'utf8'), ownScripts);
          if (strayScripts > 0)
            logger.warn(`${escapeText(page)} has ${strayScripts} inline script(s) the build did not write; browsers will refuse them.`);
          siteCode.scripts.push(...code.scripts);
          siteCode.elements.push(...code.elements);
          siteCode.attributes.push(...code.attributes);
          await writeFile(file, html);
        }
        // frame-ancestors only works as a header (a <meta> policy ignores it, with a console error).
        const headerPolicy = `${buildContentSecurityPolicy(siteCode)}; frame-ancestors 'none'`;
        await writeFile(path.join(outDir, '_headers'), renderHeadersFile(headerPolicy, `${adminPolicy}; frame-ancestors 'none'`));
      },
    },
  };
}
