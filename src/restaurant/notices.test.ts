import { describe, expect, it } from 'vitest';
import { closedDatesAhead, noticesAt, type Notice } from './notices.ts';

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
