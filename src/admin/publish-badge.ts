/**
 * The bar under the editor that says whether the last saved
 * change is live (publish-status.ts decides what it says). It asks GitHub with
 * the token the owner signed in with, which Sveltia CMS keeps in
 * localStorage. Until the change is live it asks again every few seconds
 * while the editor is in view (so it says so within seconds of the build's
 * end, or of a re-run that passes); it asks after each save, on each move
 * within the editor (a delete included), and when the editor is shown or
 * focused again.
 */
import type { EditorLanguage } from '../i18n/languages.ts';
import {
  buildWordsIn,
  describePublishStatus,
  detailsLabel,
  publishStatus,
  type CombinedStatus,
  type PublishSource,
  type PublishStatus,
} from './publish-status.ts';

/** Written beside config.yml by plugins/admin.ts. */
const SOURCE_FILE = 'publish-status.json';
/** Where Sveltia CMS keeps who is signed in: `{ backendName: 'github', token }`. */
const USER_KEY = 'sveltia-cms.user';
/** A publish takes a minute or two: until it is live the badge asks every few seconds (the API allows 5,000 requests an hour). */
const NOT_LIVE_POLL_MS = 3_000;
/** Not signed in yet: how often to look for the token, without asking GitHub. */
const SIGN_IN_POLL_MS = 10_000;

function signedInToken(): string | undefined {
  try {
    const user: unknown = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null');
    if (typeof user !== 'object' || user === null) return undefined;
    const { backendName, token } = user as { backendName?: unknown; token?: unknown };
    return backendName === 'github' && typeof token === 'string' && token ? token : undefined;
  } catch {
    return undefined;
  }
}

async function fetchStatus({ api, repo, branch }: PublishSource, token: string): Promise<PublishStatus> {
  const response = await fetch(`${api}/repos/${repo}/commits/${encodeURIComponent(branch)}/status`, {
    headers: { Accept: 'application/vnd.github+json', Authorization: `Bearer ${token}`, 'X-GitHub-Api-Version': '2022-11-28' },
    cache: 'no-store',
  });
  return publishStatus(response.status, response.ok ? ((await response.json()) as CombinedStatus) : null);
}

function render(badge: HTMLElement, status: PublishStatus | undefined, language: EditorLanguage, source: PublishSource | null): void {
  badge.hidden = status === undefined;
  badge.dataset.state = status?.state ?? '';
  if (!status) return;
  const text = describePublishStatus(status, new Date(), {}, language, buildWordsIn(source, language));
  // The workflow's run on GitHub; anything but a web address is left out.
  const details = status.state === 'stopped' && status.details?.match(/^https?:\/\//) ? status.details : null;
  if (!details) {
    badge.textContent = text;
    return;
  }
  const link = Object.assign(document.createElement('a'), {
    href: details,
    target: '_blank',
    rel: 'noopener',
    textContent: detailsLabel(language),
  });
  badge.replaceChildren(`${text} `, link);
}

/** Shows the badge, in `language`, once the editor knows where to ask; call `refresh` after each save. */
export async function startPublishBadge(badge: HTMLElement, language: EditorLanguage): Promise<{ refresh: () => void }> {
  const response = await fetch(SOURCE_FILE, { cache: 'no-store' }).catch(() => undefined);
  const source = response?.ok ? ((await response.json()) as PublishSource | null) : null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Only the latest question's answer is shown and asks again: a focus during a poll starts one of its own.
  let asked = 0;

  const refresh = async () => {
    clearTimeout(timer);
    const question = ++asked;
    if (!source) return render(badge, undefined, language, source);
    const token = signedInToken();
    if (!token) {
      // Not signed in yet: look again soon, without asking GitHub.
      render(badge, undefined, language, source);
      timer = setTimeout(() => void refresh(), SIGN_IN_POLL_MS);
      return;
    }
    const status = await fetchStatus(source, token).catch(() => undefined);
    if (question !== asked) return;
    render(badge, status, language, source);
    // Hidden, the editor asks nothing: it asks again once shown.
    if ((status?.state === 'publishing' || status?.state === 'stopped') && document.visibilityState === 'visible')
      timer = setTimeout(() => void refresh(), NOT_LIVE_POLL_MS);
  };

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refresh();
    else clearTimeout(timer);
  });
  window.addEventListener('focus', () => void refresh());
  // A delete is a commit too, and Sveltia has no event for it: it then goes back to the list, as any move in the editor.
  window.addEventListener('hashchange', () => void refresh());
  await refresh();
  return { refresh: () => void refresh() };
}
