import type { Field } from '@sveltia/cms';
import type { z } from 'zod';
import {
  EDITOR_LANGUAGES,
  fieldIn,
  languageNameIn,
  TRANSLATED_LANGUAGES,
  type EditorLanguage,
  type Translation,
  type TranslatedField,
} from '../i18n/languages.ts';
import { en, type Messages } from '../i18n/en.ts';
import { zh } from '../i18n/zh.ts';

/**
 * How a kind of content is declared, once: each field with what the file may
 * hold (its zod schema), its label and hint in every language the editor
 * speaks, and how the editor edits it. The schema the build checks, the
 * editor's configuration (src/admin/cms-config.ts), the build's messages
 * ("Opening hours › Monday") and the JSON Schema are all made from it.
 */

/** The editor's own field types (src/admin/*-field.ts): a day's openings on one line, and the restaurant's colour. */
export const DAY_HOURS_WIDGET = 'day-hours';
export const ACCENT_COLOUR_WIDGET = 'accent-colour';

/** Text in every language the editor speaks. */
export type Words = Readonly<Record<EditorLanguage, string>>;

/** The site's catalogue of each language the editor speaks. */
const CATALOGUES: Readonly<Record<EditorLanguage, Messages>> = { en, zh };

/** Words the site's catalogues already have, as the editor shows them: an allergen's name, a weekday's. */
export const fromCatalogue = (pick: (messages: Messages) => string): Words =>
  Object.fromEntries(EDITOR_LANGUAGES.map((language) => [language, pick(CATALOGUES[language])])) as Words;

/** A value of the editor's configuration in which any text may be given in every language. */
export type Localizable<T> = T extends string
  ? T | Words
  : T extends readonly (infer Item)[]
    ? readonly Localizable<Item>[]
    : T extends object
      ? { [Key in keyof T]: Localizable<T[Key]> }
      : T;

type Distribute<T> = T extends unknown ? Omit<T, 'name' | 'label' | 'hint' | 'fields' | 'types'> : never;
/** Sveltia's options for one field (https://sveltiacms.app/en/docs/fields), but its name, label, hint and inner fields. */
export type EditorOptions = Localizable<Distribute<Field>>;

export interface FieldSpec {
  /** What the file may hold; none for a page's English text, which is the file's Markdown rather than a field. */
  schema?: z.ZodType;
  label: Words;
  hint?: Words;
  /** How the editor edits it. */
  editor: EditorOptions;
  /** Written in every other language too, each copy right after it (chineseName after name), checked by `schema`. */
  translation?: { schema: z.ZodType; hint?: (language: Translation) => Words };
  /** The fields inside it: of an object, or of each item of a list. */
  fields?: Fields;
}

export type Fields = Readonly<Record<string, FieldSpec>>;

/** A kind of content: where its files are, what the editor calls it and its entries, and its fields. */
export type Collection<F extends Fields = Fields> = {
  /** Its name in the editor's address and configuration (a relation field names it). */
  name: string;
  fields: F;
  /** The editor's options for it (https://sveltiacms.app/en/docs/collections), its text in every language. */
  editor: Localizable<Record<string, unknown>> & { label: Words };
} & (
  | {
      /** The folder of its files, one per entry, inside the content folder. */
      folder: string;
    }
  | {
      /** Its one file, inside the content folder. */
      file: string;
    }
);

/** Declares a kind of content; the type keeps each field's schema, for the shape and the types made from it. */
export const defineCollection = <F extends Fields>(collection: Collection<F>): Collection<F> => collection;

type SchemaOf<Spec> = Spec extends { schema: infer Schema extends z.ZodType } ? Schema : never;
type TranslationOf<Spec> = Spec extends { translation: { schema: infer Schema extends z.ZodType } } ? Schema : never;

/** The zod shape of `fields`: each field with a schema, and each translation after it. */
export type ShapeOf<F extends Fields> = {
  [Key in keyof F as SchemaOf<F[Key]> extends never ? never : Key]: SchemaOf<F[Key]>;
} & {
  [Key in keyof F as TranslationOf<F[Key]> extends never ? never : TranslatedField<Key & string>]: TranslationOf<F[Key]>;
};

/** What the site gets of a checked file: an editor's empty values (null, "") are absent fields. */
export type Present<T> = { [Key in keyof T]: Exclude<T[Key], null | ''> };

/** What the site gets of a checked dish or category: Present's, and an unticked box (false) of a field that is not a yes or no. */
export type Filled<T> = { [Key in keyof T]: Exclude<T[Key], null | '' | (true extends T[Key] ? never : false)> };

/** The fields of a checked dish or category the site gets: an editor's empty values (null, "", an unticked box) are absent. */
export function filled<T extends object>(fields: T): Filled<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && value !== '' && value !== false && value !== undefined),
  ) as Filled<T>;
}

/** The translations of a field, in the order of the languages: [["chineseName", "zh"]]. */
function translationsOf(key: string, spec: FieldSpec): [string, Translation][] {
  return spec.translation ? TRANSLATED_LANGUAGES.map((language) => [fieldIn(key, language), language]) : [];
}

/** The shape for z.strictObject, in the order of the file, which is the editor's. */
export function shapeOf<F extends Fields>(fields: F): ShapeOf<F> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, spec]) => [
      ...(spec.schema ? [[key, spec.schema]] : []),
      ...translationsOf(key, spec).map(([name]) => [name, spec.translation?.schema]),
    ]),
  ) as ShapeOf<F>;
}

