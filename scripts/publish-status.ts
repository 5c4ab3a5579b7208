/**
 * What the publishing workflow (.github/workflows/deploy.yml) tells the owner:
 *   npx tsx scripts/publish-status.ts pending
 *   npx tsx scripts/publish-status.ts success <the site's address> <the build's output>
 *   npx tsx scripts/publish-status.ts failure <the build's output>
 * Each marks the commit with a commit status, which the editor at /admin
 * reads (src/admin/publish-status.ts). A failure carries the build's first
 * problem and the number of others; the run's summary lists every problem
 * whole, and each becomes an annotation on its file and line. A success
 * carries what the build noted (a category with no dishes yet, or served
 * outside the opening hours).
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import {
  BUILD_NOTES,
  LIVE_WITH_NOTE,
  NAMES,
  othersCount,
  PUBLISH_CONTEXT,
  STATUS_DESCRIPTION_LENGTH,
} from '../src/admin/publish-status.ts';
import { markdownText, withoutUnsafe } from '../src/content/content-text.ts';

export interface BuildProblem {
  message: string;
  /** Relative to the repository. */
  file?: string;
  line?: number;
}

/** "(content/dishes/egg-roll.yml line 5)" at the end of a problem's line. */
const LOCATION = /\(([^\s()]+)(?: line (\d+))?\)$/;

/** The problem with the file and line its first located line names (a list of dishes names one per line). */
function located(message: string, root: string): BuildProblem {
  const match = message
    .split('\n')
    .map((line) => LOCATION.exec(line))
    .find(Boolean);
  if (!match?.[1]) return { message };
  const file = path.isAbsolute(match[1]) ? path.relative(root, match[1]) : match[1];
  return { message, file, ...(match[2] && { line: Number(match[2]) }) };
}

/**
 * The problems a failed build printed: the "  - …" lines under "The menu has
 * 2 problem(s):" (or the restaurant's), each with the lines indented under it
 * (the dishes a problem lists); else the error it stopped with.
 * On a CI server the output has colours.
 */
export function buildProblems(log: string, root: string): BuildProblem[] {
  const lines = stripVTControlCharacters(log).split(/\r?\n/);
  const messages: string[] = [];
  let inList = false;
  for (const line of lines) {
    if (/problem\(s\):\s*$/.test(line)) inList = true;
    else if (inList && /^ {1,3}- /.test(line)) messages.push(line.replace(/^\s+- /, '').trim());
    else if (inList && messages.length > 0 && /^ {4,}\S/.test(line)) messages.push(`${messages.pop() ?? ''}\n${line.trimEnd()}`);
    else inList = false;
  }
  if (messages.length > 0) return messages.map((message) => located(message, root));
  // Vite prints the error it stopped with as "[ContentError: …]".
  const error = lines.map((line) => line.trim().replace(/^\[/, '')).find((line) => /^\w*Error: /.test(line));
  return error ? [located(error.replace(/^\w*Error: /, '').replace(/\]$/, ''), root)] : [];
}

/** What the build noted without stopping (a category with no dishes yet, or served when closed), one line each. */
export function buildNotes(log: string): string[] {
  return stripVTControlCharacters(log)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => BUILD_NOTES.some((note) => line.startsWith(note)));
}

