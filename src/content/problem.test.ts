import { describe, expect, it } from 'vitest';
import { EDITOR_LANGUAGES } from '../i18n/languages.ts';
import { problem, problemsIn, problemsOf, sayIn, slotsOf } from './problem.ts';
import { CONTENT_PROBLEMS } from './problems.ts';

describe('every problem of every check', () => {
  it('is gathered for the editor: each module’s, and each of a record inside one', () => {
    const english = CONTENT_PROBLEMS.map(({ words }) => words.en);
    for (const sentence of [
      'must look like $14.00 (dollar sign, digits, two decimals)',
      '{value} is not one of the fourteen allergens: {allergens}',
      "{value} runs into saturday's {other}",
      '{value} must be two times HH:MM-HH:MM between 00:00 and 24:00',
      'must be a phone number such as +1 212-555-0188 (7 to 15 digits, with spaces, dashes, dots or brackets)',
      '{file} is not valid YAML: {error}',
    ])
      expect(english).toContain(sentence);
    expect(CONTENT_PROBLEMS.length).toBeGreaterThan(90);
  });

  it.each(CONTENT_PROBLEMS.map(({ words }) => [words.en, words] as const))('%s: in every language, with the same values', (_, words) => {
    for (const language of EDITOR_LANGUAGES) {
      expect(words[language].trim(), language).not.toBe('');
      expect(slotsOf(words[language]).sort(), language).toEqual(slotsOf(words.en).sort());
    }
  });

  it.each(CONTENT_PROBLEMS.map(({ words }) => [words.zh]))('%s: reads as Chinese, punctuated as Chinese is', (chinese) => {
    const own = chinese.replace(/\{\w+\}/gu, '');
    expect(own).toMatch(/\p{Script=Han}/u);
    // Full-width between Chinese words: no ASCII semicolon, and no ASCII colon, comma or bracket next to one.
    expect(own).not.toMatch(/;/u);
    expect(own).not.toMatch(/\p{Script=Han}[:,(]|[,)]\p{Script=Han}/u);
  });

  it('each English sentence says one thing: the editor can tell which problem it is', () => {
    const translations = problemsIn(CONTENT_PROBLEMS, 'zh');
    const english = new Set(CONTENT_PROBLEMS.map(({ words }) => words.en));
    expect(Object.keys(translations).sort()).toEqual([...english].sort());
  });
});

describe('a problem with values', () => {
  const twice = problem<'value' | 'what'>({ en: '{value} appears twice in {what}', zh: '{value} 在{what}中出现了两次' });
  const alias = problem<'alias'>({ en: 'uses *{alias} before &{alias}', zh: '先用了 *{alias}，后设 &{alias}' });
  const translations = problemsIn([twice, alias, problem({ en: '"monday" appears twice in days', zh: '星期一重复了' })], 'zh');

  it('is said with its values in each language', () => {
    expect(twice.say({ value: '"monday"', what: 'days' })).toBe('"monday" appears twice in days');
    expect(twice.say({ value: '"monday"', what: 'days' }, 'zh')).toBe('"monday" 在days中出现了两次');
  });

  it('is recognised in the English sentence, its values as the sentence has them', () => {
    expect(sayIn('"tuesday" appears twice in Dates closed', translations)).toBe('"tuesday" 在Dates closed中出现了两次');
    expect(sayIn('uses *base before &base', translations)).toBe('先用了 *base，后设 &base');
    // A value said once where the problem says it twice is not this problem.
    expect(sayIn('uses *base before &other', translations)).toBeUndefined();
  });

  it('is the one whose own words match most, of two that match', () => {
    expect(sayIn('"monday" appears twice in days', translations)).toBe('星期一重复了');
  });

  it('is not found in a sentence that says less than its own words, or more', () => {
    expect(sayIn('appears twice', translations)).toBeUndefined();
    expect(sayIn('uses *base before &base!', translations)).toBeUndefined();
  });

  it('leaves out an English sentence two problems say differently', () => {
    const one = problem({ en: 'is missing', zh: '未填写' });
    const other = problem({ en: 'is missing', zh: '缺少' });
    expect(problemsIn(problemsOf({ one, other, again: one }), 'zh')).toEqual({});
  });
});
