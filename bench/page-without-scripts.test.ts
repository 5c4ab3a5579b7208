// @vitest-environment jsdom
// The test reads the pages it makes with the DOM's own parser.
import { describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  dialogClasses,
  PAGE_WITHOUT_SCRIPTS_PATH,
  stripScriptsForModal,
  withDialogOf,
  writePageWithoutScripts,
} from './page-without-scripts.ts';

const PAGE = `<!doctype html>
<html lang="en"><head>
<link rel="modulepreload" href="/assets/app.js">
<link rel="preload" as="script" href="/assets/chunk.js">
<link rel="preload" as="image" href="/images/dish.svg">
<link rel="stylesheet" href="/assets/app.css">
<style>body{margin:0}</style>
<script>document.title = 'ran';</script>
<script type="application/ld+json">{"@type":"MenuItem"}</script>
</head><body>
<button type="button" class="filter">Spicy</button>
<div role="region" aria-label="Menu categories"><article><ul>
<li><button id="dish-egg-roll" type="button">Egg Roll</button></li>
<li><button id="dish-wonton-soup" type="button">Wonton Soup</button></li>
</ul></article></div>
<dialog id="old" open class="dialog"><h2>Egg Roll</h2><button type="button">Share</button><button type="button"> Back to Menu </button></dialog>
<script type="module" src="/assets/app.js"></script>
</body></html>`;

function stripped(html = PAGE): Document {
  return new DOMParser().parseFromString(stripScriptsForModal(html, 'modal'), 'text/html');
}

describe('stripScriptsForModal', () => {
  it('removes every script and script preload, and keeps the styles and other preloads', () => {
    const document = stripped();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect([...document.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`)).toEqual([
      'preload /images/dish.svg',
      'stylesheet /assets/app.css',
    ]);
    expect(document.querySelector('style')?.textContent).toBe('body{margin:0}');
  });

  it('names the dialog, closes it, and lets a click outside close it', () => {
    const dialog = stripped().querySelector('dialog');
    expect(dialog?.id).toBe('modal');
    expect(dialog?.hasAttribute('open')).toBe(false);
    expect(dialog?.getAttribute('closedby')).toBe('any');
    expect(dialog?.className).toBe('dialog');
  });

  it.each([
    { button: '#dish-egg-roll', opens: true },
    { button: '#dish-wonton-soup', opens: true },
    { button: 'button.filter', opens: false },
    { button: 'dialog button', opens: false },
  ])('$button opens the dialog as a modal: $opens', ({ button, opens }) => {
    const element = stripped().querySelector(button);
    expect(element).not.toBeNull();
    expect(element?.getAttribute('commandfor')).toBe(opens ? 'modal' : null);
    expect(element?.getAttribute('command')).toBe(opens ? 'show-modal' : null);
  });

  it('closes the dialog by its Back to Menu button, and by no other', () => {
    const [share, backToMenu] = stripped().querySelectorAll('dialog button');
    expect(backToMenu?.getAttribute('command')).toBe('close');
    expect(backToMenu?.getAttribute('commandfor')).toBe('modal');
    expect(share?.hasAttribute('command')).toBe(false);
  });

  it.each([
    { case: 'no dialog', html: PAGE.replace(/<dialog[\s\S]*<\/dialog>/, ''), message: 'expected one <dialog> in the page, found 0' },
    {
      case: 'two dialogs',
      html: PAGE.replace('</body>', '<dialog></dialog></body>'),
      message: 'expected one <dialog> in the page, found 2',
    },
    {
      case: 'no dish buttons',
      html: PAGE.replace('aria-label="Menu categories"', 'aria-label="Menu"'),
      message: 'no dish buttons in a region labelled "Menu categories"',
    },
    { case: 'no Back to Menu', html: PAGE.replace(' Back to Menu ', 'Close'), message: 'no "Back to Menu" button in the dialog' },
  ])('says what is missing when the page has $case', ({ html, message }) => {
    expect(() => stripScriptsForModal(html, 'modal')).toThrow(message);
  });
});

describe('withDialogOf', () => {
  const MENU =
    '<html><head><style>.menu{}</style></head><body><main><ul><li>Egg Roll</li><li>Wonton Soup</li></ul><dialog class="d"></dialog></main></body></html>';
  const DISH =
    '<html><head><link rel="stylesheet" href="/assets/site.css"></head><body><main><ul><li>Egg Roll</li></ul><dialog class="d x"><h2>Egg Roll</h2></dialog></main></body></html>';
  const page = () => new DOMParser().parseFromString(withDialogOf(MENU, DISH, '/assets/dialog.css'), 'text/html');

  it("puts the dish page's dialog into the menu page, and keeps the menu's dishes", () => {
    const document = page();
    expect(document.querySelector('dialog h2')?.textContent).toBe('Egg Roll');
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    expect([...document.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Egg Roll', 'Wonton Soup']);
  });

  it("keeps the menu's own CSS, which its security policy allows, and links the dialog's", () => {
    const document = page();
    expect(document.querySelector('style')?.textContent).toBe('.menu{}');
    expect([...document.querySelectorAll('link[rel=stylesheet]')].map((link) => link.getAttribute('href'))).toEqual(['/assets/dialog.css']);
  });

  it('says what is missing when the menu has no dialog', () => {
    expect(() => withDialogOf(MENU.replace('<dialog class="d"></dialog>', ''), DISH, '/assets/dialog.css')).toThrow(
      'expected one <dialog>',
    );
  });
});

describe('dialogClasses', () => {
  it("names the classes of the page's one dialog", () => {
    expect(dialogClasses('<html><body><dialog class=" a  b "></dialog></body></html>')).toEqual(['a', 'b']);
  });
});

describe('writePageWithoutScripts', () => {
  const MENU_PAGE = PAGE.replace(/<dialog[\s\S]*<\/dialog>/, '<dialog class="dialog"></dialog>');
  const DISH_PAGE = PAGE.replace('/assets/app.css', '/assets/dish-page.css');

  async function siteWith(stylesheets: Record<string, string>): Promise<string> {
    const site = await mkdtemp(path.join(os.tmpdir(), 'page-without-scripts-'));
    await mkdir(path.join(site, 'dishes', 'egg-roll'), { recursive: true });
    await mkdir(path.join(site, 'assets'));
    await writeFile(path.join(site, 'index.html'), MENU_PAGE);
    await writeFile(path.join(site, 'dishes', 'egg-roll', 'index.html'), DISH_PAGE);
    for (const [name, css] of Object.entries(stylesheets)) await writeFile(path.join(site, 'assets', name), css);
    return site;
  }

  it("links the stylesheet that holds the dialog's rules, not the dish page's own", async () => {
    const site = await siteWith({ 'dish-page.css': '.dialog{}', 'chunk.css': '.dialog[open]{}', 'other.css': '.menu{}' });
    await writePageWithoutScripts(site, '/', '/dishes/egg-roll/');
    const html = await readFile(path.join(site, PAGE_WITHOUT_SCRIPTS_PATH, 'index.html'), 'utf8');
    const links = [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('link[rel=stylesheet]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/app.css', '/assets/chunk.css']);
  });

  it("says so when no stylesheet of the build holds the dialog's rules", async () => {
    const site = await siteWith({ 'dish-page.css': '.dialog{}' });
    await expect(writePageWithoutScripts(site, '/', '/dishes/egg-roll/')).rejects.toThrow(
      "expected one stylesheet of the dialog's (.dialog)",
    );
  });
});
