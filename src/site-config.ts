/** The restaurant's identity, in one place: every page's header, title and footer read it from here. */
export const RESTAURANT_NAME = 'Golden Lantern';
export const RESTAURANT_NAME_CHINESE = '金灯笼';
export const RESTAURANT_TAGLINE = 'Lunch specials, dumplings, noodles and wok classics, cooked to order.';
