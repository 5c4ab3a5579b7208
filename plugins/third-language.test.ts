import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import { parse } from 'yaml';
import { slugOf } from '../src/content/shared-fields.ts';

/**
 * Adds French to a copy of the project as the README says an owner's
 * developer would (a catalogue, src/i18n/fr.ts, and its line in
 * src/i18n/languages.ts), builds it once on the fixture restaurant, and reads
 * what the build derived; the copy typechecks and passes the unit tests of the
 * site's code as it is.
 */
const root = mkdtempSync(path.join(os.tmpdir(), 'golden-lantern-third-language-'));
const dist = path.join(root, 'dist');
const content = path.join(root, 'content');
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
const FIXTURE = 'e2e/fixture';
/** Named in Chinese alone: marked as Chinese on the French pages too. */
const CHINESE_ONLY = 'suan-cai-yu.yml';

function copyProject() {
  for (const entry of [
    'src',
    'plugins',
    'public',
    'scripts',
    'e2e',
    'bench',
    'vite.config.ts',
    'playwright.config.ts',
    'tsconfig.json',
    'package.json',
  ]) {
    // The e2e tests' results and reports are not the project's.
    cpSync(entry, path.join(root, entry), {
      recursive: true,
      filter: (source) => !/(^|\/)(test-results|playwright-report)(\/|$)/.test(source),
    });
  }
  symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
  // The fixture with one dish per category, and no photo to encode: every kind of page, quicker to build.
  cpSync(FIXTURE, content, { recursive: true, filter: (source) => !source.includes(`${path.sep}dishes${path.sep}`) });
  mkdirSync(path.join(content, 'dishes'), { recursive: true });
  const kept = new Set<string>();
  for (const name of readdirSync(`${FIXTURE}/dishes`).sort()) {
    const source = readFileSync(path.join(FIXTURE, 'dishes', name), 'utf8');
    const { category } = parse(source) as { category: string };
    if (kept.has(category) && name !== CHINESE_ONLY) continue;
    kept.add(category);
    writeFileSync(path.join(content, 'dishes', name), source.replace(/^photo: .*\n/m, ''));
  }
}

/** Appends `lines` to a content file of the copy. */
function addTo(file: string, lines: string) {
  const target = path.join(content, file);
  writeFileSync(target, `${readFileSync(target, 'utf8')}${lines}\n`);
}

const FRENCH = {
  restaurant: 'Jardin de Jade',
  tagline: 'Nouilles tirées à la main.',
  dish: 'Le plat du test',
  category: 'Petites assiettes',
  scan: 'Scannez pour voir le menu',
};

function addFrench() {
  const languages = path.join(root, 'src/i18n/languages.ts');
  const list = readFileSync(languages, 'utf8');
  const zhLine = /^ {2}zh: \{.*\},\n/m;
  expect(list).toMatch(zhLine);
  writeFileSync(languages, list.replace(zhLine, "$&  fr: { fields: 'french', lang: 'fr', locale: 'fr_FR' },\n"));
  // The Chinese catalogue with French's own code and name: every key, as a real translation would have.
  const catalogue = readFileSync('src/i18n/zh.ts', 'utf8')
    .replace('export const zh: Messages', 'export const fr: Messages')
    .replace("language: 'zh'", "language: 'fr'")
    .replace("languageName: '中文'", "languageName: 'Français'")
    .replace("scanForMenu: '扫码看菜单'", `scanForMenu: '${FRENCH.scan}'`);
  writeFileSync(path.join(root, 'src/i18n/fr.ts'), catalogue);
  addTo('restaurant.yml', `frenchName: ${FRENCH.restaurant}\nfrenchTagline: ${FRENCH.tagline}`);
  const [dish] = readdirSync(path.join(content, 'dishes')).sort();
  addTo(`dishes/${dish ?? ''}`, `frenchName: ${FRENCH.dish}`);
  addTo('categories/starters.yml', `frenchName: ${FRENCH.category}`);
  const about = path.join(content, 'pages/about.md');
  writeFileSync(
    about,
    readFileSync(about, 'utf8').replace(/^title: .*$/m, '$&\nfrenchTitle: À propos\nfrenchBody: Nous cuisinons **chaque jour**.'),
  );
}