/** A translation's label: "Chinese name" in English, "中文名称" in Chinese. */
const TRANSLATED_LABEL: Readonly<Record<EditorLanguage, (language: string, label: string) => string>> = {
  en: (language, label) => `${language} ${label.charAt(0).toLowerCase()}${label.slice(1)}`,
  zh: (language, label) => `${language}${label}`,
};

/** Every label of a field and its translations, by its name in the file. */
function labelsOf(key: string, spec: FieldSpec): [string, Words][] {
  return [
    [key, spec.label],
    ...translationsOf(key, spec).map(([name, language]): [string, Words] => [
      name,
      Object.fromEntries(
        EDITOR_LANGUAGES.map((editor) => [editor, TRANSLATED_LABEL[editor](languageNameIn(language, editor), spec.label[editor])]),
      ) as Words,
    ]),
  ];
}

const isWords = (value: object): value is Words =>
  EDITOR_LANGUAGES.every((language) => typeof (value as Record<string, unknown>)[language] === 'string') &&
  Object.keys(value).length === EDITOR_LANGUAGES.length;

/** `value` with every text in `language`. */
export function localize<T>(value: Localizable<T>, language: EditorLanguage): T;
export function localize(value: unknown, language: EditorLanguage): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => localize(item, language));
  if (typeof value !== 'object' || value === null) return value;
  if (isWords(value)) return value[language];
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localize(item, language)]));
}

/** The editor's fields for `fields`, in `language`: each translation after its field, optional and with its own label. */
export function editorFields(fields: Fields, language: EditorLanguage): Field[] {
  return Object.entries(fields).flatMap(([key, spec]) =>
    labelsOf(key, spec).map(([name, label], index): Field => {
      const translation = index > 0 ? TRANSLATED_LANGUAGES[index - 1] : undefined;
      const hint = translation ? spec.translation?.hint?.(translation) : spec.hint;
      return {
        name,
        label: label[language],
        ...localize<Distribute<Field>>(spec.editor, language),
        ...(translation && { required: false }),
        ...(hint && { hint: hint[language] }),
        ...(spec.fields && { fields: editorFields(spec.fields, language) }),
      } as Field;
    }),
  );
}

/**
 * A field's place in a file as the editor labels it: "Opening hours › Friday › 2"
 * for hours.friday[1] (list positions count from 1); a field the file does
 * not have keeps its name; `whole` for the file itself.
 */
export function labelledPath(fields: Fields, path: readonly PropertyKey[], whole: string, language: EditorLanguage = 'en'): string {
  if (path.length === 0) return whole;
  let level: Fields | undefined = fields;
  return path
    .map((key) => {
      if (typeof key === 'number') return String(key + 1);
      const name = String(key);
      const found: [string, Words, FieldSpec] | undefined = Object.entries(level ?? {})
        .flatMap(([field, spec]) => labelsOf(field, spec).map(([candidate, label]): [string, Words, FieldSpec] => [candidate, label, spec]))
        .find(([candidate]) => candidate === name);
      level = found?.[2].fields;
      return found ? found[1][language] : name;
    })
    .join(' › ');
}

/**
 * Every field label of `collections` (inner fields and translations too) in `language`, by its English label: the
 * build names fields in English, and the editor shows its messages in its own language. An English label that two
 * fields translate differently is left out, since the English alone cannot say which field it is.
 */
export function labelsIn(collections: readonly { fields: Fields }[], language: EditorLanguage): Record<string, string> {
  const found = new Map<string, Set<string>>();
  const add = (fields: Fields) => {
    for (const [key, spec] of Object.entries(fields)) {
      for (const [, label] of labelsOf(key, spec)) found.set(label.en, (found.get(label.en) ?? new Set()).add(label[language]));
      if (spec.fields) add(spec.fields);
    }
  };
  for (const { fields } of collections) add(fields);
  return Object.fromEntries([...found].flatMap(([english, [only, ...others]]) => (only && others.length === 0 ? [[english, only]] : [])));
}

/** A field's label and hint in `language`, by its name in the file (a translation's too: chineseName); undefined for a name the file does not have. */
export function fieldWords(fields: Fields, name: string, language: EditorLanguage = 'en'): { label: string; hint?: string } | undefined {
  for (const [key, spec] of Object.entries(fields)) {
    const index = labelsOf(key, spec).findIndex(([candidate]) => candidate === name);
    if (index < 0) continue;
    const translation = index > 0 ? TRANSLATED_LANGUAGES[index - 1] : undefined;
    const hint = translation ? spec.translation?.hint?.(translation) : spec.hint;
    return { label: labelsOf(key, spec)[index]?.[1][language] ?? name, ...(hint && { hint: hint[language] }) };
  }
  return undefined;
}

/** A field's label, for a message naming it alone: "Category". */
export const fieldLabel = (fields: Fields, name: string, language: EditorLanguage = 'en'): string =>
  labelledPath(fields, [name], name, language);

/** An entry as the editor lists it, by the field it is known by (a dish's name, a page's title), quoted; `fallback` while that field is broken. */
export function entryName(value: unknown, key: string, fallback: string): string {
  const name = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof name === 'string' && name.trim() !== '' ? `"${name}"` : fallback;
}
