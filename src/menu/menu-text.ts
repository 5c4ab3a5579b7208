import type { Dish } from './menu-model.ts';

/** The Description a dish without one of its own shows. */
export function describeDish(dish: Pick<Dish, 'name' | 'description'>): string {
  return dish.description ?? `Delicious ${dish.name.toLowerCase()} prepared with premium ingredients and authentic recipes.`;
}

/** "1 dish", "12 dishes". */
export function countDishes(count: number): string {
  return count === 1 ? '1 dish' : `${count} dishes`;
}

/** "All $14.00" for a flat-priced category, "$3.50 – $29.99" otherwise. */
export function describePrices(dishes: readonly Pick<Dish, 'price'>[]): string {
  const cents = dishes.map((dish) => Math.round(Number(dish.price.slice(1)) * 100));
  const low = Math.min(...cents);
  const high = Math.max(...cents);
  const format = (amount: number) => `$${(amount / 100).toFixed(2)}`;
  return low === high ? `All ${format(low)}` : `${format(low)} – ${format(high)}`;
}
