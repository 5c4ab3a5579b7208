import type { CmsConfig, Field, MarkdownField } from '@sveltia/cms';
import { translationsOf } from '../i18n/content-fields.ts';
import { en } from '../i18n/en.ts';
import { fieldIn, LANGUAGE_ROOT, languageLabel, TRANSLATED_LANGUAGES, type Translation } from '../i18n/languages.ts';
import { DRAWINGS } from '../content/drawings.ts';
import { ALLERGENS } from '../menu/model/menu-model.ts';
import { MAX_ORDER, MIN_ORDER, NO_ALLERGENS, PRICE_MESSAGE, PRICE_PATTERN } from '../content/menu-schema.ts';
import { SLUG_PATTERN } from '../menu/model/slug.ts';
import { WEEKDAY_NAMES, WEEKDAYS } from '../restaurant/opening-hours.ts';
import { COUNTRY_PATTERN, LOGO_ACCEPT, LOGO_MAX_BYTES, RESTAURANT_FILE } from '../content/restaurant-schema.ts';
import { ACCENT_COLOUR_WIDGET } from './accent-colour-field.ts';
import { DAY_HOURS_WIDGET } from './day-hours-field.ts';
import { RESTAURANT_LABELS } from './field-labels.ts';

/** The allergens as the owner ticks them, by the names food law gives them (the English menu's own words). */
const ALLERGEN_OPTIONS = ALLERGENS.map((value) => ({ label: en.allergens[value], value }));

/**
 * The configuration of Sveltia CMS, the editor at /admin
 * (https://sveltiacms.app/en/docs/config): one entry per dish, listed and
 * searched by name, with the fields and rules the build checks. The build
 * writes it to dist/admin/config.yml; `npm run edit` serves the same.
 */

/** The repository the editor saves into and the branch the host builds: the site's own (plugins/admin/git-repository.ts). */
export interface CmsConfigOptions {
  repo: string;
  branch: string;
  /** The site's address: the editor links to it. */
  siteUrl: string;
  /** GitHub's REST API, when not https://api.github.com (a GitHub Enterprise server). */
  apiRoot?: string;
  /** The restaurant's name (restaurant.yml), in the editor's title; unknown while that file has a mistake. */
  restaurantName?: string;
}

/**
 * The field in each other language, after the English one: chineseName
 * labelled "Chinese name" after name. Optional: without it, that language's
 * pages show the English.
 */
function inOtherLanguages(field: Field, hint?: (language: Translation, label: string) => string): Field[] {
  return TRANSLATED_LANGUAGES.map((language) => {
    const label = languageLabel(language);
    return {
      ...field,
      name: fieldIn(field.name, language),
      label: `${label} ${(field.label ?? field.name).toLowerCase()}`,
      required: false,
      ...(hint ? { hint: hint(language, label) } : {}),
    } as Field;
  });
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
  ...inOtherLanguages({ name: 'name', label: 'Name', widget: 'string' }),
  {
    name: 'category',
    label: 'Category',
    widget: 'relation',
    // The categories that exist (content/categories/), stored by file name, which a rename leaves as it is; shown by name.
    collection: 'categories',
    value_field: '{{slug}}',
    search_fields: ['name', ...translationsOf('name')],
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
    name: 'soldOutOn',
    label: 'Sold out for the day',
    widget: 'datetime',
    required: false,
    time_format: false,
    format: 'YYYY-MM-DD',
    hint: 'Pick today: the dish shows Sold out until you next open, then is back by itself. Clear it afterwards when you like.',
  },
  {
    name: 'description',
    label: 'Description',
    widget: 'text',
    required: false,
    hint: 'Without one, the menu says "Delicious … prepared with premium ingredients and authentic recipes."',
  },
  ...inOtherLanguages(
    { name: 'description', label: 'Description', widget: 'text' },
    (language, label) => `Shown on the ${label} menu (${LANGUAGE_ROOT[language]}).`,
  ),
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

/** A page's text: links and emphasis, not raw HTML, which the build shows as text. */
const PAGE_TEXT = {
  widget: 'markdown',
  buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'bulleted-list', 'numbered-list', 'quote'],
  editor_components: [],
} satisfies Omit<MarkdownField, 'name'>;

