import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  describeOpenStatus,
  describeServingHours,
  describeWeeklyHours,
  formatDays,
  formatWeeklyHours,
  getOpenStatus,
  isServedNow,
  localTime,
  parseDate,
  parseInterval,
  type OpeningSchedule,
  type OpenStatus,
  type ServingHours,
  type WeeklyHours,
  WEEKDAYS,
} from './opening-hours.ts';
import { en as english } from '../i18n/en.ts';
import { zh as chinese } from '../i18n/zh.ts';

/*
 * Instants are written as Date.UTC, with New York's clock time beside them:
 * EST (UTC-5) until 2026-03-08 07:00 UTC, then EDT (UTC-4) until
 * 2026-11-01 06:00 UTC. The week of 2026-06-01 runs Monday to Sunday.
 */

const ZONE = 'America/New_York';
/** Golden Lantern's week as it shipped: daily 11:00–22:00, Friday and Saturday until 23:00, lunch Monday to Saturday 11:00–15:00. */
const shipped = {
  timeZone: ZONE,
  hours: { ...everyDay(['11:00-22:00']), friday: ['11:00-23:00'], saturday: ['11:00-23:00'] },
  closedDates: [],
} satisfies OpeningSchedule;
/** Lunch Specials as they shipped. */
const lunch: ServingHours = { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], hours: ['11:00-15:00'] };

function statusText(hours: WeeklyHours, instant: number, closedDates: readonly string[] = []): string {
  const schedule: OpeningSchedule = { timeZone: ZONE, hours, closedDates: closedDates.map((date) => ({ date })) };
  return describeOpenStatus(getOpenStatus(schedule, instant), english.hours);
}

function everyDay(intervals: readonly string[]): WeeklyHours {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, intervals]));
}

describe('localTime', () => {
  it.each([
    {
      local: 'Tue 12:00 in New York',
      instant: Date.UTC(2026, 5, 2, 16, 0),
      zone: ZONE,
      time: { date: '2026-06-02', weekday: 'tuesday', minutes: 720 },
    },
    {
      local: 'Wed 00:00 in Shanghai',
      instant: Date.UTC(2026, 5, 2, 16, 0),
      zone: 'Asia/Shanghai',
      time: { date: '2026-06-03', weekday: 'wednesday', minutes: 0 },
    },
    {
      local: '23:59:59 on New Year’s Eve, seconds dropped',
      instant: Date.UTC(2026, 0, 1, 4, 59, 59),
      zone: ZONE,
      time: { date: '2025-12-31', weekday: 'wednesday', minutes: 1439 },
    },
    {
      local: 'midnight, New Year',
      instant: Date.UTC(2026, 0, 1, 5, 0),
      zone: ZONE,
      time: { date: '2026-01-01', weekday: 'thursday', minutes: 0 },
    },
    {
      local: '01:59 EST, before spring forward',
      instant: Date.UTC(2026, 2, 8, 6, 59),
      zone: ZONE,
      time: { date: '2026-03-08', weekday: 'sunday', minutes: 119 },
    },
    {
      local: '03:00 EDT, a minute later',
      instant: Date.UTC(2026, 2, 8, 7, 0),
      zone: ZONE,
      time: { date: '2026-03-08', weekday: 'sunday', minutes: 180 },
    },
    {
      local: '01:30 EDT, first pass at fall back',
      instant: Date.UTC(2026, 10, 1, 5, 30),
      zone: ZONE,
      time: { date: '2026-11-01', weekday: 'sunday', minutes: 90 },
    },
    {
      local: '01:30 EST, second pass',
      instant: Date.UTC(2026, 10, 1, 6, 30),
      zone: ZONE,
      time: { date: '2026-11-01', weekday: 'sunday', minutes: 90 },
    },
  ])('$local', ({ instant, zone, time }) => {
    expect(localTime(instant, zone)).toEqual(time);
  });
});

