import { useSyncExternalStore } from 'react';
import { ALLERGENS, type Allergen } from '../model/allergens.ts';
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
/** How many stored allergens this menu does not know (a newer list's, or a damaged one). */
export const droppedAvoided = avoided.dropped;
export const setAvoided = avoided.set;
export const subscribeToAvoided = avoided.subscribe;

/** The allergens avoided on this phone; none while the page hydrates. */
export function useAvoidedAllergens(): readonly Allergen[] {
  return useSyncExternalStore(subscribeToAvoided, getAvoided, () => EMPTY_LIST);
}
