/**
 * Whether the owner's last saved change is live. The publishing workflow
 * (.github/workflows/deploy.yml, through scripts/publish-status.ts) marks each
 * commit with a commit status under PUBLISH_CONTEXT: pending while it builds,
 * success once deployed, failure with the build's own message. The editor
 * reads the status of its branch's newest commit.
 */
import type { EditorLanguage } from '../i18n/languages.ts';
import { sayIn } from '../content/problem.ts';

/** The name the workflow's commit status goes by. */
export const PUBLISH_CONTEXT = 'Publish menu';

/** The longest description GitHub keeps on a commit status. */
export const STATUS_DESCRIPTION_LENGTH = 140;

/** How the build notes a category with no dishes yet: the site is published, and the badge says so without turning red. */
export const NOT_ON_THE_MENU_YET = 'Not on the menu yet: ';

/** How the build notes a category served when the restaurant is closed, which the owner may mean (a late bar). */
export const SERVED_OUTSIDE_OPENING_HOURS = 'Served outside the opening hours: ';

/** How each of the build's notes starts: the workflow reads its notes from the build's output by these. */
export const BUILD_NOTES = [NOT_ON_THE_MENU_YET, SERVED_OUTSIDE_OPENING_HOURS] as const;

/** A live site's description, before what the build noted. */
export const LIVE_WITH_NOTE = 'Live · ';

/** What the editor is told at /admin/publish-status.json: where to ask, for which branch; null when the site is not published by the workflow. */
export interface PublishSource {
  /** GitHub's REST API: https://api.github.com, or a GitHub Enterprise server's. */
  api: string;
  repo: string;
  branch: string;
  /** The fields' labels in each other language the editor speaks, by their English ones (fields.ts `labelsIn`). */
  labels?: Partial<Readonly<Record<EditorLanguage, Readonly<Record<string, string>>>>>;
  /** The checks' problems in each other language the editor speaks, by their English ones (problem.ts `problemsIn`). */
  problems?: Partial<Readonly<Record<EditorLanguage, Readonly<Record<string, string>>>>>;
}

/** What the editor says the build's sentences with, in its language: the fields' labels and the checks' problems, by their English. */
export interface BuildWords {
  labels?: Readonly<Record<string, string>>;
  problems?: Readonly<Record<string, string>>;
}

/** The build's words in `language`, as publish-status.json gives them. */
export const buildWordsIn = (source: PublishSource | null, language: EditorLanguage): BuildWords => ({
  labels: source?.labels?.[language],
  problems: source?.problems?.[language],
});

/** How a status ends when the build found more than it could say: " · 2 more problems". */
export const othersCount = (others: number, what: 'problem' | 'note') =>
  others > 0 ? ` · ${others} more ${what}${others > 1 ? 's' : ''}` : '';
const OTHERS_COUNT = / · (\d+) more (problem|note)s?$/u;

/** The owner's names a build's sentence starts with: `"Appetizers" › "Egg Roll" › ` before `Price: …`. */
export const NAMES = /^(?:".*?" › )+/u;

/** Where a problem is, at its end: " (content/dishes/egg-roll.yml line 5)", or the file alone. */
const WHERE = / \(([^()]+?)(?: line (\d+))?\)$/u;

/** The parts of GitHub's combined commit status (GET /repos/{owner}/{repo}/commits/{ref}/status) read here. */
export interface CombinedStatus {
  sha: string;
  statuses: readonly { context: string; state: string; description: string | null; target_url: string | null; updated_at: string }[];
}

export type PublishStatus =
  /** Since when, unless GitHub's answer holds no readable time; what the build noted, if anything. */
  | { state: 'live'; since: Date | null; note?: string }
  | { state: 'publishing' }
  | { state: 'stopped'; message: string; details: string | null }
  /** The token may not read commit statuses: the owner is told which permission to add. */
  | { state: 'no-permission' };

/** The publish status of a branch's newest commit, from GitHub's answer (its HTTP status and body). */
export function publishStatus(httpStatus: number, body: CombinedStatus | null): PublishStatus {
  if (httpStatus === 401 || httpStatus === 403 || httpStatus === 404 || !body) return { state: 'no-permission' };
  const ours = body.statuses.find((status) => status.context === PUBLISH_CONTEXT);
  // No status yet: the workflow has not started on this commit.
  if (!ours || ours.state === 'pending') return { state: 'publishing' };
  if (ours.state === 'success') {
    const since = new Date(ours.updated_at);
    const note = ours.description?.startsWith(LIVE_WITH_NOTE) ? ours.description.slice(LIVE_WITH_NOTE.length) : undefined;
    return { state: 'live', since: Number.isNaN(since.getTime()) ? null : since, ...(note && { note }) };
  }
  return { state: 'stopped', message: ours.description ?? '', details: ours.target_url };
}

/** The owner's language and clock; the browser's own by default. */
export interface Clock {
  locale?: string;
  timeZone?: string;
}

/** "12:03" today, "Nov 26, 12:03" on another day, on the owner's clock. */
export function formatSince(since: Date, now: Date, { locale, timeZone }: Clock = {}): string {
  const time = since.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
  const day = (date: Date) => date.toLocaleDateString(locale, { month: 'short', day: 'numeric', timeZone });
  return day(since) === day(now) ? time : `${day(since)}, ${time}`;
}

