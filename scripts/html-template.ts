import type { RenderedPage } from '../src/entry-server.tsx';
import { RESTAURANT_DESCRIPTION, RESTAURANT_NAME, SHARE_IMAGE_PATH, SITE_ORIGIN } from '../src/site-config.ts';

const MODULE_SCRIPT = /\s*<script type="module"[^>]*><\/script>/g;
const MODULE_SCRIPT_SRC = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;

type PageForTemplate = Pick<RenderedPage, 'path' | 'status' | 'title' | 'html' | 'isInteractive'>;

/** Turns an interactive page's module scripts into its inline first script (`menuBootScript` of src/entry-server.tsx). */
export type RenderBootScript = (scripts: readonly string[]) => string;

/**
 * Fills the HTML template Vite built from index.html with one prerendered
 * page: its head (title, description, canonical and share tags) and body.
 * An interactive page gets its first script in place of the template's module
 * scripts, which that script loads after the first paint; every other page
 * loses them and is plain HTML and CSS.
 */
export function fillTemplate(template: string, page: PageForTemplate, renderBootScript: RenderBootScript): string {
  if (!template.includes('<!--app-html-->') || !template.includes('<!--app-head-->')) {
    throw new Error('The HTML template lacks the <!--app-head--> or <!--app-html--> marker');
  }
  const document = page.isInteractive ? insertBootScript(template, renderBootScript) : withoutScripts(template);
  // Function replacers, so that "$&" or "$1" inside the markup is not read as a pattern.
  return document.replace('<!--app-head-->', () => renderHead(page)).replace('<!--app-html-->', () => page.html);
}

function withoutScripts(template: string): string {
  return template.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
}

/** Replaces the template's module scripts with one classic inline script, where the first of them was. */
export function insertBootScript(template: string, renderBootScript: RenderBootScript): string {
  const sources = [...template.matchAll(MODULE_SCRIPT_SRC)].map((match) => match[1] ?? '');
  if (sources.length === 0) return template;
  let isFirst = true;
  return template.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, (tag) => {
    if (!isFirst) return '';
    isFirst = false;
    // Indentation kept from the tag replaced. Classic, not a module: it runs as it is parsed, before the menu is painted.
    return `${tag.match(/^\s*/)?.[0] ?? ''}<script>${renderBootScript(sources)}</script>`;
  });
}

/** The tags that name and describe a page to browsers, search engines and link previews. */
export function renderHead(page: Pick<RenderedPage, 'path' | 'status' | 'title'>): string {
  const title = page.path === '/' ? `${RESTAURANT_NAME} · Menu` : `${page.title} · ${RESTAURANT_NAME}`;
  const description = page.path === '/' ? RESTAURANT_DESCRIPTION : `${page.title} · ${RESTAURANT_NAME}, a Chinese restaurant.`;
  const url = `${SITE_ORIGIN}${page.path}`;
  const image = `${SITE_ORIGIN}${SHARE_IMAGE_PATH}`;
  if (page.status !== 200) {
    return [`<title>${escapeHtml(title)}</title>`, '<meta name="robots" content="noindex" />'].join('\n    ');
  }
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', RESTAURANT_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', `${RESTAURANT_NAME}: a bowl of noodles and a plate of dumplings`),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ].join('\n    ');
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * Replaces the template's stylesheet links with the stylesheets themselves.
 * The whole site's CSS is a few kilobytes: inline, it paints with the first
 * response instead of waiting for a second request. Returns
 * the new template and the files it inlined.
 */
export function inlineStylesheets(template: string, readAsset: (file: string) => string): { html: string; inlined: string[] } {
  const inlined: string[] = [];
  const html = template.replace(STYLESHEET_LINK, (_link, file: string) => {
    const css = readAsset(file);
    if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style" and cannot be inlined`);
    inlined.push(file);
    return `<style>${css.trim()}</style>`;
  });
  return { html, inlined };
}

/** Where a path's page lives in dist/: a folder per page, which every static host serves for /about and /about/. */
export function outputFileFor(path: string): string {
  if (path === '/') return 'index.html';
  if (path === '/404') return '404.html';
  return `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
