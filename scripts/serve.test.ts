import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderHeadersFile } from '../plugins/content-security-policy/headers-file.ts';
import { serveSite } from './serve.ts';

// A port of this project's own range, on the loopback only.
const PORT = 4517;
const page = (title: string) => `<!doctype html><title>${title}</title><link rel="canonical" href="https://site.example/${title}">`;

let root: string;
let server: Server;

/** A GET with the path sent as written: fetch() would resolve its dots first. */
function get(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    request({ host: '127.0.0.1', port: PORT, path: pathname, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'serve-'));
  const dist = path.join(root, 'dist');
  for (const folder of ['about', 'admin']) mkdirSync(path.join(dist, folder), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), page('menu'));
  writeFileSync(path.join(dist, 'index.html.br'), 'compressed');
  writeFileSync(path.join(dist, 'about/index.html'), page('about'));
  writeFileSync(path.join(dist, 'about/index.html.gz'), 'compressed');
  writeFileSync(
    path.join(dist, 'admin/index.html'),
    '<!doctype html><title>Editor</title><link href="config.yml" type="application/yaml" rel="cms-config-url">',
  );
  writeFileSync(path.join(dist, '404.html'), page('404'));
  writeFileSync(path.join(dist, '_headers'), renderHeadersFile("default-src 'self'", "default-src 'none'"));
  server = await serveSite(dist, '127.0.0.1', PORT);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe('npm start serves like a static host', () => {
  it.each([
    { attack: '/admin without its slash', path: '/admin', status: 301, location: '/admin/' },
    { attack: '/admin?x=1 keeps its query', path: '/admin?x=1', status: 301, location: '/admin/?x=1' },
    { attack: 'a page without its slash is the page', path: '/about', status: 200, body: 'about' },
    { attack: 'the _headers file', path: '/_headers', status: 404, body: '404' },
    { attack: 'a precompressed file by its own name', path: '/index.html.br', status: 404, body: '404' },
    { attack: 'a gzip copy by its own name', path: '/about/index.html.gz', status: 404, body: '404' },
    { attack: 'a path with a NUL', path: '/%00', status: 400 },
  ])('$attack: $path → $status', async ({ path: pathname, status, location, body }) => {
    const response = await get(pathname);
    expect(response.status).toBe(status);
    if (location) expect(response.headers.location).toBe(location);
    if (body) expect(response.body).toContain(body);
  });

  it.each(['/dishes/../admin/', '/x/%2E%2E/admin/', '/admin/./'])(
    'chooses headers on the resolved path: %s gets the editor’s policy',
    async (pathname) => {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expect(response.headers['content-security-policy']).toBe("default-src 'none'");
    },
  );
});

describe('without a build', () => {
  it('answers 503 with a sentence, and keeps answering', async () => {
    const missing = await serveSite(path.join(tmpdir(), 'no-such-dist-folder'), '127.0.0.1', PORT + 1);
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await fetch(`http://127.0.0.1:${PORT + 1}/`);
        expect(response.status).toBe(503);
        expect(await response.text()).toMatch(/^The site is not built: .*404\.html is missing\. Run npm run build, then reload\.\n$/);
      }
    } finally {
      await new Promise((resolve) => missing.close(resolve));
    }
  });
});
