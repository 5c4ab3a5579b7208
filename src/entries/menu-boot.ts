import { dishOfButton, pushDish } from '../menu/address/dish-history.ts';

/**
 * The menu page's first script. The build bundles it with what it imports
 * and inlines it into the page's <head>, so it runs before the menu is
 * painted and needs nothing from the network. Its own element carries the
 * page's module scripts, the chunks they import and the page's print
 * stylesheet (data-scripts, data-preloads and data-print, space-separated URLs).
 */
const config = document.currentScript?.dataset ?? {};
const urls = (list: string | undefined) => (list ?? '').split(' ').filter(Boolean);

// A dish tapped before the menu's script runs becomes the dish's address,
// which the menu opens once it starts: pushed, and marked, by the module the
// menu uses itself. Once the menu handles taps, it marks them handled, and
// this leaves them alone.
document.addEventListener('click', (event) => {
  if (event.defaultPrevented || !(event.target instanceof Element)) return;
  const slug = dishOfButton(event.target);
  if (slug !== null) pushDish(slug);
});

// The scripts and the rules for paper are asked for once the menu is on
// screen, so that they never compete with it for the connection or the main thread.
let isLoading = false;
const append = (tagName: 'script' | 'link', properties: Partial<HTMLScriptElement & HTMLLinkElement>) =>
  document.head.append(Object.assign(document.createElement(tagName), properties));
const load = () => {
  if (isLoading) return;
  isLoading = true;
  for (const src of urls(config.scripts)) append('script', { type: 'module', src });
  for (const href of urls(config.preloads)) append('link', { rel: 'modulepreload', href });
  for (const href of urls(config.print)) append('link', { rel: 'stylesheet', media: 'print', href });
};
// Every browser the build targets reports the first contentful paint; a
// page opened in a background tab paints only once shown: its scripts load anyway.
new PerformanceObserver((list, observer) => {
  if (list.getEntriesByName('first-contentful-paint').length === 0) return;
  observer.disconnect();
  load();
}).observe({ type: 'paint', buffered: true });
setTimeout(load, 2000);
