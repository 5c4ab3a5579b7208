/**
 * What the publishing workflow (.github/workflows/deploy.yml) tells the owner:
 *   npx tsx scripts/publish-status.ts pending
 *   npx tsx scripts/publish-status.ts success <the site's address>
 *   npx tsx scripts/publish-status.ts failure <the build's output>
 * Each marks the commit with a commit status, which the editor at /admin
 * reads (src/admin/publish-status.ts). A failure carries the build's first
 * problem, and each problem also becomes an annotation on its file and line
 * in the workflow run.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { PUBLISH_CONTEXT, STATUS_DESCRIPTION_LENGTH } from '../src/admin/publish-status.ts';
import { withoutUnsafe } from '../src/content/content-text.ts';

export interface BuildProblem {
  message: string;
  /** Relative to the repository. */
  file?: string;
  line?: number;
}

/** "(content/dishes/egg-roll.yml line 5)" at the end of a problem. */
const LOCATION = /\(([^\s()]+)(?: line (\d+))?\)$/;

function located(message: string, root: string): BuildProblem {
  const match = LOCATION.exec(message);
  if (!match?.[1]) return { message };
  const file = path.isAbsolute(match[1]) ? path.relative(root, match[1]) : match[1];
  return { message, file, ...(match[2] && { line: Number(match[2]) }) };
}

/**
 * The problems a failed build printed: the "  - …" lines under "The menu has
 * 2 problem(s):" (or the restaurant's); else the error it stopped with.
 * On a CI server the output has colours.
 */
export function buildProblems(log: string, root: string): BuildProblem[] {
  const lines = stripVTControlCharacters(log).split(/\r?\n/);
  const problems: BuildProblem[] = [];
  let inList = false;
  for (const line of lines) {
    if (/problem\(s\):\s*$/.test(line)) inList = true;
    else if (inList && /^\s+- /.test(line)) problems.push(located(line.replace(/^\s+- /, '').trim(), root));
    else inList = false;
  }
  if (problems.length > 0) return problems;
  // Vite prints the error it stopped with as "[ContentError: …]".
  const error = lines.map((line) => line.trim().replace(/^\[/, '')).find((line) => /^\w*Error: /.test(line));
  return error ? [located(error.replace(/^\w*Error: /, '').replace(/\]$/, ''), root)] : [];
}

const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** A problem as a GitHub Actions annotation on its file and line (a workflow command). */
export function annotation({ message, file, line }: BuildProblem): string {
  const where = [file ? `file=${escapeProperty(file)}` : '', line ? `line=${line}` : ''].filter(Boolean);
  return `::error ${[...where, 'title=The menu was not published'].join(',')}::${escapeData(message)}`;
}

/** Up to the end of the first sentence ("." or ";" before a space), or all of `text`. */
const firstSentence = (text: string) => /^.*?[.;](?=\s)/u.exec(text)?.[0] ?? text;

/** `text` cut at the last word boundary that leaves room for "…" within `length`. */
function cutAtWord(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length).replace(/\s+\S*$/u, '');
  return `${cut.replace(/[\s,:;›]+$/u, '')}…`;
}

/**
 * The commit status's description: the first problem as the build wrote it,
 * on one line without control characters. Too long for GitHub, it is its first
 * sentence, cut at a word if need be, and keeps the file and line at the end.
 */
export function failureDescription(problems: readonly BuildProblem[]): string {
  const [first] = problems;
  if (!first) return 'See the workflow run on GitHub.';
  const count = problems.length > 1 ? `1 of ${problems.length}: ` : '';
  const text = withoutUnsafe(first.message).replace(/\s+/gu, ' ').trim();
  const whole = `${count}${text}`;
  if (whole.length <= STATUS_DESCRIPTION_LENGTH) return whole;
  let location = LOCATION.exec(text)?.[0] ?? '';
  // A location too long to leave room for the problem (a path outside the repository) is left to the run's annotations.
  if (location.length > STATUS_DESCRIPTION_LENGTH / 2) location = '';
  const head = text.slice(0, text.length - (LOCATION.exec(text)?.[0].length ?? 0)).trimEnd();
  const room = STATUS_DESCRIPTION_LENGTH - count.length - (location ? location.length + 1 : 0);
  const sentence = firstSentence(head);
  return `${count}${cutAtWord(sentence, room - 1)}${location ? ` ${location}` : ''}`;
}

async function setStatus(state: 'pending' | 'success' | 'failure', description: string, targetUrl: string): Promise<void> {
  const { GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_SHA, GITHUB_TOKEN } = process.env;
  const response = await fetch(`${GITHUB_API_URL}/repos/${GITHUB_REPOSITORY}/statuses/${GITHUB_SHA}`, {
    method: 'POST',
    headers: { Accept: 'application/vnd.github+json', Authorization: `Bearer ${GITHUB_TOKEN}`, 'X-GitHub-Api-Version': '2022-11-28' },
    body: JSON.stringify({ state, context: PUBLISH_CONTEXT, description, target_url: targetUrl }),
  });
  if (!response.ok) throw new Error(`Setting the commit status failed: ${response.status} ${await response.text()}`);
}

async function main([state, argument = '']: string[]): Promise<void> {
  const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID } = process.env;
  const run = `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}`;
  if (state === 'pending') return setStatus('pending', 'Publishing…', run);
  if (state === 'success') return setStatus('success', 'Live', argument || run);
  if (state !== 'failure') throw new Error(`Usage: publish-status.ts pending | success <address> | failure <build output>`);
  const problems = existsSync(argument) ? buildProblems(readFileSync(argument, 'utf8'), process.cwd()) : [];
  for (const problem of problems) console.log(annotation(problem));
  await setStatus('failure', failureDescription(problems), run);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main(process.argv.slice(2));
