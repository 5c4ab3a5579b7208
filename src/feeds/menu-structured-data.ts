import type { Messages } from '../i18n/en.ts';
import { LANGUAGE_ROOT, LANGUAGE_TAG } from '../i18n/languages.ts';
import { WEEKDAY_NAMES, WEEKDAYS } from '../restaurant/opening-hours.ts';
import type { Restaurant } from '../content/restaurant-schema.ts';
import { SHARE_IMAGE } from '../pages/site-config.ts';
import { fullMenuPath } from '../pages/page-list.ts';
import { dishHref } from '../menu/address/dish-history.ts';
import type { Dish, Menu } from '../menu/model/menu-model.ts';
import { isSoldOutNow } from '../menu/model/sold-out.ts';
import { categoryTitle, dishNames } from '../menu/model/menu-text.ts';

/**
 * schema.org JSON-LD (https://schema.org/Restaurant, https://schema.org/Menu):
 * the menu page describes the restaurant (where, when open, how to call)
 * and names its Menu by the address of the whole menu's page, which describes
 * every section and item; each dish's own page describes its MenuItem,
 * offered with whether it can be ordered today
 * (https://schema.org/ItemAvailability) and the diets it suits
 * (https://schema.org/RestrictedDiet). schema.org has no property for a menu
 * item's allergens, so they are not here. The vocabulary used is checked
 * against schema.org's own (schema-org-terms.test.ts).
 *
 * The menu page lists no items: it has to arrive in the first round trip,
 * and a list of every dish would not fit. A dish without a written
 * description has none here, as a dialog's generated sentence tells a search
 * engine nothing.
 */

function suitableForDiet(dish: Dish) {
  const diets = [dish.vegetarian && 'VegetarianDiet', dish.vegan && 'VeganDiet', dish.glutenFree && 'GlutenFreeDiet'];
  const urls = diets.filter((diet) => typeof diet === 'string').map((diet) => `https://schema.org/${diet}`);
  return urls.length > 0 ? { suitableForDiet: urls } : {};
}

/** A dish, named first in the page's language, as the page names it; `soldOut` as the build's day sees it (sold-out.ts). */
function menuItem(dish: Dish, messages: Messages, soldOut: boolean) {
  const { lead, other } = dishNames(dish, messages);
  return {
    '@type': 'MenuItem',
    name: lead.text,
    ...(other && { alternateName: other.text }),
    ...suitableForDiet(dish),
    offers: {
      '@type': 'Offer',
      price: dish.price.slice(1),
      priceCurrency: 'USD',
      availability: soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    },
  };
}

/** The week's hours, days with the same hours together; an overnight interval closes the next day, as schema.org reads it. */
function openingHours(restaurant: Restaurant) {
  const byHours = new Map<string, string[]>();
  for (const day of WEEKDAYS) {
    for (const interval of restaurant.hours[day]) byHours.set(interval, [...(byHours.get(interval) ?? []), WEEKDAY_NAMES[day]]);
  }
  const week = [...byHours].map(([interval, days]) => {
    const [opens, closes] = interval.split('-');
    return { '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes: closes === '24:00' ? '23:59' : closes };
  });
  // A closed date, the way schema.org says so: open from 00:00 to 00:00 that day.
  const closed = restaurant.closedDates.map(({ date }) => ({
    '@type': 'OpeningHoursSpecification',
    opens: '00:00',
    closes: '00:00',
    validFrom: date,
    validThrough: date,
  }));
  return [...week, ...closed];
}

export function buildMenuStructuredData(restaurant: Restaurant, messages: Messages) {
  const { lead, other } = dishNames(restaurant, messages);
  const url = `${restaurant.website}${LANGUAGE_ROOT[messages.language]}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: lead.text,
    ...(other && { alternateName: other.text }),
    description: restaurant.description,
    ...(restaurant.cuisine && { servesCuisine: restaurant.cuisine }),
    url,
    image: `${restaurant.website}${SHARE_IMAGE.path}`,
    telephone: restaurant.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: restaurant.address.street,
      addressLocality: restaurant.address.locality,
      addressRegion: restaurant.address.region,
      postalCode: restaurant.address.postalCode,
      addressCountry: restaurant.address.country,
    },
    openingHoursSpecification: openingHours(restaurant),
    hasMenu: {
      '@type': 'Menu',
      name: `${lead.text} · ${messages.menu}`,
      inLanguage: LANGUAGE_TAG[messages.language],
      url: `${restaurant.website}${fullMenuPath(messages.language)}`,
    },
  };
}

/** The restaurant as the build knows it: with the content's time, the day a dish sold out for is read against. */
export type BuiltRestaurant = Restaurant & { builtAt: number };

/** A dish with its address, its picture and, where it has one, its description, in the page's language. */
function describedItem(dish: Dish, restaurant: BuiltRestaurant, messages: Messages, image: string) {
  return {
    ...menuItem(dish, messages, isSoldOutNow(dish, restaurant.builtAt, restaurant)),
    ...(dish.description && { description: dish.description }),
    url: `${restaurant.website}${dishHref(dish.slug, LANGUAGE_ROOT[messages.language])}`,
    image,
  };
}

/** A dish's own page: the dish, with its address and the picture its link preview shows; a MenuItem has no inLanguage, its page's lang says it. */
export function buildDishStructuredData(dish: Dish, restaurant: BuiltRestaurant, messages: Messages, image: string) {
  return {
    '@context': 'https://schema.org',
    ...describedItem(dish, restaurant, messages, image),
  };
}

/**
 * The whole menu's page (/menu/): the restaurant, its Menu at that address,
 * a MenuSection per category in the menu's order, and a MenuItem per dish
 * with the picture `imageOf` gives its slug.
 */
export function buildFullMenuStructuredData(
  menu: Menu,
  restaurant: BuiltRestaurant,
  messages: Messages,
  imageOf: (slug: string) => string,
) {
  const data = buildMenuStructuredData(restaurant, messages);
  return {
    ...data,
    hasMenu: {
      ...data.hasMenu,
      hasMenuSection: menu.map((category) => ({
        '@type': 'MenuSection',
        name: categoryTitle(category, messages).text,
        hasMenuItem: category.dishes.map((dish) => describedItem(dish, restaurant, messages, imageOf(dish.slug))),
      })),
    },
  };
}

/**
 * The JSON-LD as the text of a <script type="application/ld+json">: "<" is
 * escaped so that no dish name can close the script element early.
 */
export function serializeStructuredData(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
