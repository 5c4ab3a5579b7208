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
}

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
    { live: string; liveSince: (time: string) => string; publishing: string; stopped: string; noPermission: string; details: string }
  >
> = {
  en: {
    live: 'Live',
    liveSince: (time) => `Live since ${time}`,
    publishing: 'Publishing…',
    stopped: 'Not live: the build stopped:',
    noPermission: 'Publish status unknown: give the token "Commit statuses: Read-only"',
    details: 'Details',
  },
  zh: {
    live: '已上线',
    liveSince: (time) => `已上线，自 ${time}`,
    publishing: '正在发布…',
    stopped: '未上线：构建已停止：',
    noPermission: '发布状态未知：请给令牌加上“Commit statuses: Read-only”权限',
    details: '详情',
  },
};

/** The link to the workflow's run, in `language`. */
export const detailsLabel = (language: EditorLanguage = 'en') => WORDS[language].details;

/** What the badge says, in `language`. */
export function describePublishStatus(status: PublishStatus, now: Date, clock: Clock = {}, language: EditorLanguage = 'en'): string {
  const words = WORDS[language];
  switch (status.state) {
    case 'live': {
      const live = status.since ? words.liveSince(formatSince(status.since, now, clock)) : words.live;
      return status.note ? `${live} · ${status.note}` : live;
    }
    case 'publishing':
      return words.publishing;
    case 'stopped':
      return `${words.stopped} ${status.message}`.trim();
    case 'no-permission':
      return words.noPermission;
  }
}
