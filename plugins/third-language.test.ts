import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * Adds French to a copy of the project as the README says an owner's
 * developer would (a catalogue, src/i18n/fr.ts, and its line in
 * src/i18n/languages.ts), builds it, and reads what the build derived.
 */
const root = mkdtempSync(path.join(os.tmpdir(), 'golden-lantern-third-language-'));
const dist = path.join(root, 'dist');
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

function copyProject() {
  for (const entry of ['src', 'plugins', 'build', 'public', 'scripts', 'vite.config.ts', 'tsconfig.json', 'package.json']) {
    cpSync(entry, path.join(root, entry), { recursive: true });
  }
  symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
  // The shipped content with one dish per category: enough for every kind of page, quicker to build.
  const content = path.join(root, 'content');
  cpSync('content', content, { recursive: true, filter: (source) => !source.includes(`${path.sep}dishes${path.sep}`) });
  mkdirSync(path.join(content, 'dishes'), { recursive: true });
  const kept = new Set<string>();
  for (const name of readdirSync('content/dishes').sort()) {
    const source = readFileSync(path.join('content/dishes', name), 'utf8');
    const { category } = parse(source) as { category: string };
    if (kept.has(category)) continue;
    kept.add(category);
    writeFileSync(path.join(content, 'dishes', name), source);
  }
}

function addFrench() {
  const languages = path.join(root, 'src/i18n/languages.ts');
  const list = readFileSync(languages, 'utf8');
  expect(list).toContain("  zh: 'chinese',\n");
  writeFileSync(languages, list.replace("  zh: 'chinese',\n", "  zh: 'chinese',\n  fr: 'french',\n"));
  // The Chinese catalogue with French's own code and name: every key, as a real translation would have.
  const catalogue = readFileSync('src/i18n/zh.ts', 'utf8')
    .replace('export const zh: Messages', 'export const fr: Messages')
    .replace("language: 'zh'", "language: 'fr'")
    .replace("htmlLang: 'zh-Hans'", "htmlLang: 'fr'")
    .replace("languageName: '中文'", "languageName: 'Français'");
  writeFileSync(path.join(root, 'src/i18n/fr.ts'), catalogue);
  const [dish] = readdirSync(path.join(root, 'content/dishes')).sort();
  const dishFile = path.join(root, 'content/dishes', dish ?? '');
  writeFileSync(dishFile, `${readFileSync(dishFile, 'utf8')}frenchName: Le plat du test\n`);
  const about = path.join(root, 'content/pages/about.md');
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

describe('a third language, added as one catalogue and one line', () => {
  beforeAll(() => {
    copyProject();
    addFrench();
    execFileSync('npx', ['vite', 'build'], { cwd: root, env: { ...process.env, CONTENT_DIR: 'content', DIST_DIR: 'dist' }, stdio: 'pipe' });
  }, 300_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

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

  it("has the owner's pages under /fr/, in French where written and in English, so marked, where not", () => {
    const about = read('fr/about/index.html');
    expect(about).toContain('<h1>À propos</h1>');
    expect(about).toContain('Nous cuisinons <strong>chaque jour</strong>.');
    expect(read('fr/contact/index.html')).toMatch(/<h1 lang="en">Contact<\/h1>/);
    expect(read('about/index.html')).toContain('<h1>About</h1>');
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
    for (const field of ['frenchName', 'frenchDescription', 'frenchTitle', 'frenchBody', 'frenchText']) {
      expect(config).toContain(`name: ${field}`);
    }
    expect(config).toContain('label: French name');
  });
});
