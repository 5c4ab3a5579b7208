import { afterEach, describe, expect, it } from 'vitest';
import {
  getSaved,
  mergeSaved,
  parseSaved,
  parseShared,
  SAVED_DISHES_KEY,
  savedHref,
  sharedListHref,
  splitKnown,
  toggleIn,
  toggleSaved,
} from './saved-dishes.ts';
import { staffNames } from '../model/menu-text.ts';

afterEach(() => {
  localStorage.clear();
});

describe('parseSaved', () => {
  it.each([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"a":1}', []],
    ['"egg-roll"', []],
    ['[]', []],
    ['["egg-roll","wontons-10"]', ['egg-roll', 'wontons-10']],
    ['["wontons-10","egg-roll","wontons-10"]', ['wontons-10', 'egg-roll']],
    ['["egg-roll",3,null,"Egg Roll","<b>","-x","ok"]', ['egg-roll', 'ok']],
  ])('%j holds %j', (raw, slugs) => {
    expect(parseSaved(raw)).toEqual(slugs);
  });
});

describe('parseShared', () => {
  it.each([
    ['', null],
    ['?dish=egg-roll', null],
    ['?d=', null],
    ['?d=,,', null],
    ['?d=egg-roll', ['egg-roll']],
    ['?d=egg-roll,wontons-10', ['egg-roll', 'wontons-10']],
    ['?d=egg-roll%2Cwontons-10&utm_source=chat', ['egg-roll', 'wontons-10']],
    ['?d=egg-roll,egg-roll,BAD,wontons-10,', ['egg-roll', 'wontons-10']],
  ])('%s names %j', (search, slugs) => {
    expect(parseShared(search)).toEqual(slugs);
  });
});

it.each([
  [[], ['a'], ['a']],
  [['a', 'b'], [], ['a', 'b']],
  [
    ['a', 'b'],
    ['c', 'a', 'd'],
    ['a', 'b', 'c', 'd'],
  ],
  [
    ['b', 'a'],
    ['a', 'b'],
    ['b', 'a'],
  ],
])('a friend’s list %j joins %j as %j: the own list first and whole', (mine, theirs, merged) => {
  expect(mergeSaved(mine, theirs)).toEqual(merged);
});

it.each([
  [[], 'a', ['a']],
  [['a', 'b'], 'c', ['a', 'b', 'c']],
  [['a', 'b', 'c'], 'b', ['a', 'c']],
])('%j toggled at %s is %j', (list, slug, toggled) => {
  expect(toggleIn(list, slug)).toEqual(toggled);
});

it.each([
  [[], [], 0],
  [['a', 'b'], ['A', 'B'], 0],
  [['a', 'gone', 'b', 'also-gone'], ['A', 'B'], 2],
])('of %j the menu still has %j, and %i are gone', (slugs, known, gone) => {
  const menu = new Map([
    ['a', 'A'],
    ['b', 'B'],
  ]);
  expect(splitKnown(slugs, (slug) => menu.get(slug))).toEqual({ known, gone });
});

it.each([
  ['/', '/saved/', '/saved/?d=a,b'],
  ['/dishes/egg-roll/', '/saved/', '/saved/?d=a,b'],
  ['/zh/', '/zh/saved/', '/zh/saved/?d=a,b'],
  ['/zh/saved/', '/zh/saved/', '/zh/saved/?d=a,b'],
])('from %s the list is %s and shared as %s', (pathname, list, shared) => {
  expect(savedHref(pathname)).toBe(list);
  expect(sharedListHref(['a', 'b'], pathname)).toBe(shared);
  expect(parseShared(new URL(shared, 'https://x.example').search)).toEqual(['a', 'b']);
});

it.each([
  [
    { name: 'Egg Roll', chineseName: '蛋卷' },
    { staff: { text: '蛋卷', lang: 'zh-Hans' }, guest: { text: 'Egg Roll', lang: 'en' } },
  ],
  [{ name: '酸菜鱼' }, { staff: { text: '酸菜鱼', lang: 'zh-Hans' } }],
  [{ name: 'Fortune Cookies' }, { staff: { text: 'Fortune Cookies', lang: 'en' } }],
])('the staff read %j as %j', (dish, names) => {
  expect(staffNames(dish)).toEqual(names);
});

describe('the list on the phone', () => {
  it('is kept in localStorage by slug, in the order saved, and a toggle takes a dish off', () => {
    expect(getSaved()).toEqual([]);
    toggleSaved('egg-roll');
    toggleSaved('wontons-10');
    expect(localStorage.getItem(SAVED_DISHES_KEY)).toBe('["egg-roll","wontons-10"]');
    expect(getSaved()).toEqual(['egg-roll', 'wontons-10']);
    toggleSaved('egg-roll');
    expect(getSaved()).toEqual(['wontons-10']);
  });
});
