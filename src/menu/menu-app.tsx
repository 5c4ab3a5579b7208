import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useIsHydrated } from '../hooks/use-is-hydrated.ts';
import { RESTAURANT_TAGLINE } from '../site-config.ts';
import { HYDRATED_ATTRIBUTE, MENU_APP_ID } from './menu-app-id.ts';
import { CategoryRow } from './category-row.tsx';
import { MenuFilters } from './menu-filters.tsx';
import { ScrollButtons } from './scroll-buttons.tsx';
import type { Menu } from './menu-schema.ts';
import { findMatchingDishes, isFilterActive, NO_FILTER, type MenuFilter } from './menu-search.ts';
import { useDishDialog } from './use-dish-dialog.ts';
import styles from './menu-filters.module.css';

/**
 * The dish dialog is its own chunk, with its own stylesheet: the first paint
 * needs neither, and the menu page's HTML, its CSS inline, stays small enough
 * for the first round trip of a new connection.
 */
const DishDialog = lazy(() => import('./dish-dialog.tsx').then((module) => ({ default: module.DishDialog })));

/**
 * The menu's interactive tree: search and filters, the category row and the
 * one dish dialog. With no filter active it shows the whole menu, exactly
 * as SPEC.md describes it.
 */
export function MenuApp({ menu }: { menu: Menu }) {
  const [filter, setFilter] = useState<MenuFilter>(NO_FILTER);
  // Typing stays responsive: the row re-renders with the query React can spare time for.
  const deferredFilter = useDeferredValue(filter);
  const matches = useMemo(() => (isFilterActive(deferredFilter) ? findMatchingDishes(menu, deferredFilter) : null), [menu, deferredFilter]);
  const matchCount = matches?.size ?? menu.reduce((count, category) => count + category.dishes.length, 0);
  const clearFilters = useCallback(() => setFilter(NO_FILTER), []);
  const dialog = useDishDialog(menu);
  const rowRef = useRef<HTMLDivElement>(null);

  // The prerendered page has no dialog, so the first render in the browser
  // has none either (hydration must match); it mounts right after.
  const isHydrated = useIsHydrated();
  // Tells the page's first script, and tests, that the menu now answers taps
  // itself (its script loads after the first paint, so the load event does not say so).
  useEffect(() => {
    document.getElementById(MENU_APP_ID)?.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);

  return (
    <>
      {/* One grid: three short rows on a phone, one line on a wide screen (menu-filters.module.css). */}
      <div className={styles.masthead}>
        <h1 className={styles.title}>Menu</h1>
        <p className={styles.tagline}>{RESTAURANT_TAGLINE}</p>
        <MenuFilters filter={filter} matchCount={matchCount} onFilterChange={setFilter} />
        <div className={styles.arrows}>
          <ScrollButtons scrollerRef={rowRef} />
        </div>
      </div>
      <CategoryRow menu={menu} matches={matches} onDishSelect={dialog.select} onClearFilters={clearFilters} rowRef={rowRef} />
      {isHydrated && (
        // A dish tapped before the chunk has arrived opens once it has.
        <Suspense fallback={null}>
          <DishDialog
            item={dialog.state.dish}
            isOpen={dialog.state.phase === 'open'}
            openings={dialog.state.openings}
            onClose={dialog.onClose}
          />
        </Suspense>
      )}
    </>
  );
}
