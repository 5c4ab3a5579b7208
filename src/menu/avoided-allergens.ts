import { useSyncExternalStore } from 'react';
import { ALLERGENS, type Allergen } from './menu-model.ts';

/**
 * The allergens a guest avoids, kept on their phone (localStorage) so the
 * choice survives a reload and the next visit. The page is built without it,
 * so hydration starts from none and the guest's choice follows at once.
 * Storage that is full, blocked or holds nonsense counts as none chosen.
 */
export const AVOIDED_ALLERGENS_KEY = 'golden-lantern:avoid';

const NONE: readonly Allergen[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: readonly Allergen[] } = { raw: null, value: NONE };

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(AVOIDED_ALLERGENS_KEY);
  } catch {
    return null;
  }
}

/** The known allergens in a stored value, in the fourteen's order; anything else is dropped. */
export function parseAvoided(raw: string | null): readonly Allergen[] {
  if (raw === null) return NONE;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return NONE;
  }
  if (!Array.isArray(stored)) return NONE;
  return ALLERGENS.filter((allergen) => stored.includes(allergen));
}

export function getAvoided(): readonly Allergen[] {
  const raw = readStorage();
  if (raw !== cached.raw) cached = { raw, value: parseAvoided(raw) };
  return cached.value;
}

export function setAvoided(avoid: readonly Allergen[]): void {
  try {
    window.localStorage.setItem(AVOIDED_ALLERGENS_KEY, JSON.stringify(ALLERGENS.filter((allergen) => avoid.includes(allergen))));
  } catch {
    // Storage refused (private mode, full): the choice holds for this page only.
    cached = { raw: cached.raw, value: ALLERGENS.filter((allergen) => avoid.includes(allergen)) };
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the menu changed it.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The allergens avoided on this phone; none while the page hydrates. */
export function useAvoidedAllergens(): readonly Allergen[] {
  return useSyncExternalStore(subscribe, getAvoided, () => NONE);
}
