/**
 * The restaurant's Colour field: Sveltia CMS's own colour picker with its hex
 * box, which refuses before saving a colour the build refuses, in the build's
 * words (accent.ts). Sveltia runs a custom field's `isValid` as it validates
 * the entry, and shows its message under the field.
 */
import type CMS from '@sveltia/cms';
import { accentProblem, HEX_PATTERN } from '../restaurant/accent.ts';

/** The field type's name in config.yml. */
export const ACCENT_COLOUR_WIDGET = 'accent-colour';

/** Why Sveltia refuses a value, as a custom field's `isValid` says it; true when it takes it. */
export type Validity = true | { error: { message: string } };

/** What the field says of a value: empty is the default red; a colour the build refuses is refused with its words. */
export function accentColourValidity(value: unknown): Validity {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value !== 'string' || !HEX_PATTERN.test(value))
    return { error: { message: 'Colour must be written #rrggbb, such as #9e1b1b' } };
  const problem = accentProblem(value);
  return problem ? { error: { message: problem } } : true;
}

/** What Sveltia CMS puts on window for custom fields: its own React's createClass and createElement. */
interface SveltiaReact {
  createClass?: (spec: { isValid: (value: unknown) => Validity; render: (this: { props: object }) => unknown }) => never;
  h?: (type: unknown, props: object) => unknown;
}

/** Registers the field type, drawn by Sveltia's built-in colour control; call before CMS.init(). */
export function registerAccentColour(cms: typeof CMS): void {
  const colour = cms.getFieldType('color')?.control;
  const { createClass, h } = window as unknown as SveltiaReact;
  if (!colour || !createClass || !h) throw new Error('Sveltia CMS no longer offers its colour control to custom fields');
  cms.registerFieldType(
    ACCENT_COLOUR_WIDGET,
    createClass({
      isValid: (value) => accentColourValidity(value),
      render() {
        return h(colour, this.props);
      },
    }),
  );
}
