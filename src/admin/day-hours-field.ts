/**
 * A day's opening hours on one line, "11:00-14:30, 17:00-22:00", where
 * Sveltia's list takes a row and two buttons per opening. It is Sveltia's own
 * text box, kept as that line (which the build reads as the day's openings),
 * and it refuses before saving what the build refuses, in its words.
 */
import type CMS from '@sveltia/cms';
import { dayHoursProblem, dayHoursText, parseDayHours } from '../restaurant/day-hours.ts';
import { DAY_HOURS_WIDGET } from '../content/fields.ts';
import type { EditorLanguage } from '../i18n/languages.ts';
import { registerField, type Validity } from './custom-field.ts';

/** The openings in a stored value: a line as the editor keeps it, or a list as written by hand. */
function intervalsOf(value: unknown): string[] {
  if (typeof value === 'string') return parseDayHours(value);
  return Array.isArray(value) ? value.filter((interval): interval is string => typeof interval === 'string') : [];
}

export function dayHoursValidity(value: unknown, language: EditorLanguage = 'en'): Validity {
  const problem = dayHoursProblem(intervalsOf(value), language);
  return problem ? { error: { message: problem } } : true;
}

export function registerDayHours(cms: typeof CMS, language: EditorLanguage): void {
  const text = cms.getFieldType('string')?.control;
  if (!text) throw new Error('Sveltia CMS no longer offers its text control to custom fields');
  registerField(
    cms,
    DAY_HOURS_WIDGET,
    (value) => dayHoursValidity(value, language),
    (h, props) =>
      // A list written by hand shows as its line, and is saved as one.
      h(text, Array.isArray(props.value) ? { ...props, value: dayHoursText(intervalsOf(props.value)) } : props),
  );
}
