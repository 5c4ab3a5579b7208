import { fieldIn, TRANSLATED_LANGUAGES, type TranslatedField } from './languages.ts';

/** The names of `field` in every other language, in the order of the languages: ["chineseName"]. */
export function translationsOf<Field extends string>(field: Field): TranslatedField<Field>[] {
  return TRANSLATED_LANGUAGES.map((language) => fieldIn(field, language));
}
