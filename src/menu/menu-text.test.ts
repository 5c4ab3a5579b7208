import { describe, expect, it } from 'vitest';
import { describeDish, describePrices } from './menu-text.ts';

describe('describeDish', () => {
  it('uses the spec sentence, with the name in lower case, when a dish has no description', () => {
    expect(describeDish({ name: 'Egg Drop Soup' })).toBe(
      'Delicious egg drop soup prepared with premium ingredients and authentic recipes.',
    );
  });

  it("uses the dish's own description when it has one", () => {
    expect(describeDish({ name: 'Pu Pu Platter', description: 'Ribs, wings and egg rolls.' })).toBe('Ribs, wings and egg rolls.');
  });
});

describe('describePrices', () => {
  it('says "All" for a flat-priced category', () => {
    expect(describePrices([{ price: '$14.00' }, { price: '$14.00' }])).toBe('All $14.00');
  });

  it('gives the range otherwise, compared as money rather than text', () => {
    expect(describePrices([{ price: '$9.99' }, { price: '$3.50' }, { price: '$29.99' }])).toBe('$3.50 – $29.99');
  });
});
