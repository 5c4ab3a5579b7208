import { CONTENT_PROBLEMS } from '../src/content/problems.ts';
import { problemsOf } from '../src/content/problem.ts';
import { NO_DISHES_NOTE } from './content.ts';
import { PHOTO_PROBLEMS } from './content/dish-photos.ts';
import { LOGO_PROBLEMS } from './prerender/restaurant-look.ts';

/**
 * Every sentence of the build's that the editor can say in the owner's language (plugins/admin.ts): the content
 * checks', the photos' and the logo's, and the note on a category with no dishes yet.
 */
export const BUILD_PROBLEMS = [...CONTENT_PROBLEMS, ...problemsOf(PHOTO_PROBLEMS, LOGO_PROBLEMS, NO_DISHES_NOTE)];
