/** The checked content of content/menu.yml, made a module by scripts/menu-plugin.ts. */
declare module 'virtual:menu' {
  // An ambient module cannot `import` by relative path (TS2439); an import() type can.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const menu: import('./menu/menu-model.ts').Menu;
}
