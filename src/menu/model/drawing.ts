/**
 * A drawing a category can give its dishes without a photo, by its name in
 * public/images/categories/ (the build reads the names there: src/content/drawings.ts).
 */
export type Drawing = string;

/** What a category without a `picture` shows: a plate that stands for any dish. */
export const DEFAULT_DRAWING: Drawing = 'chefs-specials';

export function drawingUrl(drawing: Drawing): string {
  return `/images/categories/${drawing}.svg`;
}
