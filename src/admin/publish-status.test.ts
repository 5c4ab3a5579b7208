import { describe, expect, it } from 'vitest';
import { failureDescription, successDescription } from '../../scripts/publish-status.ts';
import { labelsIn } from '../content/fields.ts';
import { DISHES } from '../content/menu-schema.ts';
import { RESTAURANT } from '../content/restaurant-schema.ts';
import { COLLECTIONS } from './cms-config.ts';
import { describePublishStatus, NOT_ON_THE_MENU_YET, publishStatus, PUBLISH_CONTEXT, type CombinedStatus } from './publish-status.ts';

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
    '未上线：构建已停止：Price: …',
  );
  expect(describePublishStatus(publishStatus(403, null), NOW, clock, 'zh')).toMatch(/^发布状态未知/);
});

describe("the build's sentences in the Chinese editor", () => {
  const labels = labelsIn(COLLECTIONS, 'zh');
  const { price } = DISHES.fields;
  const { hours } = RESTAURANT.fields;
  const clock = { locale: 'en-US', timeZone: 'UTC' };

  it('names the field by its Chinese label, and the count of other problems in Chinese; names and what is wrong stay as written', () => {
    const message = failureDescription([
      { message: `"Wok" › "Egg Roll" › ${price.label.en}: must look like $14.00 (content/dishes/egg-roll.yml line 5)` },
      { message: 'a second problem' },
      { message: 'a third problem' },
    ]);
    expect(describePublishStatus(publishStatus(200, combined(status('failure', message))), NOW, clock, 'zh', labels)).toBe(
      `未上线：构建已停止："Wok" › "Egg Roll" › ${price.label.zh}: must look like $14.00 (content/dishes/egg-roll.yml line 5) · 另有 2 个问题`,
    );
  });

  it('names each field of a place within a field by its Chinese label', () => {
    const message = `${hours.label.en} › ${hours.fields.monday.label.en} › 2: must be two times (content/restaurant.yml line 9)`;
    expect(describePublishStatus(publishStatus(200, combined(status('failure', message))), NOW, clock, 'zh', labels)).toBe(
      `未上线：构建已停止：${hours.label.zh} › ${hours.fields.monday.label.zh} › 2: must be two times (content/restaurant.yml line 9)`,
    );
  });

  it("starts a note of the build's in Chinese", () => {
    const note = successDescription([`${NOT_ON_THE_MENU_YET}"Desserts" has no dishes (content/categories/desserts.yml)`, 'another']);
    expect(describePublishStatus(publishStatus(200, combined(status('success', note))), NOW, clock, 'zh', labels)).toBe(
      '已上线，自 12:03 · 尚未上菜单："Desserts" has no dishes (content/categories/desserts.yml) · 另有 1 条备注',
    );
  });

  it('leaves a sentence that names no field as the build wrote it', () => {
    const message = '"Egg Roll" (content/dishes/a.yml line 1) and "Egg roll" (content/dishes/b.yml line 1) would share the address';
    expect(describePublishStatus(publishStatus(200, combined(status('failure', message))), NOW, clock, 'zh', labels)).toBe(
      `未上线：构建已停止：${message}`,
    );
  });

  it('is the build’s sentence itself in the English editor', () => {
    const message = `"Wok" › "Egg Roll" › ${price.label.en}: must look like $14.00 · 2 more problems`;
    expect(
      describePublishStatus(publishStatus(200, combined(status('failure', message))), NOW, clock, 'en', labelsIn(COLLECTIONS, 'en')),
    ).toBe(`Not live: the build stopped: ${message}`);
  });
});
