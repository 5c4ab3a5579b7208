/**
 * A list kept on the guest's phone (localStorage) under one key and never
 * sent anywhere: the one reader and writer of every list the menu keeps.
 * Storage that is blocked or holds nonsense reads as an empty list, and a
 * write that storage refuses (private mode, full) holds for this page.
 */
export interface StoredList<T> {
  /** The list, the same array until it changes (a `useSyncExternalStore` snapshot). */
  get(): readonly T[];
  set(values: readonly T[]): void;
  /** Calls `listener` when the list changes, here or in another tab. */
  subscribe(listener: () => void): () => void;
}

/** The empty list, one array: the snapshot of a page as built, which the phone's list equals until storage holds one. */
export const EMPTY_LIST: readonly never[] = [];

/** Keeps the values a list may hold, in the list's order. */
export type Clean<T> = (values: readonly unknown[]) => readonly T[];

/** The list in a stored value: what `clean` keeps of a JSON array, and nothing of anything else. */
export function parseList<T>(raw: string | null, clean: Clean<T>): readonly T[] {
  if (raw === null) return EMPTY_LIST;
  try {
    const stored: unknown = JSON.parse(raw);
    return Array.isArray(stored) ? clean(stored) : EMPTY_LIST;
  } catch {
    return EMPTY_LIST;
  }
}

export function storedList<T>(key: string, clean: Clean<T>): StoredList<T> {
  const listeners = new Set<() => void>();
  // Nothing stored reads as the page was built: hydration then has nothing to change.
  let cached: { raw: string | null; value: readonly T[] } = { raw: null, value: EMPTY_LIST };

  function read(): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  return {
    get() {
      const raw = read();
      if (raw !== cached.raw) cached = { raw, value: parseList(raw, clean) };
      return cached.value;
    },
    set(values) {
      const value = clean(values);
      try {
        window.localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Kept against what storage still holds, so that the next read returns it until storage changes.
        cached = { raw: read(), value };
      }
      listeners.forEach((listener) => listener());
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
