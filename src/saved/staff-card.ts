import type { StaffWords } from '../i18n/en.ts';
import type { Dish } from '../menu/model/menu-model.ts';
import type { Allergen } from '../menu/model/allergens.ts';

const names = (allergens: readonly Allergen[], words: StaffWords) =>
  allergens.map((allergen) => words.allergens[allergen]).join(words.listSeparator);

/** What the guest cannot eat, as the staff view says it: "Please note: I can't eat peanuts, sesame". */
export const cantEat = (avoided: readonly Allergen[], words: StaffWords) => words.cantEat(names(avoided, words));

/** A mark beside a dish: "contains" and "may contain" are told apart, in words and in look. */
export interface DishMark {
  kind: 'contains' | 'mayContain' | 'notChecked';
  text: string;
}

/**
 * The marks beside a saved dish in the staff view: which of the avoided
 * allergens it contains, which it may contain, or that nobody has checked
 * it; none when it holds none of them or the guest avoids nothing.
 */
export function dishMarks(dish: Pick<Dish, 'allergens'>, avoided: readonly Allergen[], words: StaffWords): DishMark[] {
  if (avoided.length === 0) return [];
  const { allergens } = dish;
  if (!allergens) return [{ kind: 'notChecked', text: words.notChecked }];
  const contains = avoided.filter((allergen) => allergens.contains.includes(allergen));
  const mayContain = avoided.filter((allergen) => allergens.mayContain.includes(allergen));
  return [
    ...(contains.length > 0 ? [{ kind: 'contains' as const, text: words.contains(names(contains, words)) }] : []),
    ...(mayContain.length > 0 ? [{ kind: 'mayContain' as const, text: words.mayContain(names(mayContain, words)) }] : []),
  ];
}
