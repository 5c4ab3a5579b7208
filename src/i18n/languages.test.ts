import { describe, expect, it } from 'vitest';
import {
  byLanguage,
  DEFAULT_LANGUAGE,
  fieldIn,
  isInHouseScript,
  LANGUAGE_LOCALE,
  LANGUAGE_ROOT,
  LANGUAGE_TAG,
  LANGUAGES,
  languageOf,
  pathInLanguage,
} from './languages.ts';

describe('languages', () => {
  it('puts English at / and every other language under /<code>/', () => {
    expect(LANGUAGE_ROOT).toEqual(byLanguage((language) => (language === DEFAULT_LANGUAGE ? '/' : `/${language}/`)));
    expect(LANGUAGE_ROOT).toMatchObject({ en: '/', zh: '/zh/' });
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

  it('tags each language for its pages and gives link previews its locale', () => {
    expect(Object.keys(LANGUAGE_TAG)).toEqual([...LANGUAGES]);
    expect(Object.keys(LANGUAGE_LOCALE)).toEqual([...LANGUAGES]);
    expect(LANGUAGE_TAG).toMatchObject({ en: 'en', zh: 'zh-Hans' });
    expect(LANGUAGE_LOCALE).toMatchObject({ en: 'en_US', zh: 'zh_CN' });
  });

  it.each([
    ['宫保鸡丁', true],
    ['酸菜鱼 (小)', true],
    ['Kung Pao 鸡丁', false],
    ['Egg Roll', false],
    ['123', false],
  ] as const)('reads %s as written in the house language alone: %s', (text, expected) => {
    expect(isInHouseScript(text)).toBe(expected);
  });
});
