/**
 * A menu page learns of a new build when it is shown again, and once as it
 * starts if the service worker may have given it: the live build lists its
 * menu scripts in /build.json, and a page whose own script is no longer among
 * them is from an older build. It then offers a link that reloads it, fixed in
 * a corner so that nothing under the guest's finger moves. A page the worker
 * gave is its saved copy whenever the network took longer than the worker
 * waits: on a slow network, the first load after a publish is the old menu.
 */

/** Written by the build (plugins/service-worker.ts) at the site's root, never cached. */
export const BUILD_FILE = '/build.json';

export interface Build {
  /** The menu pages' scripts, as paths: /assets/menu-en-<hash>.js. */
  scripts: string[];
}

function isBuild(value: unknown): value is Build {
  return (
    typeof value === 'object' &&
    value !== null &&
    'scripts' in value &&
    Array.isArray(value.scripts) &&
    value.scripts.every((script) => typeof script === 'string')
  );
}

/** Whether the live build no longer serves the page's own script; anything but a build list says nothing. */
export function isFromOlderBuild(ownScript: string, live: unknown): boolean {
  return isBuild(live) && !live.scripts.includes(new URL(ownScript).pathname);
}

/**
 * Fixed, so that nothing on the page moves when it appears. Styled here, not
 * in the page's stylesheet, which is inlined into the menu page's HTML: that
 * has to arrive in the first round trip, and this link is rarely needed.
 */
const LINK_STYLE: Partial<CSSStyleDeclaration> = {
  position: 'fixed',
  zIndex: '10',
  bottom: 'max(var(--space-4), env(safe-area-inset-bottom))',
  left: '50%',
  translate: '-50% 0',
  padding: 'var(--space-3) var(--space-5)',
  borderRadius: '999px',
  background: 'var(--color-lacquer)',
  boxShadow: 'var(--shadow-raised)',
  color: 'var(--color-on-lacquer)',
  fontWeight: '600',
  whiteSpace: 'nowrap',
};

async function fetchLiveBuild(): Promise<unknown> {
  try {
    const response = await fetch(BUILD_FILE, { cache: 'no-store' });
    return response.ok ? await response.json() : null;
  } catch {
    // Offline or a bad answer: the page keeps what it shows, and asks again next time.
    return null;
  }
}

/** Watches for a new build from the page's start on; `ownScript` is the page's entry's import.meta.url. */
export function offerReloadOnNewBuild(ownScript: string, label: string): void {
  const watching = new AbortController();
  let isChecking = false;
  const check = async () => {
    if (document.visibilityState !== 'visible' || isChecking) return;
    isChecking = true;
    const isOutdated = isFromOlderBuild(ownScript, await fetchLiveBuild());
    isChecking = false;
    if (!isOutdated) return;
    watching.abort();
    const link = document.createElement('a');
    Object.assign(link.style, LINK_STYLE);
    link.href = location.href;
    link.textContent = label;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      location.reload();
    });
    document.body.append(link);
  };
  document.addEventListener('visibilitychange', () => void check(), { signal: watching.signal });
  // Without a worker, the page came from the network: it is the live build. Offline, there is no live build to ask.
  if (navigator.serviceWorker?.controller && navigator.onLine) void check();
}
