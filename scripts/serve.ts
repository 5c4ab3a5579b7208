/**
 * `npm start`: serves dist/ the way a static host or CDN would. /about and
 * /about/ get the prerendered page, hashed assets are cached for a year,
 * precompressed .br/.gz files are sent to browsers that accept them, and
 * an unknown path gets 404.html with status 404.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

const DIST = path.resolve(process.env.DIST_DIR ?? 'dist');
const HOST = process.env.HOST ?? '127.0.0.1';
const PORT = Number(process.env.PORT ?? 4173);

const notFoundPage = await readFile(path.join(DIST, '404.html'));

const serveStatic = sirv(DIST, {
  extensions: ['html'],
  gzip: true,
  brotli: true,
  etag: true,
  setHeaders(res: ServerResponse, pathname: string) {
    // Vite puts content-hashed files under /assets/: their URL changes when they do.
    const isHashed = pathname.startsWith('/assets/');
    res.setHeader('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('X-Content-Type-Options', 'nosniff');
  },
});

const server = createServer((req, res) => {
  serveStatic(req, res, () => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(notFoundPage);
  });
});

server.listen(PORT, HOST, () => {
  console.log(`Serving ${path.relative(process.cwd(), DIST)}/ at http://${HOST}:${PORT}`);
});
