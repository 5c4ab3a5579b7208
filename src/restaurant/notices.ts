import type { Translated } from '../i18n/languages.ts';
import { localTime, parseDate, type OpeningSchedule } from './opening-hours.ts';
import type { ClosedDate } from '../content/restaurant-schema.ts';

/** A short word to guests, shown on the menu from its first day to its last, on the restaurant's clock (content/notices/). */
export interface Notice extends Translated<'text'> {
  /** The file's name without .yml: a stable key. */
  slug: string;
  text: string;
  /** Without one, the Chinese menu shows the English text. */
  chineseText?: string;
  /** "YYYY-MM-DD", the first and last day shown, both included. */
  from: string;
  until: string;
}

/** The notices shown at `instant`: those whose days include the restaurant's today. Dates so written compare as text. */
export function noticesAt(notices: readonly Notice[], instant: number, schedule: Pick<OpeningSchedule, 'timeZone' | 'offsets'>): Notice[] {
  const { date } = localTime(instant, schedule.timeZone, schedule.offsets);
  return notices.filter((notice) => notice.from <= date && date <= notice.until);
}

/** How many days ahead guests are told of a day closed. */
export const CLOSED_DATE_NOTICE_DAYS = 7;

/** The days closed from the restaurant's today to a week ahead, soonest first: each shown as a notice until its day is over. */
export function closedDatesAhead(
  closedDates: readonly ClosedDate[],
  instant: number,
  schedule: Pick<OpeningSchedule, 'timeZone' | 'offsets'>,
): ClosedDate[] {
  const today = parseDate(localTime(instant, schedule.timeZone, schedule.offsets).date) ?? 0;
  return closedDates
    .filter(({ date }) => {
      const day = parseDate(date) ?? -1;
      return today <= day && day <= today + CLOSED_DATE_NOTICE_DAYS;
    })
    .sort((a, b) => (a.date < b.date ? -1 : 1));
}
