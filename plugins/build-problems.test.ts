import { describe, expect, it } from 'vitest';
import { EDITOR_LANGUAGES } from '../src/i18n/languages.ts';
import { problemsIn, slotsOf } from '../src/content/problem.ts';
import { COLLECTIONS } from '../src/admin/cms-config.ts';
import { describePublishStatus, NOT_ON_THE_MENU_YET } from '../src/admin/publish-status.ts';
import { labelsIn } from '../src/content/fields.ts';
import { BUILD_PROBLEMS } from './build-problems.ts';
import { NO_DISHES_NOTE } from './content.ts';
import { PHOTO_PROBLEMS } from './content/dish-photos.ts';
import { LOGO_PROBLEMS } from './prerender/restaurant-look.ts';

describe('every problem of every check', () => {
  it('is gathered for the editor: each module’s, and each of a record inside one', () => {
    const english = BUILD_PROBLEMS.map(({ words }) => words.en);
    for (const sentence of [
      'must look like $14.00 (dollar sign, digits, two decimals)',
      '{value} is not one of the fourteen allergens: {allergens}',
      "{value} runs into saturday's {other}",
      '{value} must be two times HH:MM-HH:MM between 00:00 and 24:00',
      'must be a phone number such as +1 212-555-0188 (7 to 15 digits, with spaces, dashes, dots or brackets)',
      '{file} is not valid YAML: {error}',
      '{file} is {width} px wide; a photo must be at least {min} px wide',
      '{file} cannot be read as a picture; upload it again as .svg, .png, .jpg or .webp',
      '{name} has no dishes ({file}); it shows once a dish is in it.',
    ])
      expect(english).toContain(sentence);
    expect(BUILD_PROBLEMS.length).toBeGreaterThan(90);
  });

  it.each(BUILD_PROBLEMS.map(({ words }) => [words.en, words] as const))('%s: in every language, with the same values', (_, words) => {
    for (const language of EDITOR_LANGUAGES) {
      expect(words[language].trim(), language).not.toBe('');
      expect(slotsOf(words[language]).sort(), language).toEqual(slotsOf(words.en).sort());
    }
  });

  it.each(BUILD_PROBLEMS.map(({ words }) => [words.zh]))('%s: reads as Chinese, punctuated as Chinese is', (chinese) => {
    const own = chinese.replace(/\{\w+\}/gu, '');
    expect(own).toMatch(/\p{Script=Han}/u);
    // Full-width between Chinese words: no ASCII semicolon, and no ASCII colon, comma or bracket next to one.
    expect(own).not.toMatch(/;/u);
    expect(own).not.toMatch(/\p{Script=Han}[:,(]|[,)]\p{Script=Han}/u);
  });

  it('each English sentence says one thing: the editor can tell which problem it is', () => {
    const translations = problemsIn(BUILD_PROBLEMS, 'zh');
    const english = new Set(BUILD_PROBLEMS.map(({ words }) => words.en));
    expect(Object.keys(translations).sort()).toEqual([...english].sort());
  });
});

describe("the build's photo, logo and note sentences in the Chinese editor's bar", () => {
  const build = { labels: labelsIn(COLLECTIONS, 'zh'), problems: problemsIn(BUILD_PROBLEMS, 'zh') };
  const stopped = (description: string) =>
    describePublishStatus({ state: 'stopped', message: description, details: null }, new Date(), {}, 'zh', build);

  it('says what is wrong with a photo in Chinese, its file as written', () => {
    const problem = PHOTO_PROBLEMS.tooNarrow.say({ file: 'photos/egg-roll.jpg', width: 320, min: 640 });
    expect(stopped(`"Appetizers" › "Egg Roll" › Photo: ${problem} (content/dishes/egg-roll.yml line 6)`)).toBe(
      '未上线：构建已停止："Appetizers" › "Egg Roll" › 照片：photos/egg-roll.jpg 宽 320 像素；照片须至少宽 640 像素（content/dishes/egg-roll.yml 第 6 行）',
    );
  });

  it('says what is wrong with the logo in Chinese', () => {
    const problem = LOGO_PROBLEMS.unreadable.say({ file: 'logo.png' });
    expect(stopped(`Logo: ${problem} (content/restaurant.yml)`)).toBe(
      `未上线：构建已停止：${labelsIn(COLLECTIONS, 'zh').Logo}：logo.png 无法作为图片读取；请重新上传 .svg、.png、.jpg 或 .webp 文件（content/restaurant.yml）`,
    );
  });

  it('gives the note on a category with no dishes yet in Chinese', () => {
    const note = `${NOT_ON_THE_MENU_YET}${NO_DISHES_NOTE.say({ name: '"Desserts"', file: 'content/categories/desserts.yml' })}`;
    const live = describePublishStatus({ state: 'live', since: null, note }, new Date(), {}, 'zh', build);
    expect(live).toBe('已上线 · 尚未上菜单："Desserts" 还没有菜品（content/categories/desserts.yml）；有了菜品就会显示在菜单上。');
  });
});
