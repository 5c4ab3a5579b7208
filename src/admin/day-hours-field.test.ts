import { expect, it } from 'vitest';
import { restaurantFileSchema } from '../content/restaurant-schema.ts';
import { parseDayHours } from '../restaurant/day-hours.ts';
import { dayHoursValidity } from './day-hours-field.ts';

it.each([
  ['', true],
  ['11:00-22:00', true],
  ['17:00-02:00', true],
  ['00:00-24:00', true],
  ['17:00-00:00', true],
  ['23:59-00:00', true],
  ['11:00-14:30, 17:00-22:00', true],
  ['11:00-14:30,14:30-22:00', true],
  ['17:00-25:00', false],
  ['24:00-02:00', false],
  ['11:00-11:00', false],
  ['11:60-22:00', false],
  ['9:00-17:00', false],
  ['11-22', false],
  ['11:00 to 22:00', false],
  ['11:00-22:00-23:00', false],
  ['11:00-14:30, 14:00-22:00', false],
])('a day of "%s" is taken exactly when the build takes it: %s', (line, isTaken) => {
  expect(dayHoursValidity(line) === true).toBe(isTaken);
  expect(restaurantFileSchema.shape.hours.safeParse({ monday: line }).success).toBe(isTaken);
  expect(restaurantFileSchema.shape.hours.safeParse({ monday: parseDayHours(line) }).success).toBe(isTaken);
});

it('refuses in the words the build stops with', () => {
  expect(dayHoursValidity('17:00-25:00')).toEqual({
    error: { message: '"17:00-25:00" must be two times HH:MM-HH:MM between 00:00 and 24:00' },
  });
  expect(dayHoursValidity('11:00-14:30, 14:00-22:00')).toEqual({ error: { message: '"14:00-22:00" overlaps "11:00-14:30"' } });
  // A list written by hand is checked as the build checks it.
  expect(dayHoursValidity(['11:00-14:30', '14:00-22:00'])).toEqual({ error: { message: '"14:00-22:00" overlaps "11:00-14:30"' } });
});

it('reads a line as its openings, and an empty one as a day closed', () => {
  expect(parseDayHours(' 11:00-14:30 ,17:00-22:00, ')).toEqual(['11:00-14:30', '17:00-22:00']);
  expect(parseDayHours('  ')).toEqual([]);
});

it('refuses in Chinese to an owner who chose Chinese, the same lines as in English', () => {
  expect(dayHoursValidity('17:00-25:00', 'zh')).toEqual({
    error: { message: '"17:00-25:00" 必须是 00:00 到 24:00 之间的两个时间，写成 HH:MM-HH:MM' },
  });
  expect(dayHoursValidity('11:00-14:30, 14:00-22:00', 'zh')).toEqual({ error: { message: '"14:00-22:00" 与 "11:00-14:30" 重叠' } });
  expect(dayHoursValidity('11:00-14:30, 17:00-22:00', 'zh')).toBe(true);
});