/** content/pages/<name>.md: the page's address is its file's name (about.md is /about). */
const PAGE_FIELDS: Field[] = [
  { name: 'title', label: 'Title', widget: 'string', hint: 'The page’s heading and its link in the navigation.' },
  ...inOtherLanguages(
    { name: 'title', label: 'Title', widget: 'string' },
    (language, label) => `Its heading and link on the ${label} pages (${LANGUAGE_ROOT[language]}); without one, the English.`,
  ),
  {
    name: 'nav',
    label: 'Linked from',
    widget: 'select',
    options: [
      { label: 'The top of every page', value: 'header' },
      { label: 'The foot of every page', value: 'footer' },
    ],
  },
  { name: 'order', label: 'Place in its links', widget: 'number', value_type: 'int', hint: 'Lowest first: 15 goes between 10 and 20.' },
  {
    name: 'boxes',
    label: 'Boxes',
    widget: 'list',
    required: false,
    hint: 'Cards below the text, each with a heading and a line, as on Projects.',
    fields: [
      { name: 'title', label: 'Heading', widget: 'string' },
      { name: 'text', label: 'Text', widget: 'string' },
      ...inOtherLanguages({ name: 'title', label: 'Heading', widget: 'string' }),
      ...inOtherLanguages({ name: 'text', label: 'Text', widget: 'string' }),
    ],
  },
  {
    name: 'body',
    label: 'Text',
    ...PAGE_TEXT,
    hint: 'Use Heading 2 and 3 for sections: the title is the page’s one big heading.',
  },
  // The English text is the file's own, after its front matter; each other language's is a field in the front matter (chineseBody).
  ...inOtherLanguages(
    { name: 'body', label: 'Text', ...PAGE_TEXT },
    (language, label) => `The page's text on the ${label} pages (${LANGUAGE_ROOT[language]}); without one, they show the English text.`,
  ),
];

