import { spawnSync } from 'node:child_process';
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

const DIGITS = '0123456789';

let root: string;
let server: Server;

/** A GET (or another method) with the path sent as written: fetch() would resolve its dots first. */
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    request({ host: '127.0.0.1', port: PORT, path: pathname, headers, method }, (res) => {
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
  writeFileSync(path.join(dist, 'digits.txt'), DIGITS);
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
    { attack: 'the _headers file with a slash', path: '/_headers/', status: 404, body: '404' },
    { attack: 'the _headers file spelt in percent-escapes', path: '/%5Fheaders%2F', status: 404, body: '404' },
    { attack: 'a precompressed file with a slash', path: '/index.html.br/', status: 404, body: '404' },
    { attack: 'a gzip copy with a slash', path: '/about/index.html.gz/', status: 404, body: '404' },
    { attack: 'a compressed copy with a slash and a dot', path: '/index.html.br/.', status: 404, body: '404' },
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

describe('npm start answers as RFC 9110 says', () => {
  it.each([
    { range: 'bytes=2-4', status: 206, body: '234', contentRange: 'bytes 2-4/10' },
    { range: 'bytes=0-0', status: 206, body: '0', contentRange: 'bytes 0-0/10' },
    { range: 'bytes=-3', status: 206, body: '789', contentRange: 'bytes 7-9/10' },
    { range: 'bytes=-30', status: 206, body: DIGITS, contentRange: 'bytes 0-9/10' },
    { range: 'bytes=7-', status: 206, body: '789', contentRange: 'bytes 7-9/10' },
    { range: 'bytes=8-30', status: 206, body: '89', contentRange: 'bytes 8-9/10' },
    { range: 'bytes=10-', status: 416, body: '', contentRange: 'bytes */10' },
    { range: 'bytes=-0', status: 416, body: '', contentRange: 'bytes */10' },
    { range: 'bytes=5-1', status: 200, body: DIGITS },
    { range: 'bytes=abc', status: 200, body: DIGITS },
    { range: 'bytes=1-2,4-5', status: 200, body: DIGITS },
    { range: 'pages=1-2', status: 200, body: DIGITS },
  ])('Range: $range → $status', async ({ range, status, body, contentRange }) => {
    const response = await get('/digits.txt', { Range: range });
    expect(response.status).toBe(status);
    expect(response.body).toBe(body);
    expect(response.headers['content-range']).toBe(contentRange);
  });

  it('keeps serving after a range it must ignore', async () => {
    await get('/digits.txt', { Range: 'bytes=5-1' });
    expect((await get('/digits.txt')).body).toBe(DIGITS);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('answers %s with 405 and the methods it allows', async (method) => {
    const response = await get('/', {}, method);
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('answers HEAD with the headers alone', async () => {
    const response = await get('/digits.txt', {}, 'HEAD');
    expect(response).toMatchObject({ status: 200, body: '' });
    expect(response.headers['content-length']).toBe('10');
  });

  it.each([
    { acceptEncoding: undefined, body: 'menu', encoding: undefined },
    { acceptEncoding: 'gzip;q=0, br;q=0', body: 'menu', encoding: undefined },
    { acceptEncoding: 'x-brand', body: 'menu', encoding: undefined },
    { acceptEncoding: 'gzip, br', body: 'compressed', encoding: 'br' },
    { acceptEncoding: '*', body: 'compressed', encoding: 'br' },
  ])('sends compressed bytes only to a client that accepts them: $acceptEncoding', async ({ acceptEncoding, body, encoding }) => {
    const response = await get('/', acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding });
    expect(response.status).toBe(200);
    expect(response.body).toContain(body);
    expect(response.headers['content-encoding']).toBe(encoding);
  });
});

describe('a port in use', () => {
  it('is said in one sentence, with no stack trace', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
      env: { ...process.env, PORT: String(PORT), DIST_DIR: root },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      `Port ${PORT} is in use by another program: stop that program, or choose another port, as in PORT=8080 npm start.\n`,
    );
  });
});
