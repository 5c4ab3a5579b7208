/**
 * `container: 'nearest'` scrolls only the element's nearest scroll container,
 * never the page (https://drafts.csswg.org/cssom-view/#dom-scrollintoviewoptions-container);
 * TypeScript's DOM types do not have it yet.
 */
interface ScrollIntoViewOptions {
  container?: 'all' | 'nearest';
}
