import { parseInterval } from './opening-hours.ts';

/**
 * The rules for one day's openings ("11:00-14:30", "17:00-22:00"), in the
 * words of the build: the content schema reports them with the file and the
 * line, and the editor's hours field refuses them before saving.
 */
export const INTERVAL_MESSAGE = 'must be two times HH:MM-HH:MM between 00:00 and 24:00';

/** A value as the owner wrote it, for a message: "25:00-23:00" in quotes, null bare. */
export function shown(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

/** Why an interval is refused, or undefined. */
export function intervalProblem(value: string): string | undefined {
  if (/^24:00-\d{2}:\d{2}$/.test(value)) return 'cannot open at 24:00; write 00:00 on the next day';
  const interval = parseInterval(value);
  if (interval === null) return INTERVAL_MESSAGE;
  if (interval.startText === interval.endText) return 'opens and closes at the same time; for a whole day write 00:00-24:00';
  return undefined;
}

/**
 * The intervals that overlap an earlier one of the same day, each with its
 * index and a message. They may touch (11:00-14:30, 14:30-22:00): an overlap
 * is always a typing mistake. An interval refused by itself is left out.
 */
export function overlaps(intervals: readonly unknown[]): { index: number; message: string }[] {
  const parsed = intervals.flatMap((value, index) => {
    const interval = typeof value === 'string' && intervalProblem(value) === undefined ? parseInterval(value) : null;
    return interval ? [{ ...interval, index, value }] : [];
  });
  return parsed.flatMap((interval) => {
    const earlier = parsed.find((other) => other.index < interval.index && other.start < interval.end && interval.start < other.end);
    return earlier ? [{ index: interval.index, message: `${shown(interval.value)} overlaps ${shown(earlier.value)}` }] : [];
  });
}

/** A day's openings as one line: "11:00-14:30, 17:00-22:00"; empty for a day closed. */
export const dayHoursText = (intervals: readonly string[]) => intervals.join(', ');

/** The openings a line holds, split at commas; an empty line is a day closed. */
export const parseDayHours = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The first problem of a day's openings, as the build words it, or undefined. */
export function dayHoursProblem(intervals: readonly string[]): string | undefined {
  for (const value of intervals) {
    const problem = intervalProblem(value);
    if (problem) return `${shown(value)} ${problem}`;
  }
  return overlaps(intervals)[0]?.message;
}
