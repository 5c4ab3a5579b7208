import type { Plugin } from 'vite';
import { LANGUAGES, type Language } from '../src/i18n/languages.ts';
import { PAGE_DATA_ID } from './content.ts';

const ENTRY_ID = 'virtual:menu-entry/';

/** The browser build's entries: a menu script per language, named menu-<language>. */
export const MENU_ENTRIES = Object.fromEntries(LANGUAGES.map((language) => [`menu-${language}`, `${ENTRY_ID}${language}`]));

/** Where `npm run dev` serves a language's menu script. */
export const devMenuScript = (language: Language) => `/@id/__x00__${ENTRY_ID}${language}`;

const isLanguage = (code: string): code is Language => (LANGUAGES as readonly string[]).includes(code);

/**
 * The menu page's script of each language, made from its code: it hydrates the
 * menu with that language's words (src/i18n/<code>.ts) and menu alone, so a
 * page's script carries no other language's, and a new language needs no
 * entry file of its own. It is the one chunk that holds the content: the code
 * it imports holds none, so an edit renames this script alone.
 */
export function menuEntries(): Plugin {
  return {
    name: 'golden-lantern:menu-entries',
    resolveId(id) {
      return id.startsWith(ENTRY_ID) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${ENTRY_ID}`)) return undefined;
      const language = id.slice(`\0${ENTRY_ID}`.length);
      if (!isLanguage(language)) throw new Error(`${language} is not one of the site's languages (src/i18n/languages.ts)`);
      // From the root, not the disk: the chunks' names stay the same wherever the project is checked out.
      const source = (file: string) => JSON.stringify(`/${file}`);
      return [
        `import { hydrateMenu } from ${source('src/menu/hydrate-menu.tsx')};`,
        `import { ${language} as messages } from ${source(`src/i18n/${language}.ts`)};`,
        `import { menu } from ${JSON.stringify(`virtual:menu/${language}`)};`,
        `import { restaurant, notices } from ${JSON.stringify(`${PAGE_DATA_ID}/${language}`)};`,
        'void hydrateMenu({ menu, restaurant, notices }, messages, import.meta.url);',
      ].join('\n');
    },
  };
}
