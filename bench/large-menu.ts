/**
 * `npx tsx bench/large-menu.ts <dishes> <folder>`
 *
 * Writes a copy of content/ with `<dishes>` dishes into `<folder>`: the
 * shipped dishes, then copies of them, each copy named "<name> 2", "<name> 3"…
 * (and so given an address of its own), in the place of the dish it copies.
 * Build it as the end-to-end tests build their test menu:
 *   CONTENT_DIR=<folder> DIST_DIR=<dist> npx vite build
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { CONTENT_DIR, DISHES_DIR } from '../src/content/menu-file.ts';
import { isContentFileName } from '../src/content/read-folder.ts';

interface DishYaml {
  name: string;
  chineseName?: string;
  slug?: string;
  [field: string]: unknown;
}

/** The larger menu `npm run bench` measures beside the site's: as many dishes as the big menus of Chinese-American restaurants. */
export const LARGE_MENU_DISHES = 300;

/** The `copy`th copy of a dish file (copy 1 is the dish itself): a name, Chinese name and address of its own. */
export function copyDish(dish: DishYaml, copy: number): DishYaml {
  if (copy === 1) return dish;
  const { slug, ...fields } = dish;
  return {
    ...fields,
    name: `${dish.name} ${copy}`,
    ...(dish.chineseName ? { chineseName: `${dish.chineseName} ${copy}` } : {}),
    ...(slug ? { slug: `${slug}-${copy}` } : {}),
  };
}

/** Writes content/ with `count` dishes into `folder`, replacing what was there. */
export function writeLargeMenu(count: number, folder: string, contentDir = CONTENT_DIR): void {
  const dishesDir = path.join(contentDir, DISHES_DIR);
  const files = readdirSync(dishesDir)
    .filter((name) => isContentFileName(name))
    .sort()
    .map((name) => ({ name, dish: parse(readFileSync(path.join(dishesDir, name), 'utf8')) as DishYaml }));
  if (files.length === 0) throw new Error(`${dishesDir} has no dish files to copy`);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  cpSync(contentDir, folder, { recursive: true, filter: (source) => path.resolve(source) !== path.resolve(dishesDir) });
  mkdirSync(path.join(folder, DISHES_DIR));
  for (let index = 0; index < count; index++) {
    const file = files[index % files.length];
    if (!file) continue;
    const copy = Math.floor(index / files.length) + 1;
    const name = copy === 1 ? file.name : file.name.replace(/\.ya?ml$/, `-${copy}.yml`);
    writeFileSync(path.join(folder, DISHES_DIR, name), stringify(copyDish(file.dish, copy)));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [count, folder] = process.argv.slice(2);
  if (!count || !/^[1-9]\d*$/.test(count) || !folder) {
    console.error('usage: npx tsx bench/large-menu.ts <dishes> <folder>');
    process.exit(1);
  }
  writeLargeMenu(Number(count), path.resolve(folder));
  console.log(`${folder}: the content with ${count} dishes`);
}
