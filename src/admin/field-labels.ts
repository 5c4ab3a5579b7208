import { fieldIn, languageLabel, TRANSLATED_LANGUAGES } from '../i18n/languages.ts';
import { WEEKDAY_NAMES, WEEKDAYS } from '../restaurant/opening-hours.ts';

/**
 * The editor's label of each field of a content file, by its path in the file
 * without list positions ("address.street" is "Street"), so that the build's
 * messages name a field as the owner sees it: "Colour", not accentColor. The
 * editor's own configuration (cms-config.ts) is held to these by its test.
 */
export type FieldLabels = Readonly<Record<string, string>>;

/** The labels, with each field of `translated` in every other language after it: "Chinese name" after "Name". */
function withTranslations(labels: Record<string, string>, translated: readonly string[]): FieldLabels {
  const translations = translated.flatMap((path) => {
    const [parent, name = ''] = path.includes('.') ? path.split('.') : ['', path];
    return TRANSLATED_LANGUAGES.map((language) => [
      [parent, fieldIn(name, language)].filter(Boolean).join('.'),
      `${languageLabel(language)} ${(labels[path] ?? name).toLowerCase()}`,
    ]);
  });
  return { ...labels, ...Object.fromEntries(translations) };
}

/** A field's label that the build's messages also use on their own. */
export const CATEGORY_LABEL = 'Category';

/** content/dishes/<name>.yml */
export const DISH_LABELS = withTranslations(
  {
    name: 'Name',
    category: CATEGORY_LABEL,
    order: 'Place in its category',
    price: 'Price',
    soldOut: 'Sold out',
    soldOutOn: 'Sold out for the day',
    description: 'Description',
    spicy: 'Spicy',
    vegetarian: 'Vegetarian',
    vegan: 'Vegan',
    glutenFree: 'Gluten-free',
    allergens: 'Allergens',
    'allergens.contains': 'Contains',
    'allergens.mayContain': 'May contain (traces)',
    photo: 'Photo',
    slug: 'Web address (optional)',
  },
  ['name', 'description'],
);

/** content/categories/<name>.yml */
export const CATEGORY_LABELS = withTranslations(
  {
    name: 'Name',
    order: 'Place on the menu',
    href: 'Link target',
    picture: 'Drawing',
    servingHours: 'Served at some hours only',
    'servingHours.days': 'Days',
    'servingHours.hours': 'Hours',
    slug: 'Web address (optional)',
  },
  ['name'],
);

/** content/restaurant.yml */
export const RESTAURANT_LABELS = withTranslations(
  {
    name: 'Name',
    chineseName: 'Chinese name',
    tagline: 'Tagline',
    chineseTagline: 'Chinese tagline',
    description: 'Description',
    accentColor: 'Colour',
    logo: 'Logo',
    address: 'Address',
    'address.street': 'Street',
    'address.locality': 'City',
    'address.region': 'State',
    'address.postalCode': 'ZIP code',
    'address.country': 'Country code',
    phone: 'Phone',
    timeZone: 'Time zone',
    hours: 'Opening hours',
    ...Object.fromEntries(WEEKDAYS.map((day) => [`hours.${day}`, WEEKDAY_NAMES[day]])),
    closedDates: 'Dates closed',
    'closedDates.date': 'Date',
    'closedDates.reason': 'Reason',
    website: 'Website',
  },
  ['closedDates.reason'],
);

/**
 * A field's place in a file as the editor labels it: "Opening hours › Friday › 2"
 * for hours.friday[1] (list positions count from 1); a field the editor does
 * not have keeps its name in the file; `whole` for the file itself.
 */
export function labelledPath(labels: FieldLabels, path: readonly PropertyKey[], whole: string): string {
  if (path.length === 0) return whole;
  const names: string[] = [];
  return path
    .map((key) => {
      if (typeof key === 'number') return String(key + 1);
      names.push(String(key));
      return labels[names.join('.')] ?? String(key);
    })
    .join(' › ');
}
