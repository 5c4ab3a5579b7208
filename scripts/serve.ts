/**
 * `npm start`: serves dist/ the way a static host or CDN would. /about and
 * /about/ get the prerendered page, a folder without a page of its own
 * (/admin) is sent to its address with the slash, precompressed .br/.gz files
 * go to browsers that accept them, an unknown path gets 404.html with status
 * 404, and every response carries the headers of dist/_headers (security
 * policy, a year of caching for hashed assets), chosen on the path as the
 * files are found (/dishes/../admin is /admin).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { headersFor, parseHeadersFile } from '../plugins/content-security-policy/headers-file.ts';

/** What a static host never serves as itself: its own rules, and the compressed copies it sends in a file's place. */
const NOT_SERVED = /(?:^|\/)_headers$|\.(?:br|gz)$/;

/** The path a request names, with its dots resolved as a host resolves them; undefined if it cannot be read. */
export function normalisedPath(url: string): string | undefined {
  try {
    const { pathname } = new URL(url, 'http://host');
    const decoded = decodeURIComponent(pathname);
    if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
    return path.posix.normalize(decoded);
  } catch {
    return undefined;
  }
}

/** The request handler for the site in `dist`. */
export function siteHandler(dist: string): (req: IncomingMessage, res: ServerResponse) => void {
  // Read on each request, like the files: a rebuild changes the policy's hashes.
  const setHeaders = (res: ServerResponse, pathname: string) => {
    const headersFile = path.join(dist, '_headers');
    const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
    for (const [name, value] of headersFor(rules, pathname)) res.setHeader(name, value);
  };

  // dev: files are looked up on each request rather than listed once at start,
  // so rebuilding dist/ under a running server serves the new build instead of
  // failing on files that are gone. Caching headers come from _headers either way.
  const serveStatic = sirv(dist, { dev: true, extensions: ['html'], gzip: true, brotli: true, etag: true, setHeaders });

  const notFound = async (res: ServerResponse) => {
    try {
      const page = await readFile(path.join(dist, '404.html'));
      setHeaders(res, '/404.html');
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(page);
    } catch {
      // No build yet, or one being swapped in: say so, and stay up for the next request.
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' });
      res.end(`The site is not built: ${path.join(dist, '404.html')} is missing. Run npm run build, then reload.\n`);
    }
  };

  /** A folder whose index.html is not a page of the site (the editor, whose files are relative to it). */
  const needsSlash = (pathname: string) => {
    const index = path.join(dist, pathname, 'index.html');
    if (pathname.endsWith('/') || !existsSync(index) || !statSync(index).isFile()) return false;
    return !readFileSync(index, 'utf8').includes('<link rel="canonical"');
  };

  return (req, res) => {
    const pathname = normalisedPath(req.url ?? '/');
    if (pathname === undefined) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('This address cannot be read.\n');
      return;
    }
    if (NOT_SERVED.test(pathname)) return void notFound(res);
    const query = (req.url ?? '').replace(/^[^?]*/, '');
    if (needsSlash(pathname)) {
      res.writeHead(301, { Location: `${pathname}/${query}` });
      res.end();
      return;
    }
    req.url = `${pathname}${query}`;
    serveStatic(req, res, () => void notFound(res));
  };
}

/** Serves `dist` on host:port until closed. */
export function serveSite(dist: string, host: string, port: number): Promise<Server> {
  const server = createServer(siteHandler(dist));
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 4173);
  await serveSite(dist, host, port);
  console.log(`Serving ${path.relative(process.cwd(), dist)}/ at http://${host}:${port}`);
}
