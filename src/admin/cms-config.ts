import type { CmsConfig, Field } from '@sveltia/cms';
import { CATEGORY_NAMES } from '../menu/menu-model.ts';
import { MAX_ORDER, MIN_ORDER, PRICE_MESSAGE, PRICE_PATTERN } from '../menu/menu-schema.ts';

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

/**
 * A dish's fields, in the order of its file: the editor rewrites a file in
 * this order, so the files are kept in it and a change is one line.
 * Sold out comes right after the price, in view as a dish opens on a phone.
 */
const DISH_FIELDS: Field[] = [
  { name: 'name', label: 'Name', widget: 'string' },
  { name: 'chineseName', label: 'Chinese name', widget: 'string', required: false },
  { name: 'category', label: 'Category', widget: 'select', options: [...CATEGORY_NAMES] },
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
    ],
  } satisfies CmsConfig;
}
