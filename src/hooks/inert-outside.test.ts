import { afterEach, expect, it } from 'vitest';
import { inertOutside } from './inert-outside.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML = `
    <header id="header"></header>
    <main id="main">
      <div id="app">
        <div id="row"></div>
        <dialog id="dialog"><button id="inside"></button></dialog>
        <div id="already" inert></div>
      </div>
      <script id="data" type="application/ld+json">{}</script>
    </main>
    <footer id="footer"></footer>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { byId, dialog: byId('dialog') };
}

it('makes every element outside the kept one inert, but not its ancestors or its content', () => {
  const { byId, dialog } = page();
  inertOutside(dialog);
  for (const id of ['header', 'footer', 'row', 'already']) expect(byId(id).hasAttribute('inert'), id).toBe(true);
  for (const id of ['main', 'app', 'dialog', 'inside']) expect(byId(id).hasAttribute('inert'), id).toBe(false);
});

it('leaves scripts alone: they never render', () => {
  const { byId, dialog } = page();
  inertOutside(dialog);
  expect(byId('data').hasAttribute('inert')).toBe(false);
});

it('undoes exactly what it did: an element that was inert before stays inert', () => {
  const { byId, dialog } = page();
  const undo = inertOutside(dialog);
  undo();
  for (const id of ['header', 'footer', 'row']) expect(byId(id).hasAttribute('inert'), id).toBe(false);
  expect(byId('already').hasAttribute('inert')).toBe(true);
});
