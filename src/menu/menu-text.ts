import type { Messages } from '../i18n/en.ts';
import { DEFAULT_LANGUAGE, fieldIn, type Translated } from '../i18n/languages.ts';
import type { Allergen, CategoryInfo, Dish } from './menu-model.ts';

/** A dish's description in the page's language, or the one a dish without its own gets. */
export function describeDish(dish: Pick<Dish, 'name' | 'chineseName' | 'description'>, messages: Messages): string {
  return dish.description ?? messages.defaultDescription(dish);
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

/** A piece of text, with its language when that is not the page's. */
export interface Phrase {
  text: string;
  lang?: string;
}

/** A category's name as a page shows it: its Chinese name on the Chinese pages, or its name there marked as English. */
export function categoryTitle(category: Pick<CategoryInfo, 'name'> & Translated<'name'>, messages: Messages): Phrase {
  return dishNames(category, messages).lead;
}

/** Chinese characters, and no Latin letter: "宫保鸡丁", "酸菜鱼 (小)". */
function isChineseOnly(text: string): boolean {
  return /\p{Script=Han}/u.test(text) && !/[a-z]/i.test(text);
}

/**
 * A dish's names as a page shows them: the page's own first, the other
 * beside it, since guests may order in either. On the Chinese (or another
 * language's) pages a dish without a name in it leads with its English one,
 * marked as English; a name in Chinese only is marked as Chinese elsewhere.
 */
export function dishNames(dish: Pick<Dish, 'name'> & Translated<'name'>, messages: Messages): { lead: Phrase; other?: Phrase } {
  // A name written in Chinese only is Chinese on every page.
  if (dish.chineseName === undefined && isChineseOnly(dish.name)) {
    return messages.language === 'zh' ? { lead: { text: dish.name } } : { lead: { text: dish.name, lang: 'zh-Hans' } };
  }
  // On a page in any other language than English, its name in that language leads, with the English beside it.
  if (messages.language !== DEFAULT_LANGUAGE) {
    const translated = dish[fieldIn('name', messages.language)];
    return translated ? { lead: { text: translated }, other: { text: dish.name, lang: 'en' } } : { lead: { text: dish.name, lang: 'en' } };
  }
  return dish.chineseName
    ? { lead: { text: dish.name }, other: { text: dish.chineseName, lang: 'zh-Hans' } }
    : { lead: { text: dish.name } };
}

/**
 * A dish's names for the restaurant's staff, who read Chinese: its Chinese
 * name first where it has one, and its English name beneath for the guest.
 */
export function staffNames(dish: Pick<Dish, 'name' | 'chineseName'>): { staff: Phrase; guest?: Phrase } {
  if (dish.chineseName) return { staff: { text: dish.chineseName, lang: 'zh-Hans' }, guest: { text: dish.name, lang: 'en' } };
  return { staff: { text: dish.name, lang: isChineseOnly(dish.name) ? 'zh-Hans' : 'en' } };
}
