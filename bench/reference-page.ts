/**
 * The reference page: the same menu as one static HTML file with a little
 * inline CSS and no JavaScript, the lower bound the real page is held to.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Menu } from '../src/menu/model/menu-model.ts';
import { compressAssets } from '../plugins/precompress.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.4 system-ui,sans-serif;color:#1d1d1d;background:#fffaf0}
h1{margin:0;padding:16px;font-size:1.5rem;color:#8e1a1a}
.row{display:flex;gap:16px;overflow-x:auto;padding:0 16px 16px;scroll-snap-type:x mandatory}
.card{flex:0 0 min(320px,85vw);scroll-snap-align:start;background:#fff;border:1px solid #e0d6c2;border-radius:12px;padding:12px 16px}
h2{margin:0 0 8px;font-size:1.2rem;color:#8e1a1a}
ul{margin:0;padding:0;list-style:none}
li{display:flex;justify-content:space-between;gap:8px;padding:6px 0;border-top:1px solid #f0e8d8}
.zh{color:#5c5c5c}
.price{font-variant-numeric:tabular-nums;white-space:nowrap}
`.trim();

/**
 * For the modal page: each dish a button that opens its own <dialog> as the
 * platform's modal, by Invoker Commands, with no script at all.
 */
const MODAL_STYLE = `
.dish{display:flex;justify-content:space-between;gap:8px;width:100%;padding:0;border:0;background:none;font:inherit;color:inherit;text-align:left}
dialog{position:fixed;inset:auto 0 0;width:100%;max-width:none;height:80vh;margin:0;padding:16px;border:0;border-radius:16px 16px 0 0}
dialog::backdrop{background:rgb(0 0 0/.5)}
@media (min-width:48rem){dialog{inset:0;margin:auto;width:560px;height:fit-content;border-radius:16px}}
`.trim();

export type ReferenceDialogs = 'none' | 'modals';

/**
 * The whole menu: every category, dish and price, as one page. With
 * `modals`, each dish is a button that opens a <dialog> with its name and
 * price by Invoker Commands (command="show-modal"), the platform's modal
 * with its inert page, and no script: the lower bound for a dish opened and
 * closed, timed beside the site's dialog (interaction.ts).
 * Lighthouse gets the plain page.
 */
export function renderReferencePage(menu: Menu, restaurantName: string, { dialogs = 'none' as ReferenceDialogs } = {}): string {
  const sheets: string[] = [];
  const cards = menu
    .map((category) => {
      const dishes = category.dishes
        .map((dish) => {
          const chinese = dish.chineseName ? ` <span class="zh" lang="zh-Hans">${escapeHtml(dish.chineseName)}</span>` : '';
          const content = `<span>${escapeHtml(dish.name)}${chinese}</span><span class="price">${escapeHtml(dish.price)}</span>`;
          const id = `dish-${sheets.length}`;
          const details = `<h2>${escapeHtml(dish.name)}</h2><p>${escapeHtml(dish.price)}</p>`;
          if (dialogs === 'modals') {
            sheets.push(
              `<dialog id="${id}" closedby="any" aria-label="${escapeHtml(dish.name)}">${details}<button commandfor="${id}" command="close">Back to Menu</button></dialog>`,
            );
            return `<li><button class="dish" commandfor="${id}" command="show-modal">${content}</button></li>`;
          }
          return `<li>${content}</li>`;
        })
        .join('');
      return `<section class="card" aria-label="${escapeHtml(category.name)}"><h2>${escapeHtml(category.name)}</h2><ul>${dishes}</ul></section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(restaurantName)} · Menu (reference)</title>
<meta name="description" content="The menu of ${escapeHtml(restaurantName)} as one static page, the benchmark's lower bound.">
<link rel="icon" href="data:,">
<style>${STYLE}${{ none: '', modals: `\n${MODAL_STYLE}` }[dialogs]}</style>
</head>
<body>
<main>
<h1>${escapeHtml(restaurantName)} · Menu</h1>
<div class="row" role="region" aria-label="Menu categories" tabindex="0">
${cards}
</div>
</main>
${sheets.join('\n')}
</body>
</html>
`;
}

const NOT_FOUND = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Not found</title><link rel="icon" href="data:,"></head>
<body><h1>Not found</h1></body></html>
`;

/** The reference page with a no-JavaScript platform modal per dish, at /modal. */
export const REFERENCE_MODAL_PATH = '/modal';

/** Writes index.html, modal.html and 404.html (serve.ts needs one) into `dir`, precompressed like dist/. */
export async function writeReferenceSite(dir: string, menu: Menu, restaurantName: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'index.html'), renderReferencePage(menu, restaurantName));
  await writeFile(
    path.join(dir, `${REFERENCE_MODAL_PATH.slice(1)}.html`),
    renderReferencePage(menu, restaurantName, { dialogs: 'modals' }),
  );
  await writeFile(path.join(dir, '404.html'), NOT_FOUND);
  await compressAssets(dir);
}
