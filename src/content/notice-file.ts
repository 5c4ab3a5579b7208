import path from 'node:path';
import { locateIn, readYamlSource } from './yaml-source.ts';
import { z } from 'zod';
import { translatedShape, translationsOf } from '../i18n/content-fields.ts';
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

export const noticeFileSchema = z
  .strictObject(
    {
      text,
      ...translatedShape(['text'], z.union([text, z.null(), z.literal('')], { error: 'must be text' }).optional()),
      from: date,
      until: date,
    },
    { error: 'must be a notice with text, from and until' },
  )
  .refine(({ from, until }) => from <= until, { path: ['until'], message: 'is before from: the last day must be on or after the first' });

const FIELDS = ['text', ...translationsOf('text'), 'from', 'until'];

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
          return `${fileName}: ${at.join(' › ') || 'notice'} ${message}${locate(at)}`;
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
