/**
 * What is the site's and not the restaurant's to change. The restaurant's
 * name, address, hours and the site's address are in content/restaurant.yml.
 */

/** The picture link previews of the menu and the other pages show (1200 x 630), made at build time from the restaurant's look. */
export const SHARE_IMAGE = { path: '/images/share.png', width: 1200, height: 630 };

/** The dish pages' stylesheet, assets/dish-page-<hash>.css (plugins/prerender.ts): the build names it, and the CSS budget leaves it out (scripts/check-budgets.ts). */
export const DISH_PAGE_CSS = 'dish-page';
