import { fieldIn, LANGUAGE_TAG } from '../i18n/languages.ts';
import { findDish } from '../menu/model/menu-model.ts';
import { categoryTitle, describeDish, dishNames } from '../menu/model/menu-text.ts';
import { menu } from 'virtual:menu';
import { restaurant } from 'virtual:restaurant';
import { MENUS } from './menus.ts';
import type { HeadInput, RouteHead } from './page-handle.ts';

/** The menu's categories in the page's language, listed as it lists: "午市特价、厨师推荐和开胃菜". */
function categoryList({ messages }: HeadInput): string {
  const names = menu.map((category) => categoryTitle(category, messages).text);
  return new Intl.ListFormat(LANGUAGE_TAG[messages.language], { type: 'conjunction' }).format(names);
}

/** A language's menu: the restaurant's name, its description and its categories. */
export function menuHead(input: HeadInput): RouteHead {
  const { messages, siteName } = input;
  return {
    title: `${siteName} · ${messages.menu}`,
    description: messages.menuDescription({ name: siteName, description: restaurant.description, categories: categoryList(input) }),
    isInteractive: true,
    hasDialog: false,
  };
}

/** A dish's own page: its name, price and description, and its own picture in link previews. */
export function dishHead(input: HeadInput): RouteHead {
  const { messages, siteName, assets, params } = input;
  const dish = findDish(MENUS[messages.language], params.slug ?? '')?.dish;
  // Unreached: the route's loader answers 404 for a slug the menu lacks.
  if (!dish) return menuHead(input);
  const name = dishNames(dish, messages).lead.text;
  const picture = assets.shareImages[dish.slug];
  return {
    title: `${name} · ${siteName}`,
    description: `${dish.price} · ${describeDish(dish, messages)}`,
    ...(picture && {
      image: {
        url: `${restaurant.website}${picture.path}`,
        width: picture.width,
        height: picture.height,
        alt: picture.isPhoto ? name : messages.drawingOf(categoryTitle(dish.category, messages).text),
      },
    }),
    isInteractive: true,
    hasDialog: true,
  };
}

/** The saved dishes: a shared list previews in a chat app with the site's picture, for the build cannot know whose dishes it holds. */
export function savedHead({ messages, siteName }: HeadInput): RouteHead {
  return { title: `${messages.savedDishes} · ${siteName}`, description: messages.savedDescription, isInteractive: true, hasDialog: false };
}

/** A page of text (the allergen chart, an owner's page, the print kit): its title, and its own CSS if it has any. */
export const pageHead =
  (title: string, css?: string) =>
  ({ messages, siteName }: HeadInput): RouteHead => ({
    title: `${title} · ${siteName}`,
    description: messages.pageDescription(title, siteName, restaurant[fieldIn('tagline', messages.language)] ?? restaurant.tagline),
    isInteractive: false,
    hasDialog: false,
    css,
  });
