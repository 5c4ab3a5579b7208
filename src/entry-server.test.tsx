import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { renderPage, PAGE_PATHS } from './entry-server.tsx';
import { MenuApp } from './menu/menu-app.tsx';
import { MENU_APP_ID } from './menu/menu-app-id.ts';
import { menu } from 'virtual:menu';

describe('renderPage', () => {
  it('renders every category, dish and price into the menu page', async () => {
    const page = await renderPage('/');
    expect(page.status).toBe(200);
    expect(page.isInteractive).toBe(true);
    // React escapes "&" and "'" in text; compare against what the browser will read.
    const container = document.createElement('div');
    container.innerHTML = page.html;
    const text = container.textContent;
    for (const category of menu) {
      expect(text).toContain(category.name);
      for (const dish of category.dishes) expect(text).toContain(`${dish.name} ${dish.price}`);
    }
  });

  it.each([
    ['/projects', 'Projects'],
    ['/about', 'About'],
    ['/contact', 'Contact'],
    ['/page1', 'Page 1'],
    ['/page4', 'Page 4'],
  ])('renders %s as a static page headed %s', async (path, title) => {
    const page = await renderPage(path);
    expect(page).toMatchObject({ status: 200, title, isInteractive: false });
    expect(page.html).toContain(`<h1>${title}</h1>`);
    expect(page.html).toContain(`${title} content goes here.`);
  });

  it("shows React Router's default error screen with status 404 for an unknown path", async () => {
    const page = await renderPage('/no-such-page');
    expect(page.status).toBe(404);
    expect(page.isInteractive).toBe(false);
    expect(page.html).toContain('Unexpected Application Error!');
    expect(page.html).toContain('404 Not Found');
  });

  it('lists every page the site links to', () => {
    expect(PAGE_PATHS).toEqual(['/', '/projects', '/about', '/contact', '/page1', '/page2', '/page3', '/page4']);
  });
});

it('hydrates the menu over the prerendered page without a mismatch', async () => {
  document.body.innerHTML = (await renderPage('/')).html;
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
