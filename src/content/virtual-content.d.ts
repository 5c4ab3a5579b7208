/** The checked content of content/ (plugins/content.ts): plain data, with no YAML, zod or sharp behind it. */

/** The whole menu, every language: for the pages as the build renders them, and the tests. */
declare module 'virtual:menu' {
  // An ambient module cannot `import` by relative path (TS2439); an import() type can.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const menu: import('../menu/model/menu-model.ts').Menu;
}

/** The menu as one language's pages show it (menu-model.ts inLanguage): what each page's script carries. */
declare module 'virtual:menu/*' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const menu: import('../menu/model/menu-model.ts').Menu;
}

/** restaurant.yml, with its time zone's offsets for the years ahead (opening-hours.ts ZoneOffsets) and the content's time. */
declare module 'virtual:restaurant' {
  /* eslint-disable @typescript-eslint/consistent-type-imports */
  export const restaurant: import('./restaurant-schema.ts').Restaurant & {
    offsets: import('../restaurant/opening-hours.ts').ZoneOffsets;
    /** When the content was last changed (plugins/content/content-time.ts), in milliseconds since the epoch: what the pages show before the phone's clock is read. */
    builtAt: number;
  };
  /* eslint-enable @typescript-eslint/consistent-type-imports */
}

/** content/pages/*.md, checked and rendered to HTML (page-file.ts), in navigation order: for the build's pages only. */
declare module 'virtual:pages' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const pages: readonly import('../pages/page-list.ts').ContentPage[];
}

/** content/notices/*.yml, checked (notice-file.ts): the menu shows those of the restaurant's today. */
declare module 'virtual:notices' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const notices: readonly import('../restaurant/notices.ts').Notice[];
}

/** One language's words and content, as its menu script takes them (src/entries/menu.ts, plugins/menu-entries.ts). */
declare module 'virtual:page-language' {
  /* eslint-disable @typescript-eslint/consistent-type-imports */
  export const messages: import('../i18n/en.ts').Messages;
  export const menu: import('../menu/model/menu-model.ts').Menu;
  export const restaurant: typeof import('virtual:restaurant').restaurant;
  export const notices: typeof import('virtual:notices').notices;
  /* eslint-enable @typescript-eslint/consistent-type-imports */
}

/** The staff view's words in the restaurant's own language (plugins/menu-entries.ts), which it shows first on every page. */
declare module 'virtual:house-words' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const houseWords: import('../i18n/en.ts').StaffWords;
}
