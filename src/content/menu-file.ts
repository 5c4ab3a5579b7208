import path from 'node:path';
import { lineOfPath, locateIn, readYamlSource } from './yaml-source.ts';
import { toMenu, type CategoryEntry, type Menu } from '../menu/model/menu-model.ts';
import { readCategories, type CategoryFile } from './category-schema.ts';
import { ContentError } from './content-error.ts';
import { arrangeMenu, validateDishFile, type DishFile } from './menu-schema.ts';
import { folderInside, readFolder } from './read-folder.ts';
import { problem } from './problem.ts';

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

/** What the build says of the dishes' folder: in English, and in the editor's language. */
export const DISH_FOLDER_PROBLEMS = {
  folderInside: folderInside({ en: 'dish files', zh: '菜品文件' }),
  tooMany: problem<'folder' | 'count'>({
    en: `{folder} holds {count} dish files; the menu may have at most ${MAX_DISHES.toLocaleString('en-US')} dishes: its page would pass the 2 MB a phone keeps offline`,
    zh: `{folder} 里有 {count} 个菜品文件；菜单最多 ${MAX_DISHES.toLocaleString('en-US')} 道菜：否则页面会超过手机离线保存的 2 MB`,
  }),
} as const;

/** Parses and checks one dish file; every problem names the category, the dish, the field and its line in `fileName`. */
export function parseDishFile(source: string, fileName: string, categories: readonly CategoryFile[] = []): DishFile {
  const yaml = readYamlSource(source, fileName);
  if (yaml.problems) throw new ContentError('menu', yaml.problems);
  const { data, document, lineOf } = yaml;
  const dishFile = validateDishFile(data, fileName, locateIn(yaml, fileName), categories);
  const lineOfField = (field: string) => lineOfPath(document, [field], lineOf);
  const lines = { name: lineOfField('name'), ...(dishFile.dish.photo ? { photo: lineOfField('photo') } : {}) };
  return { ...dishFile, lines };
}

/** Every category and dish file, read and checked; throws a ContentError naming every problem in every file. */
export function readMenuFiles(contentDir = CONTENT_DIR): { categories: CategoryFile[]; dishes: DishFile[] } {
  const problems: string[] = [];
  const collect = <T>(read: () => T[]): T[] => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
      return [];
    }
  };
  const readable: CategoryFile[] = [];
  const categories = collect(() => readCategories(contentDir, readable));
  // A dish's problems name its category as the editor shows it, by the name in the category's file.
  const dishes = collect(() => readDishes(contentDir, readable));
  if (problems.length > 0) throw new ContentError('menu', problems);
  return { categories, dishes };
}

/** Reads and checks every file of the menu, and arranges the dishes into their categories. */
export function readMenu(contentDir = CONTENT_DIR): CategoryEntry[] {
  const { categories, dishes } = readMenuFiles(contentDir);
  return arrangeMenu(dishes, categories);
}

/** Reads and checks every dish file; throws a ContentError naming every problem in every file. */
function readDishes(contentDir: string, categories: readonly CategoryFile[]): DishFile[] {
  const folder = path.join(contentDir, DISHES_DIR);
  return readFolder(folder, {
    kind: 'menu',
    parse: (source, fileName) => parseDishFile(source, fileName, categories),
    folderInside: DISH_FOLDER_PROBLEMS.folderInside,
    tooMany: (count) =>
      count > MAX_DISHES ? DISH_FOLDER_PROBLEMS.tooMany.say({ folder, count: count.toLocaleString('en-US') }) : undefined,
  });
}

/** The menu as the site shows it, for the build's own scripts and the tests. */
export function loadMenu(contentDir = CONTENT_DIR): Menu {
  return toMenu(readMenu(contentDir));
}
