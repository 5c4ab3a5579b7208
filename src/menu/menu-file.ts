import { readFileSync } from 'node:fs';
import { isNode, LineCounter, parseDocument, type Document } from 'yaml';
import { toMenu, type CategoryEntry, type Menu } from './menu-model.ts';
import { MenuValidationError, validateMenuFile } from './menu-schema.ts';

/**
 * Reads content/menu.yml, the menu's one source, at build time only: the
 * browser gets the checked menu as data (build/menu-content.ts), never YAML.
 */

/** The menu file, relative to the project; MENU_FILE overrides it (the editing tests build a copy). */
export const MENU_FILE = process.env.MENU_FILE ?? 'content/menu.yml';

/** Parses and checks the menu's YAML; every problem names the category, the dish, the field and its line in `fileName`. */
export function parseMenuFile(source: string, fileName: string): CategoryEntry[] {
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
  return validateMenuFile(document.toJS(), (path) => {
    const line = lineOfPath(document, path, lineOf);
    return line === undefined ? ` (${fileName})` : ` (${fileName} line ${line})`;
  });
}

/** Reads and checks the menu file as it is written; throws a MenuValidationError naming every problem. */
export function readMenuFile(file = MENU_FILE): CategoryEntry[] {
  return parseMenuFile(readFileSync(file, 'utf8'), file);
}

/** The menu as the site shows it, for the build's own scripts and the tests. */
export function loadMenu(file = MENU_FILE): Menu {
  return toMenu(readMenuFile(file));
}

/**
 * The line of the deepest node that exists along `path`: the field's value
 * (on its key's line), else the enclosing dish or category (a missing field).
 */
function lineOfPath(document: Document, path: readonly PropertyKey[], lineOf: (offset: number) => number): number | undefined {
  for (let length = path.length; length >= 0; length -= 1) {
    const node = document.getIn(path.slice(0, length), true);
    if (isNode(node) && node.range) return lineOf(node.range[0]);
  }
  return undefined;
}
