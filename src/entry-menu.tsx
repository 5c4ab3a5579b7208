import { hydrateRoot } from 'react-dom/client';
import { MenuApp, MENU_APP_ID } from './menu/menu-app.tsx';
import { menu } from './menu/menu-data.ts';

// Only the menu's interactive tree hydrates; the rest of the page stays the
// static HTML the build wrote, so the router never ships to the browser.
const container = document.getElementById(MENU_APP_ID);
if (!container) throw new Error(`#${MENU_APP_ID} is missing from the prerendered page`);
hydrateRoot(container, <MenuApp menu={menu} />);
