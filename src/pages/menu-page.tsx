import { useContext } from 'react';
import { useParams } from 'react-router';
import { useMessages } from '../i18n/messages.tsx';
import { categoryCardId } from '../menu/components/category-nav.tsx';
import { MENU_APP_ID, MenuApp } from '../menu/components/menu-app.tsx';
import { findDish } from '../menu/model/menu-model.ts';
import { buildDishStructuredData, buildMenuStructuredData, serializeStructuredData } from '../feeds/menu-structured-data.ts';
import { restaurant } from 'virtual:restaurant';
import { defaultShareImage, PageAssetsContext } from './document.tsx';
import { MENUS } from './menus.ts';

/**
 * A menu page, in the language of its layout: the menu, or on a dish's own
 * page the menu with that dish open, its lists empty until it has hydrated
 * (src/menu/components/category-card.tsx). Everything outside #menu-app is static
 * HTML; the browser hydrates only MenuApp (src/menu/components/hydrate-menu.tsx), which must
 * therefore render the same markup here and there: it gets the same menu, in
 * the same language, and the same dish.
 */
/** A picture's absolute address, or the site's own picture's. */
export const shareImageUrl = (picture: string | undefined) =>
  picture ? `${restaurant.website}${picture}` : defaultShareImage(restaurant).url;

export function MenuPage() {
  const messages = useMessages();
  const assets = useContext(PageAssetsContext);
  const slug = useParams().slug ?? null;
  const shown = MENUS[messages.language];
  const { dish, category } = (slug === null ? undefined : findDish(shown, slug)) ?? {};
  const structuredData =
    dish && assets
      ? buildDishStructuredData(dish, restaurant, messages, shareImageUrl(assets.shareImages[dish.slug]?.path))
      : buildMenuStructuredData(restaurant, messages);
  return (
    <>
      <div id={MENU_APP_ID}>
        <MenuApp menu={shown} pageDish={slug} />
      </div>
      {/* Right after the menu, whose dialog holds the dish: it opens before the first paint. */}
      {category && assets && <script data-card={categoryCardId(category)} dangerouslySetInnerHTML={{ __html: assets.dishPageScript }} />}
      {/* After the menu, so the parser reaches what guests see first. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeStructuredData(structuredData) }} />
    </>
  );
}
