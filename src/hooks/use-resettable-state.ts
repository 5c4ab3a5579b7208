import { useCallback, useState } from 'react';

/**
 * useState that goes back to `initial` whenever `resetKey` changes: what a
 * `key` does to a component's state, without building its elements anew.
 *
 * React's "adjusting some state when a prop changes": the reset is a state
 * update during render, so React renders this component again at once,
 * before its children, and nothing on screen ever shows the old value.
 * https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes
 *
 * A setter from before the last reset does nothing, just as the setter of
 * an unmounted component does: a late answer (a share finishing, say) must
 * not land in what came after it.
 */
export function useResettableState<T>(initial: T, resetKey: unknown): [T, (value: T) => void] {
  const [state, setState] = useState({ value: initial, resetKey });
  const isStale = !Object.is(state.resetKey, resetKey);
  if (isStale) setState({ value: initial, resetKey });

  const setValue = useCallback(
    (value: T) => setState((current) => (Object.is(current.resetKey, resetKey) ? { value, resetKey } : current)),
    [resetKey],
  );
  return [isStale ? initial : state.value, setValue];
}
