import { expect, it } from 'vitest';
import { ContentError } from '../src/content/content-error.ts';
import { contentErrorPage } from './content-error-page.ts';

it("lists each problem as text, the owner's names escaped, the dishes a problem lists under it", () => {
  const page = contentErrorPage(
    new ContentError('menu', [
      '"<b>Soups</b>" › "Wonton & Co" › Price: must look like $14.00 (content/dishes/wonton.yml line 5)',
      '2 dish(es) name a category that does not exist:\n      "Egg Roll" › Category: appetizers\n      "Spring Roll" › Category: appetizers',
    ]),
  );
  expect(page).toContain('<title>The menu has 2 problems</title>');
  expect(page).toContain('<li>&#34;&#60;b&#62;Soups&#60;/b&#62;&#34; › &#34;Wonton &#38; Co&#34; › Price: must look like $14.00');
  expect(page).toContain(
    '<ul><li>&#34;Egg Roll&#34; › Category: appetizers</li><li>&#34;Spring Roll&#34; › Category: appetizers</li></ul>',
  );
  expect(page).not.toContain('<b>');
});

it('says one problem as one, and names no tool', () => {
  const page = contentErrorPage(new ContentError('restaurant', ['Colour: must be written #rrggbb (content/restaurant.yml line 4)']));
  expect(page).toContain('<h1>The menu has a problem</h1>');
  expect(page.replace('/@vite/client', '').replace('vite-error-overlay', '')).not.toMatch(/vite|hmr|config/i);
});
