/**
 * Whether the owner's last saved change is live. The publishing workflow
 * (.github/workflows/deploy.yml, through scripts/publish-status.ts) marks each
 * commit with a commit status under PUBLISH_CONTEXT: pending while it builds,
 * success once deployed, failure with the build's own message. The editor
 * reads the status of its branch's newest commit.
 */
import type { EditorLanguage } from '../i18n/languages.ts';

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
}

/** How a status ends when the build found more than it could say: " · 2 more problems". */
export const othersCount = (others: number, what: 'problem' | 'note') =>
  others > 0 ? ` · ${others} more ${what}${others > 1 ? 's' : ''}` : '';
const OTHERS_COUNT = / · (\d+) more (problem|note)s?$/u;

/** The owner's names a build's sentence starts with: `"Appetizers" › "Egg Roll" › ` before `Price: …`. */
export const NAMES = /^(?:".*?" › )+/u;

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
  },
};

/**
 * A sentence of the build's (a problem or a note, as the workflow wrote it on the commit) with our words in
 * `language`: the note it starts with, each field label of the place it names ("Opening hours › Monday"), and the
 * count of others it ends with. What is wrong stays in the build's English, which has no other language yet; the
 * owner's names, values and files stay as written.
 */
export function inEditorWords(sentence: string, language: EditorLanguage, labels: Readonly<Record<string, string>> = {}): string {
  const words = WORDS[language];
  const count = OTHERS_COUNT.exec(sentence);
  const text = count ? sentence.slice(0, count.index) : sentence;
  const note = BUILD_NOTES.find((start) => text.startsWith(start));
  const said = note ? text.slice(note.length) : text;
  const names = NAMES.exec(said)?.[0] ?? '';
  const rest = said.slice(names.length);
  const colon = rest.indexOf(': ');
  const place =
    colon < 0
      ? rest
      : `${rest
          .slice(0, colon)
          .split(' › ')
          .map((label) => labels[label] ?? label)
          .join(' › ')}${rest.slice(colon)}`;
  const others = count ? words.others(Number(count[1]), count[2] === 'note' ? 'note' : 'problem') : '';
  return `${note ? words.notes[note] : ''}${names}${place}${others}`;
}

/** The link to the workflow's run, in `language`. */
export const detailsLabel = (language: EditorLanguage = 'en') => WORDS[language].details;

/** What the badge says, in `language`; the build's sentences with the fields' `labels` in it. */
export function describePublishStatus(
  status: PublishStatus,
  now: Date,
  clock: Clock = {},
  language: EditorLanguage = 'en',
  labels: Readonly<Record<string, string>> = {},
): string {
  const words = WORDS[language];
  switch (status.state) {
    case 'live': {
      const live = status.since ? words.liveSince(formatSince(status.since, now, clock)) : words.live;
      return status.note ? `${live} · ${inEditorWords(status.note, language, labels)}` : live;
    }
    case 'publishing':
      return words.publishing;
    case 'stopped':
      // The words end as their language punctuates: a space after an English colon, none after a Chinese one.
      return `${words.stopped}${inEditorWords(status.message, language, labels)}`.trim();
    case 'no-permission':
      return words.noPermission;
  }
}
