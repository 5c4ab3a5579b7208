import { z } from 'zod';
import { LANGUAGE_ROOT, languageNameIn, type Translation } from '../i18n/languages.ts';
import { SLUG_PATTERN, slugify } from '../menu/model/slug.ts';
import type { FieldSpec, Words } from './fields.ts';

/**
 * What the dishes and the categories write alike: a name, a place in a list,
 * an address of one's own, and what an empty field is.
 */

/** A dish's place in its category: the menu lists its dishes from the lowest number up. */
export const MIN_ORDER = 1;
export const MAX_ORDER = 999;

/** How an editor leaves an optional field empty: YAML `null`, `""`, or an unticked box. */
const empty = z.union([z.null(), z.literal(''), z.literal(false)]);

/** An optional field, where an empty value counts as absent. */
export function optional<T extends z.ZodType>(schema: T, message: string) {
  return z.union([schema, empty], { error: message }).optional();
}

export const text = z.string().trim().min(1, 'must not be empty');

/** A place in a list: a dish's in its category, a category's on the menu. */
export function orderSchema(what: string) {
  const message = `must be a whole number from ${MIN_ORDER} to ${MAX_ORDER}`;
  return z
    .number({ error: `${message}: ${what}` })
    .int(message)
    .min(MIN_ORDER, message)
    .max(MAX_ORDER, message);
}

const SLUG_MESSAGE = 'must be lower-case letters a-z, digits and single hyphens, such as gong-bao-ji-ding';

/** An address written by hand, for a name whose letters the build cannot spell in a-z (Thai, Cyrillic, …), or to keep an old one. */
const slugField = optional(z.string().regex(SLUG_PATTERN, SLUG_MESSAGE), SLUG_MESSAGE);

/** The address of a name: its `slug` field, or the name spelt in a-z; "" when the name has no letter the build can spell. */
export function slugOf(fields: { name: string; slug?: string | null | false | undefined }): string {
  return fields.slug || slugify(fields.name);
}

export const NO_SLUG_MESSAGE = 'gives no address: it has no letter or digit the build can spell in a-z; add a field such as slug: my-dish';

/** An address of one's own: only for a name in a script the build cannot spell in a-z, or to keep an address when renaming. */
export const SLUG_FIELD = {
  schema: slugField,
  label: { en: 'Web address (optional)', zh: '网址（可选）' },
  hint: {
    en: 'Leave empty: the address is made from the name (a Chinese name in pinyin, 宫保鸡丁 → gong-bao-ji-ding).',
    zh: '留空即可：网址由名称生成（中文名称用拼音，宫保鸡丁 → gong-bao-ji-ding）。',
  },
  editor: {
    widget: 'string',
    required: false,
    pattern: [
      SLUG_PATTERN.source,
      {
        en: 'Lower-case letters a-z, digits and single hyphens, such as gong-bao-ji-ding',
        zh: '只能用小写字母 a-z、数字和单个连字符，例如 gong-bao-ji-ding',
      },
    ],
  },
} satisfies FieldSpec;

/** A dish's and a category's Name. */
export const NAME_LABEL: Words = { en: 'Name', zh: '名称' };

/** Shown in the other language's menu: "Shown on the Chinese menu (/zh/)." */
export const shownOnMenu = (language: Translation): Words => ({
  en: `Shown on the ${languageNameIn(language, 'en')} menu (${LANGUAGE_ROOT[language]}).`,
  zh: `显示在${languageNameIn(language, 'zh')}菜单上（${LANGUAGE_ROOT[language]}）。`,
});
