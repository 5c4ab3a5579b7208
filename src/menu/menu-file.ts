import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isNode, LineCounter, parseDocument, type Document } from 'yaml';
import { toMenu, type CategoryEntry, type Menu } from './menu-model.ts';
import { readCategories } from './category-schema.ts';
import { arrangeMenu, MenuValidationError, validateDishFile, type CategoryFile, type DishFile } from './menu-schema.ts';

/**
 * Reads the menu, one YAML file per dish under content/dishes/, at build time
 * only: the browser gets the checked menu as data (build/menu-content.ts), never YAML.
 */

/** The content folder, relative to the project; CONTENT_DIR overrides it (the editing tests build a copy). */
export const CONTENT_DIR = process.env.CONTENT_DIR ?? 'content';
/** Where the dishes are, inside the content folder. */
export const DISHES_DIR = 'dishes';

/** Parses and checks one dish file; every problem names the category, the dish, the field and its line in `fileName`. */
export function parseDishFile(source: string, fileName: string): DishFile {
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineOf = (offset: number) => lineCounter.linePos(offset).line;
  if (document.errors.length > 0) {
    throw new MenuValidationError(
      document.errors.map(
        (error) => `${fileName} is not valid YAML: ${error.message.split('\n')[0]} (${fileName} line ${lineOf(error.pos[0])})`,
      ),
    );
  }
  return validateDishFile(document.toJS(), fileName, (fieldPath) => {
    const line = lineOfPath(document, fieldPath, lineOf);
    return line === undefined ? ` (${fileName})` : ` (${fileName} line ${line})`;
  });
}

/**
 * Reads and checks every dish file and every category file, and arranges the
 * dishes into their categories; throws a MenuValidationError naming every
 * problem in every file.
 */
export function readMenu(contentDir = CONTENT_DIR): CategoryEntry[] {
  const folder = path.join(contentDir, DISHES_DIR);
  const names = readdirSync(folder)
    .filter((name) => name.endsWith('.yml') || name.endsWith('.yaml'))
    .sort();
  const problems: string[] = [];
  let categories: CategoryFile[] = [];
  try {
    categories = readCategories(contentDir);
  } catch (error) {
    if (!(error instanceof MenuValidationError)) throw error;
    problems.push(...error.problems);
  }
  const files: DishFile[] = [];
  for (const name of names) {
    const file = path.join(folder, name);
    try {
      files.push(parseDishFile(readFileSync(file, 'utf8'), file));
    } catch (error) {
      if (!(error instanceof MenuValidationError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0) throw new MenuValidationError(problems);
  return arrangeMenu(files, categories);
}

/** The menu as the site shows it, for the build's own scripts and the tests. */
export function loadMenu(contentDir = CONTENT_DIR): Menu {
  return toMenu(readMenu(contentDir));
}

/**
 * The line of the deepest node that exists along `path`: the field's value
 * (on its key's line), else the file's first line (a missing field).
 */
function lineOfPath(document: Document, fieldPath: readonly PropertyKey[], lineOf: (offset: number) => number): number | undefined {
  for (let length = fieldPath.length; length >= 0; length -= 1) {
    const node = document.getIn(fieldPath.slice(0, length), true);
    if (isNode(node) && node.range) return lineOf(node.range[0]);
  }
  return undefined;
}
