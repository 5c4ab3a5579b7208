import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { renderPage, type PageAssets } from './entry-server.tsx';
import { MENU_APP_ID, MenuApp } from './menu/menu-app.tsx';
import { menu } from 'virtual:menu';

const ASSETS: PageAssets = {
  css: 'body{color:red}',
  stylesheets: [],
  bootScript: 'boot()',
  scripts: ['/assets/menu.js'],
  preloads: ['/assets/dialog.js'],
};

/** The rendered document, parsed as the browser would. */
async function renderDocument(path: string) {
  const page = await renderPage(path, ASSETS);
  return { status: page.status, document: new DOMParser().parseFromString(page.html, 'text/html') };
}

describe('renderPage', () => {
  it('renders every category, dish and price into the menu page', async () => {
    const { status, document: page } = await renderDocument('/');
    expect(status).toBe(200);
    const text = page.body.textContent;
    for (const category of menu) {
      expect(text).toContain(category.name);
      for (const dish of category.dishes) expect(text).toContain(`${dish.name} ${dish.price}`);
    }
  });

  it('gives the menu page its CSS inline and its first script, which names the scripts to load', async () => {
    const { document: page } = await renderDocument('/');
    expect(page.head.querySelector('style')?.textContent).toBe(ASSETS.css);
    const script = page.head.querySelector('script');
    expect(script?.textContent).toBe(ASSETS.bootScript);
    expect(script?.dataset).toMatchObject({ scripts: '/assets/menu.js', preloads: '/assets/dialog.js' });
  });

  it.each([
    ['/projects', 'Projects'],
    ['/about', 'About'],
    ['/page4', 'Page 4'],
  ])('renders %s as a static page headed %s, with no script', async (path, title) => {
    const { status, document: page } = await renderDocument(path);
    expect(status).toBe(200);
    expect(page.querySelector('h1')?.textContent).toBe(title);
    expect(page.body.textContent).toContain(`${title} content goes here.`);
    expect(page.querySelectorAll('script')).toHaveLength(0);
    expect(page.title).toBe(`${title} · Golden Lantern`);
  });

  it("shows React Router's default error screen with status 404 for an unknown path", async () => {
    const { status, document: page } = await renderDocument('/no-such-page');
    expect(status).toBe(404);
    expect(page.body.textContent).toContain('Unexpected Application Error!');
    expect(page.body.textContent).toContain('404 Not Found');
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});

it('hydrates the menu over the prerendered page without a mismatch', async () => {
  const { document: page } = await renderDocument('/');
  document.body.innerHTML = page.body.innerHTML;
  const container = document.getElementById(MENU_APP_ID);
  if (!container) throw new Error(`#${MENU_APP_ID} is missing from the rendered page`);
  const before = container.innerHTML;
  const firstDish = container.querySelector('li button');
  const recoverableErrors: unknown[] = [];
  const root = await act(async () =>
    // A mismatch is reported here (and the tree re-rendered from scratch).
    hydrateRoot(container, <MenuApp menu={menu} />, { onRecoverableError: (error) => recoverableErrors.push(error) }),
  );
  expect(recoverableErrors).toEqual([]);
  // The prerendered elements are kept, not replaced; the dish dialog, which the page leaves out, comes after them.
  expect(container.querySelector('li button')).toBe(firstDish);
  expect(container.innerHTML.startsWith(before)).toBe(true);
  act(() => root.unmount());
});
