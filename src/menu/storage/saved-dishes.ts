import { rootOf } from '../../i18n/languages.ts';
import { parseList, storedList } from './stored-list.ts';

/**
 * The dishes a guest saved to show the staff, kept on their phone
 * (localStorage) by slug, in the order saved, and never sent anywhere. This
 * is the one module that reads and writes them: for the dialog's Save, the
 * menu's marks and count, and the list page. A slug keeps a dish saved
 * across builds and renames.
 */
export const SAVED_DISHES_KEY = 'golden-lantern:saved';

/** The list page's path under each language's root: /saved/, /zh/saved/. */
export const SAVED_PAGE = 'saved';
/** The shared list's parameter: /saved/?d=<slug>,<slug>. */
export const SHARED_PARAM = 'd';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Slugs, each once, in their first order; anything not shaped like a slug is dropped. */
const cleanSlugs = (values: readonly unknown[]): readonly string[] => [
  ...new Set(values.filter((value): value is string => typeof value === 'string' && SLUG.test(value))),
];

/** The slugs in a stored value. */
export const parseSaved = (raw: string | null) => parseList(raw, cleanSlugs);

/** The slugs a shared address names (?d=a,b), or null when it names none: then the page shows the guest's own list. */
export function parseShared(search: string): readonly string[] | null {
  const value = new URLSearchParams(search).get(SHARED_PARAM);
  if (value === null) return null;
  const slugs = cleanSlugs(value.split(','));
  return slugs.length > 0 ? slugs : null;
}

/** A friend's dishes added to the guest's own list: the own list unchanged first, then only the friend's new ones. */
export function mergeSaved(mine: readonly string[], theirs: readonly string[]): readonly string[] {
  return cleanSlugs([...mine, ...theirs]);
}

/** The list with `slug` saved (at its end) or taken off. */
export function toggleIn(list: readonly string[], slug: string): readonly string[] {
  return list.includes(slug) ? list.filter((each) => each !== slug) : cleanSlugs([...list, slug]);
}

/** The saved slugs the menu still has, in order, and how many it no longer has. */
export function splitKnown<T>(slugs: readonly string[], find: (slug: string) => T | undefined): { known: T[]; gone: number } {
  const known = slugs.map(find).filter((found): found is T => found !== undefined);
  return { known, gone: slugs.length - known.length };
}

/** The list page in the language of `pathname`. */
export const savedHref = (pathname: string) => `${rootOf(pathname)}${SAVED_PAGE}/`;

/** The fragment that opens the list page on its staff view (src/saved/staff-view.tsx). */
export const STAFF_VIEW_FRAGMENT = 'staff';

/** The list page opened on its staff view, in the language of `pathname`. */
export const staffViewHref = (pathname: string) => `${savedHref(pathname)}#${STAFF_VIEW_FRAGMENT}`;

/** The address that opens `slugs` on any phone, in the language of `pathname`. */
export const sharedListHref = (slugs: readonly string[], pathname: string) => `${savedHref(pathname)}?${SHARED_PARAM}=${slugs.join(',')}`;

const saved = storedList(SAVED_DISHES_KEY, cleanSlugs);

export const getSaved = saved.get;
/** How many stored values were no dish's slug. */
export const droppedSaved = saved.dropped;
export const setSaved = saved.set;
export const subscribeToSaved = saved.subscribe;
export const toggleSaved = (slug: string) => setSaved(toggleIn(getSaved(), slug));

/** The element of the list page that its script fills (src/menu/components/hydrate-menu.tsx): the list is the phone's, never in the built page. */
export const SAVED_LIST_ID = 'saved-list';
