import { ACCENT_PROBLEMS } from '../restaurant/accent.ts';
import { DAY_HOURS_PROBLEMS } from '../restaurant/day-hours.ts';
import { PHONE_PROBLEM } from '../restaurant/phone-number.ts';
import { CATEGORY_PROBLEMS } from './category-schema.ts';
import { CHARACTER_PROBLEMS } from './content-text.ts';
import { DISH_FOLDER_PROBLEMS } from './menu-file.ts';
import { DISH_PROBLEMS } from './menu-schema.ts';
import { NOTICE_PROBLEMS } from './notice-file.ts';
import { PAGE_PROBLEMS } from './page-file.ts';
import { problemsOf } from './problem.ts';
import { FILE_PROBLEMS } from './read-folder.ts';
import { RESTAURANT_PROBLEMS } from './restaurant-schema.ts';
import { SHARED_PROBLEMS } from './shared-fields.ts';
import { YAML_PROBLEMS } from './yaml-source.ts';

/**
 * Every problem the content checks can find, each written beside its check: what the editor is given
 * (plugins/admin.ts, with the photos' and the logo's: plugins/build-problems.ts) to say the build's problems in the owner's language.
 */
export const CONTENT_PROBLEMS = problemsOf(
  SHARED_PROBLEMS,
  DISH_PROBLEMS,
  DISH_FOLDER_PROBLEMS,
  CATEGORY_PROBLEMS,
  RESTAURANT_PROBLEMS,
  DAY_HOURS_PROBLEMS,
  ACCENT_PROBLEMS,
  PHONE_PROBLEM,
  PAGE_PROBLEMS,
  NOTICE_PROBLEMS,
  FILE_PROBLEMS,
  YAML_PROBLEMS,
  CHARACTER_PROBLEMS,
);
