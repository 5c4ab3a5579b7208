import { describe, expect, it } from 'vitest';
import { clampQuantity, MAX_QUANTITY, parseQuantity } from './quantity.ts';

describe('parseQuantity', () => {
  it.each([
    { text: '3', previous: 1, quantity: 3 },
    { text: ' 12 ', previous: 1, quantity: 12 },
    { text: '0', previous: 4, quantity: 1 },
    { text: '-3', previous: 4, quantity: 1 },
    { text: '1.5', previous: 4, quantity: 1 },
    { text: '2.99', previous: 4, quantity: 2 },
    { text: '1e3', previous: 4, quantity: MAX_QUANTITY },
    { text: '1,000', previous: 4, quantity: MAX_QUANTITY },
    { text: '', previous: 4, quantity: 4 },
    { text: '   ', previous: 4, quantity: 4 },
    { text: 'abc', previous: 4, quantity: 4 },
    { text: '12abc', previous: 4, quantity: 4 },
    { text: 'Infinity', previous: 4, quantity: MAX_QUANTITY },
    { text: 'NaN', previous: 4, quantity: 4 },
  ])('"$text" (was $previous) becomes $quantity', ({ text, previous, quantity }) => {
    expect(parseQuantity(text, previous)).toBe(quantity);
  });
});

describe('clampQuantity', () => {
  it.each([
    { value: Number.NaN, quantity: 1 },
    { value: -Infinity, quantity: 1 },
    { value: 0, quantity: 1 },
    { value: 1, quantity: 1 },
    { value: 7.9, quantity: 7 },
    { value: 5000, quantity: MAX_QUANTITY },
  ])('$value becomes $quantity', ({ value, quantity }) => {
    expect(clampQuantity(value)).toBe(quantity);
  });
});
