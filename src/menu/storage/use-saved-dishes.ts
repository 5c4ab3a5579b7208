import { useSyncExternalStore } from 'react';
import { getSaved, subscribeToSaved } from './saved-dishes.ts';
import { EMPTY_LIST } from './stored-list.ts';

/** The slugs saved on this phone; none while the page hydrates, as it was built. */
export function useSavedDishes(): readonly string[] {
  return useSyncExternalStore(subscribeToSaved, getSaved, () => EMPTY_LIST);
}
