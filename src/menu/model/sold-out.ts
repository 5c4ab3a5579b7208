import { hasOpenedSince, type OpeningSchedule } from '../../restaurant/opening-hours.ts';
import type { Dish } from './menu-model.ts';

/**
 * Whether a dish is sold out at `instant`: marked Sold out, or sold out for
 * the day written in `soldOutOn` until the restaurant next opens after it,
 * on the restaurant's clock, with no new build.
 */
export function isSoldOutNow(dish: Pick<Dish, 'soldOut' | 'soldOutOn'>, instant: number, schedule: OpeningSchedule): boolean {
  if (dish.soldOut) return true;
  return dish.soldOutOn !== undefined && !hasOpenedSince(schedule, dish.soldOutOn, instant);
}
