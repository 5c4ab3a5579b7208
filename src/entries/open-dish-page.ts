import { DISH_DIALOG_ID, leaveDish } from '../menu/address/dish-history.ts';

/**
 * A dish's own page, /dishes/<slug>/, is the menu with its lists empty (the
 * menu fills them once it runs) and the dish's dialog built in, which shows
 * in the page with scripts off: this script, inlined right after the menu,
 * opens it as the platform's modal before the first paint, and brings the
 * dish's card into view behind it (its element carries the card's id,
 * data-card). Closed before the menu's own script has taken over, the dish
 * leaves the address as the menu would take it off.
 */
const dialog = document.getElementById(DISH_DIALOG_ID);
if (dialog instanceof HTMLDialogElement) {
  const cardId = document.currentScript?.dataset.card;
  const card = cardId ? document.getElementById(cardId) : null;
  card?.scrollIntoView({ block: 'nearest', inline: 'start', container: 'nearest', behavior: 'instant' });
  dialog.showModal();
  // Opened with no tap to answer, it starts on the dish's name, not on a ringed Share button (APG dialog pattern).
  dialog.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus();
  dialog.addEventListener('close', leaveDish, { once: true });
}
