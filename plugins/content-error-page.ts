/**
 * What `npm run edit` shows in place of the site while the content has a problem: the build's problems, in the
 * editor's words, at the size of the site's own text, on a phone as on a computer. It names no tool: the owner
 * fixes the field in the editor and saves, and the page shows the site again by itself (the dev server's client
 * reloads it when a content file changes, plugins/content.ts).
 */
import { escapeText } from '../src/content/content-text.ts';
import type { ContentError } from '../src/content/content-error.ts';

const html = (text: string) => escapeText(text).replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0) ?? 0};`);

/** A problem as a list item; the lines it lists (the dishes of a category that is gone) as a list under it. */
function item(problem: string): string {
  const [first = '', ...rest] = problem.split('\n').map((line) => line.trim());
  const listed = rest.length > 0 ? `<ul>${rest.map((line) => `<li>${html(line)}</li>`).join('')}</ul>` : '';
  return `<li>${html(first)}${listed}</li>`;
}

export function contentErrorPage({ problems }: ContentError): string {
  const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>The menu has ${count}</title>
<style>
  :root { color-scheme: light dark; font: 1rem/1.5 system-ui, sans-serif; }
  body { max-inline-size: 40rem; margin: 0 auto; padding: 1.5rem 1rem; overflow-wrap: anywhere; }
  h1 { font-size: 1.5rem; line-height: 1.25; }
  li + li { margin-block-start: 0.75rem; }
  /* The dev server's own error screen stays away: this page says it all. */
  vite-error-overlay { display: none; }
</style>
<script type="module" src="/@vite/client"></script>
</head>
<body>
<main>
<h1>The menu has ${count}</h1>
<p>Guests see the site as it was last published. Fix ${problems.length === 1 ? 'it' : 'them'} in the editor and save: this page shows the menu again by itself.</p>
<ul>${problems.map(item).join('')}</ul>
</main>
</body>
</html>
`;
}
