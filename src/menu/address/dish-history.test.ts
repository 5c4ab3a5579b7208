import { describe, expect, it, vi } from 'vitest';
import { dishButtonId, dishHref, dishOfButton, dishSlugOf, withoutDish } from './dish-history.ts';

it('gives a dish a page of its own in the language it is opened in, and its button an id, from its slug', () => {
  expect(dishHref('chef-s-hot-and-sour-soup', '/')).toBe('/dishes/chef-s-hot-and-sour-soup/');
  expect(dishHref('wontons-10', '/zh/')).toBe('/zh/dishes/wontons-10/');
  expect(dishHref('wontons-10', '/zh/dishes/egg-roll/')).toBe('/zh/dishes/wontons-10/');
  expect(dishButtonId('wontons-10')).toBe('dish-wontons-10');
});

it.each([
  ['<button id="dish-wontons-10"><span>Wontons</span></button>', 'span', 'wontons-10'],
  ['<button id="dish-egg-roll">Egg Roll</button>', 'button', 'egg-roll'],
  ['<button id="share"><span>Share</span></button>', 'span', null],
  ['<h2 id="dish-dialog-title"><span>Egg Roll</span></h2>', 'span', null],
])('in %s, a press on the %s is on the dish %s', (html, selector, slug) => {
  document.body.innerHTML = html;
  const target = document.body.querySelector(selector);
  expect(target && dishOfButton(target)).toBe(slug);
});

describe('dishSlugOf', () => {
  it.each([
    ['https://x.example/dishes/wontons-10/', 'wontons-10'],
    ['https://x.example/dishes/wontons-10', 'wontons-10'],
    ['https://x.example/zh/dishes/egg-roll/?utm=a#top', 'egg-roll'],
    ['https://x.example/?dish=wontons-10', 'wontons-10'],
    ['https://x.example/zh/?dish=egg-roll', 'egg-roll'],
    ['https://x.example/', null],
    ['https://x.example/zh/', null],
    ['https://x.example/dishes/', null],
    ['https://x.example/?dish=', null],
    ['https://x.example/about', null],
  ])('%s names %s', (url, slug) => {
    expect(dishSlugOf(new URL(url))).toBe(slug);
  });
});

describe('withoutDish', () => {
  it.each([
    ['https://x.example/dishes/egg-roll/', '/'],
    ['https://x.example/zh/dishes/egg-roll/?utm=a#top', '/zh/?utm=a#top'],
    ['https://x.example/?dish=egg-roll', '/'],
    ['https://x.example/?utm=a&dish=egg-roll#top', '/?utm=a#top'],
    ['https://x.example/', '/'],
  ])('%s → %s', (url, expected) => {
    expect(withoutDish(new URL(url))).toBe(expected);
  });
});

/** A store fresh from its module, on the given address: its state is the module's own. */
async function loadHistory(url: string) {
  window.history.replaceState(null, '', url);
  vi.resetModules();
  return import('./dish-history.ts');
}

const nextPopState = () => new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
const address = () => `${window.location.pathname}${window.location.search}`;

it('opening a dish pushes its address, which then names it', async () => {
  const history = await loadHistory('/');
  const length = window.history.length;
  history.openDish('egg-roll');
  expect(address()).toBe('/dishes/egg-roll/');
  expect(window.history.length).toBe(length + 1);
  expect(history.getOpenDish()).toBe('egg-roll');
});

it('opening the dish the address already names adds no entry', async () => {
  const history = await loadHistory('/dishes/egg-roll/');
  const length = window.history.length;
  history.openDish('egg-roll');
  expect(window.history.length).toBe(length);
  expect(history.getOpenDish()).toBe('egg-roll');
});

it('closing a dish it opened goes back to the menu entry beneath, and shows it closed at once', async () => {
  const history = await loadHistory('/');
  history.openDish('egg-roll');
  const landed = nextPopState();
  history.closeDish();
  expect(history.getOpenDish()).toBeNull();
  await landed;
  expect(address()).toBe('/');
  expect(history.getOpenDish()).toBeNull();
});

it.each(['/dishes/egg-roll/', '/?dish=egg-roll'])(
  'closing a dish that came with the page (%s) replaces its address: there is no menu entry of ours beneath',
  async (url) => {
    const history = await loadHistory(url);
    const length = window.history.length;
    history.closeDish();
    expect(address()).toBe('/');
    expect(window.history.length).toBe(length);
  },
);

it("closing tells the menu even when the address names no dish already: a dish page's first script took it back to the menu's", async () => {
  const history = await loadHistory('/dishes/egg-roll/');
  const listener = vi.fn();
  const unsubscribe = history.subscribe(listener);
  window.history.replaceState(null, '', '/');
  const length = window.history.length;
  history.closeDish();
  unsubscribe();
  expect(listener).toHaveBeenCalledOnce();
  expect(history.getOpenDish()).toBeNull();
  expect(address()).toBe('/');
  expect(window.history.length).toBe(length);
});

it('a dish opened while the last one is being closed opens at once, and gets its own entry once back() has landed', async () => {
  const history = await loadHistory('/');
  history.openDish('egg-roll');
  const landed = nextPopState();
  history.closeDish();
  history.openDish('pu-pu-platter');
  expect(history.getOpenDish()).toBe('pu-pu-platter');
  await landed;
  expect(address()).toBe('/dishes/pu-pu-platter/');
  expect(history.getOpenDish()).toBe('pu-pu-platter');

  const closed = nextPopState();
  history.closeDish();
  await closed;
  expect(address()).toBe('/');
});

it("the guest's Back, pressed as a dish closes, is the one step back: the menu stays", async () => {
  const history = await loadHistory('/');
  history.openDish('egg-roll');
  const popstates = vi.fn();
  window.addEventListener('popstate', popstates);
  const landed = nextPopState();
  history.closeDish();
  window.history.back();
  await landed;
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
  window.removeEventListener('popstate', popstates);
  expect(popstates).toHaveBeenCalledOnce();
  expect(address()).toBe('/');
  expect(history.getOpenDish()).toBeNull();
});

it('a dish opened and closed again while the last one is being closed leaves no entry', async () => {
  const history = await loadHistory('/');
  history.openDish('egg-roll');
  const landed = nextPopState();
  history.closeDish();
  history.openDish('pu-pu-platter');
  history.closeDish();
  await landed;
  expect(address()).toBe('/');
  expect(history.getOpenDish()).toBeNull();
});

it('tells its listeners of every change, Back and Forward included', async () => {
  const history = await loadHistory('/');
  const listener = vi.fn();
  const unsubscribe = history.subscribe(listener);
  history.openDish('egg-roll');
  expect(listener).toHaveBeenCalledTimes(1);
  const back = nextPopState();
  window.history.back();
  await back;
  expect(listener).toHaveBeenCalledTimes(2);
  expect(history.getOpenDish()).toBeNull();
  const forward = nextPopState();
  window.history.forward();
  await forward;
  expect(listener).toHaveBeenCalledTimes(3);
  expect(history.getOpenDish()).toBe('egg-roll');
  unsubscribe();
});

it('keeps to the language of the page: a dish opened on the Chinese menu has its Chinese address, and closing it leads back there', async () => {
  const history = await loadHistory('/zh/');
  history.openDish('egg-roll');
  expect(address()).toBe('/zh/dishes/egg-roll/');
  const fromItsPage = await loadHistory('/zh/dishes/egg-roll/');
  fromItsPage.closeDish();
  expect(address()).toBe('/zh/');
});
