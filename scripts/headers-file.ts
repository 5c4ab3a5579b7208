/**
 * The `_headers` file: response headers by path, in the format Netlify and
 * Cloudflare Pages read (https://docs.netlify.com/routing/headers/). The build
 * writes it; `npm start` applies it too, so the local server sends what the
 * host will.
 */

export interface HeaderRule {
  /** A path, or a prefix ending in "*". */
  pattern: string;
  headers: [name: string, value: string][];
}

export function renderHeadersFile(contentSecurityPolicy: string): string {
  const rules: HeaderRule[] = [
    {
      pattern: '/*',
      headers: [
        ['Content-Security-Policy', contentSecurityPolicy],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
        ['Cache-Control', 'no-cache'],
      ],
    },
    // Vite names these after their content: a new version has a new address.
    { pattern: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
  ];
  return rules.map((rule) => [rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n') + '\n';
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || separator === -1) throw new Error(`_headers: cannot read the line "${line.trim()}"`);
    rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

/** The headers for a path: every matching rule in order, later ones overriding earlier ones. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    const matches = rule.pattern.endsWith('*') ? pathname.startsWith(rule.pattern.slice(0, -1)) : pathname === rule.pattern;
    if (matches) for (const [name, value] of rule.headers) headers.set(name, value);
  }
  return headers;
}
