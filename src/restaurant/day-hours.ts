import type { EditorLanguage } from '../i18n/languages.ts';
import { problem, type Problem } from '../content/problem.ts';
import { parseInterval } from './opening-hours.ts';

/**
 * The rules for one day's openings ("11:00-14:30", "17:00-22:00"), in the
 * words of the build: the content schema reports them with the file and the
 * line, and the editor's hours field refuses them before saving.
 */
export const INTERVAL_MESSAGE = 'must be two times HH:MM-HH:MM between 00:00 and 24:00';

/** The rules' words in each language the editor speaks, after the interval as written; the build's are English. */
export const DAY_HOURS_PROBLEMS = {
  interval: problem<'value'>({ en: `{value} ${INTERVAL_MESSAGE}`, zh: '{value} 必须是 00:00 到 24:00 之间的两个时间，写成 HH:MM-HH:MM' }),
  at24: problem<'value'>({
    en: '{value} cannot open at 24:00; write 00:00 on the next day',
    zh: '{value} 不能在 24:00 开门；请写成第二天的 00:00',
  }),
  sameTime: problem<'value'>({
    en: '{value} opens and closes at the same time; for a whole day write 00:00-24:00',
    zh: '{value} 开门和关门时间相同；全天营业请写 00:00-24:00',
  }),
  overlaps: problem<'value' | 'earlier'>({ en: '{value} overlaps {earlier}', zh: '{value} 与 {earlier} 重叠' }),
} as const;

/** A value as the owner wrote it, for a message: "25:00-23:00" in quotes, null bare. */
export function shown(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

/** Why an interval is refused, or undefined; the problem is said with the interval (`shown`). */
export function intervalProblem(value: string): Problem<'value'> | undefined {
  if (/^24:00-\d{2}:\d{2}$/.test(value)) return DAY_HOURS_PROBLEMS.at24;
  const interval = parseInterval(value);
  if (interval === null) return DAY_HOURS_PROBLEMS.interval;
  if (interval.startText === interval.endText) return DAY_HOURS_PROBLEMS.sameTime;
  return undefined;
}

/**
 * The intervals that overlap an earlier one of the same day, each with its
 * index and a message. They may touch (11:00-14:30, 14:30-22:00): an overlap
 * is always a typing mistake. An interval refused by itself is left out.
 */
export function overlaps(intervals: readonly unknown[], language: EditorLanguage = 'en'): { index: number; message: string }[] {
  const parsed = intervals.flatMap((value, index) => {
    const interval = typeof value === 'string' && intervalProblem(value) === undefined ? parseInterval(value) : null;
    return interval ? [{ ...interval, index, value }] : [];
  });
  return parsed.flatMap((interval) => {
    const earlier = parsed.find((other) => other.index < interval.index && other.start < interval.end && interval.start < other.end);
    const values = earlier && { value: shown(interval.value), earlier: shown(earlier.value) };
    return values ? [{ index: interval.index, message: DAY_HOURS_PROBLEMS.overlaps.say(values, language) }] : [];
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
export function dayHoursProblem(intervals: readonly string[], language: EditorLanguage = 'en'): string | undefined {
  for (const value of intervals) {
    const problem = intervalProblem(value);
    if (problem) return problem.say({ value: shown(value) }, language);
  }
  return overlaps(intervals, language)[0]?.message;
}
