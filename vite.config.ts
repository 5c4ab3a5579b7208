import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { admin, ADMIN_CONTENT_SECURITY_POLICY } from './plugins/admin.ts';
import { contentSecurityPolicy } from './plugins/content-security-policy.ts';
import { keepLastGoodBuild } from './plugins/keep-last-good-build.ts';
import { content } from './plugins/content.ts';
import { precompress } from './plugins/precompress.ts';
import { MENU_ENTRIES, menuEntries } from './plugins/menu-entries.ts';
import { prerender } from './plugins/prerender.ts';
import { serviceWorker } from './plugins/service-worker.ts';
import { CONTENT_DIR } from './src/content/menu-file.ts';

/** Where the site is built; DIST_DIR builds elsewhere (the end-to-end tests build a test menu beside it). */
const DIST = process.env.DIST_DIR ?? 'dist';
/** The build goes here first and becomes DIST only once all of it has succeeded. */
const NEXT = `${DIST}.next`;

/**
 * `vite build` builds the browser bundle and the server bundle, renders every
 * page with the second into the first, then adds the editor, the security
 * policy, the service worker and compressed copies, and swaps the result in.
 * `npm run dev` renders the same pages on each request.
 */
export default defineConfig(({ command, mode }) => ({
  appType: 'custom',
  plugins: [
    react(),
    // The unit tests' `virtual:*` modules are the fixture restaurant's (e2e/fixture-restaurant.ts), never the shipped menu.
    mode === 'test' ? content('e2e/fixture', { photos: false }) : content(CONTENT_DIR),
    menuEntries(),
    // Before the pages: in the dev server, /admin is the editor's, not a page to render.
    admin(CONTENT_DIR),
    prerender(CONTENT_DIR),
    contentSecurityPolicy({ adminPolicy: ADMIN_CONTENT_SECURITY_POLICY }),
    serviceWorker(),
    precompress(),
    keepLastGoodBuild({ next: NEXT, dist: DIST }),
  ],
  builder: {},
  environments: {
    client: {
      build: { outDir: NEXT, emptyOutDir: true, rollupOptions: { input: MENU_ENTRIES } },
    },
    ssr: {
      build: {
        outDir: `node_modules/.cache/golden-lantern-ssr-${process.pid}`,
        emptyOutDir: true,
        rollupOptions: { input: 'src/pages/entry-server.tsx' },
      },
    },
  },
  // React Router's package exports point at its development build under every
  // condition; its production build leaves the "Hey developer" note off the
  // error screen guests see. Bundled into the server build, so that this applies.
  resolve:
    command === 'build' || mode === 'test'
      ? { alias: { 'react-router': fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')) } }
      : {},
  ssr: { noExternal: ['react-router'] },
  build: {
    // Budgets are enforced by scripts/check-budgets.ts; this only silences Vite's own guess.
    reportCompressedSize: false,
    modulePreload: { polyfill: false },
  },
  test: {
    restoreMocks: true,
    // Vitest leaves a core free by default, which on a two-core machine is half of it.
    maxWorkers: '100%',
    // A DOM for the browser's code alone: jsdom takes most of a second to set up per file, which the build's tests need not pay,
    // and the browser's test files share one per worker (not isolated), which src/testing/test-setup.ts blanks before each file.
    projects: [
      {
        extends: true,
        test: {
          name: 'browser-code',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/testing/test-setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'build',
          include: ['plugins/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
}));
