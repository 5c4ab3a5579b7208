/**
 * A category served when the restaurant is closed: Lunch Specials served
 * Mon–Sat 11:00–15:00 after Saturday's hours became 17:00–02:00. The owner may
 * mean it (a bar open later than the kitchen), so the build notes it rather
 * than stopping, and the publish bar and the run's summary show the note.
 */
import { SERVED_OUTSIDE_OPENING_HOURS } from '../admin/publish-status.ts';
import { dayHoursText } from '../restaurant/day-hours.ts';
import { parseInterval, WEEKDAY_NAMES, WEEKDAYS, type ServingHours, type Weekday, type WeeklyHours } from '../restaurant/opening-hours.ts';
import { CATEGORIES } from './category-schema.ts';
import { escapeText, quoted } from './content-text.ts';
import { fieldLabel } from './fields.ts';
import { RESTAURANT } from './restaurant-schema.ts';

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/** Which minutes of the week (Monday 00:00 is 0) `hours` cover; a day's interval past midnight runs into the next day, Sunday's into Monday. */
function minutesOfWeek(hours: WeeklyHours): boolean[] {
  const covered = new Array<boolean>(MINUTES_PER_WEEK).fill(false);
  WEEKDAYS.forEach((day, index) => {
    for (const { start, end } of (hours[day] ?? []).flatMap((text) => parseInterval(text) ?? [])) {
      for (let minute = start; minute < end; minute += 1) covered[(index * MINUTES_PER_DAY + minute) % MINUTES_PER_WEEK] = true;
    }
  });
  return covered;
}

/** The days `serving` serves at some minute the restaurant's `hours` leave closed. */
export function daysServedOutside(serving: ServingHours, hours: WeeklyHours): Weekday[] {
  const open = minutesOfWeek(hours);
  return serving.days.filter((day) => minutesOfWeek({ [day]: serving.hours }).some((served, minute) => served && !open[minute]));
}

/**
 * The note on a category served outside the opening hours, naming the days with their hours
 * as the editor shows them; undefined when it is served only while the restaurant is open.
 */
export function servingHoursNote(name: string, file: string, serving: ServingHours, hours: WeeklyHours): string | undefined {
  const days = daysServedOutside(serving, hours);
  if (days.length === 0) return undefined;
  const when = days.map((day) => {
    const open = hours[day] ?? [];
    return `${WEEKDAY_NAMES[day]} (${open.length > 0 ? `open ${dayHoursText(open)}` : 'closed'})`;
  });
  return (
    `${SERVED_OUTSIDE_OPENING_HOURS}${quoted(name)} is served ${dayHoursText(serving.hours)} on ${when.join(', ')} (${escapeText(file)}); ` +
    `if that is not meant, change its hours (${fieldLabel(CATEGORIES.fields, 'servingHours')}) or the restaurant's ${fieldLabel(RESTAURANT.fields, 'hours')}.`
  );
}
