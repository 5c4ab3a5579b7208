/**
 * A list kept on the guest's phone (localStorage) under one key and never
 * sent anywhere: the one reader and writer of every list the menu keeps.
 * Storage that is blocked or holds nonsense reads as an empty list; a write
 * that storage refuses (full, or blocked) changes nothing and says why, so
 * that nothing shows as kept that the next page will not find.
 */
export interface StoredList<T> {
  /** The list, the same array until it changes (a `useSyncExternalStore` snapshot). */
  get(): readonly T[];
  /** How many stored values the list could not keep: not of its kind, such as an allergen this menu does not know. */
  dropped(): number;
  /** Stores the list, or, when storage refuses it, keeps the list as it was and says why. */
  set(values: readonly T[]): StorageRefusal | null;
  /** Calls `listener` when the list changes, here or in another tab. */
  subscribe(listener: () => void): () => void;
}

/** Why storage refused a write: the phone's storage is full, or the browser keeps nothing for this site. */
export type StorageRefusal = 'full' | 'blocked';

/** The empty list, one array: the snapshot of a page as built, which the phone's list equals until storage holds one. */
export const EMPTY_LIST: readonly never[] = [];

/** Keeps the values a list may hold, in the list's order. */
export type Clean<T> = (values: readonly unknown[]) => readonly T[];

interface Parsed<T> {
  value: readonly T[];
  dropped: number;
}

function parse<T>(raw: string | null, clean: Clean<T>): Parsed<T> {
  if (raw === null) return { value: EMPTY_LIST, dropped: 0 };
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return { value: EMPTY_LIST, dropped: 1 };
  }
  if (!Array.isArray(stored)) return { value: EMPTY_LIST, dropped: 1 };
  const value = stored.length === 0 ? EMPTY_LIST : clean(stored);
  // A value kept once though stored twice is not lost.
  return { value, dropped: stored.filter((each) => !(value as readonly unknown[]).includes(each)).length };
}

/** The list in a stored value: what `clean` keeps of a JSON array, and nothing of anything else. */
export function parseList<T>(raw: string | null, clean: Clean<T>): readonly T[] {
  return parse(raw, clean).value;
}

/** Storage's refusal as the guest is told it: a full quota, or any other (blocked by the browser's settings). */
const refusalOf = (error: unknown): StorageRefusal =>
  error instanceof DOMException && error.name === 'QuotaExceededError' ? 'full' : 'blocked';

export function storedList<T>(key: string, clean: Clean<T>): StoredList<T> {
  const listeners = new Set<() => void>();
  // Nothing stored reads as the page was built: hydration then has nothing to change.
  let cached: { raw: string | null } & Parsed<T> = { raw: null, value: EMPTY_LIST, dropped: 0 };

  function read(): typeof cached {
    let raw: string | null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      raw = null;
    }
    if (raw !== cached.raw) cached = { raw, ...parse(raw, clean) };
    return cached;
  }

  return {
    get: () => read().value,
    dropped: () => read().dropped,
    set(values) {
      try {
        window.localStorage.setItem(key, JSON.stringify(clean(values)));
      } catch (error) {
        return refusalOf(error);
      }
      listeners.forEach((listener) => listener());
      return null;
    },
    subscribe(listener) {
      listeners.add(listener);
      window.addEventListener('storage', listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', listener);
      };
    },
  };
}
