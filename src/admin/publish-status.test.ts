import { describe, expect, it } from 'vitest';
import { describePublishStatus, publishStatus, PUBLISH_CONTEXT, type CombinedStatus } from './publish-status.ts';

const status = (
  state: string,
  description: string | null = null,
  updatedAt = '2026-11-27T12:03:00Z',
): CombinedStatus['statuses'][number] => ({
  context: PUBLISH_CONTEXT,
  state,
  description,
  target_url: 'https://github.com/owner/site/actions/runs/1',
  updated_at: updatedAt,
});
const combined = (...statuses: CombinedStatus['statuses']): CombinedStatus => ({ sha: 'abc', statuses });
const NOW = new Date('2026-11-27T15:00:00Z');

describe('the publish status of the last saved change', () => {
  it.each([
    ['no status yet: the workflow has not started', 200, combined(), 'Publishing…'],
    ['another context only', 200, combined({ ...status('success'), context: 'netlify/site' }), 'Publishing…'],
    ['pending', 200, combined(status('pending', 'Publishing…')), 'Publishing…'],
    ['success', 200, combined(status('success', 'Live')), 'Live since 12:03'],
    ['success on another day', 200, combined(status('success', 'Live', '2026-11-25T09:30:00Z')), 'Live since Nov 25, 09:30'],
    ['success at a time GitHub wrote unreadably', 200, combined(status('success', 'Live', 'yesterday')), 'Live'],
    [
      'success, with what the build noted',
      200,
      combined(status('success', 'Live · Not on the menu yet: "Desserts" has no dishes (content/categories/desserts.yml)')),
      'Live since 12:03 · Not on the menu yet: "Desserts" has no dishes (content/categories/desserts.yml)',
    ],
    [
      'failure, with the build’s message',
      200,
      combined(status('failure', '"Appetizers" › "Egg Roll" › price: must look like $14.00 (content/dishes/egg-roll.yml line 5)')),
      'Not live: the build stopped: "Appetizers" › "Egg Roll" › price: must look like $14.00 (content/dishes/egg-roll.yml line 5)',
    ],
    ['error, without a message', 200, combined(status('error')), 'Not live: the build stopped:'],
    ['a token without the permission', 403, null, 'Publish status unknown: give the token "Commit statuses: Read-only"'],
    ['a repository the token cannot see', 404, null, 'Publish status unknown: give the token "Commit statuses: Read-only"'],
  ])('%s: %j', (_case, httpStatus, body, text) => {
    expect(describePublishStatus(publishStatus(httpStatus, body), NOW, { locale: 'en-US', timeZone: 'UTC' })).toBe(text);
  });
});

it('says the same in Chinese to an owner who chose Chinese', () => {
  const clock = { locale: 'en-US', timeZone: 'UTC' };
  expect(describePublishStatus(publishStatus(200, combined(status('success'))), NOW, clock, 'zh')).toBe('已上线，自 12:03');
  expect(describePublishStatus(publishStatus(200, combined()), NOW, clock, 'zh')).toBe('正在发布…');
  expect(describePublishStatus(publishStatus(200, combined(status('failure', 'Price: …'))), NOW, clock, 'zh')).toBe(
    '未上线：构建已停止： Price: …',
  );
  expect(describePublishStatus(publishStatus(403, null), NOW, clock, 'zh')).toMatch(/^发布状态未知/);
});
