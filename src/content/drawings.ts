import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Where the drawings are: public/images/categories/<name>.svg, each a kind of food (the build runs in the project, as with content/). */
export const DRAWINGS_DIR = path.resolve('public/images/categories');

/**
 * The drawings a category can give its dishes without a photo, by name, read
 * from their folder: a drawing added there is one the editor offers and the build accepts.
 */
export const DRAWINGS: readonly string[] = readdirSync(DRAWINGS_DIR)
  .filter((file) => file.endsWith('.svg'))
  .map((file) => file.slice(0, -'.svg'.length))
  .sort();
