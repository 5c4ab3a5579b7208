import path from 'node:path';
import { locateIn, readYamlSource } from './yaml-source.ts';
import { z } from 'zod';
import { languageNameIn } from '../i18n/languages.ts';
import { defineCollection, entryName, labelledPath, shapeOf } from './fields.ts';
import type { Notice } from '../restaurant/notices.ts';
import { parseDate } from '../restaurant/opening-hours.ts';
import { ContentError } from './content-error.ts';
import { readFolder } from './read-folder.ts';
import { problem } from './problem.ts';
import { missingOr, SHARED_PROBLEMS } from './shared-fields.ts';

/** Reads the notices, one YAML file each under content/notices/, at build time only; the menu gets them as data. */

/** Where the notices are, inside the content folder; the folder may be missing (no notices). */
export const NOTICES_DIR = 'notices';

/** Shown in one line above the menu: longer belongs on a page of its own. */
export const MAX_NOTICE_LENGTH = 200;

/** A notice's First day, as the editor and the build's messages name it. */
const FROM_LABEL = { en: 'First day', zh: '第一天' } as const;

/** What the notice checks say: the build in English, the editor in the owner's language. */
export const NOTICE_PROBLEMS = {
  date: problem({ en: 'must be a date written YYYY-MM-DD, such as 2026-11-26', zh: '须为 YYYY-MM-DD 格式的日期，例如 2026-11-26' }),
  tooLong: problem({
    en: `must be at most ${MAX_NOTICE_LENGTH} characters; a longer text belongs on a page`,
    zh: `最多 ${MAX_NOTICE_LENGTH} 个字符；更长的文字请放在单独的页面上`,
  }),
  notice: problem({ en: 'must be a notice with text, from and until', zh: '须为一条有 text、from 和 until 的通知' }),
  beforeFirst: problem({
    en: `is before ${FROM_LABEL.en}: the last day must be on or after the first`,
    zh: `早于${FROM_LABEL.zh}：最后一天须在第一天当天或之后`,
  }),
} as const;

const text = z
  .string({ error: missingOr(SHARED_PROBLEMS.text) })
  .trim()
  .min(1, SHARED_PROBLEMS.empty.say())
  .max(MAX_NOTICE_LENGTH, NOTICE_PROBLEMS.tooLong.say());

const date = z
  .string({ error: missingOr(NOTICE_PROBLEMS.date) })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: NOTICE_PROBLEMS.date.say(), abort: true })
  .refine((value) => parseDate(value) !== null, SHARED_PROBLEMS.notADay.say());

const DAY_EDITOR = { widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' } as const;

/** The notices, content/notices/<name>.yml, shown above the menu from the first day to the last, on the restaurant's clock. */
export const NOTICES = defineCollection({
  name: 'notices',
  folder: NOTICES_DIR,
  fields: {
    text: {
      schema: text,
      label: { en: 'Text', zh: '文字' },
      hint: { en: 'One short line, such as: New: hot pot.', zh: '一句短语，例如：新菜：火锅。' },
      editor: { widget: 'string' },
      translation: {
        schema: z.union([text, z.null(), z.literal('')], { error: SHARED_PROBLEMS.text.say() }).optional(),
        hint: (language) => ({
          en: `Without one, the ${languageNameIn(language, 'en')} menu shows the English.`,
          zh: `不填时，${languageNameIn(language, 'zh')}菜单显示英文。`,
        }),
      },
    },
    from: { schema: date, label: FROM_LABEL, editor: DAY_EDITOR },
    until: {
      schema: date,
      label: { en: 'Last day', zh: '最后一天' },
      hint: { en: 'The same as the first for one day.', zh: '只有一天时，与第一天相同。' },
      editor: DAY_EDITOR,
    },
  },
  editor: {
    label: { en: 'Notices', zh: '通知' },
    label_singular: { en: 'Notice', zh: '通知' },
    icon: 'campaign',
    description: {
      en: 'A short line above the menu on the days you choose, such as New: hot pot. A day closed goes in Restaurant → Dates closed instead: guests are told a week ahead, and the hours say Closed today.',
      zh: '在您选的日子里显示在菜单上方的一句话，例如：新菜：火锅。休息的日子请写在 餐厅 → 休息日：客人会提前一周知道，营业时间也会显示“今日休息”。',
    },
    extension: 'yml',
    format: 'yml',
    identifier_field: 'text',
    slug: '{{from}}-{{text}}',
    summary: { en: '{{from}} to {{until}} · {{text}}', zh: '{{from}} 至 {{until}} · {{text}}' },
    create: true,
    delete: true,
    sortable_fields: { fields: ['from'], default: { field: 'from', direction: 'descending' } },
  },
});

export const noticeFileSchema = z
  .strictObject(shapeOf(NOTICES.fields), { error: NOTICE_PROBLEMS.notice.say() })
  .refine(({ from, until }) => from <= until, { path: ['until'], message: NOTICE_PROBLEMS.beforeFirst.say() });

const FIELDS = Object.keys(noticeFileSchema.shape);

/** Parses and checks one notice file; every problem names the file, the field and its line. */
export function parseNoticeFile(source: string, fileName: string): Notice {
  const yaml = readYamlSource(source, fileName);
  if (yaml.problems) throw new ContentError('notices', yaml.problems);
  const locate = locateIn(yaml, fileName);
  const result = noticeFileSchema.safeParse(yaml.data);
  if (!result.success) {
    throw new ContentError(
      'notices',
      result.error.issues.flatMap((issue) => {
        const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
        return paths.map((at) => {
          const message =
            issue.code === 'unrecognized_keys' ? SHARED_PROBLEMS.unknownField.say({ fields: FIELDS.join(', ') }) : issue.message;
          return `${entryName(yaml.data, 'text', fileName)} › ${labelledPath(NOTICES.fields, at, 'notice')}: ${message}${locate(at)}`;
        });
      }),
    );
  }
  const { text: english, from, until, ...translations } = result.data;
  return {
    slug: path.basename(fileName, path.extname(fileName)),
    text: english,
    from,
    until,
    ...Object.fromEntries(Object.entries(translations).filter(([, value]) => value)),
  };
}

/** Every notice in content/notices/, by first day; throws a ContentError naming every problem in every file. */
export function readNotices(contentDir: string): Notice[] {
  const notices = readFolder(path.join(contentDir, NOTICES_DIR), { kind: 'notices', parse: parseNoticeFile, ifMissing: 'no files' });
  return notices.sort((a, b) => a.from.localeCompare(b.from) || a.slug.localeCompare(b.slug));
}
