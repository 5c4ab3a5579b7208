/**
 * The languages the site is in besides English, one line each, by the code of
 * its catalogue (src/i18n/<code>.ts) and its pages (/<code>/):
 * - fields: the word its content fields begin with (chineseName, chineseTitle);
 * - lang: its BCP 47 tag, the pages' lang attribute and what marks its text elsewhere;
 * - locale: what link previews read (og:locale);
 * - script: the Unicode script a name written in it alone is known by, if not Latin.
 */
const TRANSLATIONS = {
  zh: { fields: 'chinese', lang: 'zh-Hans', locale: 'zh_CN', script: 'Han' },
} as const satisfies Record<string, LanguageEntry>;

interface LanguageEntry {
  fields?: string;
  lang: string;
  locale: string;
  script?: string;
}

/** English is the content's own fields, at /; every other language is under /<code>/. */
export const DEFAULT_LANGUAGE = 'en';
export type Translation = keyof typeof TRANSLATIONS;
export type Language = typeof DEFAULT_LANGUAGE | Translation;

const entryOf = (language: Language): LanguageEntry =>
  language === DEFAULT_LANGUAGE ? { lang: 'en', locale: 'en_US' } : TRANSLATIONS[language];

/** The languages a content file may add fields for. */
export const TRANSLATED_LANGUAGES = Object.keys(TRANSLATIONS) as Translation[];

/** Every language, English first: the order of the alternates and of the language links. Pure, so a script that lists none drops it. */
export const LANGUAGES: readonly Language[] = /* @__PURE__ */ [DEFAULT_LANGUAGE as Language].concat(TRANSLATED_LANGUAGES);

/**
 * The restaurant's own language, the kitchen's: the English pages and the
 * print kit show each name in it beside the English, and the staff read it first.
 */
export const HOUSE_LANGUAGE: Translation = 'zh';

/** The word a language's content fields begin with: "chinese" for zh. */
export type FieldWord = (typeof TRANSLATIONS)[Translation]['fields'];

/** A content field's name in another language: chineseName for zh's `name`. */
export type TranslatedField<Field extends string> = `${FieldWord}${Capitalize<Field>}`;

/** The optional fields in every other language of a content file's `Field`s: chineseName and chineseDescription. */
export type Translated<Field extends string> = { [Key in TranslatedField<Field>]?: string };

/** A content field's name in `language`: `name` in English, chineseName in Chinese. */
export function fieldIn<Field extends string>(field: Field, language: Translation): TranslatedField<Field>;
export function fieldIn<Field extends string>(field: Field, language: Language): Field | TranslatedField<Field>;
export function fieldIn<Field extends string>(field: Field, language: Language): Field | TranslatedField<Field> {
  if (language === DEFAULT_LANGUAGE) return field;
  return `${TRANSLATIONS[language].fields}${field.charAt(0).toUpperCase()}${field.slice(1)}` as TranslatedField<Field>;
}

/**
 * The languages the editor at /admin/ speaks, English first: each field's
 * label and hint is written in each (src/content/), and the owner picks one in
 * the editor's own settings. The site may be in more languages than these.
 */
export const EDITOR_LANGUAGES = ['en', 'zh'] as const satisfies readonly Language[];
export type EditorLanguage = (typeof EDITOR_LANGUAGES)[number];

/** `language`'s name in the editor's language, as the platform knows it: "Chinese", "法语". */
export function languageNameIn(language: Language, editorLanguage: EditorLanguage): string {
  return new Intl.DisplayNames([editorLanguage], { type: 'language' }).of(language) ?? language;
}

/** A record with an entry for every language, made by `make`. */
export function byLanguage<T>(make: (language: Language) => T): Record<Language, T> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<Language, T>;
}

/** Each language's tag: the lang of its pages and of its text inside another's ("zh-Hans"). */
export const LANGUAGE_TAG: Record<Language, string> = /* @__PURE__ */ byLanguage((language) => entryOf(language).lang);

/** Each language's locale as link previews read it (og:locale): "zh_CN". */
export const LANGUAGE_LOCALE: Record<Language, string> = /* @__PURE__ */ byLanguage((language) => entryOf(language).locale);

/** Whether `text` is written in the house language's script alone, with no Latin letter: "宫保鸡丁", "酸菜鱼 (小)". */
export function isInHouseScript(text: string): boolean {
  // Made here, not when the module loads: the pages' first scripts import this module for their address alone.
  const { script } = entryOf(HOUSE_LANGUAGE);
  return script !== undefined && new RegExp(`\\p{Script=${script}}`, 'u').test(text) && !/[a-z]/i.test(text);
}

const rootOfLanguage = (language: Language) => (language === DEFAULT_LANGUAGE ? '/' : `/${language}/`);

/** Where each language's menu is, and under which its other pages are. */
export const LANGUAGE_ROOT: Record<Language, string> = /* @__PURE__ */ byLanguage(rootOfLanguage);

/** The language of a page by its address: under /zh/ Chinese, anywhere else English. */
export function languageOf(pathname: string): Language {
  return TRANSLATED_LANGUAGES.find((language) => pathname === `/${language}` || pathname.startsWith(`/${language}/`)) ?? DEFAULT_LANGUAGE;
}

/** The root of the language a page is in: "/" for /about, "/zh/" for /zh/dishes/egg-roll/. */
export function rootOf(pathname: string): string {
  return rootOfLanguage(languageOf(pathname));
}

/** The same page in another language: /dishes/egg-roll/ is /zh/dishes/egg-roll/ in Chinese, and back. */
export function pathInLanguage(pathname: string, language: Language): string {
  const rest = pathname.slice(rootOf(pathname).length);
  return `${LANGUAGE_ROOT[language]}${rest}`;
}
