import { describe, expect, it } from 'vitest';
import { isPhoneNumber, telHref } from './phone-number.ts';

describe('telHref', () => {
  it.each([
    { phone: '+1 212-555-0188', href: 'tel:+12125550188' },
    { phone: '+1 (212) 555.0188', href: 'tel:+12125550188' },
    { phone: ' +86 10 6552 9988 ', href: 'tel:+861065529988' },
    { phone: '212-555-0188', href: 'tel:2125550188' },
  ])('$phone dials $href', ({ phone, href }) => {
    expect(telHref(phone)).toBe(href);
  });
});

describe('isPhoneNumber', () => {
  it.each([
    { phone: '+1 212-555-0188', valid: true },
    { phone: '212-555-0188', valid: true },
    { phone: '555-01', valid: false },
    { phone: '+1 212 555 0188 0188 0188', valid: false },
    { phone: '1+ 212-555-0188', valid: false },
    { phone: 'call 212-555-0188', valid: false },
  ])('$phone: $valid', ({ phone, valid }) => {
    expect(isPhoneNumber(phone)).toBe(valid);
  });
});
