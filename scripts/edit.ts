/**
 * `npm run edit`: edit the menu on this computer. Starts decap-server, Decap
 * CMS's local editing backend, on 127.0.0.1 only, writing straight into
 * content/menu.yml, and the site's dev server, which serves the editor at
 * /admin and passes its saves on to decap-server; then prints the addresses.
 * The site reloads with each save.
 *
 * PORT (5173) and DECAP_SERVER_PORT (8081) choose the ports; EDIT_REPO_DIR
 * edits another copy of the project (the end-to-end test edits a copy).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const HOST = '127.0.0.1';
const SITE_PORT = Number(process.env.PORT ?? 5173);
const DECAP_PORT = Number(process.env.DECAP_SERVER_PORT ?? 8081);
const REPO_DIR = path.resolve(process.env.EDIT_REPO_DIR ?? '.');
const API_PATH = '/api/v1';

// Read by vite.config.ts and src/menu/menu-file.ts when Vite loads its config below.
process.env.MENU_FILE = path.join(REPO_DIR, 'content', 'menu.yml');
process.env.LOCAL_BACKEND_TARGET = `http://${HOST}:${DECAP_PORT}`;

const decapServer = spawn(process.execPath, [createRequire(import.meta.url).resolve('decap-server/dist/index.js')], {
  // BIND_HOST makes decap-server listen on that address alone, not on every interface.
  env: { ...process.env, PORT: String(DECAP_PORT), BIND_HOST: HOST, GIT_REPO_DIRECTORY: REPO_DIR, MODE: 'fs', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
decapServer.on('exit', (code) => {
  console.error(`decap-server stopped (exit code ${code}).`);
  process.exit(1);
});

await waitForDecapServer();

const { createServer } = await import('vite');
const server = await createServer({ server: { host: HOST, port: SITE_PORT, strictPort: true } });
await server.listen();

const origin = `http://${HOST}:${SITE_PORT}`;
const saved = path.relative(process.cwd(), process.env.MENU_FILE);
console.log(`\nMenu editor: ${origin}/admin/   (saves to ${saved.startsWith('..') ? process.env.MENU_FILE : saved})`);
console.log(`The site:    ${origin}/   (reloads after each save)\nPress Ctrl+C to stop.\n`);

function stop() {
  decapServer.removeAllListeners('exit');
  decapServer.kill();
  void server.close().then(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/** decap-server answers its "info" action once it listens. */
async function waitForDecapServer(): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(`http://${HOST}:${DECAP_PORT}${API_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'info' }),
      });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`decap-server did not answer on ${HOST}:${DECAP_PORT} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
