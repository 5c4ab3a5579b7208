import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// The test files of a worker share one jsdom (isolate: false, in vite.config.ts): each starts from a blank page.
// The same head and body elements, emptied: Testing Library's `screen` holds on to the body.
for (const element of [document.documentElement, document.head, document.body]) {
  for (const { name } of [...element.attributes]) element.removeAttribute(name);
}
document.head.replaceChildren();
document.body.replaceChildren();
localStorage.clear();
sessionStorage.clear();
history.replaceState(null, '', '/');

// The first opening of a lazy part (the dish dialog) compiles its module, which
// on two busy cores (the third language's copy runs these tests beside the rest) can take past the default second.
configure({ asyncUtilTimeout: 5000 });

// A console error in a unit test is a failure: it is how React reports act()
// and hydration problems, which otherwise pass unnoticed.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
});

// jsdom has no layout, so no ResizeObserver and no scrolling into view;
// what they do is tested in Chromium (e2e/).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.scrollTo ??= () => {};

// jsdom has no showModal(); this stands in for the browser's part (open, and a
// close event on close()). Focus, the top layer and the inert page as a guest
// meets them are tested in Chromium (e2e/).
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};

// jsdom runs no CSS animations or transitions.
Element.prototype.getAnimations ??= () => [];
