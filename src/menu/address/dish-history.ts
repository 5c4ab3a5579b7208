import { rootOf } from '../../i18n/languages.ts';

/**
 * Which dish is open is the address's to say, and this module is the one
 * place that reads and writes it: for the menu (the dish buttons open a dish
 * here, the dialog reads it with useSyncExternalStore), for the pages' first
 * scripts, which the build bundles from this module, and for the service worker.
 *
 * A dish's address is a page of its own, /dishes/<slug>/ (under /zh/ in
 * Chinese, as under each language's root); the menu's own address says no
 * dish is open. /?dish=<slug>, the address dishes had before, keeps opening its dish.
 */
/** The folder of every language's dish pages: the one spelling of the segment, for the routes, the build and the address. */
export const DISHES_FOLDER = 'dishes';
const OLD_DISH_PARAM = 'dish';

/** The one dish dialog: a dish page's first script opens it before the menu's script runs. */
export const DISH_DIALOG_ID = 'dish-dialog';

/** The slug of a dish page's path in any language, or null. */
const slugOfPath = (pathname: string) =>
  new RegExp(`^${DISHES_FOLDER}/([^/]+)/?$`).exec(pathname.slice(rootOf(pathname).length))?.[1] ?? null;

/** A dish's page in the language of `pathname` (the page it is opened from). */
export function dishHref(slug: string, pathname: string): string {
  // A sum, not a template: the minifier folds the folder's name into a sum, and leaves it a variable in a template.
  return rootOf(pathname) + DISHES_FOLDER + '/' + slug + '/';
}

/** The slug an address names, or null; whether a dish has that slug is the menu's to say. */
export function dishSlugOf(url: URL | Location): string | null {
  return slugOfPath(url.pathname) ?? (new URLSearchParams(url.search).get(OLD_DISH_PARAM) || null);
}

/** The address with its dish taken off: the menu in the same language, where closing the dish leaves the page. */
export function withoutDish(url: URL | Location): string {
  const parsed = new URL(url.href);
  parsed.searchParams.delete(OLD_DISH_PARAM);
  const pathname = slugOfPath(parsed.pathname) !== null ? rootOf(parsed.pathname) : parsed.pathname;
  return `${pathname}${parsed.search}${parsed.hash}`;
}

/**
 * The dish a page was built with open, which its menu hydrates from: a dish's
 * own page holds its dialog prerendered, and its dish is the one the address
 * named as the page loaded (the guest may have closed it since). Offline the
 * menu's page stands in for a dish's (sw.js): its dialog is empty, and it opens the dish once it runs.
 */
export function pageDish(): string | null {
  const isDishPage = document.getElementById(DISH_DIALOG_ID)?.hasChildNodes();
  return isDishPage ? dishSlugOf(new URL(performance.getEntriesByType('navigation')[0]?.name ?? location.href)) : null;
}

/** Dish buttons are `<button id="dish-<slug>">`, so that a closed dish can give its button focus back. */
export function dishButtonId(slug: string): string {
  return `dish-${slug}`;
}

/** The slug of the dish button `target` is in, or null when it is in none. */
export function dishOfButton(target: Element): string | null {
  return target.closest('button[id^="dish-"]')?.id.slice('dish-'.length) ?? null;
}

/**
 * Opening a dish pushes its address, so that the phone's Back button closes
 * it; closing it another way goes back to the entry beneath, leaving no
 * history behind. An entry that came with the page (a shared link, or a
 * reload) has no menu entry of ours beneath it, so it is replaced instead.
 * Our entries carry a mark as their state: this page's time origin, which no
 * entry of an earlier visit has.
 */
const PUSHED_HERE = performance.timeOrigin;

const isPushedHere = () => history.state === PUSHED_HERE;

/**
 * Takes the dish off an address the page came with, in place: no entry of
 * ours is beneath it to go back to. A dish page's first script closes its
 * prerendered dialog so, as the menu does once it runs.
 */
export function leaveDish(): void {
  history.replaceState(null, '', withoutDish(location));
}

/** Gives a dish its address: a new entry, or in place of a dish we pushed, so that closing it goes back to the menu. */
export function pushDish(slug: string): void {
  const href = dishHref(slug, location.pathname);
  if (isPushedHere()) history.replaceState(PUSHED_HERE, '', href);
  else history.pushState(PUSHED_HERE, '', href);
}

/**
 * history.back() lands later, in a popstate. Until it has, the address still
 * names the dish just closed: the page shows `pending` instead, the dish
 * chosen meanwhile (or none), whose entry is pushed once back() has landed.
 * Pushed any sooner, it would be the entry back() takes off.
 */
let goingBack: { pending: string | null } | null = null;

/** Runs `task` once the next frame has been painted. */
const afterNextPaint = (task: () => void) => requestAnimationFrame(() => setTimeout(task));

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function onBackLanded() {
  const pending = goingBack?.pending ?? null;
  goingBack = null;
  if (pending !== null) pushDish(pending);
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
  return goingBack ? goingBack.pending : dishSlugOf(location);
}

export function openDish(slug: string): void {
  if (goingBack) goingBack.pending = slug;
  else if (dishSlugOf(location) === slug) return;
  else pushDish(slug);
  notify();
}

export function closeDish(): void {
  if (goingBack) goingBack.pending = null;
  else if (dishSlugOf(location) !== null) {
    if (isPushedHere()) {
      const going = (goingBack = { pending: null });
      window.addEventListener('popstate', onBackLanded, { once: true });
      // After the frame that shows the dish closed, which the traversal's work would hold back;
      // not once the guest's own Back has landed meanwhile, which would leave the menu.
      afterNextPaint(() => {
        if (goingBack === going) history.back();
      });
    } else {
      leaveDish();
    }
  }
  // Also when the address names no dish already: on a dish's own page, the
  // first script's copy of this module has just taken it off (src/entries/open-dish-page.ts).
  notify();
}
