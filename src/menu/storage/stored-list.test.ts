import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_LIST, parseList, storedList } from './stored-list.ts';

const KEY = 'test:list';
const numbers = (values: readonly unknown[]) => values.filter((value): value is number => typeof value === 'number');

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('parseList', () => {
  it.each([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"a":1}', []],
    ['3', []],
    ['[]', []],
    ['[1,"two",3]', [1, 3]],
  ])('%j holds %j', (raw, values) => {
    expect(parseList(raw, numbers)).toEqual(values);
  });
});

describe('storedList', () => {
  it('with nothing stored, is the very list the page was built with, so hydration has nothing to redo', () => {
    expect(storedList(KEY, numbers).get()).toBe(EMPTY_LIST);
  });

  it('keeps what its cleaner keeps, and gives the same array until the list changes', () => {
    const list = storedList(KEY, numbers);
    list.set([1, 2]);
    expect(localStorage.getItem(KEY)).toBe('[1,2]');
    const first = list.get();
    expect(first).toEqual([1, 2]);
    expect(list.get()).toBe(first);
  });

  it('tells its listeners, and reads another tab’s change', () => {
    const list = storedList(KEY, numbers);
    const listener = vi.fn();
    const unsubscribe = list.subscribe(listener);
    list.set([1]);
    expect(listener).toHaveBeenCalledTimes(1);
    localStorage.setItem(KEY, '[2]');
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(list.get()).toEqual([2]);
    unsubscribe();
    list.set([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['full', new DOMException('full', 'QuotaExceededError')],
    ['blocked', new DOMException('blocked', 'SecurityError')],
  ])('keeps the list as it was when storage refuses a write (%s), says why, and tells no listener', (refusal, error) => {
    localStorage.setItem(KEY, '[1]');
    const list = storedList(KEY, numbers);
    const listener = vi.fn();
    list.subscribe(listener);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw error;
    });
    expect(list.set([1, 2])).toBe(refusal);
    expect(list.get()).toEqual([1]);
    expect(listener).not.toHaveBeenCalled();
  });

  it('says nothing was refused when storage keeps the write', () => {
    expect(storedList(KEY, numbers).set([1])).toBeNull();
  });

  it.each([
    [null, 0],
    ['[1,2]', 0],
    ['[1,1]', 0],
    ['[1,"two",null]', 2],
    ['{oops', 1],
    ['{"a":1}', 1],
  ])('counts the stored values %j it could not keep: %i', (raw, dropped) => {
    if (raw !== null) localStorage.setItem(KEY, raw);
    expect(storedList(KEY, numbers).dropped()).toBe(dropped);
  });

  it('reads as empty when storage is blocked or holds nonsense', () => {
    const list = storedList(KEY, numbers);
    localStorage.setItem(KEY, '{oops');
    expect(list.get()).toEqual([]);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(list.get()).toEqual([]);
  });
});
