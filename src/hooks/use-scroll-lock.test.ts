import { renderHook } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { SCROLL_LOCK_ATTRIBUTE, useScrollLock } from './use-scroll-lock.ts';

const isLocked = () => document.documentElement.hasAttribute(SCROLL_LOCK_ATTRIBUTE);

afterEach(() => {
  document.documentElement.removeAttribute(SCROLL_LOCK_ATTRIBUTE);
});

it('locks the page on mount when asked to', () => {
  renderHook(() => useScrollLock(true));
  expect(isLocked()).toBe(true);
});

it('does nothing while not asked to', () => {
  renderHook(() => useScrollLock(false));
  expect(isLocked()).toBe(false);
});

it('unlocks on unmount, leaving html and body as they were', () => {
  const htmlBefore = document.documentElement.getAttribute('style');
  const bodyBefore = document.body.getAttribute('style');
  const { unmount } = renderHook(() => useScrollLock(true));
  unmount();
  expect(isLocked()).toBe(false);
  expect(document.documentElement.getAttribute('style')).toBe(htmlBefore);
  expect(document.body.getAttribute('style')).toBe(bodyBefore);
});

it('unlocks when asked to stop', () => {
  const { rerender } = renderHook(({ locked }) => useScrollLock(locked), { initialProps: { locked: true } });
  rerender({ locked: false });
  expect(isLocked()).toBe(false);
});

it('stays locked until the last of nested locks is released', () => {
  const outer = renderHook(() => useScrollLock(true));
  const inner = renderHook(() => useScrollLock(true));
  inner.unmount();
  expect(isLocked()).toBe(true);
  outer.unmount();
  expect(isLocked()).toBe(false);
});
