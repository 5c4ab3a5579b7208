import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en.ts';
import { zh } from '../../i18n/zh.ts';
import { describeDish, describePrices, dishNames } from './menu-text.ts';

describe('describeDish', () => {
  it('uses the sentence for a dish without a description, with its name in lower case', () => {
    expect(describeDish({ name: 'Egg Drop Soup' }, en)).toBe(
      'Delicious egg drop soup prepared with premium ingredients and authentic recipes.',
    );
  });

  it('says it in Chinese on the Chinese pages, with the Chinese name', () => {
    expect(describeDish({ name: 'Egg Drop Soup', chineseName: '蛋花汤' }, zh)).toBe('蛋花汤精选上等食材，依正宗做法烹制。');
  });

  it("uses the dish's own description when it has one", () => {
    expect(describeDish({ name: 'Pu Pu Platter', description: 'Ribs, wings and egg rolls.' }, en)).toBe('Ribs, wings and egg rolls.');
  });
});

describe('describePrices', () => {
  it('says "All" for a flat-priced category', () => {
    expect(describePrices([{ price: '$14.00' }, { price: '$14.00' }], en)).toBe('All $14.00');
    expect(describePrices([{ price: '$14.00' }, { price: '$14.00' }], zh)).toBe('均为 $14.00');
  });

  it('gives the range otherwise, compared as money rather than text', () => {
    expect(describePrices([{ price: '$9.99' }, { price: '$3.50' }, { price: '$29.99' }], en)).toBe('$3.50 – $29.99');
  });
});

describe('dishNames', () => {
  it.each([
    [
      'English, with a Chinese name',
      en,
      { name: 'Egg Roll', chineseName: '蛋卷' },
      { lead: { text: 'Egg Roll' }, other: { text: '蛋卷', lang: 'zh-Hans' } },
    ],
    ['English, without', en, { name: 'Pu Pu Platter' }, { lead: { text: 'Pu Pu Platter' } }],
    [
      'Chinese, with a Chinese name',
      zh,
      { name: 'Egg Roll', chineseName: '蛋卷' },
      { lead: { text: '蛋卷' }, other: { text: 'Egg Roll', lang: 'en' } },
    ],
    [
      'Chinese, without: the English name, marked as English',
      zh,
      { name: 'Pu Pu Platter' },
      { lead: { text: 'Pu Pu Platter', lang: 'en' } },
    ],
    ['English, a name in Chinese only: marked as Chinese', en, { name: '酸菜鱼' }, { lead: { text: '酸菜鱼', lang: 'zh-Hans' } }],
    ['Chinese, a name in Chinese only', zh, { name: '酸菜鱼' }, { lead: { text: '酸菜鱼' } }],
    ['English, a name in both scripts: as written', en, { name: 'Mapo Tofu 麻婆豆腐' }, { lead: { text: 'Mapo Tofu 麻婆豆腐' } }],
  ])('%s', (_case, messages, dish, names) => {
    expect(dishNames(dish, messages)).toEqual(names);
  });
});
