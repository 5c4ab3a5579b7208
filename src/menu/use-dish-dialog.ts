import { useCallback, useEffect, useReducer } from 'react';
import { EARLY_DISH_ATTRIBUTE, MENU_APP_ID } from './menu-app-id.ts';
import { dishButtonId, dishHref, findDishByAddress, findDishBySlug, withoutDish } from './dish-address.ts';
import { INITIAL_DIALOG_STATE, transition } from './dish-dialog-state.ts';
import type { Menu, MenuItem } from './menu-schema.ts';

/**
 * Marks the history entries this document pushed for a dish: closing one
 * goes back to the menu entry beneath it. An entry that came with the page
 * (a shared link, or a reload) has none beneath it, so it is replaced instead.
 */
const pushedHere = { dishOver: performance.timeOrigin };
const isPushedHere = (entry: unknown) =>
  typeof entry === 'object' && entry !== null && 'dishOver' in entry && entry.dishOver === pushedHere.dishOver;

const dishButton = (dish: MenuItem) => document.getElementById(dishButtonId(dish.name));

/** The card, and the dish within its list, come into view behind the dialog. */
function revealDish(dish: MenuItem) {
  const button = dishButton(dish);
  button?.closest('article')?.scrollIntoView({ block: 'nearest', inline: 'start', behavior: 'instant' });
  button?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
}

/**
 * The dish dialog's state (dish-dialog-state.ts) and its address:
 * - choosing a dish pushes /?dish=<slug>, so the link can be shared and the
 *   browser's Back button closes the dialog, as phone users expect;
 * - closing any other way takes that entry back off, leaving no extra history;
 * - an address with a dish, on load or through Back and Forward, opens it;
 * - a dish tapped before the page was interactive opens once it is.
 */
export function useDishDialog(menu: Menu) {
  const [state, dispatch] = useReducer(transition, INITIAL_DIALOG_STATE);

  const select = useCallback((dish: MenuItem) => dispatch({ type: 'select', dish }), []);

  // An open dish the address does not name yet was chosen on the page: it gets an entry of its own.
  useEffect(() => {
    if (state.phase !== 'open' || state.dish === null || state.isBackPending) return;
    if (findDishByAddress(menu, window.location.search)?.name === state.dish.name) return;
    window.history.pushState(pushedHere, '', dishHref(state.dish.name));
  }, [menu, state.phase, state.dish, state.isBackPending]);

  useEffect(() => {
    const followAddress = () => {
      const dish = findDishByAddress(menu, window.location.search);
      if (dish) revealDish(dish);
      dispatch({ type: 'address', dish });
    };
    followAddress();
    const app = document.getElementById(MENU_APP_ID);
    const early = findDishBySlug(menu, app?.getAttribute(EARLY_DISH_ATTRIBUTE));
    app?.removeAttribute(EARLY_DISH_ATTRIBUTE);
    if (early) dispatch({ type: 'select', dish: early });
    window.addEventListener('popstate', followAddress);
    return () => window.removeEventListener('popstate', followAddress);
  }, [menu]);

  /** The dialog's close event, however it closed: focus goes back to the dish, and its address goes. */
  const onClose = useCallback(() => {
    if (state.dish) dishButton(state.dish)?.focus({ preventScroll: true });
    // A dish opened while the last one's back() was on its way has no entry of its own yet: that back() clears the address.
    const isAddressed = !state.isBackPending && findDishByAddress(menu, window.location.search) !== null;
    const isGoingBack = isAddressed && isPushedHere(window.history.state);
    if (isGoingBack) window.history.back();
    else if (isAddressed) window.history.replaceState(null, '', withoutDish(window.location.href));
    dispatch({ type: 'dismiss', isGoingBack });
  }, [menu, state.dish, state.isBackPending]);

  return { state, select, onClose };
}
