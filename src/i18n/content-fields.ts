import { fieldIn, TRANSLATED_LANGUAGES, type TranslatedField } from './languages.ts';

/** The names of `field` in every other language, in the order of the languages: ["chineseName"]. */
export function translationsOf<Field extends string>(field: Field): TranslatedField<Field>[] {
  return TRANSLATED_LANGUAGES.map((language) => fieldIn(field, language));
}

/** A schema's fields for every other language of `fields`, each checked by `schema`: { chineseName: schema }. */
export function translatedShape<Field extends string, Schema>(
  fields: readonly Field[],
  schema: Schema,
): Record<TranslatedField<Field>, Schema> {
  return Object.fromEntries(fields.flatMap((field) => translationsOf(field).map((name) => [name, schema]))) as Record<
    TranslatedField<Field>,
    Schema
  >;
}
