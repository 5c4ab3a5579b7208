import type { notices as Notices } from 'virtual:notices';
import type { restaurant as Restaurant } from 'virtual:restaurant';

/**
 * The restaurant and its notices in the browser build, where `virtual:restaurant`
 * and `virtual:notices` resolve here (plugins/content.ts): the language's menu
 * script carries them as data and gives them before the menu hydrates, so an
 * edit of the content renames that script and no chunk of code.
 */
export let restaurant: typeof Restaurant;
export let notices: typeof Notices;

export interface PageData {
  restaurant: typeof Restaurant;
  notices: typeof Notices;
}

export function providePageData(data: PageData): void {
  ({ restaurant, notices } = data);
}
