/** The languages the site is in: English at /, Chinese under /zh/. */
export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Where each language's menu is, and under which its other pages are. */
export const LANGUAGE_ROOT: Record<Language, string> = { en: '/', zh: '/zh/' };

/** The language of a page by its address: under /zh/ Chinese, anywhere else English. */
export function languageOf(pathname: string): Language {
  return pathname === '/zh' || pathname.startsWith('/zh/') ? 'zh' : 'en';
}

/** A record with an entry for every language, made by `make`. */
export function byLanguage<T>(make: (language: Language) => T): Record<Language, T> {
  return { en: make('en'), zh: make('zh') };
}

/** The same page in another language: /dishes/egg-roll/ is /zh/dishes/egg-roll/ in Chinese, and back. */
export function pathInLanguage(pathname: string, language: Language): string {
  const rest = languageOf(pathname) === 'zh' ? pathname.slice('/zh/'.length) : pathname.slice(1);
  return `${LANGUAGE_ROOT[language]}${rest}`;
}
