import { useSyncExternalStore } from 'react';
import { ALLERGENS, type Allergen } from '../model/menu-model.ts';
import { EMPTY_LIST, storedList } from './stored-list.ts';

/**
 * The allergens a guest avoids, kept on their phone so the choice survives a
 * reload and the next visit. The page is built without it, so hydration
 * starts from none and the guest's choice follows at once.
 */
export const AVOIDED_ALLERGENS_KEY = 'golden-lantern:avoid';

/** The known allergens among `values`, in the fourteen's order. */
const known = (values: readonly unknown[]) => ALLERGENS.filter((allergen) => values.includes(allergen));
const avoided = storedList(AVOIDED_ALLERGENS_KEY, known);

export const getAvoided = avoided.get;
export const setAvoided = avoided.set;

/** The allergens avoided on this phone; none while the page hydrates. */
export function useAvoidedAllergens(): readonly Allergen[] {
  return useSyncExternalStore(avoided.subscribe, avoided.get, () => EMPTY_LIST);
}
