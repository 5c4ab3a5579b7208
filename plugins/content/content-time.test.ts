import { expect, it } from 'vitest';
import { contentTime, type ContentTimeClues } from './content-time.ts';

it.each<[string, ContentTimeClues, number]>([
  ['SOURCE_DATE_EPOCH first', { sourceDateEpoch: '1780000000', commitTime: 1790000000, newestFileTime: 1795000000 }, 1780000000_000],
  ['else the last commit of the content', { commitTime: 1790000000, newestFileTime: 1795000000 }, 1790000000_000],
  ['else its newest file', { newestFileTime: 1795000000 }, 1795000000_000],
  ['an empty SOURCE_DATE_EPOCH is not set', { sourceDateEpoch: '', commitTime: 1790000000, newestFileTime: 1795000000 }, 1790000000_000],
  ['nor is one that is not a whole number', { sourceDateEpoch: 'yesterday', newestFileTime: 1795000000 }, 1795000000_000],
])('%s', (_case, clues, expected) => {
  expect(contentTime(clues)).toBe(expected);
});
