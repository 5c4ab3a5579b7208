import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates that markup,
 * true from the render after: for parts the prerendered page leaves out, so
 * that hydration matches it. React's own way to tell the two apart
 * (https://react.dev/reference/react/useSyncExternalStore#adding-support-for-server-rendering).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
