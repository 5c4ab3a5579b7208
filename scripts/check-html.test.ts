import { expect, it } from 'vitest';
import { pageErrors, type CheckerMessage } from './check-html.ts';

const message = (text: string, type = 'error'): CheckerMessage => ({ url: 'file:/dist/index.html', type, message: text });

it.each([
  ['a page error', message('Element “style” not allowed as child of element “article” in this context.'), true],
  [
    'an address with a space',
    message('Bad value  for attribute “href” on element “link”: Illegal character in scheme data: space is not allowed.'),
    true,
  ],
  ['a property the checker does not know', message("CSS: “scrollbar-gutter”: Property “scrollbar-gutter” doesn't exist."), false],
  ['anchor positioning', message("CSS: “position-area”: Property “position-area” doesn't exist."), false],
  [':popover-open', message('CSS: Unknown pseudo-element or pseudo-class “:popover-open”'), false],
  ['a misspelt pseudo-class', message('CSS: Unknown pseudo-element or pseudo-class “:hovr”'), true],
  ['a misspelt property', message("CSS: “colr”: Property “colr” doesn't exist."), true],
  ['env() inside max()', message('CSS: “padding”: Parse Error.'), false],
  [
    "CSP 3's 'wasm-unsafe-eval'",
    message(`Bad value  for attribute “content” on element “meta”: Expecting source-expression but found "'wasm-unsafe-eval'". `),
    false,
  ],
  ['a warning', message('Consider adding a “lang” attribute.', 'info'), false],
])('%s is an error of the page: %s', (_case, entry, isError) => {
  expect(pageErrors([entry])).toHaveLength(isError ? 1 : 0);
});
