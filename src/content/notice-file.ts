import path from 'node:path';
import { locateIn, readYamlSource } from './yaml-source.ts';
import { z } from 'zod';
import { languageNameIn } from '../i18n/languages.ts';
import { defineCollection, entryName, fieldLabel, labelledPath, shapeOf } from './fields.ts';
import type { Notice } from '../restaurant/notices.ts';
import { parseDate } from '../restaurant/opening-hours.ts';
import { ContentError } from './content-error.ts';
import { readFolder } from './read-folder.ts';

/** Reads the notices, one YAML file each under content/notices/, at build time only; the menu gets them as data. */

/** Where the notices are, inside the content folder; the folder may be missing (no notices). */
export const NOTICES_DIR = 'notices';

const DATE_MESSAGE = 'must be a date written YYYY-MM-DD, such as 2026-11-26';
/** Shown in one line above the menu: longer belongs on a page of its own. */
export const MAX_NOTICE_LENGTH = 200;

const text = z
  .string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be text') })
  .trim()
  .min(1, 'must not be empty')
  .max(MAX_NOTICE_LENGTH, `must be at most ${MAX_NOTICE_LENGTH} characters; a longer text belongs on a page`);

const date = z
  .string({ error: (issue) => (issue.input === undefined ? 'is missing' : DATE_MESSAGE) })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: DATE_MESSAGE, abort: true })
  .refine((value) => parseDate(value) !== null, 'is not a day of the calendar');

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
        schema: z.union([text, z.null(), z.literal('')], { error: 'must be text' }).optional(),
        hint: (language) => ({
          en: `Without one, the ${languageNameIn(language, 'en')} menu shows the English.`,
          zh: `不填时，${languageNameIn(language, 'zh')}菜单显示英文。`,
        }),
      },
    },
    from: { schema: date, label: { en: 'First day', zh: '第一天' }, editor: DAY_EDITOR },
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
  .strictObject(shapeOf(NOTICES.fields), { error: 'must be a notice with text, from and until' })
  .refine(({ from, until }) => from <= until, {
    path: ['until'],
    message: `is before ${fieldLabel(NOTICES.fields, 'from')}: the last day must be on or after the first`,
  });

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
          const message = issue.code === 'unrecognized_keys' ? `is not a field here; the fields are ${FIELDS.join(', ')}` : issue.message;
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
