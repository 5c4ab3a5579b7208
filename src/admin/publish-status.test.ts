import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURE_DIR } from '../../e2e/fixture-restaurant.ts';
import { failureDescription, successDescription } from '../../scripts/publish-status.ts';
import { ContentError } from '../content/content-error.ts';
import { labelsIn } from '../content/fields.ts';
import { parseDishFile } from '../content/menu-file.ts';
import { DISHES } from '../content/menu-schema.ts';
import { problemsIn } from '../content/problem.ts';
import { CONTENT_PROBLEMS } from '../content/problems.ts';
import { parseRestaurant, RESTAURANT } from '../content/restaurant-schema.ts';
import { ALLERGENS } from '../menu/model/allergens.ts';
import { WEEKDAYS } from '../restaurant/opening-hours.ts';
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
  // An older build's: its problems are not the checks' own.
  const labels = { labels: labelsIn(COLLECTIONS, 'zh') };
  const { price } = DISHES.fields;
  const { hours } = RESTAURANT.fields;
  const clock = { locale: 'en-US', timeZone: 'UTC' };

  it('names the field by its Chinese label, and the count of other problems in Chinese; names, and a problem the editor does not know, stay as written', () => {
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
      describePublishStatus(publishStatus(200, combined(status('failure', message))), NOW, clock, 'en', {
        labels: labelsIn(COLLECTIONS, 'en'),
        problems: problemsIn(CONTENT_PROBLEMS, 'en'),
      }),
    ).toBe(`Not live: the build stopped: ${message}`);
  });
});

