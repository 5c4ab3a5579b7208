import { useMinute } from '../../hooks/use-minute.ts';
import { restaurant } from 'virtual:restaurant';
import type { Dish } from '../model/menu-model.ts';
import { isSoldOutNow } from '../model/sold-out.ts';

/**
 * Whether a dish is sold out now, on the guest's phone, turning as the
 * minutes do. Built and hydrated as the build saw it (the owner's edit
 * rebuilt the site, so a dish sold out for today is built sold out), then
 * the phone's clock decides: never addable before the restaurant reopens.
 */
export function useIsSoldOut(dish: Pick<Dish, 'soldOut' | 'soldOutOn'>): boolean {
  const minute = useMinute();
  return isSoldOutNow(dish, minute ?? restaurant.builtAt, restaurant);
}
