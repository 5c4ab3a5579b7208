import { problem } from './problem.ts';

/**
 * The characters content text may hold, and how the build's messages show
 * text that came from content: a line break or control character in a name
 * would start a new line of the build's output (which a CI server may read as
 * a command), and a bidirectional override would turn " · Menu" around in a
 * title.
 */

/** Controls (C0, DEL, C1), line and paragraph separators, and the bidirectional embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex -- finding control characters is what it is for
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'gu');
/** What a multi-line field (a description, a page's Markdown) may hold besides: line breaks and tabs. */
const MULTI_LINE_ALLOWED = /[\n\t]/u;

const codePoint = (character: string) => `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Invisible, a character other than a line break is deleted by retyping the text around it. */
const DELETE_IT = { en: 'delete it (it is invisible: retype the text around it)', zh: '请删除它（它看不见：请重新输入它前后的文字）' };

/** What the build says of a character content text may not hold, by the character's code (U+000A): in English, and in the editor's language. */
export const CHARACTER_PROBLEMS = {
  newLine: problem<'code'>({ en: 'holds a line break ({code}); write it on one line', zh: '含有换行符（{code}）；请写在一行里' }),
  lineBreak: problem<'code'>({ en: `holds a line break ({code}); ${DELETE_IT.en}`, zh: `含有换行符（{code}）；${DELETE_IT.zh}` }),
  bidirectional: problem<'code'>({
    en: `holds a bidirectional override ({code}), which turns the text around it back to front; ${DELETE_IT.en}`,
    zh: `含有双向控制字符（{code}），会把它前后的文字顺序颠倒；${DELETE_IT.zh}`,
  }),
  control: problem<'code'>({ en: `holds a control character ({code}); ${DELETE_IT.en}`, zh: `含有控制字符（{code}）；${DELETE_IT.zh}` }),
} as const;

function problemOf(character: string) {
  if (character === '\n') return CHARACTER_PROBLEMS.newLine;
  if (character === '\r' || character === '\u2028' || character === '\u2029') return CHARACTER_PROBLEMS.lineBreak;
  if (/[\u202A-\u202E\u2066-\u2069]/u.test(character)) return CHARACTER_PROBLEMS.bidirectional;
  return CHARACTER_PROBLEMS.control;
}

/** Why `value` may not be content text, and where in it; undefined if it may. A single-line field holds no line break either. */
export function characterProblem(value: string, { multiLine = false } = {}): { message: string; index: number } | undefined {
  for (const match of value.matchAll(UNSAFE_ALL)) {
    const [character] = match;
    if (multiLine && MULTI_LINE_ALLOWED.test(character)) continue;
    return { message: problemOf(character).say({ code: codePoint(character) }), index: match.index };
  }
  return undefined;
}

/** Content text in a message: every character that could break the line or turn it around written as \u{…}. */
export function escapeText(text: string): string {
  return text.replace(UNSAFE_ALL, (character) => `\\u{${(character.codePointAt(0) ?? 0).toString(16).toUpperCase()}}`);
}

/** Text with every such character a space, for where no escape is read: a commit status. */
export function withoutUnsafe(text: string): string {
  return text.replace(UNSAFE_ALL, ' ');
}

/** Content text quoted in a message: "Egg Roll". */
export function quoted(text: string): string {
  return `"${escapeText(text)}"`;
}

/**
 * A list of problems as the build prints it: "The menu has 2 problem(s):" then "  - …". A problem's own
 * lines (the dishes it lists) are indented by four spaces or more; any other line break is content's, written \u{A}.
 * No line can begin with "::", which GitHub Actions reads as a command, even after spaces.
 */
export function problemList(heading: string, problems: readonly string[]): string {
  const lines = (problem: string) => escapeText(problem).replace(/\\u\{A\}(?= {4}(?!\s*::))/g, '\n');
  return `${heading}:\n${problems.map((problem) => `  - ${lines(problem)}`).join('\n')}`;
}

/** Text in a Markdown summary (a run's job summary), Markdown's punctuation escaped: it quotes the owner's own names. */
export const markdownText = (text: string) => escapeText(text).replace(/[!-/:-@[-`{-~]/g, (character) => `\\${character}`);

/** The build's own text printed whole: no content can add a line to it, and no line of it reads as a CI command. */
export function safeForLog(message: string): string {
  return message
    .split('\n')
    .map((line) => {
      const escaped = escapeText(line);
      return /^\s*::/.test(escaped) ? escaped.replace('::', '\\u{3A}:') : escaped;
    })
    .join('\n');
}

/**
 * Whether `href` is a path on this site. A browser reads a backslash as a
 * slash and drops tabs and line breaks, so "/\\evil.example" and "/\t/evil.example" are another host, like "//evil.example".
 */
export function isSameSitePath(href: string): boolean {
  return /^\/(?![/\\])/.test(href.replace(/[\t\n\r]/g, ''));
}
