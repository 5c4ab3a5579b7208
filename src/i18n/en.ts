/**
 * Every word the site shows guests, in English: the catalogue the others are
 * checked against (src/i18n/zh.ts must have every key, of the same kind).
 * A function where the words depend on a number or a name.
 */
import type { Allergen } from '../menu/model/allergens.ts';
import type { StorageRefusal } from '../menu/storage/stored-list.ts';
import type { HoursText } from '../restaurant/opening-hours.ts';
import type { Language } from './languages.ts';

/**
 * What the staff view says of the allergens a guest avoids, as a guest would
 * say it to a waiter: "can't eat", not a medical claim the guest never made.
 * The restaurant's language's words are shown on every page's staff view,
 * first (virtual:house-words, plugins/menu-entries.ts, takes them alone from
 * its catalogue); the page's own beneath. Allergens are named as in a sentence.
 */
export const staffWords = {
  /** The allergy section's heading, which the staff read: shown in the restaurant's language alone. */
  heading: "Can't eat",
  cantEat: (allergens: string) => `Please note: I can't eat ${allergens}`,
  /** Beside a saved dish that holds one of them. */
  contains: (allergens: string) => `contains ${allergens}`,
  mayContain: (allergens: string) => `may contain ${allergens}`,
  /** Beside a saved dish whose allergens nobody has checked yet. */
  notChecked: 'allergens not checked: please ask the kitchen',
  listSeparator: ', ',
  allergens: {
    celery: 'celery',
    gluten: 'gluten',
    crustaceans: 'crustaceans',
    eggs: 'eggs',
    fish: 'fish',
    lupin: 'lupin',
    milk: 'milk',
    molluscs: 'molluscs',
    mustard: 'mustard',
    'tree-nuts': 'tree nuts',
    peanuts: 'peanuts',
    sesame: 'sesame',
    soybeans: 'soy',
    sulphites: 'sulphites',
  } satisfies Record<Allergen, string>,
};

export type StaffWords = typeof staffWords;

