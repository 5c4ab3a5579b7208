import { useMemo, useSyncExternalStore } from 'react';
import { getOpenDish, subscribe } from './dish-history.ts';
import type { Dish, Menu } from './menu-model.ts';

/** No dish is open in the prerendered page: hydration starts from that, then reads the address. */
const getServerSnapshot = () => null;

/** The dish the address names, or null when it names none, or a dish the menu does not have. */
export function useOpenDish(menu: Menu): Dish | null {
  const dishes = useMemo(() => new Map(menu.flatMap((category) => category.dishes.map((dish) => [dish.slug, dish]))), [menu]);
  const slug = useSyncExternalStore(subscribe, getOpenDish, getServerSnapshot);
  return slug === null ? null : (dishes.get(slug) ?? null);
}
