import { describe, expect, it } from 'vitest';
import { parseNoticeFile } from '../content/notice-file.ts';
import { closedDatesAhead, noticesAt, type Notice } from './notices.ts';
import { ContentError } from '../content/content-error.ts';

const FILE = 'content/notices/thanksgiving.yml';
const THANKSGIVING: Notice = { slug: 'thanksgiving', text: 'Closed Thanksgiving Day.', from: '2026-11-26', until: '2026-11-26' };
const HOT_POT: Notice = { slug: 'hot-pot', text: 'New: hot pot.', chineseText: '新品：火锅。', from: '2026-11-20', until: '2026-11-30' };
const newYork = { timeZone: 'America/New_York' };

describe('noticesAt: the notices of the restaurant’s today', () => {
  // New York in November 2026 is UTC-5.
  it.each([
    { when: 'the day before, late evening there', instant: Date.UTC(2026, 10, 26, 4, 59), shown: ['hot-pot'] },
    { when: 'the first minute of the day there', instant: Date.UTC(2026, 10, 26, 5), shown: ['thanksgiving', 'hot-pot'] },
    {
      when: 'the last minute of the day there, already the 27th in UTC',
      instant: Date.UTC(2026, 10, 27, 4, 59),
      shown: ['thanksgiving', 'hot-pot'],
    },
    { when: 'the next day there', instant: Date.UTC(2026, 10, 27, 5), shown: ['hot-pot'] },
    { when: 'the last day of a run', instant: Date.UTC(2026, 11, 1, 4, 59), shown: ['hot-pot'] },
    { when: 'after the last day', instant: Date.UTC(2026, 11, 1, 5), shown: [] },
    { when: 'before the first day', instant: Date.UTC(2026, 10, 20, 4, 59), shown: [] },
  ])('$when', ({ instant, shown }) => {
    expect(noticesAt([THANKSGIVING, HOT_POT], instant, newYork).map((notice) => notice.slug)).toEqual(shown);
  });
});

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
    { problem: 'no text', source: 'from: 2026-11-26\nuntil: 2026-11-26\n', message: 'text is missing', line: 1 },
    { problem: 'an empty text', source: 'text: " "\nfrom: 2026-11-26\nuntil: 2026-11-26\n', message: 'text must not be empty', line: 1 },
    {
      problem: 'a date written otherwise',
      source: 'text: Hi\nfrom: 26/11/2026\nuntil: 2026-11-26\n',
      message: 'from must be a date written YYYY-MM-DD',
      line: 2,
    },
    {
      problem: 'a day not in the calendar',
      source: 'text: Hi\nfrom: 2026-11-26\nuntil: 2026-11-31\n',
      message: 'until is not a day of the calendar',
      line: 3,
    },
    {
      problem: 'a last day before the first',
      source: 'text: Hi\nfrom: 2026-11-26\nuntil: 2026-11-25\n',
      message: 'until is before from',
      line: 3,
    },
    {
      problem: 'an unknown field',
      source: 'text: Hi\nfrom: 2026-11-26\nuntil: 2026-11-26\nto: 2026-11-27\n',
      message: 'to is not a field here',
      line: 4,
    },
    { problem: 'text that is not YAML', source: 'text: [Hi\nfrom: 2026-11-26\n', message: 'is not valid YAML', line: 2 },
  ])('refuses $problem, naming the file and the line', ({ source, message, line }) => {
    const problems = problemsOf(source);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
    expect(problems[0]).toMatch(new RegExp(`${FILE}.*\\(${FILE} line ${line}\\)$`));
  });
});

describe('closedDatesAhead: the days closed guests are told of, from a week before to the day itself', () => {
  const CLOSED = [{ date: '2026-12-31' }, { date: '2026-12-24', reason: 'Christmas Eve' }, { date: '2026-11-26' }];
  // New York in December 2026 is UTC-5.
  it.each([
    { when: 'eight days before Christmas Eve', instant: Date.UTC(2026, 11, 16, 17), shown: [] },
    { when: 'seven days before', instant: Date.UTC(2026, 11, 17, 5), shown: ['2026-12-24'] },
    { when: 'the day itself, in its last minute there', instant: Date.UTC(2026, 11, 25, 4, 59), shown: ['2026-12-24', '2026-12-31'] },
    { when: 'the day after', instant: Date.UTC(2026, 11, 25, 5), shown: ['2026-12-31'] },
  ])('$when', ({ instant, shown }) => {
    expect(closedDatesAhead(CLOSED, instant, newYork).map((day) => day.date)).toEqual(shown);
  });
});
