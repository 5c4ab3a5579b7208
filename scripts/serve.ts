/**
 * `npm start`: serves dist/ the way a static host or CDN would. /about and
 * /about/ get the prerendered page, precompressed .br/.gz files go to
 * browsers that accept them, an unknown path gets 404.html with status 404,
 * and every response carries the headers of dist/_headers (security policy,
 * a year of caching for hashed assets).
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { headersFor, parseHeadersFile } from '../plugins/headers-file.ts';

const DIST = path.resolve(process.env.DIST_DIR ?? 'dist');
const HOST = process.env.HOST ?? '127.0.0.1';
const PORT = Number(process.env.PORT ?? 4173);

// Read on each request, like the files: a rebuild changes the policy's hashes.
function setHeaders(res: ServerResponse, pathname: string) {
  const headersFile = path.join(DIST, '_headers');
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  for (const [name, value] of headersFor(rules, pathname)) res.setHeader(name, value);
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
