import { startTransition } from 'react';
import '../styles/global.css';
import type { Messages } from '../i18n/en.ts';
import { MessagesProvider } from '../i18n/messages.tsx';
import { pageDish } from './dish-history.ts';
import { MENU_APP_ID, MenuApp } from './menu-app.tsx';
import type { Menu } from './menu-model.ts';
import { offerReloadOnNewBuild } from './menu-updates.ts';
import { SAVED_LIST_ID } from './saved-dishes.ts';
import { providePageData, type PageData } from '../page-data.ts';

/**
 * Starts a menu page in the browser: each language's menu script
 * (src/entries/menu.ts) calls it with that language's words, menu and
 * restaurant, so that a page's script carries its own language alone.
 *
 * Only the menu's interactive tree hydrates; the rest of the page stays the
 * static HTML the build wrote, so the router never ships to the browser.
 * React DOM (three quarters of the script) is a chunk of its own, evaluated
 * in a task of its own; in a transition, hydration then yields to the browser
 * every few milliseconds instead of holding the main thread for the whole
 * menu at once, so a scroll or a frame gets in between, and each category
 * card commits on its own (src/menu/category-row.tsx). A tap in that time
 * hydrates what it lands on at once; one before it became the dish's address
 * (src/entries/menu-boot.ts), which the menu opens once it has hydrated. `script` is
 * the entry's own address, by which the page tells its build from a newer one.
 *
 * The saved dishes' page runs this script too, for the same menu and words:
 * there it loads the list's own chunk instead, which the menu never loads.
 */
export async function hydrateMenu({ menu, ...data }: PageData & { menu: Menu }, messages: Messages, script: string): Promise<void> {
  providePageData(data);
  if (import.meta.env.PROD) offerReloadOnNewBuild(script, messages.menuUpdated);
  const savedList = document.getElementById(SAVED_LIST_ID);
  if (savedList) {
    const { showSavedList } = await import('../saved/saved-list.tsx');
    showSavedList(savedList, menu, messages);
    return;
  }
  const container = document.getElementById(MENU_APP_ID);
  if (!container) throw new Error(`#${MENU_APP_ID} is missing from the prerendered page`);
  const { hydrateRoot } = await import('react-dom/client');
  // A turn between React DOM's evaluation and hydrateRoot's setup: on a slow
  // phone each is a long task, and without it they would run as one.
  await new Promise((resolve) => setTimeout(resolve));
  startTransition(() => {
    hydrateRoot(
      container,
      <MessagesProvider messages={messages}>
        <MenuApp menu={menu} pageDish={pageDish()} />
      </MessagesProvider>,
    );
  });
}

/** The web app manifest (public/manifest.webmanifest): name, colours and home-screen icons. */
const MANIFEST_PATH = '/manifest.webmanifest';

// Offline and installable are one feature, and it is this script's: the
// service worker (dist/sw.js, written by the build) keeps the menu and every
// page readable offline after this first visit, and the manifest lets the
// phone install the site. Both wait for the page's load event, so they never
// compete with the menu for a slow connection, as a manifest linked in the
// HTML would, fetched with its icons while the menu is still being painted.
function enableOfflineAndInstall() {
  const manifest = document.createElement('link');
  manifest.rel = 'manifest';
  manifest.href = MANIFEST_PATH;
  document.head.append(manifest);
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
    console.warn('The menu will not be available offline:', error);
  });
}

// This script is loaded after the first paint, often after the load event;
// then the two wait for a task of their own rather than join the menu's.
if (document.readyState === 'complete') setTimeout(enableOfflineAndInstall);
else window.addEventListener('load', enableOfflineAndInstall, { once: true });
