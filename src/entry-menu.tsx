import { hydrateRoot } from 'react-dom/client';
import { MenuApp, MENU_APP_ID } from './menu/menu-app.tsx';
import { menu } from './menu/menu-data.ts';

// Only the menu's interactive tree hydrates; the rest of the page stays the
// static HTML the build wrote, so the router never ships to the browser.
const container = document.getElementById(MENU_APP_ID);
if (!container) throw new Error(`#${MENU_APP_ID} is missing from the prerendered page`);
hydrateRoot(container, <MenuApp menu={menu} />);

// The service worker (dist/sw.js, written by the build) keeps the menu and
// every page readable offline after this first visit. Registered once the
// page has loaded, so it never competes with it; this script itself is
// loaded after the first paint, often after the load event.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('The menu will not be available offline:', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
