/**
 * "Time to render all dishes": with a search that hides every dish, clearing
 * it until every dish button is back and painted. n/a while the page has no
 * search field.
 */
import { countOf } from './in-page.ts';
import {
  collectLongTasks,
  dropLongTasks,
  longTaskStats,
  nextFrames,
  SHOWN_DISH_BUTTONS,
  timeInPage,
  timingStats,
  type Scenario,
} from './page-tools.ts';

/** Matches no dish name, Chinese name or description. */
const NO_MATCH = 'zzqxj';
const TIMEOUT_MS = 5000;
/** After "visible", long tasks still count while the row settles. */
const TAIL_MS = 300;

export const renderAllDishes: Scenario = {
  id: 'renderAllDishes',
  label: 'Search cleared → all dishes rendered',
  shortLabel: 'search cleared',
  async measure({ page, repetitions }) {
    const search = page.getByRole('searchbox');
    if ((await search.count()) === 0) return { applicable: false, reason: 'no filter' };
    const field = search.first();
    const allDishes = await page.evaluate(countOf, SHOWN_DISH_BUTTONS);

    const samples: number[] = [];
    const longTasks = [];
    for (let repetition = 0; repetition < repetitions; repetition++) {
      await field.fill(NO_MATCH);
      try {
        await page.waitForFunction(
          ({ selector, count }) => document.querySelectorAll(selector).length < count,
          { selector: SHOWN_DISH_BUTTONS, count: allDishes },
          { timeout: TIMEOUT_MS },
        );
      } catch {
        return { applicable: false, reason: `searching "${NO_MATCH}" hid no dish` };
      }
      await page.waitForTimeout(TAIL_MS);
      await nextFrames(page);
      await dropLongTasks(page);
      const marks = await timeInPage(
        page,
        { trigger: 'input', until: { selector: SHOWN_DISH_BUTTONS, atLeast: allDishes }, timeoutMs: TIMEOUT_MS },
        () => field.fill(''),
      );
      samples.push(marks.painted - marks.input);
      await page.waitForTimeout(TAIL_MS);
      longTasks.push(...(await collectLongTasks(page)));
    }
    return {
      applicable: true,
      ms: timingStats(samples),
      samples: samples.map((sample) => Math.round(sample * 10) / 10),
      longTasks: longTaskStats(longTasks),
    };
  },
};
