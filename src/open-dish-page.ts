/**
 * A dish's own page, /dishes/<slug>/, is the menu with that dish alone in its
 * card and its dialog built in, which shows in the page with scripts off:
 * this script, inlined right after the menu, opens it as the platform's modal
 * before the first paint, and brings the dish's card into view behind it. The build compiles the file as written (no import); its element
 * carries the menu's address (data-menu). Closed before the menu's own script
 * has taken over, the address goes back to the menu's, as the menu would do.
 */
(() => {
  const menuAddress = document.currentScript?.dataset.menu;
  const dialog = document.querySelector('#menu-app dialog');
  if (!(dialog instanceof HTMLDialogElement) || !menuAddress) return;
  // The dish's button: dish-<slug>, the slug the last part of this page's address.
  const button = document.getElementById(`dish-${location.pathname.split('/').filter(Boolean).at(-1) ?? ''}`);
  const card = button?.closest('article');
  card?.scrollIntoView({ block: 'nearest', inline: 'start', container: 'nearest', behavior: 'instant' });
  button?.scrollIntoView({ block: 'nearest', inline: 'nearest', container: 'nearest', behavior: 'instant' });
  dialog.showModal();
  dialog.addEventListener('close', () => history.replaceState(null, '', menuAddress), { once: true });
})();
