import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePresence } from './use-presence.ts';

/** An element whose exit animation ends when `finish` is called. */
function leavingElement() {
  let finish = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const element = document.createElement('div');
  element.getAnimations = () => [{ finished } as unknown as Animation];
  return { ref: { current: element }, finish };
}

describe('usePresence', () => {
  it('gives no key while absent', () => {
    const { result } = renderHook(() => usePresence(false, { current: null }));
    expect(result.current).toBeNull();
  });

  it('keeps the key while the exit animation runs, and none once it has ended', async () => {
    const { ref, finish } = leavingElement();
    const { result, rerender } = renderHook(({ isPresent }) => usePresence(isPresent, ref), { initialProps: { isPresent: true } });
    const key = result.current;
    expect(key).not.toBeNull();
    rerender({ isPresent: false });
    expect(result.current).toBe(key);
    await act(async () => finish());
    expect(result.current).toBeNull();
  });

  it('gives a new key to a presence that begins while the last one still leaves, which the old exit then leaves alone', async () => {
    const { ref, finish } = leavingElement();
    const { result, rerender } = renderHook(({ isPresent }) => usePresence(isPresent, ref), { initialProps: { isPresent: true } });
    const first = result.current;
    rerender({ isPresent: false });
    rerender({ isPresent: true });
    expect(result.current).not.toBe(first);
    const second = result.current;
    await act(async () => finish());
    expect(result.current).toBe(second);
  });
});
