import { describe, expect, it } from 'vitest';
import { getOpenStatus, localTime, WEEKDAYS, type OpeningSchedule } from '../../src/restaurant/opening-hours.ts';
import { zoneOffsets } from './zone-offsets.ts';

const ZONE = 'America/New_York';
const everyDay = (intervals: readonly string[]) => Object.fromEntries(WEEKDAYS.map((day) => [day, intervals]));

describe('zoneOffsets', () => {
  const HOUR = 3_600_000;
  const from = Date.UTC(2026, 0, 1);
  const until = Date.UTC(2028, 0, 1);

  it('finds New York’s clock changes to the minute', () => {
    expect(zoneOffsets(ZONE, from, until).changes).toEqual([
      [from, -300],
      [Date.UTC(2026, 2, 8, 7), -240],
      [Date.UTC(2026, 10, 1, 6), -300],
      [Date.UTC(2027, 2, 14, 7), -240],
      [Date.UTC(2027, 10, 7, 6), -300],
    ]);
  });

  // Half-hour and 45-minute offsets, a half-hour daylight saving (Lord Howe), southern summers, none at all.
  it.each([
    'America/New_York',
    'Europe/London',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'Pacific/Chatham',
    'America/Santiago',
    'Asia/Shanghai',
  ])('%s: the clock read from the table is the one Intl reads, every hour and around every change', (zone) => {
    const offsets = zoneOffsets(zone, from, until);
    const instants = [];
    for (let instant = from; instant < until; instant += HOUR) instants.push(instant);
    for (const [start] of offsets.changes) instants.push(start - 60_000, start, start + 60_000);
    for (const instant of instants)
      expect(localTime(instant, zone, offsets), new Date(instant).toISOString()).toEqual(localTime(instant, zone));
  });

  it('leaves instants outside its span to Intl', () => {
    const wrong = { from, until, changes: [[from, 0]] as const };
    expect(localTime(Date.UTC(2026, 5, 2, 16), ZONE, wrong).minutes).toBe(16 * 60);
    expect(localTime(Date.UTC(2028, 5, 2, 16), ZONE, wrong).minutes).toBe(12 * 60);
  });

  it('gives the same status on a day clocks go back as Intl does', () => {
    const offsets = zoneOffsets(ZONE, from, until);
    const schedule: OpeningSchedule = { timeZone: ZONE, hours: everyDay(['00:00-01:30']) };
    for (let instant = Date.UTC(2026, 10, 1, 4); instant < Date.UTC(2026, 10, 1, 8); instant += 60_000)
      expect(getOpenStatus({ ...schedule, offsets }, instant)).toEqual(getOpenStatus(schedule, instant));
  });
});