describe('parseInterval', () => {
  it.each([
    { text: '11:00-22:00', interval: { start: 660, end: 1320 } },
    { text: '17:00-02:00', interval: { start: 1020, end: 1560 } },
    { text: '17:00-00:00', interval: { start: 1020, end: 1440 } },
    { text: '00:00-24:00', interval: { start: 0, end: 1440 } },
    { text: '25:00-23:00', interval: null },
    { text: '9:00-22:00', interval: null },
    { text: '11:60-22:00', interval: null },
    { text: '11:00-24:01', interval: null },
    { text: '24:00-02:00', interval: null },
    { text: '11:00–22:00', interval: null },
    { text: '11:00', interval: null },
  ])('$text', ({ text, interval }) => {
    const parsed = parseInterval(text);
    expect(parsed && { start: parsed.start, end: parsed.end }).toEqual(interval);
  });
});

describe('parseDate', () => {
  it.each([
    { text: '2026-11-26', valid: true },
    { text: '2028-02-29', valid: true },
    { text: '2026-02-29', valid: false },
    { text: '2026-02-30', valid: false },
    { text: '2026-13-01', valid: false },
    { text: '2026-2-3', valid: false },
  ])('$text is a date: $valid', ({ text, valid }) => {
    expect(parseDate(text) !== null).toBe(valid);
  });
});

