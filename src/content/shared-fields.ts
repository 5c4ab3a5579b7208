import { z } from 'zod';
import { LANGUAGE_ROOT, languageNameIn, type Translation } from '../i18n/languages.ts';
import { SLUG_PATTERN, slugify } from '../menu/model/slug.ts';
import type { FieldSpec, Words } from './fields.ts';
import { problem, type Problem } from './problem.ts';

/**
 * What the dishes and the categories write alike: a name, a place in a list,
 * an address of one's own, and what an empty field is.
 */

/** A dish's place in its category: the menu lists its dishes from the lowest number up. */
export const MIN_ORDER = 1;
export const MAX_ORDER = 999;

/** What the checks of more than one kind of content say. */
export const SHARED_PROBLEMS = {
  missing: problem({ en: 'is missing', zh: '未填写' }),
  empty: problem({ en: 'must not be empty', zh: '不能为空' }),
  text: problem({ en: 'must be text', zh: '须为文字' }),
  trueOrFalse: problem({ en: 'must be true or false', zh: '须为 true 或 false' }),
  notADay: problem({ en: 'is not a day of the calendar', zh: '不是日历上的日期' }),
  order: problem({ en: `must be a whole number from ${MIN_ORDER} to ${MAX_ORDER}`, zh: `须为 ${MIN_ORDER} 到 ${MAX_ORDER} 之间的整数` }),
  slug: problem({
    en: 'must be lower-case letters a-z, digits and single hyphens, such as gong-bao-ji-ding',
    zh: '只能用小写字母 a-z、数字和单个连字符，例如 gong-bao-ji-ding',
  }),
  noSlug: problem({
    en: 'gives no address: it has no letter or digit the build can spell in a-z; add a field such as slug: my-dish',
    zh: '生成不了网址：其中没有能拼写成 a-z 的字母或数字；请加一个字段，例如 slug: my-dish',
  }),
  unknownField: problem<'fields'>({ en: 'is not a field here; the fields are {fields}', zh: '不是这里的字段；字段有：{fields}' }),
} as const;

/** What a check says of a value missing, or of one that is not what `refused` asks for. */
export const missingOr = (refused: Problem) => (issue: { input?: unknown }) =>
  issue.input === undefined ? SHARED_PROBLEMS.missing.say() : refused.say();

/** A text too long, as each check's own problem (its module lists it). */
export const atMost = (most: number) => problem({ en: `must be at most ${most} characters`, zh: `最多 ${most} 个字符` });

/** How an editor leaves an optional field empty: YAML `null`, `""`, or an unticked box. */
const empty = z.union([z.null(), z.literal(''), z.literal(false)]);

/** An optional field, where an empty value counts as absent. */
export function optional<T extends z.ZodType>(schema: T, refused: Problem) {
  return z.union([schema, empty], { error: refused.say() }).optional();
}

export const text = z.string().trim().min(1, SHARED_PROBLEMS.empty.say());

/** A place in a list: a dish's in its category, a category's on the menu; `notANumber` is what a value that is not a number gets (orderProblem). */
export function orderSchema(notANumber: Problem) {
  const message = SHARED_PROBLEMS.order.say();
  return z.number({ error: notANumber.say() }).int(message).min(MIN_ORDER, message).max(MAX_ORDER, message);
}

/** What orderSchema says of a value that is not a number: the order's words, and what the place is. */
export const orderProblem = (what: Words) =>
  problem({ en: `${SHARED_PROBLEMS.order.words.en}: ${what.en}`, zh: `${SHARED_PROBLEMS.order.words.zh}：${what.zh}` });

/** An address written by hand, for a name whose letters the build cannot spell in a-z (Thai, Cyrillic, …), or to keep an old one. */
const slugField = optional(z.string().regex(SLUG_PATTERN, SHARED_PROBLEMS.slug.say()), SHARED_PROBLEMS.slug);

/** The address of a name: its `slug` field, or the name spelt in a-z; "" when the name has no letter the build can spell. */
export function slugOf(fields: { name: string; slug?: string | null | false | undefined }): string {
  return fields.slug || slugify(fields.name);
}

export const NO_SLUG_MESSAGE = SHARED_PROBLEMS.noSlug.say();

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
      // The build's words in Chinese; in English, without its "must be".
      { en: 'Lower-case letters a-z, digits and single hyphens, such as gong-bao-ji-ding', zh: SHARED_PROBLEMS.slug.words.zh },
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
