import { dishButtonId, dishSlugOf } from './menu/dish-history.ts';

/**
 * A dish's own page, /dishes/<slug>/, is the menu with that dish's dialog
 * built in: this script, inlined right after the menu, opens it as the
 * platform's modal before the first paint, and brings the dish into view
 * behind it. The build bundles it with the module the menu reads the dish's
 * address with; its element carries the menu's address (data-menu). Closed
 * before the menu's own script has taken over, the address goes back to the
 * menu's, as the menu would do.
 */
(() => {
  const menuAddress = document.currentScript?.dataset.menu;
  const dialog = document.querySelector('#menu-app dialog');
  if (!(dialog instanceof HTMLDialogElement) || !menuAddress) return;
  const button = document.getElementById(dishButtonId(dishSlugOf(location) ?? ''));
  const card = button?.closest('article');
  card?.scrollIntoView({ block: 'nearest', inline: 'start', container: 'nearest', behavior: 'instant' });
  button?.scrollIntoView({ block: 'nearest', inline: 'nearest', container: 'nearest', behavior: 'instant' });
  dialog.showModal();
  dialog.addEventListener('close', () => history.replaceState(null, '', menuAddress), { once: true });
})();
