/**
 * Makes everything on the page except `keep` (and its ancestors) inert:
 * unfocusable, unclickable and hidden from assistive technology, as a
 * modal dialog's page is. Walks from `keep` up to <body> and marks each
 * ancestor's other children, leaving alone those already inert, and
 * returns the undo, which unmarks exactly those it marked.
 */
export function inertOutside(keep: Element): () => void {
  const marked: Element[] = [];
  for (let node: Element = keep; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('inert') || isInvisibleByNature(sibling)) continue;
      sibling.setAttribute('inert', '');
      marked.push(sibling);
    }
  }
  return () => {
    for (const element of marked) element.removeAttribute('inert');
  };
}

/** Elements that never render, so marking them would be a style change for nothing. */
function isInvisibleByNature(element: Element): boolean {
  return element.localName === 'script' || element.localName === 'style' || element.localName === 'template';
}
