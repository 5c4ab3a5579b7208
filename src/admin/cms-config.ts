import type { CmsConfig, Collection as CollectionConfig } from '@sveltia/cms';
import { CATEGORIES } from '../content/category-schema.ts';
import { editorFields, localize, type Collection } from '../content/fields.ts';
import { DISHES } from '../content/menu-schema.ts';
import { NOTICES } from '../content/notice-file.ts';
import { PAGES } from '../content/page-file.ts';
import { RESTAURANT } from '../content/restaurant-schema.ts';
import type { EditorLanguage } from '../i18n/languages.ts';

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

/** Every kind of content, in the order of the editor's menu. */
export const COLLECTIONS: readonly Collection[] = [DISHES, CATEGORIES, RESTAURANT, PAGES, NOTICES];

/** A kind of content as the editor edits it, in `language`. */
function editorCollection(collection: Collection, language: EditorLanguage): CollectionConfig {
  const { name, fields, editor } = collection;
  const { files, ...options } = localize<Record<string, unknown>>(editor, language);
  const where =
    'file' in collection
      ? {
          files: (files as { name: string; label: string }[]).map((file) => ({
            ...file,
            file: `content/${collection.file}`,
            fields: editorFields(fields, language),
          })),
        }
      : { folder: `content/${collection.folder}`, fields: editorFields(fields, language) };
  return { name, ...options, ...where } as CollectionConfig;
}

/** The editor's own words, around the content's. */
const TITLE: Readonly<Record<EditorLanguage, { plain: string; of: (restaurant: string) => string }>> = {
  en: { plain: 'Menu editor', of: (restaurant) => `${restaurant} · menu editor` },
  zh: { plain: '菜单编辑器', of: (restaurant) => `${restaurant} · 菜单编辑器` },
};

/** The configuration in `language`: every label, hint, option and summary of ours in it; Sveltia's own words follow its own setting. */
export function buildCmsConfig({ repo, branch, siteUrl, apiRoot, restaurantName }: CmsConfigOptions, language: EditorLanguage = 'en') {
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
    app_title: restaurantName ? TITLE[language].of(restaurantName) : TITLE[language].plain,
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
    collections: COLLECTIONS.map((collection) => editorCollection(collection, language)),
  } satisfies CmsConfig;
}
