import { describe, expect, it } from 'vitest';
import { copyDish } from './large-menu.ts';

describe('copyDish', () => {
  const dish = { name: 'Egg Roll', chineseName: '蛋卷', category: 'Appetizers', order: 10, price: '$3.50' };

  it.each([
    { copy: 1, expected: dish },
    { copy: 2, expected: { ...dish, name: 'Egg Roll 2', chineseName: '蛋卷 2' } },
    { copy: 7, expected: { ...dish, name: 'Egg Roll 7', chineseName: '蛋卷 7' } },
  ])('copy $copy is named $expected.name, in the same place and category', ({ copy, expected }) => {
    expect(copyDish(dish, copy)).toEqual(expected);
  });

  it.each([
    { case: 'without a Chinese name', dish: { name: 'Pu Pu Platter' }, expected: { name: 'Pu Pu Platter 3' } },
    {
      case: 'with a slug of its own',
      dish: { name: '酸菜鱼', slug: 'suan-cai-yu' },
      expected: { name: '酸菜鱼 3', slug: 'suan-cai-yu-3' },
    },
  ])('gives a dish $case an address of its own', ({ dish: given, expected }) => {
    expect(copyDish(given, 3)).toEqual(expected);
  });
});
