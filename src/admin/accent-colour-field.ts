/**
 * The restaurant's Colour field: Sveltia CMS's own colour picker with its hex
 * box, which refuses before saving a colour the build refuses, in the build's
 * words (accent.ts). Empty, its swatch shows the colour the site then uses.
 */
import type CMS from '@sveltia/cms';
import { ACCENT_WRITTEN, accentProblem, DEFAULT_ACCENT, HEX_PATTERN } from '../restaurant/accent.ts';
import { ACCENT_COLOUR_WIDGET } from '../content/fields.ts';
import type { EditorLanguage } from '../i18n/languages.ts';
import { registerField, type Validity } from './custom-field.ts';

/** How a colour is written, in each language the editor speaks: the build's words in Chinese, shorter in English. */
const HOW_WRITTEN: Readonly<Record<EditorLanguage, string>> = {
  en: 'Colour must be written #rrggbb, such as #9e1b1b',
  zh: `颜色${ACCENT_WRITTEN.say({}, 'zh')}`,
};

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** What the field says of a value, in `language`: empty is the default red; a colour the build refuses is refused with its words. */
export function accentColourValidity(value: unknown, language: EditorLanguage = 'en'): Validity {
  if (isEmpty(value)) return true;
  if (typeof value !== 'string' || !HEX_PATTERN.test(value)) return { error: { message: HOW_WRITTEN[language] } };
  const problem = accentProblem(value, language);
  return problem ? { error: { message: problem } } : true;
}

/**
 * Registers the field type, drawn by Sveltia's built-in colour control; call before CMS.init(). The picker
 * knows no empty colour (it shows black), so its swatch is painted the site's own while the field is empty.
 */
export function registerAccentColour(cms: typeof CMS, language: EditorLanguage): void {
  const colour = cms.getFieldType('color')?.control;
  if (!colour) throw new Error('Sveltia CMS no longer offers its colour control to custom fields');
  registerField(
    cms,
    ACCENT_COLOUR_WIDGET,
    (value) => accentColourValidity(value, language),
    (h, props) =>
      h('div', {
        className: 'accent-colour',
        'data-empty': isEmpty(props.value) || undefined,
        style: { '--site-accent': DEFAULT_ACCENT },
        children: h(colour, props),
      }),
  );
}
