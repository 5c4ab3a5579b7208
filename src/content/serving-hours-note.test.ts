import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from '../restaurant/opening-hours.ts';
import { daysServedOutside, servingHoursNote } from './serving-hours-note.ts';

const LUNCH = { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], hours: ['11:00-15:00'] } as const;
const WEEK: WeeklyHours = {
  monday: ['11:00-22:00'],
  tuesday: ['11:00-22:00'],
  wednesday: ['11:00-22:00'],
  thursday: ['11:00-22:00'],
  friday: ['11:00-23:00'],
  saturday: ['11:00-23:00'],
  sunday: ['11:00-22:00'],
};

describe('the days a category is served while the restaurant is closed', () => {
  it.each<[string, WeeklyHours, { days: readonly (keyof WeeklyHours)[]; hours: readonly string[] }, string[]]>([
    ['served within the hours', WEEK, LUNCH, []],
    ['served within a day with a break, touching both openings', { ...WEEK, monday: ['11:00-13:00', '13:00-22:00'] }, LUNCH, []],
    ['Saturday opens at 17:00', { ...WEEK, saturday: ['17:00-02:00'] }, LUNCH, ['saturday']],
    ['Tuesday closed, Wednesday open later', { ...WEEK, tuesday: [], wednesday: ['11:30-22:00'] }, LUNCH, ['tuesday', 'wednesday']],
    ['a break during the serving hours', { ...WEEK, friday: ['11:00-14:00', '17:00-23:00'] }, LUNCH, ['friday']],
    // Friday's 17:00-02:00 is open at 01:00 on Saturday's date.
    [
      'served past midnight while the night before is still open',
      { ...WEEK, friday: ['17:00-02:00'] },
      { days: ['saturday'], hours: ['00:00-01:30'] },
      [],
    ],
    [
      'served past midnight longer than the night before',
      { ...WEEK, friday: ['17:00-01:00'] },
      { days: ['saturday'], hours: ['00:00-01:30'] },
      ['saturday'],
    ],
    ["Sunday's night runs into Monday", { ...WEEK, sunday: ['18:00-03:00'] }, { days: ['sunday'], hours: ['22:00-02:00'] }, []],
  ])('%s', (_case, hours, serving, days) => {
    expect(daysServedOutside(serving, hours)).toEqual(days);
  });
});

it('notes the category, its hours and the days with theirs, as the editor names them', () => {
  expect(
    servingHoursNote('Lunch Specials', 'content/categories/lunch.yml', LUNCH, { ...WEEK, saturday: ['17:00-02:00'], tuesday: [] }),
  ).toBe(
    'Served outside the opening hours: "Lunch Specials" is served 11:00-15:00 on Tuesday (closed), Saturday (open 17:00-02:00) ' +
      "(content/categories/lunch.yml); if that is not meant, change its hours (Served at some hours only) or the restaurant's Opening hours.",
  );
  expect(servingHoursNote('Lunch Specials', 'content/categories/lunch.yml', LUNCH, WEEK)).toBeUndefined();
});
