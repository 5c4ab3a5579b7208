import { useEffect, useState, type RefObject } from 'react';

/**
 * Keeps what is shown while `isPresent` mounted until the exit animations of
 * `ref`'s element have run, as Radix's Presence does: the key to mount it by
 * while it is present or leaving, null once it has left. A presence that
 * begins while the last one still leaves gets a new key: its node starts afresh.
 */
export function usePresence(isPresent: boolean, ref: RefObject<Element | null>): number | null {
  const [presence, setPresence] = useState({ key: 0, isPresent, isLeaving: false });
  if (presence.isPresent !== isPresent) {
    setPresence({ key: isPresent ? presence.key + 1 : presence.key, isPresent, isLeaving: !isPresent });
  }
  const { key, isLeaving } = presence;

  useEffect(() => {
    const element = ref.current;
    if (!isLeaving || !element) return;
    let isCurrent = true;
    void Promise.allSettled(element.getAnimations().map((animation) => animation.finished)).then(() => {
      if (isCurrent) setPresence((current) => (current.key === key ? { ...current, isLeaving: false } : current));
    });
    return () => {
      isCurrent = false;
    };
  }, [isLeaving, key, ref]);

  return isPresent || isLeaving ? key : null;
}
