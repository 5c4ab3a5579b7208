/**
 * The `_headers` file: response headers by path, in the format Netlify and
 * Cloudflare Pages read (https://docs.netlify.com/routing/headers/). The build
 * writes it; `npm start` applies it too, so the local server sends what the
 * host will.
 */

export interface HeaderRule {
  /** A path, or a prefix ending in "*". */
  pattern: string;
  /** A null value removes a header an earlier rule set ("! Name"). */
  headers: [name: string, value: string | null][];
}

/**
 * The site's headers, and /admin's own Content-Security-Policy. Where rules
 * overlap, Netlify takes the later value and Cloudflare Pages joins them,
 * which would enforce both policies, so the /admin rules first detach the
 * site's ("! Name", https://developers.cloudflare.com/pages/configuration/headers/);
 * Netlify skips a line without a colon.
 */
export function renderHeadersFile(contentSecurityPolicy: string, adminContentSecurityPolicy?: string): string {
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
  if (adminContentSecurityPolicy !== undefined) {
    const adminHeaders: HeaderRule['headers'] = [
      ['Content-Security-Policy', null],
      ['Content-Security-Policy', adminContentSecurityPolicy],
      ['X-Robots-Tag', 'noindex'],
    ];
    rules.push({ pattern: '/admin', headers: adminHeaders }, { pattern: '/admin/*', headers: adminHeaders });
  }
  return (
    rules
      .map((rule) =>
        [rule.pattern, ...rule.headers.map(([name, value]) => (value === null ? `  ! ${name}` : `  ${name}: ${value}`))].join('\n'),
      )
      .join('\n') + '\n'
  );
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
    if (rule && line.trim().startsWith('!')) {
      rule.headers.push([line.trim().slice(1).trim(), null]);
      continue;
    }
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
    if (!matches) continue;
    for (const [name, value] of rule.headers) {
      if (value === null) headers.delete(name);
      else headers.set(name, value);
    }
  }
  return headers;
}
