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
import { stringify } from 'yaml';

/** Beside the site's own e2e server (playwright.config.ts). */
export const TEST_SITE_PORT = Number(process.env.E2E_PORT ?? 4174) + 1;
export const TEST_SITE_URL = `http://127.0.0.1:${TEST_SITE_PORT}`;
/** Its content/ and dist/ folders. */
export const TEST_SITE_ROOT = path.join(os.tmpdir(), `golden-lantern-test-site-${TEST_SITE_PORT}`);
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
/** The restaurant renamed, with a colour and a logo of its own, as an owner sets them in Restaurant → Details. */
export const LOOK = {
  name: 'Jade Garden',
  chineseName: '翡翠园',
  accentColor: '#1f4f8f',
  logo: 'photos/logo.svg',
  logoSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#0d6e5a"/><path d="M18 34h28" stroke="#f6d88e" stroke-width="6" stroke-linecap="round"/></svg>\n',
};
/** A real-looking address in place of the shipped placeholder, so that the print kit prints its QR codes. */
export const TEST_SITE_WEBSITE = 'https://www.jade-garden-nyc.com';
/** Marked sold out for Friday 5 June 2026 (open 11:00-23:00, and Saturday from 11:00, in New York): sold out until Saturday 11:00. */
export const SOLD_OUT_TODAY_DISH = { name: 'Steamed Dumplings', slug: 'steamed-dumplings', price: '$10.95', soldOutOn: '2026-06-05' };
/** The notices: two on that Friday, one with a Chinese text and one without, and one the week before. */
export const NOTICES = {
  today: {
    slug: 'hot-pot',
    text: 'New: hot pot, this weekend only.',
    chineseText: '新品：火锅，仅限本周末。',
    from: '2026-06-05',
    until: '2026-06-07',
  },
  todayEnglishOnly: { slug: 'patio', text: 'The patio is open.', from: '2026-06-05', until: '2026-06-05' },
  past: {
    slug: 'memorial-day',
    text: 'Closed Memorial Day.',
    chineseText: '阵亡将士纪念日休息。',
    from: '2026-05-25',
    until: '2026-05-25',
  },
};
/** The About page as the owner rewrote it, with HTML that must show as text; and a page the owner added. */
export const EDITED_PAGE = {
  path: '/about',
  title: 'About us',
  text: 'We have cooked on Mott Street since 1988.',
  markdown:
    'We have cooked on **Mott Street** since 1988. <script>document.title = "hacked"</script>\n\n## Our kitchen\n\nHand-pulled noodles.\n',
};
export const ADDED_PAGE = { path: '/catering', title: 'Catering', text: 'Parties of twenty and more.' };

/** Wide and tall like a phone's photo, smaller so the test builds it quickly. */
export const PHOTO_SIZE = { width: 1600, height: 1200 };

/**
 * The shipped content as an owner would change it in the editor: the restaurant's look and website; one dish
 * given a photo, one marked sold out, one sold out for a day and one not yet checked; a category renamed, one
 * added with a dish and a dish named only in Chinese; the About page rewritten, a page added and three notices.
 */
function writeTestContent(content: string) {
  cpSync('content/dishes', path.join(content, 'dishes'), { recursive: true });
  cpSync('content/categories', path.join(content, 'categories'), { recursive: true });
  const restaurant = readFileSync('content/restaurant.yml', 'utf8')
    .replaceAll('Golden Lantern', LOOK.name)
    .replace(/^chineseName: .*$/m, `chineseName: ${LOOK.chineseName}\naccentColor: '${LOOK.accentColor}'\nlogo: ${LOOK.logo}`)
    .replace(/^website: .*$/m, `website: ${TEST_SITE_WEBSITE}`);
  writeFileSync(path.join(content, 'restaurant.yml'), restaurant);
  writeFileSync(path.join(content, LOOK.logo), LOOK.logoSvg);
  const edit = (slug: string, change: (text: string) => string) => {
    const file = path.join(content, 'dishes', `${slug}.yml`);
    writeFileSync(file, change(readFileSync(file, 'utf8')));
  };
  edit(PHOTO_DISH.slug, (text) => `${text}photo: ${PHOTO_DISH.photo}\n`);
  edit(SOLD_OUT_DISH.slug, (text) => text.replace('soldOut: false', 'soldOut: true'));
  edit(UNCHECKED_DISH.slug, (text) => text.replace(/^allergens:\n(?: {2}.*\n)*/m, ''));
  edit(SOLD_OUT_TODAY_DISH.slug, (text) =>
    text.replace('soldOut: false\n', `soldOut: false\nsoldOutOn: ${SOLD_OUT_TODAY_DISH.soldOutOn}\n`),
  );
  cpSync('content/pages', path.join(content, 'pages'), { recursive: true });
  const about = path.join(content, 'pages', 'about.md');
  writeFileSync(
    about,
    readFileSync(about, 'utf8').replace(
      /title: About\n([\s\S]*?---\n)[\s\S]*$/,
      `title: ${EDITED_PAGE.title}\n$1\n${EDITED_PAGE.markdown}`,
    ),
  );
  writeFileSync(
    path.join(content, 'pages', 'catering.md'),
    `---\ntitle: ${ADDED_PAGE.title}\nnav: footer\norder: 50\n---\n\n${ADDED_PAGE.text}\n`,
  );
  mkdirSync(path.join(content, 'notices'));
  for (const { slug, ...notice } of Object.values(NOTICES)) {
    writeFileSync(path.join(content, 'notices', `${slug}.yml`), stringify(notice));
  }

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
  const content = TEST_SITE_CONTENT;
  const dist = path.join(TEST_SITE_ROOT, 'dist');
  rmSync(TEST_SITE_ROOT, { recursive: true, force: true });
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
