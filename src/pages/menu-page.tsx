import { MENU_APP_ID, MenuApp } from '../menu/menu-app.tsx';
import { menu } from 'virtual:menu';
import { buildMenuStructuredData, serializeStructuredData } from '../menu/menu-structured-data.ts';

/**
 * The menu page. Everything outside #menu-app is static HTML; the browser
 * hydrates only MenuApp (src/entry-menu.tsx), which must therefore render
 * the same markup here and there.
 */
export function MenuPage() {
  return (
    <>
      <div id={MENU_APP_ID}>
        <MenuApp menu={menu} />
      </div>
      {/* After the menu, so the parser reaches what guests see first. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeStructuredData(buildMenuStructuredData(menu)) }} />
    </>
  );
}
