import { useContext } from 'react';
import { useMessages } from '../i18n/messages.tsx';
import { LANGUAGE_ROOT } from '../i18n/languages.ts';
import { dishHref } from '../menu/address/dish-history.ts';
import type { Dish } from '../menu/model/menu-model.ts';
import { buildFullMenuStructuredData, serializeStructuredData } from '../feeds/menu-structured-data.ts';
import { categoryTitle, describeAllergens, dishNames } from '../menu/model/menu-text.ts';
import { isSoldOutNow } from '../menu/model/sold-out.ts';
import { restaurant } from 'virtual:restaurant';
import { PageAssetsContext } from './document.tsx';
import { shareImageUrl } from './menu-page.tsx';
import { MENUS } from './menus.ts';
import fullMenuCss from './full-menu.css?inline';

/** The page's own styles (its route's css): the menu's first response stays small. */
export const FULL_MENU_CSS = fullMenuCss;

/**
 * The whole menu on one page, one column of plain HTML with no script: for
 * screen readers, slow phones and other sites. It carries the menu's full
 * structured data (every section and item), which the menu page names by
 * this page's address, having no room for it in its first round trip. Sold
 * out is as of the build, the content's time; each dish links to its own page.
 */
export function FullMenuPage() {
  const messages = useMessages();
  const assets = useContext(PageAssetsContext);
  const menu = MENUS[messages.language];
  const soldOut = (dish: Dish) => isSoldOutNow(dish, restaurant.builtAt, restaurant);
  const marks = (dish: Dish) =>
    [
      dish.spicy && messages.spiceLevel(dish.spicy),
      dish.vegan ? messages.vegan : dish.vegetarian && messages.vegetarian,
      dish.glutenFree && messages.glutenFree,
    ].filter((mark) => typeof mark === 'string');
  const structuredData = buildFullMenuStructuredData(menu, restaurant, messages, (slug) => shareImageUrl(assets?.shareImages[slug]?.path));
  return (
    <article className="whole-menu">
      <h1>{messages.wholeMenu}</h1>
      <p className="whole-menu-intro">{messages.wholeMenuIntro}</p>
      {menu.map((category) => {
        const title = categoryTitle(category, messages);
        return (
          <section key={category.slug} aria-labelledby={`whole-${category.slug}`}>
            <h2 id={`whole-${category.slug}`} lang={title.lang}>
              {title.text}
            </h2>
            <ul>
              {category.dishes.map((dish) => {
                const { lead, other } = dishNames(dish, messages);
                return (
                  <li key={dish.slug}>
                    <h3>
                      <a href={dishHref(dish.slug, LANGUAGE_ROOT[messages.language])} lang={lead.lang}>
                        {lead.text}
                      </a>
                    </h3>
                    {other && <p lang={other.lang}>{other.text}</p>}
                    <p className="whole-menu-price">
                      {dish.price}
                      {soldOut(dish) && <strong> · {messages.soldOut}</strong>}
                    </p>
                    {dish.description && <p>{dish.description}</p>}
                    {marks(dish).length > 0 && <p>{marks(dish).join(messages.listSeparator)}</p>}
                    <p className="whole-menu-allergens">{describeAllergens(dish, messages).join(' ')}</p>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeStructuredData(structuredData) }} />
    </article>
  );
}
