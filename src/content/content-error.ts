import { problemList, safeForLog } from './content-text.ts';

/** What each kind of content calls itself at the head of its problems: "The menu has 2 problem(s):". */
const HEADINGS = {
  menu: 'The menu has',
  restaurant: 'The restaurant file has',
  pages: 'The pages have',
  notices: 'The notices have',
} as const;

export type ContentKind = keyof typeof HEADINGS;

/**
 * Content the build cannot use. Each problem names the file, the field and
 * its line in the editor's words: `"Starters" › "Spring Rolls" › price: must
 * look like $14.00 … (content/dishes/spring-rolls.yml line 5)`. The message is
 * the problems alone: a stack trace would bury them, and no content can add a
 * line to the build's output or start one with "::" (content-text.ts).
 */
export class ContentError extends Error {
  override name = 'ContentError';
  // Not a field of its own: Node would print it a second time below the message.
  readonly #problems: readonly string[];

  /** The problems of one kind of content under its heading; of no kind (a file that could not be read, a page too large), one a line. */
  constructor(kind: ContentKind | undefined, problems: readonly string[], text = listed(kind, problems)) {
    const message = safeForLog(text);
    super(message);
    this.#problems = problems;
    this.stack = `${this.name}: ${message}`;
  }

  /** Each problem, one a line of the message. */
  get problems(): readonly string[] {
    return this.#problems;
  }

  /** Every error in one message, and what to do next under it: what the build stops with. */
  static together(errors: readonly ContentError[], next: string): ContentError {
    const text = `${errors.map((error) => error.message).join('\n')}\n\n${next}`;
    return new ContentError(
      undefined,
      errors.flatMap((error) => error.problems),
      text,
    );
  }
}

function listed(kind: ContentKind | undefined, problems: readonly string[]): string {
  return kind === undefined ? problems.join('\n') : problemList(`${HEADINGS[kind]} ${problems.length} problem(s)`, problems);
}
