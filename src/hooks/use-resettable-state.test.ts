import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useResettableState } from './use-resettable-state.ts';

function renderResettable(resetKey: number) {
  return renderHook(({ resetKey: key }) => useResettableState('regular', key), { initialProps: { resetKey } });
}

it('starts from the initial value', () => {
  const { result } = renderResettable(0);
  expect(result.current[0]).toBe('regular');
});

it('keeps what was set while the key stays the same', () => {
  const { result, rerender } = renderResettable(0);
  act(() => result.current[1]('large'));
  rerender({ resetKey: 0 });
  expect(result.current[0]).toBe('large');
});

it('goes back to the initial value when the key changes', () => {
  const { result, rerender } = renderResettable(0);
  act(() => result.current[1]('large'));
  rerender({ resetKey: 1 });
  expect(result.current[0]).toBe('regular');
});

it('never renders the old value with the new key', () => {
  const seen: string[] = [];
  const { result, rerender } = renderHook(
    ({ resetKey }) => {
      const [value, setValue] = useResettableState('regular', resetKey);
      seen.push(`${resetKey}:${value}`);
      return setValue;
    },
    { initialProps: { resetKey: 0 } },
  );
  act(() => result.current('large'));
  rerender({ resetKey: 1 });
  expect(seen).not.toContain('1:large');
});

it('can be set again after a reset', () => {
  const { result, rerender } = renderResettable(0);
  rerender({ resetKey: 1 });
  act(() => result.current[1]('small'));
  expect(result.current[0]).toBe('small');
});

it('ignores a setter from before the reset, as an unmounted component would', () => {
  const { result, rerender } = renderResettable(0);
  const staleSetValue = result.current[1];
  rerender({ resetKey: 1 });
  act(() => staleSetValue('large'));
  expect(result.current[0]).toBe('regular');
});