describe('getOpenStatus', () => {
  const split = everyDay(['11:00-14:30', '17:00-22:00']);

  it.each([
    { local: 'Tue 14:29', instant: Date.UTC(2026, 5, 2, 18, 29), text: 'Open now · until 14:30' },
    { local: 'Tue 14:30', instant: Date.UTC(2026, 5, 2, 18, 30), text: 'Closed · opens 17:00' },
    { local: 'Tue 16:59', instant: Date.UTC(2026, 5, 2, 20, 59), text: 'Closed · opens 17:00' },
    { local: 'Tue 17:00', instant: Date.UTC(2026, 5, 2, 21, 0), text: 'Open now · until 22:00' },
    { local: 'Tue 21:59', instant: Date.UTC(2026, 5, 3, 1, 59), text: 'Open now · until 22:00' },
    { local: 'Tue 22:00', instant: Date.UTC(2026, 5, 3, 2, 0), text: 'Closed · opens Wed 11:00' },
  ])('split hours 11:00-14:30 and 17:00-22:00, at $local: $text', ({ instant, text }) => {
    expect(statusText(split, instant)).toBe(text);
  });

  it.each([
    {
      case: 'Friday 17:00-02:00, Fri 16:59',
      hours: { friday: ['17:00-02:00'] },
      instant: Date.UTC(2026, 5, 5, 20, 59),
      text: 'Closed · opens 17:00',
    },
    {
      case: 'Friday 17:00-02:00, Sat 01:59',
      hours: { friday: ['17:00-02:00'] },
      instant: Date.UTC(2026, 5, 6, 5, 59),
      text: 'Open now · until 02:00',
    },
    {
      case: 'Friday 17:00-02:00, Sat 02:00',
      hours: { friday: ['17:00-02:00'] },
      instant: Date.UTC(2026, 5, 6, 6, 0),
      text: 'Closed today · opens Fri 17:00',
    },
    {
      case: 'Sunday 18:00-01:00, Mon 00:30',
      hours: { sunday: ['18:00-01:00'], monday: ['11:00-22:00'] },
      instant: Date.UTC(2026, 5, 8, 4, 30),
      text: 'Open now · until 01:00',
    },
    {
      case: 'Sunday 18:00-01:00, Mon 01:00',
      hours: { sunday: ['18:00-01:00'], monday: ['11:00-22:00'] },
      instant: Date.UTC(2026, 5, 8, 5, 0),
      text: 'Closed · opens 11:00',
    },
    {
      case: 'Friday to 00:00 then Saturday from 00:00, Fri 23:00',
      hours: { friday: ['11:00-00:00'], saturday: ['00:00-02:00'] },
      instant: Date.UTC(2026, 5, 6, 3, 0),
      text: 'Open now · until 02:00',
    },
    {
      case: 'touching 11:00-14:30 and 14:30-22:00, Tue 12:00',
      hours: { tuesday: ['11:00-14:30', '14:30-22:00'] },
      instant: Date.UTC(2026, 5, 2, 16, 0),
      text: 'Open now · until 22:00',
    },
    {
      case: 'touching intervals, Tue 14:30',
      hours: { tuesday: ['11:00-14:30', '14:30-22:00'] },
      instant: Date.UTC(2026, 5, 2, 18, 30),
      text: 'Open now · until 22:00',
    },
    { case: 'no hours at all', hours: {}, instant: Date.UTC(2026, 5, 2, 16, 0), text: 'Closed today' },
  ])('past midnight and touching: $case: $text', ({ hours, instant, text }) => {
    expect(statusText(hours, instant)).toBe(text);
  });

  const lateWeek: WeeklyHours = { thursday: ['17:00-02:00'], friday: ['17:00-02:00'], saturday: ['11:00-23:00'] };

  it.each([
    {
      case: 'Thursday’s overnight part, on the closed Friday at 01:00',
      instant: Date.UTC(2026, 5, 5, 5, 0),
      text: 'Open now · until 02:00',
    },
    {
      case: 'the closed Friday at 03:00, skipping to Saturday',
      instant: Date.UTC(2026, 5, 5, 7, 0),
      text: 'Closed today · opens Sat 11:00',
    },
    { case: 'the closed Friday at 18:00', instant: Date.UTC(2026, 5, 5, 22, 0), text: 'Closed today · opens Sat 11:00' },
    { case: 'the closed Friday’s overnight part, Sat 01:00', instant: Date.UTC(2026, 5, 6, 5, 0), text: 'Closed · opens 11:00' },
    { case: 'Thursday before it, 16:00', instant: Date.UTC(2026, 5, 4, 20, 0), text: 'Closed · opens 17:00' },
  ])('closed on 2026-06-05 (a Friday): $case: $text', ({ instant, text }) => {
    expect(statusText(lateWeek, instant, ['2026-06-05'])).toBe(text);
  });

  it('looks 14 days ahead for the next opening, and names its date', () => {
    const daily = everyDay(['11:00-22:00']);
    const closedFrom = (count: number) =>
      Array.from({ length: count }, (_, day) => ({ date: new Date(Date.UTC(2026, 5, 3 + day)).toISOString().slice(0, 10) }));
    const tuesdayLate = Date.UTC(2026, 5, 3, 3, 0); // Tue 2026-06-02 23:00
    expect(getOpenStatus({ timeZone: ZONE, hours: daily, closedDates: closedFrom(13) }, tuesdayLate)).toEqual({
      isOpen: false,
      opensAt: { date: '2026-06-16', weekday: 'tuesday', time: '11:00', isToday: false },
      isClosedToday: false,
    });
    expect(getOpenStatus({ timeZone: ZONE, hours: daily, closedDates: closedFrom(14) }, tuesdayLate)).toEqual({
      isOpen: false,
      opensAt: null,
      isClosedToday: false,
    });
  });

  it('has no closing time when open around the clock', () => {
    expect(getOpenStatus({ timeZone: ZONE, hours: everyDay(['00:00-24:00']) }, Date.UTC(2026, 5, 2, 16, 0))).toEqual({
      isOpen: true,
      closesAt: null,
    });
  });

  it('refuses hours the build would have refused', () => {
    expect(() => getOpenStatus({ timeZone: ZONE, hours: { tuesday: ['9:00-22:00'] } }, Date.UTC(2026, 5, 2, 16, 0))).toThrow(RangeError);
  });

  it.each([
    {
      case: 'Sat 22:00 EST, the night before',
      hours: { saturday: ['17:00-02:30'] },
      instant: Date.UTC(2026, 2, 8, 3, 0),
      text: 'Open now · until 02:30',
    },
    {
      case: 'Sat 17:00-02:30 at 01:59 EST',
      hours: { saturday: ['17:00-02:30'] },
      instant: Date.UTC(2026, 2, 8, 6, 59),
      text: 'Open now · until 02:30',
    },
    {
      case: 'Sat 17:00-02:30 at 03:00 EDT, the next minute: closed at the jump',
      hours: { saturday: ['17:00-02:30'] },
      instant: Date.UTC(2026, 2, 8, 7, 0),
      text: 'Closed today · opens Sat 17:00',
    },
    {
      case: 'Sun 02:30-05:00 at 01:59 EST',
      hours: { sunday: ['02:30-05:00'] },
      instant: Date.UTC(2026, 2, 8, 6, 59),
      text: 'Closed · opens 02:30',
    },
    {
      case: 'Sun 02:30-05:00 at 03:00 EDT: opened at the jump',
      hours: { sunday: ['02:30-05:00'] },
      instant: Date.UTC(2026, 2, 8, 7, 0),
      text: 'Open now · until 05:00',
    },
    {
      case: 'Sun 02:30-05:00 at 05:00 EDT',
      hours: { sunday: ['02:30-05:00'] },
      instant: Date.UTC(2026, 2, 8, 9, 0),
      text: 'Closed · opens Sun 02:30',
    },
  ])('spring forward, 2026-03-08: $case: $text', ({ hours, instant, text }) => {
    expect(statusText(hours, instant)).toBe(text);
  });

  it.each([
    {
      case: 'Sat 17:00-02:00 at 01:30 EDT (first pass)',
      hours: { saturday: ['17:00-02:00'] },
      instant: Date.UTC(2026, 10, 1, 5, 30),
      text: 'Open now · until 02:00',
    },
    {
      case: 'Sat 17:00-02:00 at 01:30 EST (second pass)',
      hours: { saturday: ['17:00-02:00'] },
      instant: Date.UTC(2026, 10, 1, 6, 30),
      text: 'Open now · until 02:00',
    },
    {
      case: 'Sat 17:00-02:00 at 02:00 EST',
      hours: { saturday: ['17:00-02:00'] },
      instant: Date.UTC(2026, 10, 1, 7, 0),
      text: 'Closed today · opens Sat 17:00',
    },
    {
      case: 'Sat 17:00-01:30 at 01:29 EDT',
      hours: { saturday: ['17:00-01:30'] },
      instant: Date.UTC(2026, 10, 1, 5, 29),
      text: 'Open now · until 01:30',
    },
    {
      case: 'Sat 17:00-01:30 at 01:30 EDT',
      hours: { saturday: ['17:00-01:30'] },
      instant: Date.UTC(2026, 10, 1, 5, 30),
      text: 'Closed today · opens Sat 17:00',
    },
    {
      case: 'Sat 17:00-01:30 at 01:15 EST: stays closed',
      hours: { saturday: ['17:00-01:30'] },
      instant: Date.UTC(2026, 10, 1, 6, 15),
      text: 'Closed today · opens Sat 17:00',
    },
    {
      case: 'Sun 01:30-05:00 at 01:29 EDT',
      hours: { sunday: ['01:30-05:00'] },
      instant: Date.UTC(2026, 10, 1, 5, 29),
      text: 'Closed · opens 01:30',
    },
    {
      case: 'Sun 01:30-05:00 at 01:10 EST: stays open',
      hours: { sunday: ['01:30-05:00'] },
      instant: Date.UTC(2026, 10, 1, 6, 10),
      text: 'Open now · until 05:00',
    },
    {
      case: 'Sun 01:30-05:00 at 05:00 EST',
      hours: { sunday: ['01:30-05:00'] },
      instant: Date.UTC(2026, 10, 1, 10, 0),
      text: 'Closed · opens Sun 01:30',
    },
  ])('fall back, 2026-11-01: $case: $text', ({ hours, instant, text }) => {
    expect(statusText(hours, instant)).toBe(text);
  });

  it.each([
    { local: 'Sat 2026-03-07 22:30 EST', instant: Date.UTC(2026, 2, 8, 3, 30), text: 'Open now · until 23:00' },
    { local: 'Sun 2026-03-08 10:59 EDT', instant: Date.UTC(2026, 2, 8, 14, 59), text: 'Closed · opens 11:00' },
    { local: 'Sun 2026-03-08 11:00 EDT', instant: Date.UTC(2026, 2, 8, 15, 0), text: 'Open now · until 22:00' },
    { local: 'Sat 2026-10-31 23:00 EDT', instant: Date.UTC(2026, 10, 1, 3, 0), text: 'Closed · opens Sun 11:00' },
    { local: 'Sun 2026-11-01 10:59 EST', instant: Date.UTC(2026, 10, 1, 15, 59), text: 'Closed · opens 11:00' },
    { local: 'Sun 2026-11-01 11:00 EST', instant: Date.UTC(2026, 10, 1, 16, 0), text: 'Open now · until 22:00' },
  ])('the shipped hours on daylight-saving weekends, $local: $text', ({ instant, text }) => {
    expect(statusText(shipped.hours, instant)).toBe(text);
  });

  it.each([
    { local: 'Tue 12:00', instant: Date.UTC(2026, 5, 2, 16, 0), en: 'Open now · until 22:00', zh: '营业中 · 至 22:00' },
    { local: 'Tue 20:00', instant: Date.UTC(2026, 5, 3, 0, 0), en: 'Open now · until 22:00', zh: '营业中 · 至 22:00' },
    { local: 'Tue 22:30', instant: Date.UTC(2026, 5, 3, 2, 30), en: 'Closed · opens Wed 11:00', zh: '休息中 · 周三 11:00 开门' },
  ])('the week as shipped, at $local New York time: $en', ({ instant, en, zh }) => {
    const status = getOpenStatus(shipped, instant);
    expect(describeOpenStatus(status, english.hours)).toBe(en);
    expect(describeOpenStatus(status, chinese.hours)).toBe(zh);
  });
});

