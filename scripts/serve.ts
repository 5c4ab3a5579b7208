/**
 * `npm start`: serves dist/ the way a static host or CDN would. /about and
 * /about/ get the prerendered page, a folder without a page of its own
 * (/admin) is sent to its address with the slash, precompressed .br/.gz files
 * go to browsers that accept them (and only those), an unknown path gets
 * 404.html with status 404, a byte range is sent as RFC 9110 says, a method
 * other than GET and HEAD gets 405, and every response carries the headers of
 * dist/_headers (security policy, a year of caching for hashed assets), chosen
 * on the path as the files are found (/dishes/../admin is /admin).
 */
import { createReadStream, existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { headersFor, parseHeadersFile } from '../plugins/content-security-policy/headers-file.ts';

/** What a static host never serves as itself, by any path that names it (/_headers/ too): its own rules, and the compressed copies it sends in a file's place. */
const NOT_SERVED = /(?:^|\/)_headers\/*$|\.(?:br|gz)\/*$/;

/** The content codings of the precompressed copies, as sirv looks for them in Accept-Encoding. */
const CODINGS = ['br', 'gzip'];

/**
 * The codings of CODINGS that an Accept-Encoding header accepts, as a header sirv reads right: it looks for the
 * names anywhere in the header, so "gzip;q=0" (gzip refused) or "x-brand" would get compressed bytes.
 */
export function acceptedCodings(header: string | undefined): string {
  const weights = new Map(
    (header ?? '').split(',').map((part) => {
      const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      return [coding, q === undefined ? 1 : Number(q.slice(2))] as const;
    }),
  );
  const any = weights.get('*') ?? 0;
  return CODINGS.filter((coding) => (weights.get(coding) ?? any) > 0).join(', ');
}

/**
 * The bytes a Range header asks of a file of `size` bytes, as RFC 9110 reads it: a first and last byte, a first
 * byte on (5-), or the last bytes (-5); "unsatisfiable" if none of them is in the file (416); undefined if the header is
 * to be ignored, the whole file sent with 200: not one range of bytes (abc, 1-2,4-5), or a last byte before the first (5-1).
 */
export function byteRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [first, last] = [match[1] ?? '', match[2] ?? ''];
  if (first === '') {
    const suffix = Number(last);
    if (last === '') return undefined;
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

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

  /** The file sirv serves for `pathname` uncompressed: the file, or the page (name.html, name/index.html). */
  const fileFor = (pathname: string): { file: string; stats: Stats } | undefined => {
    const base = path.join(dist, pathname.replace(/\/+$/, ''));
    for (const file of [base, `${base}.html`, path.join(base, 'index.html')]) {
      const stats = statSync(file, { throwIfNoEntry: false });
      if (stats?.isFile()) return { file, stats };
    }
    return undefined;
  };

  /** A Range request: the bytes asked for (206), 416 if there are none, or undefined to send the whole file as usual. */
  const sendRange = (res: ServerResponse, pathname: string, header: string): boolean => {
    const found = fileFor(pathname);
    const range = found && byteRange(header, found.stats.size);
    if (!found || range === undefined) return false;
    setHeaders(res, pathname);
    if (range === 'unsatisfiable') {
      res.writeHead(416, { 'Content-Range': `bytes */${found.stats.size}` });
      res.end();
      return true;
    }
    res.writeHead(206, {
      'Accept-Ranges': 'bytes',
      'Content-Range': `bytes ${range.start}-${range.end}/${found.stats.size}`,
      'Content-Length': range.end - range.start + 1,
      'Last-Modified': found.stats.mtime.toUTCString(),
      // sirv's validator for the whole file, which a range is of.
      ETag: `W/"${found.stats.size}-${found.stats.mtime.getTime()}"`,
      Vary: 'Accept-Encoding',
    });
    createReadStream(found.file, range).pipe(res);
    return true;
  };

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Only GET and HEAD are answered here.\n');
      return;
    }
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
    // sirv cuts ranges wrongly (bytes=-5 gave the first bytes, bytes=5-1 threw): a range is sent here, of the uncompressed file.
    const { range } = req.headers;
    delete req.headers.range;
    if (range !== undefined && req.method === 'GET' && sendRange(res, pathname, range)) return;
    req.headers['accept-encoding'] = acceptedCodings(req.headers['accept-encoding']);
    req.url = `${pathname}${query}`;
    serveStatic(req, res, () => void notFound(res));
  };
}

/** Serves `dist` on host:port until closed; rejects if the port cannot be listened on. */
export function serveSite(dist: string, host: string, port: number): Promise<Server> {
  const server = createServer(siteHandler(dist));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 4173);
  try {
    await serveSite(dist, host, port);
    console.log(`Serving ${path.relative(process.cwd(), dist)}/ at http://${host}:${port}`);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code !== 'EADDRINUSE' && code !== 'EACCES') throw error;
    const why = code === 'EADDRINUSE' ? 'is in use by another program' : 'may not be used by this user';
    console.error(`Port ${port} ${why}: stop that program, or choose another port, as in PORT=8080 npm start.`);
    process.exitCode = 1;
  }
}
