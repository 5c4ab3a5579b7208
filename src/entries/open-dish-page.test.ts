import { beforeAll, expect, it, vi } from 'vitest';
import { bundleScript } from '../../plugins/shared/first-scripts.ts';

/** The script exactly as the build inlines it into a dish's page. */
let dishPageScript = '';
beforeAll(async () => {
  dishPageScript = await bundleScript(process.cwd(), 'src/entries/open-dish-page.ts');
});

const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

it.each([
  ['/dishes/egg-roll/', '/'],
  ['/zh/dishes/egg-roll/?utm_source=qr#menu', '/zh/?utm_source=qr#menu'],
])("opens the dish page %s's prerendered dialog, and closed, leaves the menu's address %s", (page, menu) => {
  window.history.replaceState(null, '', page);
  document.body.innerHTML =
    '<div id="menu-app"><article id="category-appetizers"></article><dialog id="dish-dialog"><h2 tabindex="-1">Egg Roll</h2></dialog></div>';
  const element = document.createElement('script');
  element.dataset.card = 'category-appetizers';
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(element);
  // A classic script: new Function throws on an import or export.
  new Function(dishPageScript)();
  const dialog = document.querySelector('dialog');
  expect(dialog?.open).toBe(true);
  expect(document.activeElement?.textContent).toBe('Egg Roll');
  dialog?.close();
  expect(address()).toBe(menu);
  window.history.replaceState(null, '', '/');
});