/** content/notices/<name>.yml, shown above the menu from the first day to the last, on the restaurant's clock. */
const NOTICE_FIELDS: Field[] = [
  { name: 'text', label: 'Text', widget: 'string', hint: 'One short line, such as: New: hot pot.' },
  ...inOtherLanguages(
    { name: 'text', label: 'Text', widget: 'string' },
    (_language, label) => `Without one, the ${label} menu shows the English.`,
  ),
  { name: 'from', label: 'First day', widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' },
  {
    name: 'until',
    label: 'Last day',
    widget: 'datetime',
    time_format: false,
    format: 'YYYY-MM-DD',
    hint: 'The same as the first for one day.',
  },
];

/** A day's openings on one line (day-hours-field.ts). */
const intervalsField = (name: string, label: string, hint?: string): Field => ({
  name,
  label,
  widget: DAY_HOURS_WIDGET,
  required: false,
  ...(hint && { hint }),
});

/** A category's fields, in the order of its file (content/categories/<name>.yml). */
const CATEGORY_FIELDS: Field[] = [
  {
    name: 'name',
    label: 'Name',
    widget: 'string',
    hint: 'Rename it here alone: its dishes follow.',
  },
  ...inOtherLanguages(
    { name: 'name', label: 'Name', widget: 'string' },
    (language, label) => `Shown on the ${label} menu (${LANGUAGE_ROOT[language]}).`,
  ),
  {
    name: 'order',
    label: 'Place on the menu',
    widget: 'number',
    value_type: 'int',
    min: MIN_ORDER,
    max: MAX_ORDER,
    hint: 'Categories are shown from the lowest number up; 15 puts one between 10 and 20. Two on one number go by name.',
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
  ...inOtherLanguages({ name: 'name', label: 'Name', widget: 'string' }),
  { name: 'tagline', label: 'Tagline', widget: 'string', hint: 'One short line under the name.' },
  ...inOtherLanguages({ name: 'tagline', label: 'Tagline', widget: 'string' }),
  { name: 'description', label: 'Description', widget: 'text', hint: 'What search engines and link previews say about the menu.' },
  {
    name: 'accentColor',
    label: RESTAURANT_LABELS.accentColor,
    // Sveltia's colour picker with its hex box, refusing what the build refuses (accent-colour-field.ts).
    widget: ACCENT_COLOUR_WIDGET,
    allowInput: true,
    required: false,
    hint: 'The header, the category cards and the prices: pick one, or type it, such as #1f4f8f. Empty: the lacquer red. A colour too light for the text on it is refused.',
  },
  {
    name: 'logo',
    label: RESTAURANT_LABELS.logo,
    widget: 'image',
    required: false,
    choose_url: false,
    // Saved in content/photos/ and written photos/logo.svg, as the build reads it (the editor's default writes /photos/…).
    media_folder: 'content/photos',
    public_folder: 'photos',
    accept: LOGO_ACCEPT,
    media_libraries: { default: { config: { max_file_size: LOGO_MAX_BYTES } } },
    hint: `Square works best; an SVG stays sharp. An .svg, .png, .jpg or .webp file of at most ${LOGO_MAX_BYTES / 1024} KB. The browser tab, the header, the home-screen icon and the link-preview picture. Empty: the lantern.`,
  },
  {
    name: 'address',
    label: 'Address',
    widget: 'object',
    fields: [
      { name: 'street', label: 'Street', widget: 'string' },
      { name: 'locality', label: 'City', widget: 'string' },
      { name: 'region', label: 'State', widget: 'string' },
      { name: 'postalCode', label: 'ZIP code', widget: 'string' },
      { name: 'country', label: 'Country code', widget: 'string', pattern: [COUNTRY_PATTERN.source, 'Two capital letters, such as US'] },
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
    fields: WEEKDAYS.map((day) =>
      // The format under the first day, where the owner starts; Sveltia shows a group's hint below its last field.
      intervalsField(
        day,
        WEEKDAY_NAMES[day],
        day === 'monday'
          ? 'One line a day: 11:00-22:00, or 11:00-14:30, 17:00-22:00 with a break; 17:00-02:00 runs past midnight. Empty: closed.'
          : undefined,
      ),
    ),
  },
  {
    name: 'closedDates',
    label: 'Dates closed',
    widget: 'list',
    required: false,
    hint: 'Holidays and other days closed. Guests see "Closed Thu, Dec 24: Christmas Eve" above the menu from a week before, and "Closed today" on the day: no notice needed.',
    summary: '{{date}} {{reason}}',
    fields: [
      { name: 'date', label: 'Date', widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' },
      { name: 'reason', label: 'Reason', widget: 'string', required: false, hint: 'Optional, such as Christmas Eve.' },
      ...inOtherLanguages({ name: 'reason', label: 'Reason', widget: 'string', required: false }),
    ],
  },
  { name: 'website', label: 'Website', widget: 'string', hint: 'Where the menu is published, such as https://golden-lantern.example.' },
];

export function buildCmsConfig({ repo, branch, siteUrl, apiRoot, restaurantName }: CmsConfigOptions) {
  return {
    // A fine-grained personal access token, made by the owner on GitHub: no OAuth app, no server.
    backend: {
      name: 'github',
      repo,
      branch,
      ...(apiRoot && { api_root: apiRoot }),
      auth_methods: ['token'],
      commit_messages: { update: 'Menu: {{slug}}' },
    },
    app_title: restaurantName ? `${restaurantName} · menu editor` : 'Menu editor',
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
        description:
          'The cards of the menu, in their order. A category shows once a dish is in it; delete or move its dishes before deleting it.',
        folder: 'content/categories',
        extension: 'yml',
        format: 'yml',
        identifier_field: 'name',
        slug: '{{name}}',
        summary: ['{{order}} · {{name}}', ...translationsOf('name').map((field) => `{{${field}}}`)].join(' '),
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
      {
        name: 'pages',
        label: 'Pages',
        label_singular: 'Page',
        icon: 'article',
        description: 'About, Contact and the other pages. The file’s name is the page’s address: about is /about.',
        folder: 'content/pages',
        extension: 'md',
        format: 'frontmatter',
        identifier_field: 'title',
        slug: '{{title}}',
        summary: '{{title}}',
        create: true,
        delete: true,
        sortable_fields: { fields: ['title', 'order'], default: { field: 'order' } },
        fields: PAGE_FIELDS,
      },
      {
        name: 'notices',
        label: 'Notices',
        label_singular: 'Notice',
        icon: 'campaign',
        description:
          'A short line above the menu on the days you choose, such as New: hot pot. A day closed goes in Restaurant → Dates closed instead: guests are told a week ahead, and the hours say Closed today.',
        folder: 'content/notices',
        extension: 'yml',
        format: 'yml',
        identifier_field: 'text',
        slug: '{{from}}-{{text}}',
        summary: '{{from}} to {{until}} · {{text}}',
        create: true,
        delete: true,
        sortable_fields: { fields: ['from'], default: { field: 'from', direction: 'descending' } },
        fields: NOTICE_FIELDS,
      },
    ],
  } satisfies CmsConfig;
}