describe('a phone in another time zone', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  // Tuesday 12:00 in New York is Wednesday 00:00 in Shanghai.
  const instant = Date.UTC(2026, 5, 2, 16, 0);

  it.each(['UTC', 'Asia/Shanghai', 'Pacific/Kiritimati', 'America/Los_Angeles'])('with TZ=%s, reads New York’s clock', (deviceZone) => {
    vi.stubEnv('TZ', deviceZone);
    if (deviceZone === 'Asia/Shanghai') expect([new Date(instant).getDay(), new Date(instant).getHours()]).toEqual([3, 0]);
    expect(localTime(instant, shipped.timeZone)).toEqual({ date: '2026-06-02', weekday: 'tuesday', minutes: 720 });
    expect(getOpenStatus(shipped, instant)).toEqual({ isOpen: true, closesAt: '22:00' });
    expect(isServedNow(lunch, shipped, instant)).toBe(true);
  });
});

describe('formatWeeklyHours', () => {
  it('groups the shipped week Monday first, without wrapping Sunday onto Monday', () => {
    expect(formatWeeklyHours(shipped.hours)).toEqual([
      { days: ['monday', 'thursday'], intervals: ['11:00–22:00'] },
      { days: ['friday', 'saturday'], intervals: ['11:00–23:00'] },
      { days: ['sunday', 'sunday'], intervals: ['11:00–22:00'] },
    ]);
  });

  it.each([
    {
      case: 'the shipped week',
      hours: shipped.hours,
      en: 'Mon–Thu 11:00–22:00 · Fri–Sat 11:00–23:00 · Sun 11:00–22:00',
      zh: '周一至周四 11:00–22:00 · 周五至周六 11:00–23:00 · 周日 11:00–22:00',
    },
    { case: 'the same every day', hours: everyDay(['11:00-22:00']), en: 'Mon–Sun 11:00–22:00', zh: '周一至周日 11:00–22:00' },
    {
      case: 'closed Mondays, split hours',
      hours: { ...everyDay(['11:00-14:30', '17:00-22:00']), monday: [] },
      en: 'Mon Closed · Tue–Sun 11:00–14:30, 17:00–22:00',
      zh: '周一 休息 · 周二至周日 11:00–14:30、17:00–22:00',
    },
    {
      case: 'Monday like Sunday, the rest late',
      hours: { ...everyDay(['11:00-02:00']), monday: ['11:00-22:00'], sunday: ['11:00-22:00'] },
      en: 'Mon 11:00–22:00 · Tue–Sat 11:00–02:00 · Sun 11:00–22:00',
      zh: '周一 11:00–22:00 · 周二至周六 11:00–02:00 · 周日 11:00–22:00',
    },
    { case: 'no hours', hours: {}, en: 'Mon–Sun Closed', zh: '周一至周日 休息' },
  ])('$case: $en', ({ hours, en, zh }) => {
    expect(describeWeeklyHours(hours, english.hours)).toBe(en);
    expect(describeWeeklyHours(hours, chinese.hours)).toBe(zh);
  });
});

