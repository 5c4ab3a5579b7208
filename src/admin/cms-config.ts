import type { CmsConfig, Field } from '@sveltia/cms';
import { en } from '../i18n/en.ts';
import { ALLERGENS, DRAWINGS } from '../menu/menu-model.ts';
import { MAX_ORDER, MIN_ORDER, NO_ALLERGENS, PRICE_MESSAGE, PRICE_PATTERN } from '../menu/menu-schema.ts';
import { SLUG_PATTERN } from '../menu/slug.ts';
import { WEEKDAY_NAMES, WEEKDAYS } from '../restaurant/opening-hours.ts';
import { INTERVAL_MESSAGE, RESTAURANT_FILE } from '../restaurant/restaurant-schema.ts';

/** The allergens as the owner ticks them, by the names food law gives them (the English menu's own words). */
const ALLERGEN_OPTIONS = ALLERGENS.map((value) => ({ label: en.allergens[value], value }));

/**
 * The configuration of Sveltia CMS, the editor at /admin
 * (https://sveltiacms.app/en/docs/config): one entry per dish, listed and
 * searched by name, with the fields and rules the build checks. The build
 * writes it to dist/admin/config.yml; `npm run edit` serves the same.
 */

/** The repository the editor saves into and the branch the host builds: the site's own (build/git-repository.ts). */
export interface CmsConfigOptions {
  repo: string;
  branch: string;
  /** The site's address: the editor links to it. */
  siteUrl: string;
}

/** An address of one's own: only for a name in a script the build cannot spell in a-z, or to keep an address when renaming. */
const SLUG_FIELD: Field = {
  name: 'slug',
  label: 'Web address (optional)',
  widget: 'string',
  required: false,
  pattern: [SLUG_PATTERN.source, 'Lower-case letters a-z, digits and single hyphens, such as gong-bao-ji-ding'],
  hint: 'Leave empty: the address is made from the name (a Chinese name in pinyin, 宫保鸡丁 → gong-bao-ji-ding).',
};

/**
 * A dish's fields, in the order of its file: the editor rewrites a file in
 * this order, so the files are kept in it and a change is one line.
 * Sold out comes right after the price, in view as a dish opens on a phone.
 */
const DISH_FIELDS: Field[] = [
  { name: 'name', label: 'Name', widget: 'string' },
  { name: 'chineseName', label: 'Chinese name', widget: 'string', required: false },
  {
    name: 'category',
    label: 'Category',
    widget: 'relation',
    // The categories that exist (content/categories/), by name: a dish's file names its category.
    collection: 'categories',
    value_field: 'name',
    search_fields: ['name', 'chineseName'],
    display_fields: ['name'],
  },
  {
    name: 'order',
    label: 'Place in its category',
    widget: 'number',
    value_type: 'int',
    min: MIN_ORDER,
    max: MAX_ORDER,
    hint: 'Dishes are listed from the lowest number up; 15 puts a dish between 10 and 20.',
  },
  { name: 'price', label: 'Price', widget: 'string', pattern: [PRICE_PATTERN.source, `Price ${PRICE_MESSAGE}`], hint: 'Like $14.00' },
  { name: 'soldOut', label: 'Sold out', widget: 'boolean', required: false, default: false },
  {
    name: 'description',
    label: 'Description',
    widget: 'text',
    required: false,
    hint: 'Without one, the menu says "Delicious … prepared with premium ingredients and authentic recipes."',
  },
  {
    name: 'chineseDescription',
    label: 'Chinese description',
    widget: 'text',
    required: false,
    hint: 'Shown on the Chinese menu (/zh/).',
  },
  {
    name: 'spicy',
    label: 'Spicy',
    widget: 'select',
    required: false,
    options: [
      { label: 'Mild', value: 1 },
      { label: 'Medium', value: 2 },
      { label: 'Hot', value: 3 },
    ],
  },
  { name: 'vegetarian', label: 'Vegetarian', widget: 'boolean', required: false, default: false },
  { name: 'vegan', label: 'Vegan', widget: 'boolean', required: false, default: false, hint: 'A vegan dish shows as vegetarian too.' },
  { name: 'glutenFree', label: 'Gluten-free', widget: 'boolean', required: false, default: false },
  {
    name: 'allergens',
    label: 'Allergens',
    widget: 'object',
    required: false,
    collapsed: true,
    hint: 'Leave both empty until you have checked the recipe: guests are then told to ask your staff. Never leave it empty to mean "none".',
    fields: [
      {
        name: 'contains',
        label: 'Contains',
        widget: 'select',
        multiple: true,
        required: false,
        dropdown_threshold: 20,
        options: [{ label: 'None of these (checked)', value: NO_ALLERGENS }, ...ALLERGEN_OPTIONS],
      },
      {
        name: 'mayContain',
        label: 'May contain (traces)',
        widget: 'select',
        multiple: true,
        required: false,
        dropdown_threshold: 20,
        options: ALLERGEN_OPTIONS,
      },
    ],
  },
  {
    name: 'photo',
    label: 'Photo',
    widget: 'image',
    required: false,
    choose_url: false,
    // Relative to the dish's file: the photo goes to content/photos/ and the field reads photos/<name>.webp.
    media_folder: '../photos',
    public_folder: 'photos',
  },
  SLUG_FIELD,
];

