import { expect, it } from 'vitest';
import { isFromOlderBuild } from './menu-updates.ts';

const OWN_SCRIPT = 'https://example.test/assets/menu-en-aaa.js';

it.each([
  { when: 'the live build serves the same script', live: { scripts: ['/assets/menu-en-aaa.js', '/assets/menu-zh-bbb.js'] }, older: false },
  { when: 'the live build has another script', live: { scripts: ['/assets/menu-en-ccc.js', '/assets/menu-zh-bbb.js'] }, older: true },
  { when: 'the answer is no build list', live: { version: 2 }, older: false },
  { when: 'the list holds something but paths', live: { scripts: [1, 2] }, older: false },
  { when: 'there is no answer', live: null, older: false },
])('when $when, the page is from an older build: $older', ({ live, older }) => {
  expect(isFromOlderBuild(OWN_SCRIPT, live)).toBe(older);
});
