import { CATEGORY_NAMES } from '../menu/menu-model.ts';
import { PHOTO_PATTERN, PRICE_MESSAGE, PRICE_PATTERN } from '../menu/menu-schema.ts';

/**
 * The configuration of Decap CMS, the editor at /admin
 * (https://decapcms.org/docs/configuration-options/), written to
 * dist/admin/config.yml by the build and served by `npm run edit`. One entry,
 * "Menu", edits content/menu.yml with the fields and rules of
 * src/menu/menu-schema.ts.
 */

/** Placeholders the restaurant fills in before publishing from the live site (README, "For the restaurant"). */
export const GIT_BACKEND = {
  name: 'github',
  repo: 'YOUR-GITHUB-ACCOUNT/YOUR-REPOSITORY',
  branch: 'main',
  // Netlify signs in to GitHub by itself; on other hosts, the address of a GitHub OAuth client.
  base_url: 'https://api.netlify.com',
} as const;

/** A dish's fields in the order content/menu.yml lists them. */
const DISH_FIELDS = [
  { label: 'Name', name: 'name', widget: 'string' },
  { label: 'Chinese name', name: 'chineseName', widget: 'string', required: false },
  {
    label: 'Price',
    name: 'price',
    widget: 'string',
    pattern: [PRICE_PATTERN.source, PRICE_MESSAGE],
    hint: 'Dollar sign, digits, two decimals: $14.00',
  },
  { label: 'Description', name: 'description', widget: 'text', required: false },
  {
    label: 'Spicy',
    name: 'spicy',
    widget: 'select',
    required: false,
    options: [
      { label: 'None', value: '' },
      { label: 'Mild', value: 1 },
      { label: 'Medium', value: 2 },
      { label: 'Hot', value: 3 },
    ],
  },
  { label: 'Vegetarian', name: 'vegetarian', widget: 'boolean', required: false },
  {
    label: 'Photo',
    name: 'photo',
    widget: 'image',
    required: false,
    choose_url: false,
    pattern: [PHOTO_PATTERN.source, 'A .jpg, .jpeg, .png, .webp or .avif photo'],
  },
  { label: 'Sold out', name: 'soldOut', widget: 'boolean', required: false },
];

export interface CmsConfigOptions {
  /** The address the editor links to as the site. */
  siteUrl: string;
  /** `npm run edit`: the local editing server (decap-server) the editor saves through instead of the git host. */
  localBackendUrl?: string;
}

export function buildCmsConfig({ siteUrl, localBackendUrl }: CmsConfigOptions) {
  return {
    backend: GIT_BACKEND,
    ...(localBackendUrl ? { local_backend: { url: localBackendUrl } } : {}),
    site_url: siteUrl,
    display_url: siteUrl,
    // Stored as photos/x.jpg, relative to content/ where menu.yml is.
    media_folder: 'content/photos',
    public_folder: 'photos',
    // A form-only editor: the site itself is the preview (npm run edit serves it beside the editor).
    editor: { preview: false },
    collections: [
      {
        name: 'menu',
        label: 'Menu',
        description: 'Every dish on the site, by category, in the order guests see them.',
        delete: false,
        files: [
          {
            name: 'menu',
            label: 'Menu',
            file: 'content/menu.yml',
            fields: [
              {
                label: 'Categories',
                name: 'categories',
                widget: 'list',
                // The seven categories are fixed (guests find the cards by them); their dishes are not.
                allow_add: false,
                allow_remove: false,
                allow_reorder: false,
                collapsed: true,
                summary: '{{fields.name}}',
                fields: [
                  { label: 'Name', name: 'name', widget: 'select', options: [...CATEGORY_NAMES] },
                  { label: 'Link target', name: 'href', widget: 'hidden' },
                  {
                    label: 'Dishes',
                    name: 'dishes',
                    widget: 'list',
                    collapsed: true,
                    min: 1,
                    summary: '{{fields.name}} · {{fields.price}}',
                    add_to_top: false,
                    fields: DISH_FIELDS,
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}
