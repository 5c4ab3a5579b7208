import { expect, it, vi } from 'vitest';

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
