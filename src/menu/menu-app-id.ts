/**
 * What the menu's interactive tree and the page's first script (src/menu-boot.ts)
 * share: a module of its own, so that neither loads the other's code.
 */

/** The element MenuApp is prerendered and hydrated into. */
export const MENU_APP_ID = 'menu-app';

/** Set on that element once the menu answers taps (its script loads after the first paint). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Set on that element by the first script: the slug of a dish tapped before hydration. */
export const EARLY_DISH_ATTRIBUTE = 'data-early-dish';
