import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

it('runs after the next frame, not in it', () => {
  const callback = vi.fn();
  afterNextPaint(callback);
  expect(callback).not.toHaveBeenCalled();
  vi.advanceTimersToNextFrame();
  expect(callback).not.toHaveBeenCalled();
  vi.runOnlyPendingTimers();
  expect(callback).toHaveBeenCalledOnce();
});

it('never runs once cancelled before the frame', () => {
  const callback = vi.fn();
  const cancel = afterNextPaint(callback);
  cancel();
  vi.advanceTimersToNextFrame();
  vi.runAllTimers();
  expect(callback).not.toHaveBeenCalled();
});

it('never runs once cancelled between the frame and its task', () => {
  const callback = vi.fn();
  const cancel = afterNextPaint(callback);
  vi.advanceTimersToNextFrame();
  cancel();
  vi.runAllTimers();
  expect(callback).not.toHaveBeenCalled();
});
