import { readFileSync } from 'node:fs';
import { isNode, LineCounter, parseDocument, type Document } from 'yaml';
import { MenuValidationError, validateMenuFile, type Menu } from './menu-schema.ts';

/**
 * Reads content/menu.yml, the menu's one source, at build time only: the
 * browser gets the checked menu as data (scripts/menu-plugin.ts), never YAML.
 */

/** The menu file, relative to the project; MENU_FILE overrides it (the editing tests build a copy). */
export const MENU_FILE = process.env.MENU_FILE ?? 'content/menu.yml';

/** Parses and checks the menu's YAML; every problem names the category, the dish, the field and its line in `fileName`. */
export function parseMenu(source: string, fileName: string): Menu {
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

/** Reads and checks the menu file; throws a MenuValidationError naming every problem. */
export function loadMenu(file = MENU_FILE): Menu {
  return parseMenu(readFileSync(file, 'utf8'), file);
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
