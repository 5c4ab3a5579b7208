import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useMessages } from '../../i18n/messages.tsx';
import { CategoryRow } from './category-row.tsx';
import { setAvoided, useAvoidedAllergens } from '../storage/avoided-allergens.ts';
import { MenuFilters } from './menu-filters.tsx';
import type { Menu } from '../model/menu-model.ts';
import type { Allergen } from '../model/allergens.ts';
import { findMatchingDishes, isFilterActive, NO_FILTER, type MenuFilter } from '../model/menu-search.ts';
import { Notices } from './notices.tsx';
import { getSaved, savedHref, staffViewHref, subscribeToSaved } from '../storage/saved-dishes.ts';
import { LANGUAGE_ROOT } from '../../i18n/languages.ts';
import { ScrollButtons } from './scroll-buttons.tsx';
import { VisitUs } from './visit-us.tsx';
import pill from './pill.module.css';
import styles from './menu-app.module.css';

/** The element MenuApp is prerendered and hydrated into: the rest of the menu page is static HTML. */
export const MENU_APP_ID = 'menu-app';

/**
 * The dish dialog is its own chunk, with its own stylesheet: the first paint
 * needs neither, and the menu page's HTML, its CSS inline, stays small enough
 * for the first round trip of a new connection.
 */
const DishDialog = lazy(() => import('./dish-dialog.tsx').then((module) => ({ default: module.DishDialog })));

interface MenuAppProps {
  menu: Menu;
  /** The dish a dish's own page was built with open; none on the menu's own page. */
  pageDish?: string | null;
}

/**
 * The menu's interactive tree: search and filters, the category row and the
 * one dish dialog. With no filter active it shows the whole menu.
 */
export function MenuApp({ menu, pageDish = null }: MenuAppProps) {
  const messages = useMessages();
  const [search, setSearch] = useState<Omit<MenuFilter, 'avoid'>>(NO_FILTER);
  const avoid = useAvoidedAllergens();
  const filter = useMemo(() => ({ ...search, avoid }), [search, avoid]);
  // Typing stays responsive: the row re-renders with the query React can spare time for.
  const deferredFilter = useDeferredValue(filter);
  const matches = useMemo(() => (isFilterActive(deferredFilter) ? findMatchingDishes(menu, deferredFilter) : null), [menu, deferredFilter]);
  const matchCount = matches?.size ?? menu.reduce((count, category) => count + category.dishes.length, 0);
  const hiddenByAvoid = useMemo(
    () => (deferredFilter.avoid.length > 0 ? findMatchingDishes(menu, { ...deferredFilter, avoid: [] }).size - matchCount : 0),
    [menu, deferredFilter, matchCount],
  );
  const rowRef = useRef<HTMLDivElement>(null);

  // A new search starts from the first card. The guest asked for it, so the row may move.
  const changeSearch = useCallback(({ query, tags }: Omit<MenuFilter, 'avoid'>) => {
    setSearch({ query, tags });
    rowRef.current?.scrollTo({ left: 0 });
  }, []);
  // Storage's refusal changes nothing, and the panel says so.
  const changeAvoid = useCallback((next: readonly Allergen[]) => {
    const refusal = setAvoided(next);
    if (!refusal) rowRef.current?.scrollTo({ left: 0 });
    return refusal;
  }, []);
  // The search and tags, not what the guest avoids: that is about their health, not what they looked for.
  const clearFilters = useCallback(() => changeSearch(NO_FILTER), [changeSearch]);
  // Show to staff opens on the saved dishes' page, whose script has the view: Back from it comes back here.
  const hasAvoided = avoid.length > 0;
  const staffButton = useMemo(
    () =>
      hasAvoided && (
        <a className={pill.pill} href={staffViewHref(LANGUAGE_ROOT[messages.language])}>
          {messages.showToStaff}
        </a>
      ),
    [hasAvoided, messages],
  );

  return (
    <>
      {/* One grid: three short rows on a phone, one line on a wide screen (menu-app.module.css). */}
      <div className={styles.masthead}>
        <h1 className={styles.title}>{messages.menu}</h1>
        {/* In the phone's order, so that a first paint of a half-read page puts nothing where the arrows go. */}
        <div className={styles.arrows}>
          <SavedLink />
          <ScrollButtons scrollerRef={rowRef} />
        </div>
        <MenuFilters
          filter={filter}
          matchCount={matchCount}
          hiddenByAvoid={hiddenByAvoid}
          onSearchChange={changeSearch}
          onAvoidChange={changeAvoid}
          staffButton={staffButton}
        />
      </div>
      <Notices />
      <CategoryRow
        menu={menu}
        matches={matches}
        avoid={deferredFilter.avoid}
        onClearFilters={clearFilters}
        rowRef={rowRef}
        pageDish={pageDish}
      />
      <VisitUs />
      {/* Prerendered closed, or open on a dish's own page; hydrated once its chunk has arrived. */}
      <Suspense fallback={null}>
        <DishDialog menu={menu} pageDish={pageDish} />
      </Suspense>
    </>
  );
}

/** How many dishes are saved; unknown (null) while the page hydrates, as it was built. */
const useSavedCount = () =>
  useSyncExternalStore(
    subscribeToSaved,
    () => getSaved().length,
    () => null,
  );

/**
 * The link to the guest's saved dishes, with their count: the page is built
 * without it, in room kept for it, so that it moves nothing as it comes. Two
 * flex items, which the link's name reads with a space between: "Saved (2)".
 */
function SavedLink() {
  const messages = useMessages();
  const count = useSavedCount();
  return (
    <a className={`${pill.pill} ${styles.savedLink}`} href={savedHref(LANGUAGE_ROOT[messages.language])}>
      {messages.saved}
      <span className={styles.savedCount}>{count === null ? '' : `(${count})`}</span>
    </a>
  );
}
