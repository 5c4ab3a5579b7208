import { describe, expect, it } from 'vitest';
import type { Notice } from '../restaurant/notices.ts';
import { ContentError } from './content-error.ts';
import { parseNoticeFile } from './notice-file.ts';

const FILE = 'content/notices/thanksgiving.yml';
const THANKSGIVING: Notice = { slug: 'thanksgiving', text: 'Closed Thanksgiving Day.', from: '2026-11-26', until: '2026-11-26' };

/** The problems a notice file is refused with. */
function problemsOf(source: string): readonly string[] {
  try {
    parseNoticeFile(source, FILE);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseNoticeFile', () => {
  it('reads a notice, its slug from the file name; an empty Chinese text is none', () => {
    const source = 'text: Closed Thanksgiving Day.\nchineseText: ""\nfrom: 2026-11-26\nuntil: 2026-11-26\n';
    expect(parseNoticeFile(source, FILE)).toEqual(THANKSGIVING);
  });

  it.each([
    { problem: 'no text', source: 'from: 2026-11-26\nuntil: 2026-11-26\n', message: 'thanksgiving.yml › Text: is missing', line: 1 },
    { problem: 'an empty text', source: 'text: " "\nfrom: 2026-11-26\nuntil: 2026-11-26\n', message: 'Text: must not be empty', line: 1 },
    {
      problem: 'a date written otherwise',
      source: 'text: Hi\nfrom: 26/11/2026\nuntil: 2026-11-26\n',
      message: 'First day: must be a date written YYYY-MM-DD',
      line: 2,
    },
    {
      problem: 'a day not in the calendar',
      source: 'text: Hi\nfrom: 2026-11-26\nuntil: 2026-11-31\n',
      message: 'Last day: is not a day of the calendar',
      line: 3,
    },
    {
      problem: 'a last day before the first',
      source: 'text: Hi\nfrom: 2026-11-26\nuntil: 2026-11-25\n',
      message: 'Last day: is before First day',
      line: 3,
    },
    {
      problem: 'an unknown field',
      source: 'text: Hi\nfrom: 2026-11-26\nuntil: 2026-11-26\nto: 2026-11-27\n',
      message: 'to: is not a field here',
      line: 4,
    },
    { problem: 'text that is not YAML', source: 'text: [Hi\nfrom: 2026-11-26\n', message: 'is not valid YAML', line: 2 },
  ])('refuses $problem, naming the file and the line', ({ source, message, line }) => {
    const problems = problemsOf(source);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
    expect(problems[0]).toMatch(new RegExp(`\\(${FILE} line ${line}\\)$`));
  });
});
