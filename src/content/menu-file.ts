import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lineOfPath, locateIn, readYamlSource } from './yaml-source.ts';
import { toMenu, type CategoryEntry, type Menu } from '../menu/menu-model.ts';
import { readCategories } from './category-schema.ts';
import { arrangeMenu, MenuValidationError, validateDishFile, type CategoryFile, type DishFile } from './menu-schema.ts';

/**
 * Reads the menu, one YAML file per dish under content/dishes/, at build time
 * only: the browser gets the checked menu as data (plugins/content.ts), never YAML.
 */

/** The content folder, relative to the project; CONTENT_DIR overrides it (the editing tests build a copy). */
export const CONTENT_DIR = process.env.CONTENT_DIR ?? 'content';
/** Where the dishes are, inside the content folder. */
export const DISHES_DIR = 'dishes';
/** The most dishes a menu may have: each adds about half a kilobyte to the menu's page, which must stay within the 2 MB the service worker keeps offline. */
export const MAX_DISHES = 2000;

/** Parses and checks one dish file; every problem names the category, the dish, the field and its line in `fileName`. */
export function parseDishFile(source: string, fileName: string): DishFile {
  const yaml = readYamlSource(source, fileName);
  if (yaml.problems) throw new MenuValidationError(yaml.problems);
  const { data, document, lineOf } = yaml;
  const dishFile = validateDishFile(data, fileName, locateIn(yaml, fileName));
  const lineOfField = (field: string) => lineOfPath(document, [field], lineOf);
  const lines = { name: lineOfField('name'), ...(dishFile.dish.photo ? { photo: lineOfField('photo') } : {}) };
  return { ...dishFile, lines };
}

/** Every category and dish file, read and checked; throws a MenuValidationError naming every problem in every file. */
export function readMenuFiles(contentDir = CONTENT_DIR): { categories: CategoryFile[]; dishes: DishFile[] } {
  const problems: string[] = [];
  const collect = <T>(read: () => T[]): T[] => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof MenuValidationError)) throw error;
      problems.push(...error.problems);
      return [];
    }
  };
  const categories = collect(() => readCategories(contentDir));
  const dishes = collect(() => readDishes(contentDir));
  if (problems.length > 0) throw new MenuValidationError(problems);
  return { categories, dishes };
}

/** Reads and checks every file of the menu, and arranges the dishes into their categories. */
export function readMenu(contentDir = CONTENT_DIR): CategoryEntry[] {
  const { categories, dishes } = readMenuFiles(contentDir);
  return arrangeMenu(dishes, categories);
}

/** Reads and checks every dish file; throws a MenuValidationError naming every problem in every file. */
function readDishes(contentDir: string): DishFile[] {
  const folder = path.join(contentDir, DISHES_DIR);
  const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  const count = entries.filter((entry) => entry.isFile() && isYamlFileName(entry.name)).length;
  if (count > MAX_DISHES) {
    throw new MenuValidationError([
      `${folder} holds ${count.toLocaleString('en-US')} dish files; the menu may have at most ${MAX_DISHES.toLocaleString('en-US')} dishes: its page would pass the 2 MB a phone keeps offline`,
    ]);
  }
  const problems: string[] = [];
  const files: DishFile[] = [];
  for (const entry of entries) {
    const file = path.join(folder, entry.name);
    // A dish in a folder of its own would silently be left off the menu.
    if (entry.isDirectory()) {
      problems.push(`${file} is a folder: dish files go directly in ${folder}; move its files out of it, or delete it`);
      continue;
    }
    if (!isYamlFileName(entry.name)) continue;
    try {
      files.push(parseDishFile(readFileSync(file, 'utf8'), file));
    } catch (error) {
      if (!(error instanceof MenuValidationError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0) throw new MenuValidationError(problems);
  return files;
}

/** A content file's name; anything else in a folder (a .DS_Store, a README) is not read. */
export function isYamlFileName(name: string): boolean {
  return name.endsWith('.yml') || name.endsWith('.yaml');
}

/** The menu as the site shows it, for the build's own scripts and the tests. */
export function loadMenu(contentDir = CONTENT_DIR): Menu {
  return toMenu(readMenu(contentDir));
}
