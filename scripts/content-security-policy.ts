import { createHash } from 'node:crypto';

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
  const scripts = [...html.matchAll(/<script(?:\s+type="module")?>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
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
