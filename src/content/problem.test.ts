import { describe, expect, it } from 'vitest';
import { problem, problemsIn, problemsOf, sayIn } from './problem.ts';

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
