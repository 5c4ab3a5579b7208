/**
 * Opening hours: whether the restaurant is open, until when, when it opens
 * next, and its week as text, in English or Chinese.
 *
 * Pure functions of an instant (milliseconds since the epoch) and the
 * restaurant's time zone, never the device's: a guest abroad reads the hours
 * as the restaurant keeps them. Everything is computed on the zone's wall
 * clock (date, weekday, minutes since midnight): from the zone's offsets as
 * the build wrote them (ZoneOffsets), or as Intl.DateTimeFormat reads it, so
 * the browser bundle carries no date library.
 *
 * Daylight saving, on the day clocks change (New York: 01:59 → 03:00 in
 * March, 01:59 → 01:00 in November):
 * - Clocks go forward: the skipped times are never read. An interval ending
 *   at 02:30 closes at the jump (the clock then reads 03:00, past its end);
 *   one starting at 02:30 opens at the jump.
 * - Clocks go back: the repeated stretch (01:00–01:59 in New York) reads as
 *   its last minute, 01:59, the second time round, so a time once passed
 *   stays passed: an interval ending at 01:30 stays closed, one ending at
 *   02:00 stays open through both passes (an hour longer by the watch).
 * Nothing throws on those days; see scheduleClock.
 */

/** Monday first, as the week is printed, and the keys of content/restaurant.yml's `hours`. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export type Weekday = (typeof WEEKDAYS)[number];

/** Full English names, as schema.org and the editor write them. */
export const WEEKDAY_NAMES: Readonly<Record<Weekday, string>> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** Per weekday, its intervals "HH:MM-HH:MM"; an absent day or an empty list is a day closed. */
export type WeeklyHours = Readonly<Partial<Record<Weekday, readonly string[]>>>;

/**
 * A time zone's offsets from UTC over a span of years, read at build time
 * (plugins/content/zone-offsets.ts). With them the browser reads the zone's clock by arithmetic:
 * a page's first Intl.DateTimeFormat loads ICU's calendar data, one long task
 * on a slow phone just as the menu becomes interactive.
 */
export interface ZoneOffsets {
  /** The span covered, in milliseconds since the epoch, `until` excluded; outside it Intl answers. */
  from: number;
  until: number;
  /** Each offset and the instant it starts, the first at `from`: [instant, minutes ahead of UTC]. */
  changes: readonly (readonly [start: number, offset: number])[];
}

export interface OpeningSchedule {
  /** An IANA name: "America/New_York". */
  timeZone: string;
  /** The zone's offsets, when the build has read them. */
  offsets?: ZoneOffsets;
  hours: WeeklyHours;
  /** "YYYY-MM-DD": closed that whole business day, its overnight part included. */
  closedDates?: readonly { date: string }[];
}

/** When a category is served, if only at some times: Lunch Specials, Mon–Sat 11:00–15:00. */
export interface ServingHours {
  days: readonly Weekday[];
  hours: readonly string[];
}

/** The wall clock of a time zone at an instant. */
export interface LocalTime {
  /** "YYYY-MM-DD". */
  date: string;
  weekday: Weekday;
  /** Whole minutes since local midnight, 0 to 1439. */
  minutes: number;
}

export interface NextOpening {
  /** The business day it opens, "YYYY-MM-DD". */
  date: string;
  weekday: Weekday;
  /** "HH:MM" as the hours write it. */
  time: string;
  /** Opens on the restaurant's current date (today where the restaurant is). */
  isToday: boolean;
}

export type OpenStatus =
  /** closesAt null: open without a break for longer than OPENING_LOOKAHEAD_DAYS (around the clock). */
  | { isOpen: true; closesAt: string | null }
  /** opensAt null: no opening in the next OPENING_LOOKAHEAD_DAYS days. isClosedToday: today has no hours at all. */
  | { isOpen: false; opensAt: NextOpening | null; isClosedToday: boolean };

/** How far ahead a status looks for the next opening (and for a closing, when open around the clock). */
export const OPENING_LOOKAHEAD_DAYS = 14;

const MINUTES_PER_DAY = 24 * 60;
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = MINUTES_PER_DAY * MS_PER_MINUTE;

/** Wider than any turn-back of clocks a zone makes at once (usually an hour, two at most), so the whole repeated stretch is seen. */
const LONGEST_CLOCK_TURN_BACK_MS = 3 * 60 * MS_PER_MINUTE;

