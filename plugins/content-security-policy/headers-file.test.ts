import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile, renderHeadersFile } from './headers-file.ts';

const rules = parseHeadersFile(renderHeadersFile("default-src 'self'"));

it('reads back what it writes', () => {
  expect(rules.map((rule) => rule.pattern)).toEqual(['/*', '/assets/*']);
  expect(rules[0]?.headers).toContainEqual(['Content-Security-Policy', "default-src 'self'"]);
});

describe('headersFor', () => {
  it('gives pages the policy and no long caching', () => {
    const headers = headersFor(rules, '/about');
    expect(headers.get('Content-Security-Policy')).toBe("default-src 'self'");
    expect(headers.get('Cache-Control')).toBe('no-cache');
  });

  it('caches hashed assets for a year, keeping the policy', () => {
    const headers = headersFor(rules, '/assets/index-abc.js');
    expect(headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});

it('refuses a header line outside any rule', () => {
  expect(() => parseHeadersFile('  X-Test: 1\n')).toThrow(/cannot read/);
});

describe('/admin', () => {
  const withAdmin = parseHeadersFile(renderHeadersFile("default-src 'self'", "script-src 'self' 'unsafe-eval'"));

  it('gets its own policy instead of the site’s, not both', () => {
    const headers = headersFor(withAdmin, '/admin/decap-cms.js');
    expect(headers.get('Content-Security-Policy')).toBe("script-src 'self' 'unsafe-eval'");
    expect(headers.get('X-Robots-Tag')).toBe('noindex');
    expect(headersFor(withAdmin, '/admin').get('Content-Security-Policy')).toBe("script-src 'self' 'unsafe-eval'");
  });

  it('leaves every other page the site’s policy', () => {
    expect(headersFor(withAdmin, '/about').get('Content-Security-Policy')).toBe("default-src 'self'");
    expect(headersFor(withAdmin, '/administration').get('Content-Security-Policy')).toBe("default-src 'self'");
  });

  it('detaches the site’s policy first, for hosts that join repeated headers', () => {
    expect(renderHeadersFile("default-src 'self'", "script-src 'self'")).toContain(
      "/admin/*\n  ! Content-Security-Policy\n  Content-Security-Policy: script-src 'self'",
    );
  });
});