/** "11:00-22:00": the build checks the times themselves (no 25:00) and names the day of a bad one. */
const INTERVAL_PATTERN: [string, string] = ['^\\d{2}:\\d{2}-\\d{2}:\\d{2}$', `Hours ${INTERVAL_MESSAGE}, such as 11:00-22:00`];

const intervalsField = (name: string, label: string, hint?: string): Field => ({
  name,
  label,
  widget: 'list',
  required: false,
  ...(hint && { hint }),
  field: { name: 'interval', label: 'Hours', widget: 'string', pattern: INTERVAL_PATTERN },
});

/** A category's fields, in the order of its file (content/categories/<name>.yml). */
const CATEGORY_FIELDS: Field[] = [
  {
    name: 'name',
    label: 'Name',
    widget: 'string',
    hint: 'Renamed? Give each of its dishes the new name too (their Category field): the build lists every dish left behind.',
  },
  { name: 'chineseName', label: 'Chinese name', widget: 'string', required: false, hint: 'Shown on the Chinese menu (/zh/).' },
  {
    name: 'order',
    label: 'Place on the menu',
    widget: 'number',
    value_type: 'int',
    min: MIN_ORDER,
    max: MAX_ORDER,
    hint: 'Categories are shown from the lowest number up; 15 puts one between 10 and 20.',
  },
  { name: 'href', label: 'Link target', widget: 'string', required: false, hint: 'A page of the site the card links to, such as /about.' },
  {
    name: 'picture',
    label: 'Drawing',
    widget: 'select',
    required: false,
    options: DRAWINGS.map((drawing) => ({ label: drawing.replaceAll('-', ' '), value: drawing })),
    hint: 'What its dishes without a photo show.',
  },
  {
    name: 'servingHours',
    label: 'Served at some hours only',
    widget: 'object',
    required: false,
    collapsed: true,
    hint: 'Leave empty when the category is served whenever you are open.',
    fields: [
      {
        name: 'days',
        label: 'Days',
        widget: 'select',
        multiple: true,
        options: WEEKDAYS.map((day) => ({ label: WEEKDAY_NAMES[day], value: day })),
      },
      intervalsField('hours', 'Hours'),
    ],
  },
  SLUG_FIELD,
];

