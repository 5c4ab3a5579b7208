/**
 * Our own built page with its scripts taken out and its dish dialog opened by
 * the platform (`command="show-modal"`): the page's markup, CSS and dialog
 * with no JavaScript at all, the second floor a tap on the site is held to.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { defaultTreeAdapter as tree, html, parse, serialize, type DefaultTreeAdapterTypes } from 'parse5';
import { en } from '../src/i18n/en.ts';
import { ROW_LABEL } from './page-tools.ts';

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** Where the site's server serves it, beside the site (run.ts writes it into the site's copy). */
export const PAGE_WITHOUT_SCRIPTS_PATH = '/without-scripts/';
export const PAGE_WITHOUT_SCRIPTS_DIALOG_ID = 'bench-dish-dialog';
const ASSETS = 'assets';

/** Every element under `root`, in document order. */
function elementsOf(root: ParentNode): Element[] {
  return root.childNodes.flatMap((node) => (tree.isElementNode(node) ? [node, ...elementsOf(node)] : []));
}

const attributeOf = (element: Element, name: string) => element.attrs.find((attribute) => attribute.name === name)?.value;

function setAttribute(element: Element, name: string, value: string): void {
  element.attrs = [...element.attrs.filter((attribute) => attribute.name !== name), { name, value }];
}

/** The text an element shows (its text nodes, in order). */
function textOf(root: ParentNode): string {
  return root.childNodes.map((node) => (tree.isTextNode(node) ? node.value : tree.isElementNode(node) ? textOf(node) : '')).join('');
}

/** A script, or a link that fetches one ahead. */
function isScript(element: Element): boolean {
  if (element.tagName === 'script') return true;
  if (element.tagName !== 'link') return false;
  const rel = (attributeOf(element, 'rel') ?? '').toLowerCase().split(/\s+/);
  return rel.includes('modulepreload') || (rel.includes('preload') && attributeOf(element, 'as') === 'script');
}

/** The one element of `tagName` in `root`, or a message saying how many there are. */
function theOne(root: ParentNode, tagName: string): Element {
  const found = elementsOf(root).filter((element) => element.tagName === tagName);
  const [element] = found;
  if (!element || found.length > 1) throw new Error(`expected one <${tagName}> in the page, found ${found.length}`);
  return element;
}

function replaceNode(old: Element, replacement: Element): void {
  const parent = old.parentNode;
  if (!parent) throw new Error(`the <${old.tagName}> has no parent`);
  tree.insertBefore(parent, replacement, old);
  tree.detachNode(old);
}

/**
 * The menu page `menuHtml` with the dialog of a dish's own page, `dishHtml`,
 * in place of its empty one, and the dialog's stylesheet, `dialogCss`, linked
 * as the site's script links it on the first opening: the whole menu, its own
 * CSS kept, with a dish ready in its dialog (a dish's own page lists its dish
 * alone until its script runs).
 */
export function withDialogOf(menuHtml: string, dishHtml: string, dialogCss: string): string {
  const menu = parse(menuHtml);
  replaceNode(theOne(menu, 'dialog'), theOne(parse(dishHtml), 'dialog'));
  const link = tree.createElement('link', html.NS.HTML, [
    { name: 'rel', value: 'stylesheet' },
    { name: 'href', value: dialogCss },
  ]);
  tree.appendChild(theOne(menu, 'head'), link);
  return serialize(menu);
}

/** The class names the one dialog of `page` (its HTML) carries. */
export function dialogClasses(page: string): string[] {
  return (attributeOf(theOne(parse(page), 'dialog'), 'class') ?? '').split(/\s+/).filter(Boolean);
}

/**
 * The page `html` with every script (and script preload) removed, its one
 * `<dialog>` closed and named `dialogId` with `closedby="any"`, every
 * button of the menu's row opening it as a modal and its Back to Menu closing
 * it, by Invoker Commands.
 */
