import { MenuApp, MENU_APP_ID } from '../menu/menu-app.tsx';
import { menu } from '../menu/menu-data.ts';

/**
 * The menu page. Everything outside #menu-app is static HTML; the browser
 * hydrates only MenuApp (src/entry-menu.tsx), which must therefore render
 * the same markup here and there.
 */
export function MenuPage() {
  return (
    <div id={MENU_APP_ID}>
      <MenuApp menu={menu} />
    </div>
  );
}
