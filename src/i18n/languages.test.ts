import { describe, expect, it } from 'vitest';
import { fieldIn, LANGUAGE_ROOT, languageOf, pathInLanguage } from './languages.ts';

describe('languages', () => {
  it('puts English at / and Chinese under /zh/', () => {
    expect(LANGUAGE_ROOT).toEqual({ en: '/', zh: '/zh/' });
  });

  it.each([
    ['/', 'en'],
    ['/about', 'en'],
    ['/zhou', 'en'],
    ['/zh', 'zh'],
    ['/zh/', 'zh'],
    ['/zh/dishes/egg-roll/', 'zh'],
  ] as const)('reads the language of %s as %s', (pathname, language) => {
    expect(languageOf(pathname)).toBe(language);
  });

  it.each([
    ['/dishes/egg-roll/', 'zh', '/zh/dishes/egg-roll/'],
    ['/zh/dishes/egg-roll/', 'en', '/dishes/egg-roll/'],
    ['/about', 'zh', '/zh/about'],
    ['/zh/', 'en', '/'],
    ['/zh', 'en', '/'],
    ['/', 'en', '/'],
  ] as const)('finds %s in %s at %s', (pathname, language, expected) => {
    expect(pathInLanguage(pathname, language)).toBe(expected);
  });

  it.each([
    ['name', 'en', 'name'],
    ['name', 'zh', 'chineseName'],
    ['description', 'zh', 'chineseDescription'],
    ['body', 'zh', 'chineseBody'],
  ] as const)("names %s in %s's content fields %s", (field, language, expected) => {
    expect(fieldIn(field, language)).toBe(expected);
  });
});
