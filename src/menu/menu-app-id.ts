/**
 * The id of the element MenuApp is prerendered and hydrated into. A module
 * of its own, so that the page's first script can find that element without
 * loading the menu's code with it (src/entry-menu.tsx).
 */
export const MENU_APP_ID = 'menu-app';
