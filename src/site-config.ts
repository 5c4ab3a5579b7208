/** The restaurant's identity, in one place: every page's header, title, meta tags and footer read it from here. */
export const RESTAURANT_NAME = 'Golden Lantern';
export const RESTAURANT_NAME_CHINESE = '金灯笼';
/** One line on a phone: the menu page shows it under its heading. */
export const RESTAURANT_TAGLINE = 'Dumplings, noodles and wok classics.';
export const RESTAURANT_DESCRIPTION =
  "The menu of Golden Lantern, a Chinese restaurant: lunch specials, chef's specials, dumplings, soups, noodles and wok classics, with prices.";

/**
 * Where the site is published. Canonical links, Open Graph tags, the sitemap
 * and structured data need absolute addresses; change this to your domain
 * before deploying.
 */
export const SITE_ORIGIN = 'https://golden-lantern.example';

/** The picture link previews show (1200 x 630), shipped in public/. */
export const SHARE_IMAGE_PATH = '/images/share.png';
