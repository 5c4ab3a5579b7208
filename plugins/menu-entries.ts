import type { Plugin } from 'vite';
import { HOUSE_LANGUAGE, LANGUAGES, type Language } from '../src/i18n/languages.ts';
import { PAGE_DATA_ID } from './content.ts';

/** The menu page's script, one file for every language. */
const ENTRY_FILE = 'src/entries/menu.ts';
/** What the script imports its language's words, menu, restaurant and notices from. */
const LANGUAGE_ID = 'virtual:page-language';
const LANGUAGE_QUERY = '?language=';
/**
 * The staff view's words in the restaurant's language, for the saved dishes'
 * list alone: a module id of its own (a query on the catalogue), so that
 * the list's chunk holds a copy of those words, and no chunk the menu loads
 * holds the house catalogue.
 */
const HOUSE_WORDS_ID = 'virtual:house-words';
const HOUSE_WORDS_COPY = `/src/i18n/${HOUSE_LANGUAGE}.ts?house-words`;

/** The script in one language: the file, asked for with its language. */
const entryOf = (language: Language) => `${ENTRY_FILE}${LANGUAGE_QUERY}${language}`;

/** The browser build's entries: a menu script per language, named menu-<language>. */
export const MENU_ENTRIES = Object.fromEntries(LANGUAGES.map((language) => [`menu-${language}`, entryOf(language)]));

/** Where `npm run dev` serves a language's menu script. */
export const devMenuScript = (language: Language) => `/${entryOf(language)}`;

const isLanguage = (code: string): code is Language => (LANGUAGES as readonly string[]).includes(code);

/**
 * Builds the menu page's script (src/entries/menu.ts) once per language: in
 * each, `virtual:page-language` is that language's words (src/i18n/<code>.ts),
 * menu, restaurant and notices, so that a page's script carries no other
 * language's, and a new language needs no entry file of its own.
 */
export function menuEntries(): Plugin {
  return {
    name: 'golden-lantern:menu-entries',
    resolveId(id, importer) {
      if (id === HOUSE_WORDS_ID) return `\0${HOUSE_WORDS_ID}`;
      if (id !== LANGUAGE_ID || importer === undefined) return undefined;
      const [file = '', language = ''] = importer.split(LANGUAGE_QUERY);
      if (!file.endsWith(ENTRY_FILE)) {
        throw new Error(`${LANGUAGE_ID} is for ${ENTRY_FILE} alone, not ${importer}`);
      }
      if (!isLanguage(language)) throw new Error(`${language} is not one of the site's languages (src/i18n/languages.ts)`);
      return `\0${LANGUAGE_ID}/${language}`;
    },
    load(id) {
      if (id === `\0${HOUSE_WORDS_ID}`) return `export { staffWords as houseWords } from ${JSON.stringify(HOUSE_WORDS_COPY)};`;
      if (!id.startsWith(`\0${LANGUAGE_ID}/`)) return undefined;
      const language = id.slice(`\0${LANGUAGE_ID}/`.length);
      // From the root, not the disk: the chunks' names stay the same wherever the project is checked out.
      return [
        `export { ${language} as messages } from ${JSON.stringify(`/src/i18n/${language}.ts`)};`,
        `export { menu } from ${JSON.stringify(`virtual:menu/${language}`)};`,
        `export { restaurant, notices } from ${JSON.stringify(`${PAGE_DATA_ID}/${language}`)};`,
      ].join('\n');
    },
  };
}