/** "HH:MM" for 00:00 to 24:00; the hour always has two digits ("9:00" is refused, not guessed). */
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

/** Minutes since midnight of "HH:MM", 0 to 1440 ("24:00"), or null. */
export function parseTime(text: string): number | null {
  const match = TIME_PATTERN.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** An interval of one business day, in minutes from that day's midnight: "17:00-02:00" is 1020 to 1560. */
export interface Interval {
  start: number;
  end: number;
  startText: string;
  endText: string;
}

/**
 * Reads "HH:MM-HH:MM". An end not after the start is on the next day
 * ("17:00-02:00"; "17:00-00:00" ends at midnight). Null when a time is not
 * HH:MM between 00:00 and 24:00, or the interval would open at 24:00.
 */
export function parseInterval(text: string): Interval | null {
  const [startText, endText, ...rest] = text.split('-');
  if (startText === undefined || endText === undefined || rest.length > 0) return null;
  const start = parseTime(startText);
  const end = parseTime(endText);
  if (start === null || end === null || start === MINUTES_PER_DAY) return null;
  return { start, end: end > start ? end : end + MINUTES_PER_DAY, startText, endText };
}

/** The calendar's own check: "2026-02-30" is not a date. */
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a "YYYY-MM-DD" date that exists, or null. Dates are counted here, not timed: UTC is only arithmetic. */
export function parseDate(text: string): number | null {
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return time / MS_PER_DAY;
}

function dateOfDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** 1970-01-01, day 0, was a Thursday. */
function weekdayOfDay(day: number): Weekday {
  return WEEKDAYS[(((day + 3) % 7) + 7) % 7] ?? 'monday';
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: constructing one costs far more than formatting with it. */
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** What the zone's clock shows at an instant, as Date.UTC of that date and time: a timeline where every day has 24 hours. */
function wallTime(instant: number, timeZone: string, offsets?: ZoneOffsets): number {
  if (offsets && offsets.from <= instant && instant < offsets.until) {
    const [, offset = 0] = offsets.changes.findLast(([start]) => start <= instant) ?? [];
    return instant + offset * MS_PER_MINUTE;
  }
  const parts = wallClockFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value);
  // Some engines once wrote midnight as 24 even with h23.
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour') % 24, part('minute'), part('second'));
}

function localTimeOfWall(wall: number): LocalTime {
  const day = Math.floor(wall / MS_PER_DAY);
  return { date: dateOfDay(day), weekday: weekdayOfDay(day), minutes: Math.floor((wall - day * MS_PER_DAY) / MS_PER_MINUTE) };
}

/** The date, weekday and minutes since midnight that the zone's clocks show at `instant`. */
export function localTime(instant: number, timeZone: string, offsets?: ZoneOffsets): LocalTime {
  return localTimeOfWall(wallTime(instant, timeZone, offsets));
}

/**
 * The wall clock the hours are read on: the zone's own, except during the
 * second pass of a repeated stretch after clocks go back, which reads as the
 * last minute before they went back (01:59 in New York). Without this, a
 * restaurant that closed at 01:30 would show as open again at the second 01:00.
 */
function scheduleClock(instant: number, timeZone: string, offsets?: ZoneOffsets): LocalTime {
  const minute = Math.floor(instant / MS_PER_MINUTE) * MS_PER_MINUTE;
  const wall = wallTime(minute, timeZone, offsets);
  const offsetNow = wall - minute;
  const earlier = minute - LONGEST_CLOCK_TURN_BACK_MS;
  const offsetEarlier = wallTime(earlier, timeZone, offsets) - earlier;
  if (offsetEarlier <= offsetNow) return localTimeOfWall(wall);
  // Clocks went back since `earlier`: find the minute they did, by halves
  // (transitions fall on whole minutes), then whether we are still repeating.
  let before = earlier;
  let after = minute;
  while (after - before > MS_PER_MINUTE) {
    const middle = before + Math.floor((after - before) / 2 / MS_PER_MINUTE) * MS_PER_MINUTE;
    if (wallTime(middle, timeZone, offsets) - middle === offsetNow) after = middle;
    else before = middle;
  }
  const isRepeating = minute - after < offsetEarlier - offsetNow;
  return isRepeating ? localTime(after - MS_PER_MINUTE, timeZone, offsets) : localTimeOfWall(wall);
}

/** A stretch of open time, in minutes from the midnight of the day the status is for; may begin yesterday. */
interface OpenRun {
  start: number;
  end: number;
  startText: string;
  endText: string;
}

/** The intervals of business days firstDay to lastDay, closed dates left out, in minutes from the midnight of `today`. */
function intervalsOf(schedule: OpeningSchedule, today: number, firstDay: number, lastDay: number): OpenRun[] {
  const closedDays = new Set((schedule.closedDates ?? []).map(({ date }) => parseDate(date)));
  const runs: OpenRun[] = [];
  for (let day = firstDay; day <= lastDay; day += 1) {
    if (closedDays.has(day)) continue;
    const shift = (day - today) * MINUTES_PER_DAY;
    for (const text of schedule.hours[weekdayOfDay(day)] ?? []) {
      const interval = parseInterval(text);
      // The build refuses such hours (restaurant-schema.ts); one here is a bug to hear about.
      if (interval === null) throw new RangeError(`Opening hours must be HH:MM-HH:MM, not ${JSON.stringify(text)}`);
      runs.push({ ...interval, start: interval.start + shift, end: interval.end + shift });
    }
  }
  return runs;
}

/** Intervals that touch or overlap are one stretch: 11:00–14:30 and 14:30–22:00 close at 22:00, Friday to 00:00 and Saturday from 00:00 run on. */
function mergeRuns(intervals: readonly OpenRun[]): OpenRun[] {
  const merged: OpenRun[] = [];
  for (const interval of [...intervals].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) {
      if (interval.end > last.end) {
        last.end = interval.end;
        last.endText = interval.endText;
      }
    } else {
      merged.push({ ...interval });
    }
  }
  return merged;
}

