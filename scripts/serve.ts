/**
 * `npm start`: serves dist/ the way a static host or CDN would. /about and
 * /about/ get the prerendered page, precompressed .br/.gz files go to
 * browsers that accept them, an unknown path gets 404.html with status 404,
 * and every response carries the headers of dist/_headers (security policy,
 * a year of caching for hashed assets).
 */
import { readFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { headersFor, parseHeadersFile } from './headers-file.ts';

const DIST = path.resolve(process.env.DIST_DIR ?? 'dist');
const HOST = process.env.HOST ?? '127.0.0.1';
const PORT = Number(process.env.PORT ?? 4173);

const headerRules = parseHeadersFile(await readFile(path.join(DIST, '_headers'), 'utf8').catch(() => ''));

function setHeaders(res: ServerResponse, pathname: string) {
  for (const [name, value] of headersFor(headerRules, pathname)) res.setHeader(name, value);
}

// dev: files are looked up on each request rather than listed once at start,
// so rebuilding dist/ under a running server serves the new build instead of
// failing on files that are gone. Caching headers come from _headers either way.
const serveStatic = sirv(DIST, { dev: true, extensions: ['html'], gzip: true, brotli: true, etag: true, setHeaders });

const server = createServer((req, res) => {
  serveStatic(req, res, async () => {
    setHeaders(res, '/404.html');
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(await readFile(path.join(DIST, '404.html')));
  });
});

server.listen(PORT, HOST, () => {
  console.log(`Serving ${path.relative(process.cwd(), DIST)}/ at http://${HOST}:${PORT}`);
});
