/**
 * The site built from a test menu and served, for the specs that need what
 * the real menu does not have yet: a dish with its own photo, a sold-out
 * dish and one whose allergens nobody has checked. Started by playwright.config.ts as a second web server:
 *   npx tsx e2e/test-site.ts   (on E2E_PORT + 1)
 * The menu is the shipped content with the edits an owner would make at /admin:
 * a category renamed, a category added with a dish, a dish named only in
 * Chinese; the photo is drawn by sharp here (the repository ships no stock photos).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** Beside the site's own e2e server (playwright.config.ts). */
export const TEST_SITE_PORT = Number(process.env.E2E_PORT ?? 4174) + 1;
export const TEST_SITE_URL = `http://127.0.0.1:${TEST_SITE_PORT}`;
const TEST_SITE_ROOT = path.join(os.tmpdir(), `golden-lantern-test-site-${TEST_SITE_PORT}`);
/** The test site's content folder, written before it is built: the specs read what it serves from here. */
export const TEST_SITE_CONTENT = path.join(TEST_SITE_ROOT, 'content');

export const PHOTO_DISH = {
  category: 'Chicken Entrées',
  name: 'Kung Pao Chicken',
  slug: 'kung-pao-chicken',
  photo: 'photos/kung-pao-chicken.jpg',
};
export const SOLD_OUT_DISH = { category: 'Appetizers', name: 'Scallion Pancakes', slug: 'scallion-pancakes', price: '$9.99' };
/** Its allergens taken out, as an owner marks a dish whose recipe is not checked yet. */
export const UNCHECKED_DISH = { category: 'Soups & Broths', name: 'Wonton Soup', slug: 'wonton-soup' };
/** Soups renamed in its file; its dishes follow, each given the new name as the editor's Category field. */
export const RENAMED_CATEGORY = { file: 'soups.yml', from: 'Soups', name: 'Soups & Broths', dish: 'Wonton Soup' };
/** A category the owner adds, last, with one dish. */
export const NEW_CATEGORY = { file: 'drinks.yml', name: 'Drinks', chineseName: '饮品', dish: { name: 'Jasmine Tea', price: '$2.50' } };
/** A dish named only in Chinese: its address is its name in pinyin. */
export const CHINESE_ONLY_DISH = { category: "Chef's Specials", name: '酸菜鱼', slug: 'suan-cai-yu', price: '$24.99' };
/** Wide and tall like a phone's photo, smaller so the test builds it quickly. */
export const PHOTO_SIZE = { width: 1600, height: 1200 };

/** The shipped content with one dish given a photo, one marked sold out and one not yet checked, and the categories changed, as an owner would in the editor. */
function writeTestContent(content: string) {
  cpSync('content/dishes', path.join(content, 'dishes'), { recursive: true });
  cpSync('content/categories', path.join(content, 'categories'), { recursive: true });
  cpSync('content/restaurant.yml', path.join(content, 'restaurant.yml'));
  const edit = (slug: string, change: (text: string) => string) => {
    const file = path.join(content, 'dishes', `${slug}.yml`);
    writeFileSync(file, change(readFileSync(file, 'utf8')));
  };
  edit(PHOTO_DISH.slug, (text) => `${text}photo: ${PHOTO_DISH.photo}\n`);
  edit(SOLD_OUT_DISH.slug, (text) => text.replace('soldOut: false', 'soldOut: true'));
  edit(UNCHECKED_DISH.slug, (text) => text.replace(/^allergens:\n(?: {2}.*\n)*/m, ''));

  const renamed = path.join(content, 'categories', RENAMED_CATEGORY.file);
  writeFileSync(renamed, readFileSync(renamed, 'utf8').replace(`name: ${RENAMED_CATEGORY.from}\n`, `name: ${RENAMED_CATEGORY.name}\n`));
  for (const name of readdirSync(path.join(content, 'dishes'))) {
    edit(path.basename(name, '.yml'), (text) =>
      text.replace(`category: ${RENAMED_CATEGORY.from}\n`, `category: ${RENAMED_CATEGORY.name}\n`),
    );
  }
  writeFileSync(
    path.join(content, 'categories', NEW_CATEGORY.file),
    `name: ${NEW_CATEGORY.name}\nchineseName: ${NEW_CATEGORY.chineseName}\norder: 80\npicture: soups\n`,
  );
  writeFileSync(
    path.join(content, 'dishes', 'jasmine-tea.yml'),
    `name: ${NEW_CATEGORY.dish.name}\ncategory: ${NEW_CATEGORY.name}\norder: 10\nprice: ${NEW_CATEGORY.dish.price}\nvegetarian: true\nallergens:\n  contains:\n    - none\n`,
  );
  writeFileSync(
    path.join(content, 'dishes', 'suan-cai-yu.yml'),
    `name: ${CHINESE_ONLY_DISH.name}\ncategory: ${CHINESE_ONLY_DISH.category}\norder: 990\nprice: ${CHINESE_ONLY_DISH.price}\nspicy: 2\nallergens:\n  contains:\n    - fish\n`,
  );
}

async function main() {
  const root = TEST_SITE_ROOT;
  const content = TEST_SITE_CONTENT;
  const dist = path.join(root, 'dist');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(path.join(content, 'photos'), { recursive: true });
  writeTestContent(content);
  // A warm gradient with noise, so the encoders meet something like a photo; EXIF as a phone writes it.
  const { width, height } = PHOTO_SIZE;
  const noise = Buffer.alloc(width * height * 3);
  for (let index = 0; index < noise.length; index += 3) {
    const x = (index / 3) % width;
    noise[index] = 150 + ((x * 90) / width + Math.random() * 15);
    noise[index + 1] = 60 + Math.random() * 40;
    noise[index + 2] = 30 + Math.random() * 20;
  }
  await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'TestPhone' } })
    .toFile(path.join(content, PHOTO_DISH.photo));

  const env = { ...process.env, CONTENT_DIR: content, DIST_DIR: dist, PORT: String(TEST_SITE_PORT) };
  execFileSync('npx', ['vite', 'build'], { env, stdio: 'inherit' });
  execFileSync('npx', ['tsx', 'scripts/serve.ts'], { env, stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
