import { describe, expect, it } from 'vitest';
import type { OpeningSchedule } from '../../restaurant/opening-hours.ts';
import { isSoldOutNow } from './sold-out.ts';

/*
 * New York in June 2026 is UTC-4: Date.UTC(2026, 5, 2, 15) is Tuesday 2 June, 11:00 there.
 * Closed Mondays and on Thursday 4 June; Friday runs past midnight.
 */
const schedule: OpeningSchedule = {
  timeZone: 'America/New_York',
  hours: {
    tuesday: ['11:00-22:00'],
    wednesday: ['11:00-22:00'],
    thursday: ['11:00-22:00'],
    friday: ['17:00-02:00'],
    saturday: ['11:00-23:00'],
    sunday: ['11:00-22:00'],
  },
  closedDates: [{ date: '2026-06-04' }],
};

/** New York's clock on a day of June 2026. */
const newYork = (day: number, hour: number, minute = 0) => Date.UTC(2026, 5, day, hour + 4, minute);

describe('isSoldOutNow', () => {
  it.each([
    { when: 'the evening of the day marked', soldOutOn: '2026-06-02', now: newYork(2, 20), isSoldOut: true },
    { when: 'the morning of the day marked, before opening', soldOutOn: '2026-06-02', now: newYork(2, 9), isSoldOut: true },
    { when: 'after closing, past midnight', soldOutOn: '2026-06-02', now: newYork(3, 0, 30), isSoldOut: true },
    { when: 'a minute before the next opening', soldOutOn: '2026-06-02', now: newYork(3, 10, 59), isSoldOut: true },
    { when: 'at the next opening', soldOutOn: '2026-06-02', now: newYork(3, 11), isSoldOut: false },
    { when: 'a week later', soldOutOn: '2026-06-02', now: newYork(9, 12), isSoldOut: false },
    { when: 'across midnight, still the night’s service', soldOutOn: '2026-06-05', now: newYork(6, 1, 30), isSoldOut: true },
    { when: 'across midnight, the next morning', soldOutOn: '2026-06-05', now: newYork(6, 10, 59), isSoldOut: true },
    { when: 'across midnight, at the next opening', soldOutOn: '2026-06-05', now: newYork(6, 11), isSoldOut: false },
    { when: 'a closed weekday after it', soldOutOn: '2026-06-07', now: newYork(8, 12), isSoldOut: true },
    { when: 'the day after the closed weekday, before opening', soldOutOn: '2026-06-07', now: newYork(9, 10, 59), isSoldOut: true },
    { when: 'the day after the closed weekday, open', soldOutOn: '2026-06-07', now: newYork(9, 11), isSoldOut: false },
    { when: 'a date closed after it', soldOutOn: '2026-06-03', now: newYork(4, 12), isSoldOut: true },
    { when: 'the day after the date closed, before its late opening', soldOutOn: '2026-06-03', now: newYork(5, 16, 59), isSoldOut: true },
    { when: 'the day after the date closed, open', soldOutOn: '2026-06-03', now: newYork(5, 17), isSoldOut: false },
    { when: 'a mark left from last month', soldOutOn: '2026-05-01', now: newYork(2, 12), isSoldOut: false },
  ])('a dish sold out on $soldOutOn, $when: sold out $isSoldOut', ({ soldOutOn, now, isSoldOut }) => {
    expect(isSoldOutNow({ soldOutOn }, now, schedule)).toBe(isSoldOut);
  });

  it.each([
    { dish: { soldOut: true }, isSoldOut: true },
    { dish: { soldOut: true, soldOutOn: '2026-05-01' }, isSoldOut: true },
    { dish: {}, isSoldOut: false },
  ])('a dish $dish is sold out $isSoldOut whatever the time', ({ dish, isSoldOut }) => {
    expect(isSoldOutNow(dish, newYork(3, 12), schedule)).toBe(isSoldOut);
  });
});