/** The bar's words in each language the editor speaks. */
const WORDS: Readonly<
  Record<
    EditorLanguage,
    {
      live: string;
      liveSince: (time: string) => string;
      publishing: string;
      stopped: string;
      noPermission: string;
      details: string;
      /** The build's notes, by how each starts. */
      notes: Readonly<Record<(typeof BUILD_NOTES)[number], string>>;
      others: (others: number, what: 'problem' | 'note') => string;
      /** Between a field and what is wrong with it. */
      colon: string;
      /** Where a problem is: its file, and line. */
      where: (file: string, line?: string) => string;
    }
  >
> = {
  en: {
    live: 'Live',
    liveSince: (time) => `Live since ${time}`,
    publishing: 'Publishing…',
    stopped: 'Not live: the build stopped: ',
    noPermission: 'Publish status unknown: give the token "Commit statuses: Read-only"',
    details: 'Details',
    notes: { [NOT_ON_THE_MENU_YET]: NOT_ON_THE_MENU_YET, [SERVED_OUTSIDE_OPENING_HOURS]: SERVED_OUTSIDE_OPENING_HOURS },
    others: othersCount,
    colon: ': ',
    where: (file, line) => ` (${file}${line ? ` line ${line}` : ''})`,
  },
  zh: {
    live: '已上线',
    liveSince: (time) => `已上线，自 ${time}`,
    publishing: '正在发布…',
    stopped: '未上线：构建已停止：',
    noPermission: '发布状态未知：请给令牌加上“Commit statuses: Read-only”权限',
    details: '详情',
    notes: { [NOT_ON_THE_MENU_YET]: '尚未上菜单：', [SERVED_OUTSIDE_OPENING_HOURS]: '在营业时间以外供应：' },
    others: (others, what) => ` · 另有 ${others} ${what === 'problem' ? '个问题' : '条备注'}`,
    colon: '：',
    where: (file, line) => `（${file}${line ? ` 第 ${line} 行` : ''}）`,
  },
};

/**
 * What is wrong, as the build said it in English (`message`, perhaps ending with where it is), in the words of
 * `problems`; undefined for a problem they do not say, or one cut short ("…") to fit the commit status.
 */
function problemIn(message: string, problems: Readonly<Record<string, string>>, language: EditorLanguage): string | undefined {
  const where = WHERE.exec(message);
  const problem = where ? message.slice(0, where.index) : undefined;
  const said = problem === undefined || problem.endsWith('…') ? undefined : sayIn(problem, problems);
  if (said !== undefined && where) return `${said}${WORDS[language].where(where[1] ?? '', where[2])}`;
  // A problem may end in brackets of its own: "or 3 (hot)".
  return message.endsWith('…') ? undefined : sayIn(message, problems);
}

/**
 * A sentence of the build's (a problem or a note, as the workflow wrote it on the commit) with our words in
 * `language`: the note it starts with, each field label of the place it names ("Opening hours › Monday"), what is
 * wrong, and the count of others it ends with. The owner's names, values and files stay as written; what the editor
 * does not know (an older build's problem, one cut short) stays in the build's English.
 */
export function inEditorWords(sentence: string, language: EditorLanguage, { labels = {}, problems = {} }: BuildWords = {}): string {
  const words = WORDS[language];
  const count = OTHERS_COUNT.exec(sentence);
  const text = count ? sentence.slice(0, count.index) : sentence;
  const note = BUILD_NOTES.find((start) => text.startsWith(start));
  const said = note ? text.slice(note.length) : text;
  const names = NAMES.exec(said)?.[0] ?? '';
  const rest = said.slice(names.length);
  const colon = rest.indexOf(': ');
  const field =
    colon < 0
      ? undefined
      : rest
          .slice(0, colon)
          .split(' › ')
          .map((label) => labels[label] ?? label)
          .join(' › ');
  const wrong = colon < 0 ? undefined : problemIn(rest.slice(colon + 2), problems, language);
  // A problem of a field, or of a whole file ("content/x.yml is not valid YAML: …"), else the field's label alone.
  const place =
    field !== undefined && wrong !== undefined
      ? `${field}${words.colon}${wrong}`
      : (problemIn(rest, problems, language) ?? (field === undefined ? rest : `${field}${rest.slice(colon)}`));
  const others = count ? words.others(Number(count[1]), count[2] === 'note' ? 'note' : 'problem') : '';
  return `${note ? words.notes[note] : ''}${names}${place}${others}`;
}

/** The link to the workflow's run, in `language`. */
export const detailsLabel = (language: EditorLanguage = 'en') => WORDS[language].details;

/** What the badge says, in `language`; the build's sentences in the `build` words of that language. */
export function describePublishStatus(
  status: PublishStatus,
  now: Date,
  clock: Clock = {},
  language: EditorLanguage = 'en',
  build: BuildWords = {},
): string {
  const words = WORDS[language];
  switch (status.state) {
    case 'live': {
      const live = status.since ? words.liveSince(formatSince(status.since, now, clock)) : words.live;
      return status.note ? `${live} · ${inEditorWords(status.note, language, build)}` : live;
    }
    case 'publishing':
      return words.publishing;
    case 'stopped':
      // The words end as their language punctuates: a space after an English colon, none after a Chinese one.
      return `${words.stopped}${inEditorWords(status.message, language, build)}`.trim();
    case 'no-permission':
      return words.noPermission;
  }
}
