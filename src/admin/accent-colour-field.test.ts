import { expect, it } from 'vitest';
import { parseRestaurant } from '../content/restaurant-schema.ts';
import { accentColourValidity } from './accent-colour-field.ts';

it.each([[undefined], [''], ['#9e1b1b'], ['#1F4F8F']])('the Colour field takes %j, as the build does', (value) => {
  expect(accentColourValidity(value)).toBe(true);
});

it.each([['#f6d88e'], ['#E05A5A'], ['#ffffff']])(
  'the Colour field refuses %s before saving, in the words the build stops with',
  (value) => {
    const validity = accentColourValidity(value);
    expect(validity).toMatchObject({ error: { message: expect.stringMatching(/is too light: choose a darker colour/) } });
    const message = validity === true ? '' : validity.error.message;
    const restaurant = `name: A\ntagline: B\ndescription: C\naccentColor: '${value}'\naddress: {street: s, locality: l, region: r, postalCode: '1', country: US}\nphone: +1 212-555-0188\ntimeZone: UTC\nhours: {}\nwebsite: https://a.example\n`;
    expect(() => parseRestaurant(restaurant, 'content/restaurant.yml')).toThrow(`Colour: ${message} (content/restaurant.yml line 4)`);
  },
);

it('the Colour field refuses what is not a colour #rrggbb', () => {
  expect(accentColourValidity('red')).toEqual({ error: { message: 'Colour must be written #rrggbb, such as #9e1b1b' } });
});

it('refuses in Chinese to an owner who chose Chinese', () => {
  expect(accentColourValidity('red', 'zh')).toEqual({ error: { message: '颜色必须写成 #rrggbb，例如 #9e1b1b' } });
  expect(accentColourValidity('#ffffff', 'zh')).toMatchObject({
    error: { message: expect.stringMatching(/^#ffffff 太浅了：请选深一点的颜色/) },
  });
  expect(accentColourValidity('#9e1b1b', 'zh')).toBe(true);
});
