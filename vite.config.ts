import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { adminDevPlugin } from './scripts/admin.ts';
import { fillTemplate } from './scripts/html-template.ts';
import { menuPlugin } from './scripts/menu-plugin.ts';
import type * as ServerEntry from './src/entry-server.tsx';

/**
 * `npm run dev` renders pages the way the build does, on each request, so
 * that the menu hydrates over real markup in development too.
 */
function renderPagesInDev(): Plugin {
  return {
    name: 'golden-lantern:render-pages-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = req.originalUrl ?? '/';
        if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
        try {
          const { renderPage, menuBootScript } = (await server.ssrLoadModule('/src/entry-server.tsx')) as typeof ServerEntry;
          const page = await renderPage(url);
          const template = await server.transformIndexHtml(url, await readFile('index.html', 'utf8'));
          res.statusCode = page.status;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(fillTemplate(template, page, (scripts) => menuBootScript(scripts, [])));
        } catch (error) {
          if (error instanceof Error) server.ssrFixStacktrace(error);
          next(error);
        }
      });
    },
  };
}

/** Set by `npm run edit`: the address of decap-server, Decap CMS's local editing backend. */
const localBackend = process.env.LOCAL_BACKEND_TARGET;
const LOCAL_BACKEND_PATH = '/api/v1';

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), menuPlugin(), adminDevPlugin({ localBackendPath: localBackend && LOCAL_BACKEND_PATH }), renderPagesInDev()],
  // npm run edit (scripts/edit.ts): the editor's saves go through this server to decap-server.
  server: localBackend ? { proxy: { [LOCAL_BACKEND_PATH]: localBackend } } : {},
  // React Router's package exports resolve to its development build, whose
  // default error screen adds a "Hey developer" note and logs to the console.
  // The pages guests get, and the unit tests, use its production build.
  resolve:
    command === 'build' || mode === 'test'
      ? { alias: { 'react-router': fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')) } }
      : {},
  ssr: { noExternal: ['react-router'] },
  build: {
    // Budgets are enforced by scripts/check-budgets.ts; this only silences Vite's own guess.
    reportCompressedSize: false,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
    restoreMocks: true,
  },
}));
