/**
 * A copy of the fixture site (e2e/test-site.ts) on a port of its own, which a
 * test publishes to as the owner does: it edits a dish's file and builds
 * into the folder being served. Its own port, so that its service worker and
 * its new builds reach no other test.
 */
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { setTimeout as delay } from 'node:timers/promises';
import { createServer } from 'node:http';
import { siteHandler } from '../scripts/serve.ts';
import { TEST_SITE_CONTENT, TEST_SITE_PORT, TEST_SITE_ROOT } from './test-site.ts';

const PORT = TEST_SITE_PORT + 1;
export const PUBLISHED_SITE_URL = `http://127.0.0.1:${PORT}`;

export interface PublishedSite {
  /** Edits content/dishes/<slug>.yml with `change`, then builds and swaps in the new dist/, as a push to the host would. */
  publish(slug: string, change: (text: string) => string): Promise<void>;
  /** Holds every answer this many milliseconds, as a slow network would; 0 (none) until set. */
  slowDown(milliseconds: number): void;
  close(): Promise<void>;
}

/** Serves a copy of the test site's build; it starts as the test site is. */
export async function servePublishedSite(): Promise<PublishedSite> {
  const root = path.join(os.tmpdir(), `menu-published-site-${PORT}`);
  const content = path.join(root, 'content');
  const dist = path.join(root, 'dist');
  rmSync(root, { recursive: true, force: true });
  cpSync(TEST_SITE_CONTENT, content, { recursive: true });
  cpSync(path.join(TEST_SITE_ROOT, 'dist'), dist, { recursive: true });
  const env = { ...process.env, CONTENT_DIR: content, DIST_DIR: dist };

  // npm start's own handler (scripts/serve.ts), in this process, so that a test can slow it down.
  const handler = siteHandler(dist);
  let latency = 0;
  // An answer to every request, even if the handler throws: an unanswered one would hold a worker's install for ever.
  const server = createServer((req, res) => {
    void delay(latency)
      .then(() => handler(req, res))
      .catch((error: unknown) => {
        console.error(`published site: ${JSON.stringify(req.url)} failed:`, error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));

  return {
    async publish(slug, change) {
      const file = path.join(content, 'dishes', `${slug}.yml`);
      writeFileSync(file, change(readFileSync(file, 'utf8')));
      await promisify(execFile)('npx', ['vite', 'build'], { env, maxBuffer: 64 * 1024 * 1024 });
    },
    slowDown(milliseconds) {
      latency = milliseconds;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
