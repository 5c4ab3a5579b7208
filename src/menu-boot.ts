/**
 * The menu page's first script, inlined into its <head> by the build: it
 * runs before the menu is painted and needs nothing from the network.
 *
 * It is serialised with Function.prototype.toString (`menuBootScript` in
 * src/entry-server.tsx, a module Vite compiles; tsx, which runs the build
 * scripts, would wrap inner functions in a `__name` helper the page lacks),
 * so it may use only its argument and the browser's globals.
 */
export interface MenuBootConfig {
  /** The element the menu hydrates into; it carries `hydratedAttribute` once taps are React's. */
  appId: string;
  hydratedAttribute: string;
  /** Where a dish tapped before hydration is kept (its slug) for the app to open. */
  earlyDishAttribute: string;
  /** Dish buttons are `<button id="${dishIdPrefix}<slug>">`. */
  dishIdPrefix: string;
  /** The module scripts of the page, and the chunks they import (asked for at once, as modulepreload). */
  scripts: readonly string[];
  preloads: readonly string[];
  /** How long to wait for a first contentful paint before loading the scripts anyway (a background tab paints only when shown). */
  fallbackMs: number;
}

export function bootMenuPage(config: MenuBootConfig): void {
  // A tap on a dish before the menu's script has run is not lost: the dish is
  // remembered, and the app opens it as soon as it has hydrated.
  document.addEventListener(
    'click',
    (event) => {
      const app = document.getElementById(config.appId);
      if (!app || app.hasAttribute(config.hydratedAttribute) || !(event.target instanceof Element)) return;
      const button = event.target.closest(`button[id^="${config.dishIdPrefix}"]`);
      if (button && app.contains(button)) app.setAttribute(config.earlyDishAttribute, button.id.slice(config.dishIdPrefix.length));
    },
    { capture: true },
  );

  // The scripts are asked for once the menu is on screen, so that they never
  // compete with it for the connection or the main thread.
  let isLoading = false;
  const load = () => {
    if (isLoading) return;
    isLoading = true;
    for (const src of config.scripts) {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      document.head.append(script);
    }
    for (const href of config.preloads) {
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
  setTimeout(load, config.fallbackMs);
}
