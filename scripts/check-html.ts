/**
 * Every built page through the Nu Html Checker (the vnu-jar package, on this
 * machine's Java), run after `npm run build`:
 *   npx tsx scripts/check-html.ts [distDir]
 * Exits 1 with the checker's errors, one a line, or says how many pages passed.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeText } from '../src/content/content-text.ts';

const VNU_JAR = fileURLToPath(import.meta.resolve('vnu-jar/build/dist/vnu.jar'));

/**
 * Errors of the checker's own, on what browsers and the standards accept: its
 * CSS validator knows neither these properties (anchor positioning and container
 * queries among them) nor :popover-open nor env() inside max(), and its policy parser not
 * 'wasm-unsafe-eval' (CSP 3), which the editor's WebAssembly needs.
 */
export const CHECKER_GAPS = [
  /CSS: “(contain-intrinsic-size|container|scrollbar-gutter|position-area|position-try-fallbacks)”: Property “\1” doesn't exist\./,
  /CSS: Unrecognized at-rule “@container”/,
  /CSS: Unknown pseudo-element or pseudo-class “:popover-open”/,
  /CSS: “padding”: Parse Error\./,
  /Expecting source-expression but found "'wasm-unsafe-eval'"/,
];

export interface CheckerMessage {
  url: string;
  type: string;
  message: string;
  lastLine?: number;
}

/** The checker's messages that are errors of the page, not gaps of the checker. */
export function pageErrors(messages: readonly CheckerMessage[]): CheckerMessage[] {
  return messages.filter((entry) => entry.type === 'error' && !CHECKER_GAPS.some((gap) => gap.test(entry.message)));
}

function main(dist: string) {
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'));
  // One JVM for every page: starting it is most of the time.
  const run = spawnSync(
    'java',
    ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...pages.map((page) => path.join(dist, page))],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (run.status !== 0) throw new Error(`The Nu Html Checker did not run (is Java installed?): ${run.stderr || run.error?.message}`);
  // The checker writes its JSON report to standard error.
  const { messages } = JSON.parse(run.stderr) as { messages: CheckerMessage[] };
  const errors = pageErrors(messages);
  if (errors.length === 0) {
    console.log(`HTML: ${pages.length} pages, no errors (Nu Html Checker).`);
    return;
  }
  for (const { url, lastLine, message } of errors)
    console.error(`${escapeText(path.relative(dist, new URL(url).pathname))}:${lastLine ?? 0}: ${escapeText(message)}`);
  console.error(`HTML: ${errors.length} error(s) in ${new Set(errors.map((error) => error.url)).size} of ${pages.length} pages.`);
  process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main(path.resolve(process.argv[2] ?? process.env.DIST_DIR ?? 'dist'));
