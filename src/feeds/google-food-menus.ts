import type { Allergen } from '../menu/model/allergens.ts';
import type { Diet, FeedDish, FeedTexts, MenuFeed } from './menu-feed.ts';

/**
 * The menu as the Google Business Profile API's FoodMenus resource, the body
 * of accounts.locations.updateFoodMenus
 * (https://developers.google.com/my-business/reference/rest/v4/FoodMenus),
 * made from menu.json's format, and what Google would refuse in it, found
 * before anything is sent.
 */

/** Google's allergens (FoodMenus Allergen). */
export type GoogleAllergen = 'DAIRY' | 'EGG' | 'FISH' | 'PEANUT' | 'SHELLFISH' | 'SOY' | 'TREE_NUT' | 'WHEAT';

/**
 * Ours onto Google's list: molluscs are shellfish as Google's list reads, and
 * gluten is wheat's, the cereal it comes from in a Chinese kitchen. Celery,
 * lupin, mustard, sesame and sulphites have no equivalent (the README lists them).
 */
export const GOOGLE_ALLERGENS: Readonly<Partial<Record<Allergen, GoogleAllergen>>> = {
  milk: 'DAIRY',
  eggs: 'EGG',
  fish: 'FISH',
  peanuts: 'PEANUT',
  crustaceans: 'SHELLFISH',
  molluscs: 'SHELLFISH',
  soybeans: 'SOY',
  'tree-nuts': 'TREE_NUT',
  gluten: 'WHEAT',
};

/** Google's diets (FoodMenus DietaryRestriction): gluten-free has none. */
export const GOOGLE_DIETS: Readonly<Partial<Record<Diet, 'VEGETARIAN' | 'VEGAN'>>> = { vegetarian: 'VEGETARIAN', vegan: 'VEGAN' };

export const GOOGLE_SPICINESS = { 1: 'MILD', 2: 'MEDIUM', 3: 'HOT' } as const;

/** Google's limits on every label (FoodMenus MenuLabel). */
export const MAX_DISPLAY_NAME = 140;
export const MAX_DESCRIPTION = 1000;

export interface MenuLabel {
  displayName: string;
  description?: string;
  languageCode: string;
}

/** google.type.Money: whole units as a decimal string (an int64), and billionths. */
export interface Money {
  currencyCode: string;
  units: string;
  nanos: number;
}

export interface FoodMenuItem {
  labels: MenuLabel[];
  attributes: {
    price: Money;
    spiciness?: (typeof GOOGLE_SPICINESS)[keyof typeof GOOGLE_SPICINESS];
    allergen?: GoogleAllergen[];
    dietaryRestriction?: ('VEGETARIAN' | 'VEGAN')[];
  };
}

export interface FoodMenus {
  name: string;
  menus: {
    labels: MenuLabel[];
    sourceUrl: string;
    sections: { labels: MenuLabel[]; items: FoodMenuItem[] }[];
    cuisines: ['CHINESE'];
  }[];
}

/** Something Google would refuse, and in what: a dish or a category by its id, or the menu's label, the restaurant's name. */
export interface GoogleProblem {
  subject: { kind: 'dish' | 'category'; id: string } | { kind: 'menu' };
  message: string;
}

/** "accounts/1/locations/2/foodMenus": the resource's name, in the address and the body alike. */
export const foodMenusName = (account: string, location: string) => `accounts/${account}/locations/${location}/foodMenus`;

/** A name and a description in each language they are written in, as Google's labels. */
function labels(name: FeedTexts, description: FeedTexts | undefined, languages: readonly string[]): MenuLabel[] {
  return languages.flatMap((languageCode) => {
    const displayName = name[languageCode];
    const text = description?.[languageCode];
    return displayName ? [{ displayName, ...(text && { description: text }), languageCode }] : [];
  });
}

/** "14.50" as Money: units "14", nanos 500000000. */
export function money(price: string, currencyCode: string): Money {
  const [units = '0', cents = '00'] = price.split('.');
  return { currencyCode, units: String(BigInt(units)), nanos: Number(cents.padEnd(9, '0')) };
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];

function item(dish: FeedDish, feed: MenuFeed): FoodMenuItem {
  const allergens = dish.allergens.checked ? [...dish.allergens.contains, ...dish.allergens.mayContain] : [];
  // Google has no "may contain": a trace is named as the allergen itself, never left out.
  const allergen = unique(allergens.flatMap((each) => GOOGLE_ALLERGENS[each] ?? []));
  const dietaryRestriction = unique(dish.diets.flatMap((diet) => GOOGLE_DIETS[diet] ?? []));
  return {
    labels: labels(dish.name, dish.description, feed.languages),
    attributes: {
      price: money(dish.price, feed.currency),
      ...(dish.spicy && { spiciness: GOOGLE_SPICINESS[dish.spicy] }),
      ...(allergen.length > 0 && { allergen }),
      ...(dietaryRestriction.length > 0 && { dietaryRestriction }),
    },
  };
}

/** What Google is sent of a category: a dish marked sold out (with no day) is left out, as Google has no way to say so; one sold out for a day stays. */
const offered = (category: MenuFeed['categories'][number]) => category.dishes.filter((dish) => !dish.soldOut);

/** The body of updateFoodMenus: one menu, named as the restaurant is in each language, a section per category with a dish to offer. */
export function foodMenus(feed: MenuFeed, name: string): FoodMenus {
  const sections = feed.categories
    .map((category) => ({
      labels: labels(category.name, undefined, feed.languages),
      items: offered(category).map((dish) => item(dish, feed)),
    }))
    // Google refuses a section without items.
    .filter((section) => section.items.length > 0);
  const sourceUrl = feed.restaurant.menu[feed.languages[0] ?? 'en'] ?? feed.restaurant.website;
  return { name, menus: [{ labels: labels(feed.restaurant.name, undefined, feed.languages), sourceUrl, sections, cuisines: ['CHINESE'] }] };
}

/** Everything Google would refuse in the body `foodMenus` makes: a label over its length, a price it cannot take. */
export function googleProblems(feed: MenuFeed): GoogleProblem[] {
  const problems: GoogleProblem[] = [];
  const checkLabels = (subject: GoogleProblem['subject'], list: readonly MenuLabel[]) => {
    for (const { displayName, description, languageCode } of list) {
      const length = [...displayName].length;
      if (length > MAX_DISPLAY_NAME)
        problems.push({
          subject,
          message: `its name (${languageCode}) is ${length} characters long; Google takes at most ${MAX_DISPLAY_NAME}`,
        });
      const described = [...(description ?? '')].length;
      if (described > MAX_DESCRIPTION)
        problems.push({
          subject,
          message: `its description (${languageCode}) is ${described} characters long; Google takes at most ${MAX_DESCRIPTION}`,
        });
    }
  };
  checkLabels({ kind: 'menu' }, labels(feed.restaurant.name, undefined, feed.languages));
  for (const category of feed.categories) {
    const dishes = offered(category);
    if (dishes.length > 0) checkLabels({ kind: 'category', id: category.id }, labels(category.name, undefined, feed.languages));
    for (const dish of dishes) {
      const subject = { kind: 'dish', id: dish.id } as const;
      checkLabels(subject, labels(dish.name, dish.description, feed.languages));
      if (!/[1-9]/.test(dish.price))
        problems.push({ subject, message: `its price is ${dish.price}; Google needs a price above 0.00 for every dish` });
    }
  }
  return problems;
}