/** content/restaurant.yml, in the order of its file. */
const RESTAURANT_FIELDS: Field[] = [
  { name: 'name', label: 'Name', widget: 'string' },
  { name: 'chineseName', label: 'Chinese name', widget: 'string', required: false },
  { name: 'tagline', label: 'Tagline', widget: 'string', hint: 'One short line under the name.' },
  { name: 'chineseTagline', label: 'Chinese tagline', widget: 'string', required: false },
  { name: 'description', label: 'Description', widget: 'text', hint: 'What search engines and link previews say about the menu.' },
  {
    name: 'address',
    label: 'Address',
    widget: 'object',
    fields: [
      { name: 'street', label: 'Street', widget: 'string' },
      { name: 'locality', label: 'City', widget: 'string' },
      { name: 'region', label: 'State', widget: 'string' },
      { name: 'postalCode', label: 'ZIP code', widget: 'string' },
      { name: 'country', label: 'Country code', widget: 'string', pattern: ['^[A-Z]{2}$', 'Two capital letters, such as US'] },
    ],
  },
  { name: 'phone', label: 'Phone', widget: 'string', hint: 'As guests dial it, such as +1 212-555-0188.' },
  {
    name: 'timeZone',
    label: 'Time zone',
    widget: 'string',
    hint: 'The restaurant’s, such as America/New_York: guests anywhere see the hours as you keep them.',
  },
  {
    name: 'hours',
    label: 'Opening hours',
    widget: 'object',
    hint: 'Each day, one line per opening: 11:00-22:00. Two lines for a break (11:00-14:30 and 17:00-22:00); 17:00-02:00 runs past midnight. No line: closed that day.',
    fields: WEEKDAYS.map((day) => intervalsField(day, WEEKDAY_NAMES[day])),
  },
  {
    name: 'closedDates',
    label: 'Dates closed',
    widget: 'list',
    required: false,
    hint: 'Holidays and other days closed, such as 2026-12-25.',
    field: { name: 'date', label: 'Date', widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' },
  },
  { name: 'website', label: 'Website', widget: 'string', hint: 'Where the menu is published, such as https://golden-lantern.example.' },
];

export function buildCmsConfig({ repo, branch, siteUrl }: CmsConfigOptions) {
  return {
    // A fine-grained personal access token, made by the owner on GitHub: no OAuth app, no server.
    backend: { name: 'github', repo, branch, auth_methods: ['token'], commit_messages: { update: 'Menu: {{slug}}' } },
    app_title: 'Golden Lantern · menu editor',
    logo: { src: '/images/icon-192.png' },
    site_url: siteUrl,
    display_url: siteUrl,
    show_preview_links: false,
    media_folder: 'content/photos',
    public_folder: 'photos',
    media_libraries: {
      // A phone's photo is made smaller in the browser before it is saved; the build makes the sizes guests get.
      default: { config: { transformations: { raster_image: { format: 'webp', quality: 85, width: 1600, height: 1600 } } } },
      stock_assets: { providers: [] },
    },
    editor: { preview: false },
    // An empty field is left out of the file, as the build reads it.
    output: { omit_empty_optional_fields: true },
    collections: [
      {
        name: 'dishes',
        label: 'Dishes',
        label_singular: 'Dish',
        icon: 'restaurant',
        description: 'Every dish on the menu. Type part of a name in Search to find one.',
        folder: 'content/dishes',
        extension: 'yml',
        format: 'yml',
        identifier_field: 'name',
        slug: '{{name}}',
        summary: "{{name}} · {{price}}{{soldOut | ternary(' · SOLD OUT', '')}}",
        create: true,
        delete: true,
        sortable_fields: { fields: ['name', 'price', 'order', 'category'], default: { field: 'order' } },
        view_groups: { default: 'category', groups: [{ name: 'category', label: 'Category', field: 'category' }] },
        view_filters: { filters: [{ name: 'sold-out', label: 'Sold out', field: 'soldOut', pattern: true }] },
        fields: DISH_FIELDS,
      },
      {
        name: 'categories',
        label: 'Categories',
        label_singular: 'Category',
        icon: 'category',
        description: 'The cards of the menu, in their order. A category needs at least one dish: delete or move its dishes with it.',
        folder: 'content/categories',
        extension: 'yml',
        format: 'yml',
        identifier_field: 'name',
        slug: '{{name}}',
        summary: '{{order}} · {{name}} {{chineseName}}',
        create: true,
        delete: true,
        sortable_fields: { fields: ['order', 'name'], default: { field: 'order' } },
        fields: CATEGORY_FIELDS,
      },
      {
        name: 'restaurant',
        label: 'Restaurant',
        icon: 'storefront',
        description: 'Name, address, phone, opening hours and dates closed.',
        files: [{ name: 'details', label: 'Details and hours', file: `content/${RESTAURANT_FILE}`, fields: RESTAURANT_FIELDS }],
      },
    ],
  } satisfies CmsConfig;
}
