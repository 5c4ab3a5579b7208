import type { Messages } from '../../i18n/en.ts';
import { DEFAULT_LANGUAGE, fieldIn, HOUSE_LANGUAGE, isInHouseScript, LANGUAGE_TAG, type Translated } from '../../i18n/languages.ts';
import type { Category, Dish } from './menu-model.ts';
import type { Allergen } from './allergens.ts';

/** A dish's description in the page's language, or the one a dish without its own gets. */
export function describeDish(dish: Pick<Dish, 'name' | 'description'> & Translated<'name'>, messages: Messages): string {
  return dish.description ?? messages.defaultDescription({ name: dish.name, nameHere: dish[fieldIn('name', messages.language)] });
}

/**
 * A dish's allergens in words, a sentence each: what it contains, what it may
 * contain; a dish nobody has checked says so and sends the guest to the staff.
 */
export function describeAllergens(dish: Pick<Dish, 'allergens'>, messages: Messages): string[] {
  const { allergens } = dish;
  if (!allergens) return [messages.allergensNotGiven];
  const names = (list: readonly Allergen[]) => list.map((allergen) => messages.allergens[allergen]).join(messages.listSeparator);
  const lines = [allergens.contains.length > 0 ? messages.contains(names(allergens.contains)) : messages.containsNone];
  if (allergens.mayContain.length > 0) lines.push(messages.mayContain(names(allergens.mayContain)));
  return lines;
}

/** The prices of a category's dishes: "All $14.00" when they are all the same, "$3.50 – $29.99" otherwise. */
export function describePrices(dishes: readonly Pick<Dish, 'price'>[], messages: Messages): string {
  const cents = dishes.map((dish) => Math.round(Number(dish.price.slice(1)) * 100));
  const low = Math.min(...cents);
  const high = Math.max(...cents);
  const format = (amount: number) => `$${(amount / 100).toFixed(2)}`;
  return low === high ? messages.allAt(format(low)) : `${format(low)} – ${format(high)}`;
}

const HOUSE_TAG = LANGUAGE_TAG[HOUSE_LANGUAGE];
const ENGLISH_TAG = LANGUAGE_TAG[DEFAULT_LANGUAGE];

/** A piece of text, with its language when that is not the page's. */
export interface Phrase {
  text: string;
  lang?: string;
}

/** A category's name as a page shows it: its Chinese name on the Chinese pages, or its name there marked as English. */
export function categoryTitle(category: Pick<Category, 'name'> & Translated<'name'>, messages: Messages): Phrase {
  return dishNames(category, messages).lead;
}

/**
 * A dish's names as a page shows them: the page's own first, the other
 * beside it, since guests may order in either. On the English pages that is
 * the house language's (Chinese); on another language's pages a dish without
 * a name in it leads with its English one, marked as English; a name written
 * in the house language alone is marked as such elsewhere.
 */
export function dishNames(dish: Pick<Dish, 'name'> & Translated<'name'>, messages: Messages): { lead: Phrase; other?: Phrase } {
  const house = dish[fieldIn('name', HOUSE_LANGUAGE)];
  // A name written in the house language alone is in that language on every page.
  if (house === undefined && isInHouseScript(dish.name)) {
    return messages.language === HOUSE_LANGUAGE ? { lead: { text: dish.name } } : { lead: { text: dish.name, lang: HOUSE_TAG } };
  }
  // On a page in any other language than English, its name in that language leads, with the English beside it.
  if (messages.language !== DEFAULT_LANGUAGE) {
    const translated = dish[fieldIn('name', messages.language)];
    return translated
      ? { lead: { text: translated }, other: { text: dish.name, lang: ENGLISH_TAG } }
      : { lead: { text: dish.name, lang: ENGLISH_TAG } };
  }
  return house ? { lead: { text: dish.name }, other: { text: house, lang: HOUSE_TAG } } : { lead: { text: dish.name } };
}

/**
 * A dish's names for the restaurant's staff, who read the house language
 * (Chinese): its name in it first where it has one, and its English name
 * beneath for the guest.
 */
export function staffNames(dish: Pick<Dish, 'name'> & Translated<'name'>): { staff: Phrase; guest?: Phrase } {
  const house = dish[fieldIn('name', HOUSE_LANGUAGE)];
  if (house) return { staff: { text: house, lang: HOUSE_TAG }, guest: { text: dish.name, lang: ENGLISH_TAG } };
  return { staff: { text: dish.name, lang: isInHouseScript(dish.name) ? HOUSE_TAG : 'en' } };
}
