/**
 * The fixture restaurant the end-to-end tests run against (e2e/fixture/, in
 * the formats of content/), read with the build's own loaders. Every dish,
 * price, count and category name a spec expects comes from here, so the
 * specs never depend on the shipped menu.
 */
import { loadMenu } from '../src/content/menu-file.ts';
import type { Category, Dish } from '../src/menu/model/menu-model.ts';
import { readPages } from '../src/content/page-file.ts';
import { sitePages } from '../src/pages/page-list.ts';
import { readNotices } from '../src/content/notice-file.ts';
import { loadRestaurant } from '../src/content/restaurant-schema.ts';

export const FIXTURE_DIR = 'e2e/fixture';

export const menu = loadMenu(FIXTURE_DIR);
export const restaurant = loadRestaurant(FIXTURE_DIR);
export const ALL_DISHES: readonly Dish[] = menu.flatMap((category) => category.dishes);
export const TOTAL_DISHES = ALL_DISHES.length;
/** The categories in menu order, with how many dishes each lists. */
export const CATEGORIES = menu.map((category) => ({ name: category.name, dishes: category.dishes.length }));
export const CATEGORY_NAMES = menu.map((category) => category.name);
export const FIRST_CATEGORY = need(menu[0], 'a category');
export const LAST_CATEGORY = need(menu.at(-1), 'a category');

/** The owner's pages, and the site's navigation pages as the router lists them. */
export const PAGES = readPages(FIXTURE_DIR);
export const SITE_PAGES = sitePages(PAGES);
export const PAGE_PATHS = SITE_PAGES.map((page) => page.path);

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${FIXTURE_DIR} has no ${what}`);
  return value;
}

/** The dish at dishes/<slug>.yml. */
export function dish(slug: string): Dish {
  return need(
    ALL_DISHES.find((entry) => entry.slug === slug),
    `dish ${slug}`,
  );
}

/** The category named `name`. */
export function category(name: string): Category {
  return need(
    menu.find((entry) => entry.name === name),
    `category ${name}`,
  );
}

/** The category that lists the dish. */
export const categoryOf = (entry: Dish): Category => category(entry.category.name);

/** A dish with nothing special: no description, no photo, not sold out; the one most flows open. */
export const PLAIN_DISH = dish('spring-rolls');
/** A dish with a description. */
export const DESCRIBED_DISH = dish('black-bean-beef');
/** The dish with a photo of its own (drawn by e2e/test-site.ts). */
export const PHOTO_DISH = dish('chili-crisp-chicken');
export const SOLD_OUT_DISH = dish('scallion-pancake');
/** Sold out on Friday 5 June 2026 (open 11:00-23:00, and Saturday from 11:00, in New York): sold out until Saturday 11:00. */
export const SOLD_OUT_TODAY_DISH = dish('steamed-dumplings');
/** No allergens block: nobody has checked it yet. */
export const UNCHECKED_DISH = dish('wonton-noodle-soup');
/** Named only in Chinese: its address is its name in pinyin. */
export const CHINESE_ONLY_DISH = dish('suan-cai-yu');

/** A category renamed by the owner: its file keeps its first name. */
export const RENAMED_CATEGORY = { file: 'starters.yml', ...categoryOf(PLAIN_DISH) };
/** A category the owner added, last. */
export const NEW_CATEGORY = LAST_CATEGORY;
/** The category served at some hours only. */
export const SERVED_CATEGORY = need(
  menu.find((entry) => entry.servingHours !== undefined),
  'category with servingHours',
);

/** The restaurant's look, as the owner sets it in Restaurant → Details. */
export const LOOK = {
  name: restaurant.name,
  chineseName: need(restaurant.chineseName, 'chineseName in restaurant.yml'),
  accentColor: need(restaurant.accentColor, 'accentColor in restaurant.yml'),
  logo: need(restaurant.logo, 'logo in restaurant.yml'),
};
/** A real-looking address, not the shipped placeholder, so that the print kit prints its QR codes. */
export const WEBSITE = restaurant.website;

const notices = readNotices(FIXTURE_DIR);
const notice = (slug: string) =>
  need(
    notices.find((entry) => entry.slug === slug),
    `notice ${slug}`,
  );
/** Two notices on Friday 5 June 2026, one with a Chinese text and one without, and one the week before. */
export const NOTICES = { today: notice('hot-pot'), todayEnglishOnly: notice('patio'), past: notice('memorial-day') };

const page = (slug: string) =>
  need(
    PAGES.find((entry) => entry.slug === slug),
    `page ${slug}`,
  );
/** The About page as the owner rewrote it, with HTML that must show as text; and a page the owner added. */
export const EDITED_PAGE = { ...page('about'), text: 'We have cooked on Mott Street since 1988.' };
export const ADDED_PAGE = { ...page('catering'), text: 'Parties of twenty and more.' };