describe('formatDays', () => {
  it.each([
    { days: ['saturday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday'], en: 'Mon–Sat', zh: '周一至周六' },
    { days: ['monday', 'wednesday', 'thursday', 'friday'], en: 'Mon, Wed–Fri', zh: '周一、周三至周五' },
    { days: ['sunday', 'monday'], en: 'Mon, Sun', zh: '周一、周日' },
    { days: ['friday', 'saturday'], en: 'Fri–Sat', zh: '周五至周六' },
    { days: ['friday', 'friday'], en: 'Fri', zh: '周五' },
    { days: [], en: '', zh: '' },
  ] as const)('$en', ({ days, en, zh }) => {
    expect(formatDays(days, english.hours)).toBe(en);
    expect(formatDays(days, chinese.hours)).toBe(zh);
  });
});

describe('serving hours', () => {
  it.each([
    { local: 'Tue 10:59', instant: Date.UTC(2026, 5, 2, 14, 59), closedDates: [], served: false },
    { local: 'Tue 12:00', instant: Date.UTC(2026, 5, 2, 16, 0), closedDates: [], served: true },
    { local: 'Tue 14:59', instant: Date.UTC(2026, 5, 2, 18, 59), closedDates: [], served: true },
    { local: 'Tue 15:00', instant: Date.UTC(2026, 5, 2, 19, 0), closedDates: [], served: false },
    { local: 'Sat 11:00', instant: Date.UTC(2026, 5, 6, 15, 0), closedDates: [], served: true },
    { local: 'Sun 12:00', instant: Date.UTC(2026, 5, 7, 16, 0), closedDates: [], served: false },
    { local: 'Tue 12:00, a closed date', instant: Date.UTC(2026, 5, 2, 16, 0), closedDates: [{ date: '2026-06-02' }], served: false },
  ])('Lunch Specials at $local: served $served', ({ instant, closedDates, served }) => {
    expect(isServedNow(lunch, { timeZone: ZONE, closedDates }, instant)).toBe(served);
  });

  it.each([
    { serving: lunch, en: 'Served Mon–Sat 11:00–15:00', zh: '供应时间：周一至周六 11:00–15:00' },
    {
      serving: { ...lunch, days: ['saturday', 'sunday'], hours: ['10:00-12:00', '14:00-16:00'] } satisfies ServingHours,
      en: 'Served Sat–Sun 10:00–12:00, 14:00–16:00',
      zh: '供应时间：周六至周日 10:00–12:00、14:00–16:00',
    },
  ])('$en', ({ serving, en, zh }) => {
    expect(describeServingHours(serving, english.hours)).toBe(en);
    expect(describeServingHours(serving, chinese.hours)).toBe(zh);
  });
});

