import { dishHref, dishSlugOf, withoutDish } from './dish-address.ts';

/**
 * Which dish is open is the address's to say: this module is the one place
 * that writes it, and components read it with useSyncExternalStore.
 *
 * Opening a dish pushes its address, so that the phone's Back button closes
 * it; closing it another way goes back to the entry beneath, leaving no
 * history behind. An entry that came with the page (a shared link, or a
 * reload) has no menu entry of ours beneath it, so it is replaced instead.
 * The menu page's first script (src/menu-boot.ts) pushes a dish tapped before
 * this module has loaded in the same way, with the same mark.
 */
const PUSHED_HERE = { dishPushedBy: performance.timeOrigin };

const isPushedHere = (state: unknown) =>
  typeof state === 'object' && state !== null && 'dishPushedBy' in state && state.dishPushedBy === PUSHED_HERE.dishPushedBy;

/**
 * history.back() lands later, in a popstate. Until it has, the address still
 * names the dish just closed: the page shows `pending` instead, the dish
 * chosen meanwhile (or none), whose entry is pushed once back() has landed.
 * Pushed any sooner, it would be the entry back() takes off.
 */
let goingBack: { pending: string | null } | null = null;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function onBackLanded() {
  const pending = goingBack?.pending ?? null;
  goingBack = null;
  if (pending !== null) window.history.pushState(PUSHED_HERE, '', dishHref(pending, window.location.pathname));
  notify();
}

/** Calls `listener` whenever the open dish may have changed: here, or by Back and Forward. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** The slug of the open dish, or null. */
export function getOpenDish(): string | null {
  return goingBack ? goingBack.pending : dishSlugOf(window.location);
}

export function openDish(slug: string): void {
  if (goingBack) goingBack.pending = slug;
  else if (dishSlugOf(window.location) === slug) return;
  // A dish over a dish we pushed takes its place, so that closing it goes back to the menu.
  else if (isPushedHere(window.history.state)) window.history.replaceState(PUSHED_HERE, '', dishHref(slug, window.location.pathname));
  else window.history.pushState(PUSHED_HERE, '', dishHref(slug, window.location.pathname));
  notify();
}

export function closeDish(): void {
  if (goingBack) goingBack.pending = null;
  else if (dishSlugOf(window.location) !== null) {
    if (isPushedHere(window.history.state)) {
      goingBack = { pending: null };
      window.addEventListener('popstate', onBackLanded, { once: true });
      window.history.back();
    } else {
      window.history.replaceState(null, '', withoutDish(window.location));
    }
  }
  // Also when the address names no dish already: a dish's own page takes it
  // back to the menu's as its prerendered dialog closes (src/open-dish-page.ts).
  notify();
}
