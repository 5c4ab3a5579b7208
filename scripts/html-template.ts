import { RESTAURANT_NAME } from '../src/site-config.ts';
import type { RenderedPage } from '../src/entry-server.tsx';

const MODULE_SCRIPT = /\s*<script type="module"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * Fills the HTML template Vite built from index.html with one prerendered
 * page. Pages that are not interactive lose the template's module scripts:
 * they are plain HTML and CSS.
 */
export function fillTemplate(template: string, page: Pick<RenderedPage, 'title' | 'html' | 'isInteractive'>): string {
  if (!template.includes('<!--app-html-->') || !template.includes('<!--app-title-->')) {
    throw new Error('The HTML template lacks the <!--app-title--> or <!--app-html--> marker');
  }
  const title = page.title === 'Menu' ? `${RESTAURANT_NAME} · Menu` : `${page.title} · ${RESTAURANT_NAME}`;
  const document = page.isInteractive ? template : template.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  // Function replacers, so that "$&" or "$1" inside the markup is not read as a pattern.
  return document.replace('<!--app-title-->', () => escapeHtml(title)).replace('<!--app-html-->', () => page.html);
}

/** Where a path's page lives in dist/: a folder per page, which every static host serves for /about and /about/. */
export function outputFileFor(path: string): string {
  if (path === '/') return 'index.html';
  if (path === '/404') return '404.html';
  return `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
