/**
 * `npm run edit`: edit the menu on this computer. Starts the site's dev
 * server on 127.0.0.1 only, which serves the editor at /admin beside the
 * site. In the editor (Chrome or Edge), "Work with Local Repository" and this
 * project's folder let it read and save the dish files on disk; the site
 * reloads with each save. PORT chooses another port than 5173.
 */
import { createServer } from 'vite';

const HOST = '127.0.0.1';
const PORT = Number(process.env.PORT ?? 5173);

const server = await createServer({ server: { host: HOST, port: PORT, strictPort: true } });
await server.listen();

const origin = `http://${HOST}:${PORT}`;
console.log(`\nMenu editor: ${origin}/admin/   (in Chrome or Edge: Work with Local Repository, then choose this folder)`);
console.log(`The site:    ${origin}/   (reloads after each save)\nPress Ctrl+C to stop.\n`);

const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
