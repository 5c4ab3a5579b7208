/**
 * The menu page's first script. The build compiles this file and inlines it
 * into the page's <head>, so it runs before the menu is painted and needs
 * nothing from the network. It may use only the browser's globals: no import.
 * Its own element carries the page's module scripts and the chunks they
 * import (data-scripts and data-preloads, space-separated URLs), and where
 * the page's dishes have their own pages (data-dishes: "/dishes/").
 */
(() => {
  const config = document.currentScript?.dataset ?? {};
  const urls = (list: string | undefined) => (list ?? '').split(' ').filter(Boolean);

  // A dish tapped before the menu's script runs becomes the dish's address,
  // which the menu opens once it starts: pushed, and marked, exactly as
  // src/menu/dish-history.ts does. Once the menu handles taps itself, it
  // marks them handled, and this leaves them alone.
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const button = event.target.closest('button[id^="dish-"]');
    if (!button) return;
    const mark = { dishPushedBy: performance.timeOrigin };
    const href = `${config.dishes ?? '/dishes/'}${button.id.slice('dish-'.length)}/`;
    const state: unknown = history.state;
    const isOurs = typeof state === 'object' && state !== null && 'dishPushedBy' in state && state.dishPushedBy === mark.dishPushedBy;
    if (isOurs) history.replaceState(mark, '', href);
    else history.pushState(mark, '', href);
  });

  // The scripts are asked for once the menu is on screen, so that they never
  // compete with it for the connection or the main thread.
  let isLoading = false;
  const load = () => {
    if (isLoading) return;
    isLoading = true;
    for (const src of urls(config.scripts)) {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      document.head.append(script);
    }
    for (const href of urls(config.preloads)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  };
  if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      load();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(load));
  }
  // A page opened in a background tab paints only once shown: its scripts load anyway.
  setTimeout(load, 2000);
})();