const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** A problem as a GitHub Actions annotation on its file and line (a workflow command), every line of it. */
export function annotation({ message, file, line }: BuildProblem): string {
  const where = [file ? `file=${escapeProperty(file)}` : '', line ? `line=${line}` : ''].filter(Boolean);
  return `::error ${[...where, 'title=The menu was not published'].join(',')}::${escapeData(message)}`;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * `text` within `length` UTF-16 units (what GitHub counts, or more), cut after a whole character (a
 * grapheme: an emoji with its modifiers, a letter with its accents), at the last word that leaves room for "…".
 */
function cutAtWord(text: string, length: number): string {
  if (text.length <= length) return text;
  let kept = '';
  for (const { segment } of graphemes.segment(text)) {
    if (kept.length + segment.length > length - 1) break;
    kept += segment;
  }
  const atWord = /^\s/u.test(text.slice(kept.length)) ? kept : kept.replace(/\s+\S*$/u, '') || kept;
  return `${atWord.replace(/[\s,:;›]+$/u, '')}…`;
}

/** A status's description on one line, without control characters. */
const oneLine = (text: string) => withoutUnsafe(text).replace(/\s+/gu, ' ').trim();

/** Fewer characters than this, and a shortened name no longer says which it is. */
const SHORTEST_NAME = 12;

/**
 * `names` ("Appetizers", "Egg Roll") quoted and joined within `room`: the longest is shortened first, each
 * to no fewer than `shortest` characters; undefined if they cannot fit.
 */
function namesWithin(names: readonly string[], room: number, shortest: number): string | undefined {
  const join = (parts: readonly string[]) => parts.map((name) => `"${name}" › `).join('');
  const lengths = names.map((name) => name.length);
  let over = join(names).length - room;
  while (over > 0) {
    const longest = lengths.indexOf(Math.max(...lengths));
    if ((lengths[longest] ?? 0) <= shortest) return undefined;
    lengths[longest] = (lengths[longest] ?? 0) - 1;
    over -= 1;
  }
  const shortened = join(names.map((name, index) => cutAtWord(name, lengths[index] ?? name.length)));
  return shortened.length <= room ? shortened : undefined;
}

/**
 * `message` on one line within GitHub's 140 characters, followed by `count` (" · 2 more problems"). The field
 * and what is wrong with it are never cut: the file's folder goes first, then the file, then the owner's names
 * are shortened. Only a problem too long on its own is cut, at a word, keeping its file if there is room.
 */
function withinStatus(message: string, count: string): string {
  const room = STATUS_DESCRIPTION_LENGTH - count.length;
  const text = oneLine(message);
  if (text.length <= room) return `${text}${count}`;
  const [firstLine = '', ...rest] = message.split('\n').map((line) => line.trim());
  const found = LOCATION.exec(firstLine);
  const head = firstLine.slice(0, found?.index ?? firstLine.length).trim();
  const named = NAMES.exec(head)?.[0] ?? '';
  const names = named ? named.slice(1, -' › '.length - 1).split('" › "') : [];
  const said = oneLine([head.slice(named.length), ...rest].join(' '));
  const file = found?.[1] ? `(${path.basename(found[1])}${found[2] ? ` line ${found[2]}` : ''})` : '';
  for (const [location, shortest] of [
    [file, Infinity],
    ['', Infinity],
    ['', SHORTEST_NAME],
    ['', 1],
  ] as const) {
    const after = location ? ` ${location}` : '';
    const kept = namesWithin(names, room - said.length - after.length, shortest);
    if (kept !== undefined) return `${oneLine(`${kept}${said}`)}${after}${count}`;
  }
  // A location too long to leave room for the problem (a path outside the repository) is left to the run's summary.
  const location = found && found[0].length <= STATUS_DESCRIPTION_LENGTH / 2 ? found[0] : '';
  const cut = cutAtWord(oneLine([head, ...rest].join(' ')), room - (location ? location.length + 1 : 0));
  return `${cut}${location ? ` ${location}` : ''}${count}`;
}

/**
 * The commit status's description when the build stopped: its first problem,
 * whole when it fits, and how many others there are; the run's summary lists them all.
 */
export function failureDescription(problems: readonly BuildProblem[]): string {
  const [first] = problems;
  if (!first) return 'See the workflow run on GitHub.';
  return withinStatus(first.message, othersCount(problems.length - 1, 'problem'));
}

/** The commit status's description when the site is live: "Live", and what the build noted, if anything. */
export function successDescription(notes: readonly string[]): string {
  const [first] = notes;
  return first ? withinStatus(`${LIVE_WITH_NOTE}${first}`, othersCount(notes.length - 1, 'note')) : 'Live';
}

/** A problem as a Markdown list item, the lines it lists as a list under it. */
function listItem(message: string): string {
  const [first = '', ...rest] = message.split('\n');
  return [`- ${markdownText(first)}`, ...rest.map((line) => `  - ${markdownText(line.trim())}`)].join('\n');
}

/**
 * The run's summary (GITHUB_STEP_SUMMARY), which the badge's Details opens:
 * every problem whole, one short paragraph each, readable on a phone.
 */
export function jobSummary({ problems, notes }: { problems?: readonly BuildProblem[]; notes?: readonly string[] }): string {
  const sections: string[] = [];
  if (problems) {
    sections.push(
      '## The menu was not published',
      problems.length > 0
        ? `The site guests see is the last one published. Fix ${problems.length === 1 ? 'this' : `these ${problems.length} problems`} in the editor and save: the site is built again.`
        : 'The build stopped before checking the content: see the build job’s log.',
      ...problems.map(({ message }) => listItem(message)),
    );
  }
  if (notes && notes.length > 0) sections.push('## Notes', ...notes.map(listItem));
  return `${sections.join('\n\n')}\n`;
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

async function main([state, argument = '', log = '']: string[]): Promise<void> {
  const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID, GITHUB_STEP_SUMMARY } = process.env;
  const run = `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}`;
  const readLog = (file: string) => (file && existsSync(file) ? readFileSync(file, 'utf8') : '');
  const summarize = (text: string) => {
    if (GITHUB_STEP_SUMMARY) appendFileSync(GITHUB_STEP_SUMMARY, text);
  };
  if (state === 'pending') return setStatus('pending', 'Publishing…', run);
  if (state === 'success') {
    const notes = buildNotes(readLog(log));
    if (notes.length > 0) summarize(jobSummary({ notes }));
    return setStatus('success', successDescription(notes), argument || run);
  }
  if (state !== 'failure') throw new Error(`Usage: publish-status.ts pending | success <address> [build output] | failure <build output>`);
  const output = readLog(argument);
  const problems = buildProblems(output, process.cwd());
  for (const problem of problems) console.log(annotation(problem));
  summarize(jobSummary({ problems, notes: buildNotes(output) }));
  // The run's page shows its summary first.
  await setStatus('failure', failureDescription(problems), run);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main(process.argv.slice(2));