describe("a broken entry's problem in the Chinese editor: what is wrong in Chinese, the owner's names, values and files as written", () => {
  const build = { labels: labelsIn(COLLECTIONS, 'zh'), problems: problemsIn(CONTENT_PROBLEMS, 'zh') };
  const clock = { locale: 'en-US', timeZone: 'UTC' };
  const DISH_FILE = 'content/dishes/egg-roll.yml';
  const RESTAURANT_FILE = 'content/restaurant.yml';
  const DISH = ['name: Egg Roll', 'category: appetizers', 'order: 10', "price: '$3.50'"];
  const RESTAURANT_SOURCE = readFileSync(`${FIXTURE_DIR}/restaurant.yml`, 'utf8');

  const problemsOf = (parse: () => unknown): readonly string[] => {
    try {
      parse();
    } catch (error) {
      if (error instanceof ContentError) return error.problems;
      throw error;
    }
    throw new Error('the file passed');
  };
  const dishProblems = (...lines: string[]) =>
    problemsOf(() =>
      parseDishFile(
        [...DISH.filter((line) => !lines.some((own) => own.split(':')[0] === line.split(':')[0])), ...lines].join('\n'),
        DISH_FILE,
      ),
    );
  const restaurantProblems = (from: string, to: string) => {
    expect(RESTAURANT_SOURCE).toContain(from);
    return problemsOf(() => parseRestaurant(RESTAURANT_SOURCE.replace(from, to), RESTAURANT_FILE));
  };
  const inChinese = (description: string) =>
    describePublishStatus(publishStatus(200, combined(status('failure', description))), NOW, clock, 'zh', build);
  /** The English words left in `text` once what the owner wrote (`kept`) is taken out. */
  const englishIn = (text: string, kept: readonly string[]) =>
    [...kept]
      .sort((a, b) => b.length - a.length)
      .reduce((left, own) => left.replaceAll(own, ' '), text)
      .match(/[A-Za-z]{2,}/gu) ?? [];

  it.each<[string, () => readonly string[], string, readonly string[]]>([
    [
      'a price without its dollar sign',
      () => dishProblems("price: '3.50'"),
      '"appetizers" › "Egg Roll" › 价格：须写成 $14.00 这样（美元符号、数字、两位小数）（content/dishes/egg-roll.yml 第 4 行）',
      ['appetizers', 'Egg Roll', DISH_FILE],
    ],
    [
      'an allergen not in the list',
      () => dishProblems('allergens:', '  contains:', '    - peanut'),
      `"appetizers" › "Egg Roll" › 过敏原 › 含有：须从这些过敏原中选：${ALLERGENS.join(', ')}（content/dishes/egg-roll.yml 第 6 行）`,
      ['appetizers', 'Egg Roll', DISH_FILE, ...ALLERGENS],
    ],
    [
      'a place in the category that is not a whole number',
      () => dishProblems('order: 1.5'),
      '"appetizers" › "Egg Roll" › 在分类中的位置：须为 1 到 999 之间的整数（content/dishes/egg-roll.yml 第 4 行）',
      ['appetizers', 'Egg Roll', DISH_FILE],
    ],
    [
      'a vegan dish with eggs in it',
      () => dishProblems('vegan: true', 'allergens:', '  contains:', '    - eggs'),
      '"appetizers" › "Egg Roll" › 纯素：不能勾选，因为这道菜含有 eggs（content/dishes/egg-roll.yml 第 5 行）',
      ['appetizers', 'Egg Roll', DISH_FILE, 'eggs'],
    ],
    [
      'an opening-hours day misspelt',
      () => restaurantProblems('  friday:', '  fridy:'),
      `营业时间 › fridy：不是星期几；只能写 ${WEEKDAYS.join(', ')}（content/restaurant.yml 第 `,
      ['fridy', ...WEEKDAYS, RESTAURANT_FILE],
    ],
    [
      'an opening past midnight on the clock',
      () => restaurantProblems('  monday: 11:00-22:00', '  monday: 11:00-14:30, 17:00-25:00'),
      '营业时间 › 星期一 › 2："17:00-25:00" 必须是 00:00 到 24:00 之间的两个时间，写成 HH:MM-HH:MM（content/restaurant.yml 第 ',
      ['HH:MM-HH:MM', RESTAURANT_FILE],
    ],
    [
      'a phone number with letters',
      () => restaurantProblems('phone: ', 'phone: call '),
      '电话：须为电话号码，例如 +1 212-555-0188（7 到 15 位数字，可带空格、连字符、点或括号）（content/restaurant.yml 第 ',
      [RESTAURANT_FILE],
    ],
  ])('%s', (_case, problems, chinese, kept) => {
    const [problem, ...others] = problems();
    expect(others).toEqual([]);
    const said = inChinese(problem ?? '');
    expect(said).toContain(`未上线：构建已停止：${chinese}`);
    expect(englishIn(said, kept)).toEqual([]);
  });

  it('says the first problem as the commit status carries it, its file shortened and the others counted, in Chinese', () => {
    const problems = dishProblems("price: '3.50'", 'order: 0');
    expect(problems).toHaveLength(2);
    const description = failureDescription(problems.map((message) => ({ message })));
    expect(inChinese(description)).toBe(
      '未上线：构建已停止："appetizers" › "Egg Roll" › 在分类中的位置：须为 1 到 999 之间的整数（egg-roll.yml 第 4 行） · 另有 1 个问题',
    );
  });

  it("leaves in the build's English a problem cut short to fit the commit status, and one the editor does not know", () => {
    const [problem = ''] = dishProblems('allergens:', '  contains:', '    - peanut');
    const description = failureDescription([{ message: problem }]);
    expect(description).toContain('…');
    expect(inChinese(description)).toBe(`未上线：构建已停止：${description.replace('Allergens › Contains: ', '过敏原 › 含有: ')}`);
    expect(inChinese('Price: must be cheaper (content/dishes/egg-roll.yml line 4)')).toBe(
      '未上线：构建已停止：价格: must be cheaper (content/dishes/egg-roll.yml line 4)',
    );
  });

  it('says in Chinese a problem of a whole file, which names no field', () => {
    const [problem = ''] = problemsOf(() => parseDishFile('name: [Egg Roll', DISH_FILE));
    expect(problem).toMatch(/^content\/dishes\/egg-roll\.yml is not valid YAML: /u);
    expect(inChinese(problem)).toMatch(
      /^未上线：构建已停止：content\/dishes\/egg-roll\.yml 不是有效的 YAML：.+（content\/dishes\/egg-roll\.yml 第 1 行）$/u,
    );
  });
});