describe('describeOpenStatus', () => {
  it.each([
    { status: { isOpen: true, closesAt: '22:00' }, en: 'Open now · until 22:00', zh: '营业中 · 至 22:00' },
    { status: { isOpen: true, closesAt: '02:00' }, en: 'Open now · until 02:00', zh: '营业中 · 至 02:00' },
    { status: { isOpen: true, closesAt: null }, en: 'Open now', zh: '营业中' },
    {
      status: { isOpen: false, opensAt: { date: '2026-06-02', weekday: 'tuesday', time: '11:00', isToday: false }, isClosedToday: false },
      en: 'Closed · opens Tue 11:00',
      zh: '休息中 · 周二 11:00 开门',
    },
    {
      status: { isOpen: false, opensAt: { date: '2026-06-02', weekday: 'tuesday', time: '17:00', isToday: true }, isClosedToday: false },
      en: 'Closed · opens 17:00',
      zh: '休息中 · 17:00 开门',
    },
    {
      status: { isOpen: false, opensAt: { date: '2026-06-03', weekday: 'wednesday', time: '11:00', isToday: false }, isClosedToday: true },
      en: 'Closed today · opens Wed 11:00',
      zh: '今日休息 · 周三 11:00 开门',
    },
    { status: { isOpen: false, opensAt: null, isClosedToday: false }, en: 'Closed', zh: '休息中' },
    { status: { isOpen: false, opensAt: null, isClosedToday: true }, en: 'Closed today', zh: '今日休息' },
  ] satisfies { status: OpenStatus; en: string; zh: string }[])('$en', ({ status, en, zh }) => {
    expect(describeOpenStatus(status, english.hours)).toBe(en);
    expect(describeOpenStatus(status, chinese.hours)).toBe(zh);
  });
});
