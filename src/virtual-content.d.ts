/** The checked content of content/ (build/content.ts): plain data, with no YAML, zod or sharp behind it. */

/** The whole menu, every language: for the pages as the build renders them, and the tests. */
declare module 'virtual:menu' {
  // An ambient module cannot `import` by relative path (TS2439); an import() type can.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const menu: import('./menu/menu-model.ts').Menu;
}

/** The menu as one language's pages show it (menu-model.ts inLanguage): what each page's script carries. */
declare module 'virtual:menu/*' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const menu: import('./menu/menu-model.ts').Menu;
}

/** restaurant.yml, with its time zone's offsets for the years ahead (opening-hours.ts ZoneOffsets). */
declare module 'virtual:restaurant' {
  /* eslint-disable @typescript-eslint/consistent-type-imports */
  export const restaurant: import('./restaurant/restaurant-schema.ts').Restaurant & {
    offsets: import('./restaurant/opening-hours.ts').ZoneOffsets;
  };
  /* eslint-enable @typescript-eslint/consistent-type-imports */
}
