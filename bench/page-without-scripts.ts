/**
 * Our own built page with its scripts taken out and its dish dialog opened by
 * the platform (`command="show-modal"`): the page's markup, CSS and dialog
 * with no JavaScript at all, the second floor a tap on the site is held to.
 */
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { defaultTreeAdapter as tree, parse, serialize, type DefaultTreeAdapterTypes } from 'parse5';
import { ROW_LABEL } from './page-tools.ts';

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** Where the site's server serves it, beside the site (run.ts writes it into the site's copy). */
export const PAGE_WITHOUT_SCRIPTS_PATH = '/without-scripts/';
export const PAGE_WITHOUT_SCRIPTS_DIALOG_ID = 'bench-dish-dialog';

/** Every element under `root`, in document order. */
function elementsOf(root: ParentNode): Element[] {
  return root.childNodes.flatMap((node) => (tree.isElementNode(node) ? [node, ...elementsOf(node)] : []));
}

const attributeOf = (element: Element, name: string) => element.attrs.find((attribute) => attribute.name === name)?.value;

function setAttribute(element: Element, name: string, value: string): void {
  element.attrs = [...element.attrs.filter((attribute) => attribute.name !== name), { name, value }];
}

/** A script, or a link that fetches one ahead. */
function isScript(element: Element): boolean {
  if (element.tagName === 'script') return true;
  if (element.tagName !== 'link') return false;
  const rel = (attributeOf(element, 'rel') ?? '').toLowerCase().split(/\s+/);
  return rel.includes('modulepreload') || (rel.includes('preload') && attributeOf(element, 'as') === 'script');
}

/**
 * The page `html` with every script (and script preload) removed, its one
 * `<dialog>` closed and named `dialogId` with `closedby="any"`, and every
 * button of the menu's row opening it as a modal by Invoker Commands.
 */
export function stripScriptsForModal(html: string, dialogId: string): string {
  const document = parse(html);
  const elements = elementsOf(document);
  for (const script of elements.filter(isScript)) tree.detachNode(script);

  const dialogs = elements.filter((element) => element.tagName === 'dialog');
  const [dialog] = dialogs;
  if (!dialog || dialogs.length > 1) throw new Error(`expected one <dialog> in the page, found ${dialogs.length}`);
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
  return serialize(document);
}

/** Writes the built page at `pagePath` (a dish's page) of `siteDir`, stripped, to PAGE_WITHOUT_SCRIPTS_PATH in the same folder. */
export async function writePageWithoutScripts(siteDir: string, pagePath: string): Promise<void> {
  const source = path.join(siteDir, pagePath, 'index.html');
  let html: string;
  try {
    html = await readFile(source, 'utf8');
  } catch {
    throw new Error(`${source} is missing: the page without scripts is made from the first dish's built page.`);
  }
  let stripped: string;
  try {
    stripped = stripScriptsForModal(html, PAGE_WITHOUT_SCRIPTS_DIALOG_ID);
  } catch (error) {
    throw new Error(`${source}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const target = path.join(siteDir, PAGE_WITHOUT_SCRIPTS_PATH);
  await mkdir(target, { recursive: true });
  await writeFile(path.join(target, 'index.html'), stripped);
}
