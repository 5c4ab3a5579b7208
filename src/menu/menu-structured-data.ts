import { RESTAURANT_DESCRIPTION, RESTAURANT_NAME, SHARE_IMAGE_PATH, SITE_ORIGIN } from '../site-config.ts';
import type { Menu } from './menu-model.ts';

/**
 * schema.org JSON-LD for the menu page: a Restaurant with its Menu, one
 * MenuSection per category and one MenuItem per dish, each with an Offer
 * that says whether it can be ordered today (https://schema.org/ItemAvailability).
 * https://schema.org/Menu
 *
 * A description only where the restaurant wrote one: the dialog's generated
 * sentence tells a search engine nothing, and would cost the menu page bytes.
 */
export function buildMenuStructuredData(menu: Menu) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: RESTAURANT_NAME,
    description: RESTAURANT_DESCRIPTION,
    servesCuisine: 'Chinese',
    url: `${SITE_ORIGIN}/`,
    image: `${SITE_ORIGIN}${SHARE_IMAGE_PATH}`,
    hasMenu: {
      '@type': 'Menu',
      name: `${RESTAURANT_NAME} menu`,
      inLanguage: 'en',
      hasMenuSection: menu.map((category) => ({
        '@type': 'MenuSection',
        name: category.name,
        hasMenuItem: category.dishes.map((dish) => ({
          '@type': 'MenuItem',
          name: dish.name,
          ...(dish.chineseName && { alternateName: dish.chineseName }),
          ...(dish.description && { description: dish.description }),
          ...(dish.vegetarian && { suitableForDiet: 'https://schema.org/VegetarianDiet' }),
          offers: {
            '@type': 'Offer',
            price: dish.price.slice(1),
            priceCurrency: 'USD',
            availability: dish.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
          },
        })),
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