/**
 * Open or closed at `instant`, with when that changes. An interval belongs to
 * the business day it starts on: Friday 17:00-02:00 is open on Saturday at
 * 01:00, and a closed Friday closes that night's part too.
 */
export function getOpenStatus(schedule: OpeningSchedule, instant: number): OpenStatus {
  const now = scheduleClock(instant, schedule.timeZone, schedule.offsets);
  const today = parseDate(now.date) ?? 0;
  const runs = mergeRuns(intervalsOf(schedule, today, today - 1, today + OPENING_LOOKAHEAD_DAYS));
  const current = runs.find((run) => run.start <= now.minutes && now.minutes < run.end);
  if (current) {
    const isAroundTheClock = current.end - now.minutes > OPENING_LOOKAHEAD_DAYS * MINUTES_PER_DAY;
    return { isOpen: true, closesAt: isAroundTheClock ? null : current.endText };
  }
  const next = runs.find((run) => run.start > now.minutes);
  const isClosedToday = intervalsOf(schedule, today, today, today).length === 0;
  if (!next) return { isOpen: false, opensAt: null, isClosedToday };
  const day = today + Math.floor(next.start / MINUTES_PER_DAY);
  return {
    isOpen: false,
    opensAt: { date: dateOfDay(day), weekday: weekdayOfDay(day), time: next.startText, isToday: day === today },
    isClosedToday,
  };
}

/**
 * Whether the restaurant has opened, by `instant`, on a business day after
 * `date` ("YYYY-MM-DD"): a dish sold out for that day is back from then.
 * Past a fortnight of no opening at all, the mark is taken as stale.
 */
export function hasOpenedSince(schedule: OpeningSchedule, date: string, instant: number): boolean {
  const day = parseDate(date);
  if (day === null) return true;
  const now = scheduleClock(instant, schedule.timeZone, schedule.offsets);
  const today = parseDate(now.date) ?? 0;
  if (today - day > OPENING_LOOKAHEAD_DAYS) return true;
  return intervalsOf(schedule, today, day + 1, today).some((run) => run.start <= now.minutes);
}

/** Whether a category with serving hours is served at `instant`, on the restaurant's clock; never on its closed dates. */
export function isServedNow(serving: ServingHours, restaurant: Omit<OpeningSchedule, 'hours'>, instant: number): boolean {
  const hours: Partial<Record<Weekday, readonly string[]>> = {};
  for (const day of serving.days) hours[day] = serving.hours;
  return getOpenStatus({ ...restaurant, hours }, instant).isOpen;
}

