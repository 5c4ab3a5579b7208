import { useMemo, useSyncExternalStore } from 'react';
import { getOpenDish, subscribe } from './dish-history.ts';
import type { Dish, Menu } from './menu-model.ts';

/**
 * The dish the address names, or null when it names none, or a dish the menu
 * does not have. `initialDish` is the one the page was built with open (a
 * dish's own page), or null: what hydration starts from before it reads the address.
 */
export function useOpenDish(menu: Menu, initialDish: string | null): Dish | null {
  const dishes = useMemo(() => new Map(menu.flatMap((category) => category.dishes.map((dish) => [dish.slug, dish]))), [menu]);
  const slug = useSyncExternalStore(subscribe, getOpenDish, () => initialDish);
  return slug === null ? null : (dishes.get(slug) ?? null);
}
