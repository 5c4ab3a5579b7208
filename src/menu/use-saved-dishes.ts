import { useSyncExternalStore } from 'react';
import { getSaved, subscribeToSaved } from './saved-dishes.ts';

const NONE: readonly string[] = [];

/** The slugs saved on this phone; none while the page hydrates, as it was built. */
export function useSavedDishes(): readonly string[] {
  return useSyncExternalStore(subscribeToSaved, getSaved, () => NONE);
}