/** The words the hours are shown with, from each language's catalogue (i18n/en.ts, i18n/zh.ts). */
export interface HoursText {
  /** Short names: "Mon", "周一". */
  weekdays: Readonly<Record<Weekday, string>>;
  /** Between the first and last day of a run: "Mon–Sat", "周一至周六". */
  dayRange: string;
  /** Between days or intervals of a list: "Mon, Wed", "周一、周三". */
  listSeparator: string;
  openNow: string;
  until: (time: string) => string;
  closed: string;
  closedToday: string;
  /** A day of the week without hours. */
  dayOff: string;
  /** `when` is "Tue 11:00", or "17:00" for today. */
  opens: (when: string) => string;
  /** `when` is "Mon–Sat 11:00–15:00". */
  served: (when: string) => string;
  notServedNow: string;
}

/** Between the parts of a status line, in both languages. */
const PART_SEPARATOR = ' · ';

/** "Open now · until 22:00", "Closed · opens Tue 11:00", "Closed · opens 17:00" (today), "Closed" (nothing ahead). */
export function describeOpenStatus(status: OpenStatus, text: HoursText): string {
  if (status.isOpen) return status.closesAt === null ? text.openNow : `${text.openNow}${PART_SEPARATOR}${text.until(status.closesAt)}`;
  const closed = status.isClosedToday ? text.closedToday : text.closed;
  const { opensAt } = status;
  if (!opensAt) return closed;
  const when = opensAt.isToday ? opensAt.time : `${text.weekdays[opensAt.weekday]} ${opensAt.time}`;
  return `${closed}${PART_SEPARATOR}${text.opens(when)}`;
}

/** "11:00-22:00" as shown: "11:00–22:00", an en dash between the times. */
export function formatInterval(interval: string): string {
  return interval.replace('-', '–');
}

/** First and last day of a run of consecutive weekdays; the same day twice for one day. */
export type DayRange = readonly [first: Weekday, last: Weekday];

/**
 * Runs of consecutive weekdays, Monday first; the week does not wrap, so
 * Sunday and Monday are never one run (the printed week reads Mon to Sun).
 */
export function groupDays(days: readonly Weekday[]): DayRange[] {
  const chosen = new Set(days);
  const ranges: [Weekday, Weekday][] = [];
  let isRunning = false;
  for (const day of WEEKDAYS) {
    const last = ranges.at(-1);
    if (!chosen.has(day)) isRunning = false;
    else if (isRunning && last) last[1] = day;
    else {
      ranges.push([day, day]);
      isRunning = true;
    }
  }
  return ranges;
}

/** "Mon–Thu", "Sun"; "周一至周四". */
export function formatDayRange([first, last]: DayRange, text: HoursText): string {
  return first === last ? text.weekdays[first] : `${text.weekdays[first]}${text.dayRange}${text.weekdays[last]}`;
}

/** "Mon–Sat", "Mon, Wed–Fri"; "周一至周六" in Chinese. */
export function formatDays(days: readonly Weekday[], text: HoursText): string {
  return groupDays(days)
    .map((range) => formatDayRange(range, text))
    .join(text.listSeparator);
}

/** Consecutive weekdays with the same hours; intervals as shown ("11:00–22:00"), none for days closed. */
export interface HoursGroup {
  days: DayRange;
  intervals: readonly string[];
}

/** The week Monday first, consecutive days with identical hours together; the week does not wrap (see groupDays). */
export function formatWeeklyHours(hours: WeeklyHours): HoursGroup[] {
  const groups: { days: [Weekday, Weekday]; intervals: readonly string[] }[] = [];
  for (const day of WEEKDAYS) {
    const intervals = (hours[day] ?? []).map(formatInterval);
    const last = groups.at(-1);
    if (last && last.intervals.join() === intervals.join()) last.days[1] = day;
    else groups.push({ days: [day, day], intervals });
  }
  return groups;
}

/** "Mon–Thu 11:00–22:00 · Fri–Sat 11:00–23:00 · Sun 11:00–22:00"; a day without hours reads text.dayOff. */
export function describeWeeklyHours(hours: WeeklyHours, text: HoursText): string {
  return formatWeeklyHours(hours)
    .map(
      (group) =>
        `${formatDayRange(group.days, text)} ${group.intervals.length > 0 ? group.intervals.join(text.listSeparator) : text.dayOff}`,
    )
    .join(PART_SEPARATOR);
}

/** "Served Mon–Sat 11:00–15:00", "供应时间：周一至周六 11:00–15:00". */
export function describeServingHours(serving: ServingHours, text: HoursText): string {
  return text.served(`${formatDays(serving.days, text)} ${serving.hours.map(formatInterval).join(text.listSeparator)}`);
}
