import { defineConfig } from '@playwright/test';
import { TEST_SITE_URL } from './e2e/test-site.ts';

/**
 * End-to-end tests against the fixture restaurant (e2e/fixture/), which the
 * web server builds and serves (e2e/test-site.ts): the specs never depend on
 * the shipped menu, which the build and its budgets check in `npm test`.
 */

// Only the JavaScript-disabled project runs this file, and it runs nothing else.
const PRERENDERED_SPEC = /prerendered\.spec\.ts$/;
// The served files (HTML, headers, robots.txt, sitemap, the security policy) are the same on every screen: the desktop project checks them.
const SERVED_FILES_SPECS = /(seo|security)\.spec\.ts$/;
// Behaviour that no layout changes (search and filters, offline, the pages, the sold-out dish, the notices,
// the hours and allergens, the Chinese menu, the owner's categories and dishes) runs once, on the phone, where most guests are.
const PHONE_ONLY_SPECS = /(search|offline|routes|sold-out|notices|visit-and-allergens|chinese|owner-content)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // A test checks a whole flow in steps (a Tab per dish; two accessibility scans and a reload): room for a busy machine.
  timeout: 60_000,
  // One worker per core: more would leave the timing-sensitive tests (early taps, smooth scrolling) short of CPU.
  workers: '100%',
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  webServer: {
    command: 'npx tsx e2e/test-site.ts',
    url: TEST_SITE_URL,
    // A server left on this port may serve another build.
    reuseExistingServer: false,
    timeout: 300_000,
  },
  use: {
    baseURL: TEST_SITE_URL,
    // Every test's context is a first visit, whose service worker would precache the whole site: only the offline specs let it register.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's Chromium; `playwright install` is never run here.
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        // There is no internet: background networking only floods the log with errors.
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Tests tagged @phone or @desktop concern one layout; each project leaves out the other's, rather than skipping them.
    {
      name: 'phone',
      testIgnore: [PRERENDERED_SPEC, SERVED_FILES_SPECS],
      grepInvert: /@desktop/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
    },
    {
      name: 'desktop',
      testIgnore: [PRERENDERED_SPEC, PHONE_ONLY_SPECS],
      grepInvert: /@phone/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'no-js',
      testMatch: PRERENDERED_SPEC,
      use: { viewport: { width: 1280, height: 800 }, javaScriptEnabled: false },
    },
  ],
});