/** The scripts a language's menu page loads: its menu script and every chunk that script imports. */
function menuScript(page: string): string {
  const html = read(page);
  const files = ['scripts', 'preloads'].flatMap((kind) => new RegExp(`data-${kind}="([^"]*)"`).exec(html)?.[1]?.split(' ') ?? []);
  expect(files, `${page} loads a menu script`).toContainEqual(expect.stringMatching(/^\/assets\/menu-/));
  return files.map((file) => read(file.slice(1))).join('\n');
}

/** Where the browser finds the build: any address, each request answered from dist/. */
const SITE = 'http://third-language.test';

/** A page's meta tag's content. */
const meta = (html: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('a third language, added as one catalogue and one line', () => {
  beforeAll(() => {
    copyProject();
    addFrench();
    execFileSync('npx', ['vite', 'build'], { cwd: root, env: { ...process.env, CONTENT_DIR: 'content', DIST_DIR: 'dist' }, stdio: 'pipe' });
  }, 300_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** Runs a command of the project in the copy, as `npm test` would there. */
  const run = (command: string, args: string[]) => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
    execFileSync(command, args, { cwd: root, env, stdio: 'pipe' });
  };

  it('typechecks: no code or test spells out the languages', () => {
    expect(() => run('npx', ['tsc', '--noEmit', '-p', '.'])).not.toThrow();
  }, 180_000);

  it("passes the unit tests of the site's code", () => {
    expect(() => run('npx', ['vitest', 'run', '--project', 'browser-code'])).not.toThrow();
  }, 300_000);

  it('has its menu, its allergen chart and a page per dish under /fr/', () => {
    const menu = read('fr/index.html');
    expect(menu).toMatch(/<html lang="fr"/);
    expect(read('fr/allergens/index.html')).toMatch(/<html lang="fr"/);
    const dishes = readdirSync(path.join(dist, 'dishes')).filter((name) => !name.includes('.'));
    expect(readdirSync(path.join(dist, 'fr/dishes')).filter((name) => !name.includes('.'))).toEqual(dishes);
  });

  it('names a dish in French where the owner gave it a French name, with its English beside it', () => {
    expect(read('fr/index.html')).toMatch(/>Le plat du test<\/[a-z]+>.*?<[a-z]+[^>]* lang="en"[^>]*>[^<]+</s);
  });

  it("names a dish's category in French on the dish's French page, as its card does on the French menu", () => {
    const starter = readdirSync(path.join(content, 'dishes'))
      .map((name) => parse(readFileSync(path.join(content, 'dishes', name), 'utf8')) as { name: string; slug?: string; category: string })
      .find(({ category }) => category === 'starters');
    expect(starter, 'a dish of the starters, whose category has a French name').toBeDefined();
    expect(read(`fr/dishes/${slugOf(starter ?? { name: '' })}/index.html`)).toContain(`>${FRENCH.category}</p>`);
  });

  it('marks a name written in Chinese alone as Chinese on the French menu, from the house language', () => {
    expect(read('fr/index.html')).toMatch(/<[a-z0-9]+[^>]* lang="zh-Hans"[^>]*>酸菜鱼</);
  });

  it("names the restaurant in French, with its French tagline, and describes the menu by the categories' French names", () => {
    const menu = read('fr/index.html');
    expect(menu).toMatch(new RegExp(`class="brand-name"[^>]*>${FRENCH.restaurant}<`));
    expect(menu).toContain(`<p class="brand-tagline">${FRENCH.tagline}</p>`);
    expect(meta(menu, 'og:title')).toContain(FRENCH.restaurant);
    expect(meta(menu, 'description')).toContain(FRENCH.restaurant);
    expect(meta(menu, 'description')).toContain(FRENCH.category);
  });

  it('tells link previews the locale of each language', () => {
    expect(meta(read('fr/index.html'), 'og:locale')).toBe('fr_FR');
    expect(meta(read('fr/about/index.html'), 'og:locale')).toBe('fr_FR');
    expect(meta(read('zh/index.html'), 'og:locale')).toBe('zh_CN');
    expect(meta(read('index.html'), 'og:locale')).toBe('en_US');
  });

  it("finds a dish by its French name in the French menu's search", async () => {
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
    try {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      // The build's files as a static host serves them, with no server and no port.
      await context.route(`${SITE}/**`, (route) => {
        const { pathname } = new URL(route.request().url());
        return route.fulfill({ path: path.join(dist, pathname.endsWith('/') ? `${pathname}index.html` : pathname) });
      });
      const page = await context.newPage();
      await page.goto(`${SITE}/fr/`);
      // Hydrated: React's own mark on the dish dialog.
      await page.waitForFunction(() => {
        const dialog = document.querySelector('#menu-app dialog');
        return dialog !== null && Object.keys(dialog).some((key) => key.startsWith('__reactFiber$'));
      });
      await page.getByRole('searchbox').fill('plat du test');
      await page.getByRole('button', { name: new RegExp(FRENCH.dish) }).waitFor({ state: 'visible' });
      // The count follows the search a render later (a deferred value).
      await expect
        .poll(() =>
          page
            .getByRole('status')
            .filter({ hasText: /道菜|菜品/ })
            .textContent(),
        )
        .toBe('1 道菜');
    } finally {
      await browser.close();
    }
  }, 60_000);

  it('invites guests to scan the table tent in French too, beside the English and the Chinese', () => {
    const tent = read('print/table-tent/index.html');
    expect(tent).toContain(`<span lang="fr">${FRENCH.scan}</span>`);
    expect(tent).toContain('<span lang="zh-Hans">扫码看菜单</span>');
    expect(tent).toContain('Scan for our menu');
  });

  it("has the owner's pages under /fr/, in French where written and in English, so marked, where not", () => {
    const about = read('fr/about/index.html');
    expect(about).toContain('<h1>À propos</h1>');
    expect(about).toContain('Nous cuisinons <strong>chaque jour</strong>.');
    expect(read('fr/contact/index.html')).toMatch(/<h1 lang="en">Contact<\/h1>/);
    expect(read('about/index.html')).toContain('<h1>Story</h1>');
  });

  it('links every page to its other languages, in the header, the alternates and the sitemap', () => {
    const about = read('zh/about/index.html');
    for (const [lang, href] of [
      ['en', '/about'],
      ['fr', '/fr/about'],
    ]) {
      expect(about).toContain(`<a class="language-switch" href="${href}" hrefLang="${lang}" lang="${lang}"`);
      expect(about).toMatch(new RegExp(`<link rel="alternate" hrefLang="${lang}" href="[^"]*${href}"`));
    }
    expect(read('fr/index.html')).toMatch(/<a class="language-switch" href="\/zh\/"[^>]*>中文<\/a>/);
    const sitemap = read('sitemap.xml');
    expect(sitemap).toMatch(/<loc>[^<]*\/fr\/<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]*\/fr\/about<\/loc>/);
  });

  it("gives each language's menu a script of its own, carrying its own words alone", () => {
    expect(menuScript('fr/index.html')).toContain('Français');
    expect(menuScript('fr/index.html')).not.toContain('中文');
    expect(menuScript('zh/index.html')).not.toContain('Français');
    expect(menuScript('index.html')).not.toContain('Français');
  });

  it('shows every translatable field in the editor in French too', () => {
    const config = read('admin/config.yml');
    for (const field of ['frenchName', 'frenchDescription', 'frenchTitle', 'frenchBody', 'frenchText', 'frenchTagline', 'frenchReason']) {
      expect(config).toContain(`name: ${field}`);
    }
    expect(config).toContain('label: French name');
    expect(config).toContain('label: French tagline');
  });
});
