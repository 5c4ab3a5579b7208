import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { zh } from '../i18n/zh.ts';
import type { DishAllergens } from '../menu/model/allergens.ts';
import { cantEat, dishMarks } from './staff-card.ts';

const dish = (allergens?: DishAllergens) => ({ allergens });

describe('cantEat', () => {
  it('says what the guest cannot eat, in the fourteen’s order, as a waiter reads it', () => {
    expect(cantEat(['peanuts', 'sesame'], zh.staff)).toBe('请注意：我不能吃花生、芝麻');
    expect(cantEat(['peanuts', 'sesame'], en.staff)).toBe("Please note: I can't eat peanuts, sesame");
  });
});

describe('dishMarks', () => {
  const kungPao = dish({ contains: ['peanuts', 'soybeans', 'gluten'], mayContain: ['sesame'] });

  it('marks what a dish contains of the avoided allergens, and what it may contain, apart', () => {
    expect(dishMarks(kungPao, ['peanuts', 'sesame'], zh.staff)).toEqual([
      { kind: 'contains', text: '含花生' },
      { kind: 'mayContain', text: '可能含芝麻' },
    ]);
    expect(dishMarks(kungPao, ['gluten', 'peanuts'], en.staff)).toEqual([{ kind: 'contains', text: 'contains gluten, peanuts' }]);
  });

  it('marks nothing when the dish holds none of them, or the guest avoids nothing', () => {
    expect(dishMarks(kungPao, ['fish'], en.staff)).toEqual([]);
    expect(dishMarks(kungPao, [], en.staff)).toEqual([]);
  });

  it('sends the staff to the kitchen for a dish nobody has checked', () => {
    expect(dishMarks(dish(), ['fish'], zh.staff)).toEqual([{ kind: 'notChecked', text: zh.staff.notChecked }]);
    expect(dishMarks(dish(), [], zh.staff)).toEqual([]);
  });
});