export const en = {
  language: 'en' as Language,
  /** The language's name in itself: the link to its pages from the others'. */
  languageName: 'English',
  skipToContent: 'Skip to content',
  mainNavigation: 'Main',
  morePages: 'More pages',
  /** The header's button that shows the rest of the header where large text leaves no room for it. */
  headerMore: 'Pages, text size and language',
  /** The header's text size control; its choices are percentages. */
  textSize: 'Text size',
  menu: 'Menu',
  /**
   * How link previews and search results describe the menu page, from the
   * owner's description (restaurant.yml), or from the restaurant's name and
   * its categories' in the page's language, listed as it lists ("A, B and C").
   */
  menuDescription: (menu: { name: string; description: string; categories: string }) => menu.description,
  /** A placeholder page's description. */
  pageDescription: (title: string, restaurantName: string, tagline: string) => `${title} · ${restaurantName}: ${tagline}`,
  /** What a dish's link preview shows when the dish has no photo of its own. */
  drawingOf: (category: string) => `A drawing of a dish of ${category}`,
  pricesInDollars: 'Prices in US dollars',
  searchLabel: 'Search the menu',
  searchPlaceholder: 'Search',
  clearSearch: 'Clear search',
  spicy: 'Spicy',
  vegetarian: 'Vegetarian',
  spiceLevel: (level: 1 | 2 | 3) => `Spicy, ${{ 1: 'mild', 2: 'medium', 3: 'hot' }[level]}`,
  dishCount: (count: number) => (count === 1 ? '1 dish' : `${count} dishes`),
  noDishesMatch: 'No dishes match',
  noDishMatchesSearch: 'No dish matches your search.',
  showAllDishes: 'Show all dishes',
  /** A category's prices: "All $14.00" when they are all the same. */
  allAt: (price: string) => `All ${price}`,
  scrollLeft: 'Scroll left',
  scrollRight: 'Scroll right',
  menuCategories: 'Menu categories',
  categoriesNavigation: 'Categories',
  soldOut: 'Sold out',
  close: 'Close',
  share: 'Share',
  linkCopied: 'Link copied',
  /** A page left open while a new menu was published: the link that reloads it. */
  menuUpdated: 'Menu updated',
  sharingFailed: 'Sharing failed',
  copyThisLink: (url: string) => `Copy this link: ${url}`,
  size: 'Size',
  sizes: { small: 'Small', regular: 'Regular', large: 'Large' },
  quantity: 'Quantity',
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  addToCart: 'Add to Cart',
  backToMenu: 'Back to Menu',
  description: 'Description',
  /** The description of a dish that has none of its own, from its English name and its name in this language, if any. */
  defaultDescription: (dish: { name: string; nameHere?: string | undefined }) =>
    `Delicious ${dish.name.toLowerCase()} prepared with premium ingredients and authentic recipes.`,
  vegan: 'Vegan',
  glutenFree: 'Gluten-free',
  /** The fourteen as food law names them. */
  allergens: {
    celery: 'Celery',
    gluten: 'Cereals containing gluten',
    crustaceans: 'Crustaceans',
    eggs: 'Eggs',
    fish: 'Fish',
    lupin: 'Lupin',
    milk: 'Milk',
    molluscs: 'Molluscs',
    mustard: 'Mustard',
    'tree-nuts': 'Tree nuts',
    peanuts: 'Peanuts',
    sesame: 'Sesame',
    soybeans: 'Soybeans',
    sulphites: 'Sulphites',
  } satisfies Record<Allergen, string>,
  allergensHeading: 'Allergens',
  contains: (allergens: string) => `Contains: ${allergens}.`,
  mayContain: (allergens: string) => `May contain: ${allergens}.`,
  containsNone: 'Contains none of the fourteen allergens.',
  allergensNotGiven: 'Allergen information not given yet: please ask our staff.',
  /** Between the allergens of a list. */
  listSeparator: ', ',
  avoid: 'Avoid',
  /** The Avoid button with allergens chosen: "Avoid (2)". */
  avoidCount: (count: number) => `Avoid (${count})`,
  avoidHint: 'Dishes that contain what you tick are hidden. This phone remembers your choice.',
  clearAvoid: 'Clear',
  askStaff: 'Ask staff',
  /** A dish marked, while Avoid is on, with what it may hold: "May contain peanuts". */
  mayContainMark: (allergens: string) => `May contain ${allergens.toLowerCase()}`,
  hiddenByAvoid: (count: number) => `${count} hidden`,
  hours: {
    weekdays: { monday: 'Mon', tuesday: 'Tue', wednesday: 'Wed', thursday: 'Thu', friday: 'Fri', saturday: 'Sat', sunday: 'Sun' },
    dayRange: '–',
    listSeparator: ', ',
    openNow: 'Open now',
    until: (time) => `until ${time}`,
    closed: 'Closed',
    closedToday: 'Closed today',
    dayOff: 'Closed',
    opens: (when) => `opens ${when}`,
    served: (when) => `Served ${when}`,
    notServedNow: 'Not served now',
  } satisfies HoursText,
  /** A day closed, shown from a week before: "Closed Thu, Dec 24: Christmas Eve". The date is a UTC midnight. */
  closedOn: (date: Date, reason?: string) =>
    `Closed ${date.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })}${reason ? `: ${reason}` : ''}`,
  openingHours: 'Opening hours',
  visitUs: 'Visit us',
  call: (phone: string) => `Call ${phone}`,
  directions: 'Directions',
  allergenChart: 'Allergen chart',
  allergenChartIntro:
    'Every dish on our menu by the fourteen allergens. Recipes change: please tell our staff about any allergy when you order.',
  chartContains: 'Contains',
  chartMayContain: 'May contain',
  chartNotChecked: 'Not yet checked: please ask our staff',
  chartDish: 'Dish',
  /** The whole menu as one plain page (/menu/), for screen readers, slow phones and other sites. */
  wholeMenu: 'The whole menu',
  wholeMenuIntro: 'Every dish on one page, with its price, what it suits and its allergens. Tap a dish for its own page.',
  /** Saved dishes: a guest's own list on their phone, to show the staff; never a cart. */
  save: 'Save',
  /** A saved dish's mark in the menu, and the masthead's link to the list, followed by its count: "Saved (2)". */
  saved: 'Saved',
  savedDishes: 'Saved dishes',
  savedDescription: 'Dishes saved on this phone, to show our staff when you order.',
  savedNone: 'No dishes saved yet. Open a dish on the menu and tap Save to keep it here.',
  savedHint: 'Kept on this phone only. Show it to our staff when you order.',
  remove: 'Remove',
  showToStaff: 'Show to staff',
  staff: staffWords,
  /** A save or an Avoid choice that storage refused, said where it was made. */
  notKept: {
    full: "Not saved: this phone's storage is full",
    blocked: 'Not saved: this browser keeps nothing for this site',
  } satisfies Record<StorageRefusal, string>,
  /** Stored allergens to avoid that this menu does not know (a newer or damaged list): left out, and said. */
  unknownAvoided: (count: number) =>
    count === 1
      ? 'An allergen to avoid kept on this phone is not one this menu knows, and was left out.'
      : `${count} allergens to avoid kept on this phone are not ones this menu knows, and were left out.`,
  shareList: 'Share list',
  sharedWithYou: 'Dishes shared with you',
  addToMyList: 'Add to my list',
  myList: (count: number) => `Your own list (${count})`,
  goneFromMenu: (count: number) =>
    count === 1
      ? 'A saved dish is no longer on the menu and has left the list.'
      : `${count} saved dishes are no longer on the menu and have left the list.`,
};

export type Messages = typeof en;

/** The words of the restaurant's print kit (src/pages/print-pages.tsx): built into its pages alone, never into a menu's script. */
export const printKit = {
  tableTent: 'Table tent',
  takeoutMenu: 'Takeout menu',
  /** The table tent's call, under its QR code, in every language of the site. */
  scanForMenu: 'Scan for our menu',
  foldHere: 'Fold here',
  qrCode: (address: string) => `QR code: ${address}`,
  tellUsAllergies: 'Allergies? Please tell us when you order.',
  allergensAt: (address: string) => `Every dish's allergens: ${address}`,
};

export type PrintKitWords = typeof printKit;
