import { useSyncExternalStore } from 'react';

const MS_PER_MINUTE = 60_000;

/** The current minute, as milliseconds since the epoch: the same value all minute long, as useSyncExternalStore needs. */
const currentMinute = () => Math.floor(Date.now() / MS_PER_MINUTE) * MS_PER_MINUTE;

/** Calls `listener` as each minute turns, for as long as it is subscribed. */
function subscribe(listener: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    timer = setTimeout(
      () => {
        listener();
        schedule();
      },
      MS_PER_MINUTE - (Date.now() % MS_PER_MINUTE),
    );
  };
  schedule();
  // A phone asleep skips timers: catch up when the page is shown again.
  document.addEventListener('visibilitychange', listener);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', listener);
  };
}

/**
 * The minute it is now, updated as each one turns; null while the server
 * renders and the browser hydrates, since the page was built at another time.
 */
export function useMinute(): number | null {
  return useSyncExternalStore(subscribe, currentMinute, () => null);
}