export function stripScriptsForModal(html: string, dialogId: string): string {
  const document = parse(html);
  const elements = elementsOf(document);
  for (const script of elements.filter(isScript)) tree.detachNode(script);

  const dialog = theOne(document, 'dialog');
  dialog.attrs = dialog.attrs.filter((attribute) => attribute.name !== 'open');
  setAttribute(dialog, 'id', dialogId);
  setAttribute(dialog, 'closedby', 'any');

  const row = elements.find((element) => attributeOf(element, 'role') === 'region' && attributeOf(element, 'aria-label') === ROW_LABEL);
  const dishes = row ? elementsOf(row).filter((element) => element.tagName === 'button') : [];
  if (dishes.length === 0) throw new Error(`no dish buttons in a region labelled "${ROW_LABEL}"`);
  for (const dish of dishes) {
    setAttribute(dish, 'commandfor', dialogId);
    setAttribute(dish, 'command', 'show-modal');
  }
  const backToMenu = elementsOf(dialog).find((element) => element.tagName === 'button' && textOf(element).trim() === en.backToMenu);
  if (!backToMenu) throw new Error(`no "${en.backToMenu}" button in the dialog`);
  setAttribute(backToMenu, 'commandfor', dialogId);
  setAttribute(backToMenu, 'command', 'close');
  return serialize(document);
}

async function readPage(siteDir: string, pagePath: string): Promise<string> {
  const source = path.join(siteDir, pagePath, 'index.html');
  try {
    return await readFile(source, 'utf8');
  } catch {
    throw new Error(`${source} is missing: the page without scripts is made from the menu's and its first dish's built pages.`);
  }
}

/** The stylesheets `page` (its HTML) links, by address. */
function stylesheetsOf(page: string): string[] {
  return elementsOf(parse(page))
    .filter((element) => element.tagName === 'link' && attributeOf(element, 'rel') === 'stylesheet')
    .flatMap((element) => attributeOf(element, 'href') ?? []);
}

/**
 * The address of the built stylesheet that holds the rules of `dishHtml`'s
 * dialog and is not one the dish page links (that one holds the whole site's):
 * the dialog chunk's, which the menu's script links when a dish first opens.
 */
async function dialogStylesheet(siteDir: string, dishHtml: string): Promise<string> {
  const linked = new Set(stylesheetsOf(dishHtml));
  const selectors = dialogClasses(dishHtml).map((name) => `.${name}`);
  const assets = (await readdir(path.join(siteDir, ASSETS))).filter((name) => name.endsWith('.css')).map((name) => `/${ASSETS}/${name}`);
  const found: string[] = [];
  for (const asset of assets.filter((href) => !linked.has(href))) {
    const css = await readFile(path.join(siteDir, asset), 'utf8');
    if (selectors.some((selector) => css.includes(`${selector}{`) || css.includes(`${selector}[`))) found.push(asset);
  }
  const [stylesheet] = found;
  if (!stylesheet || found.length > 1)
    throw new Error(`expected one stylesheet of the dialog's (${selectors.join(' ')}) in ${ASSETS}/, found ${found.length}`);
  return stylesheet;
}

/**
 * Writes the built menu page at `menuPath` of `siteDir`, with the dialog of
 * the dish page at `dishPath` and the dialog's stylesheet, stripped, to
 * PAGE_WITHOUT_SCRIPTS_PATH in the same folder.
 */
export async function writePageWithoutScripts(siteDir: string, menuPath: string, dishPath: string): Promise<void> {
  const [menuHtml, dishHtml] = await Promise.all([readPage(siteDir, menuPath), readPage(siteDir, dishPath)]);
  let stripped: string;
  try {
    const dialogCss = await dialogStylesheet(siteDir, dishHtml);
    stripped = stripScriptsForModal(withDialogOf(menuHtml, dishHtml, dialogCss), PAGE_WITHOUT_SCRIPTS_DIALOG_ID);
  } catch (error) {
    throw new Error(
      `${path.join(siteDir, menuPath)} with the dialog of ${dishPath}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const target = path.join(siteDir, PAGE_WITHOUT_SCRIPTS_PATH);
  await mkdir(target, { recursive: true });
  await writeFile(path.join(target, 'index.html'), stripped);
}
