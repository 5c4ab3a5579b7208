import { memo, Suspense, useMemo, type RefObject } from 'react';
import { revealChild, useActiveChild } from '../../hooks/use-active-child.ts';
import { useMessages } from '../../i18n/messages.tsx';
import { CategoryCard } from './category-card.tsx';
import { CategoryNav } from './category-nav.tsx';
import type { Menu } from '../model/menu-model.ts';
import type { Allergen } from '../model/allergens.ts';
import { isDishShown, type DishMatches } from '../model/menu-search.ts';
import styles from './category-row.module.css';

interface CategoryRowProps {
  menu: Menu;
  matches: DishMatches;
  /** The allergens the guest avoids: the dishes that stay are marked with what they may hold, or "ask staff". */
  avoid: readonly Allergen[];
  onClearFilters: () => void;
  /** The scrolling row, which the arrows elsewhere on the page also move. */
  rowRef: RefObject<HTMLDivElement | null>;
  /** On a dish's own page, its dish: the lists are empty until the page runs. */
  pageDish: string | null;
}

/**
 * The cards in a horizontally scrolling, snap-aligned, staggered row, below
 * their category chips. Memoised: opening or closing the dialog must not
 * re-render 135 dishes.
 *
 * Every card and dish stays in the page; a filter hides those it leaves
 * out (the hidden attribute), so clearing a search shows them again instead
 * of building them anew.
 */
export const CategoryRow = memo(function CategoryRow({ menu, matches, avoid, onClearFilters, rowRef, pageDish }: CategoryRowProps) {
  const messages = useMessages();
  const { activeIndex, scrollToChild } = useActiveChild(rowRef);
  const shownCategories = useMemo(
    () => menu.filter((category) => category.dishes.some((dish) => isDishShown(dish, matches))),
    [menu, matches],
  );

  return (
    <div className={styles.carousel}>
      <CategoryNav categories={shownCategories} activeIndex={activeIndex} onSelect={scrollToChild} />
      {/* tabIndex: the row scrolls, so it must be reachable by keyboard (WCAG 2.1.1).
          onFocus: tabbing to a dish in a card partly off screen brings the whole card into view;
          a click does not, nor does focus the dialog gives back as it closes. */}
      <div
        ref={rowRef}
        className={styles.row}
        role="region"
        aria-label={messages.menuCategories}
        tabIndex={0}
        onFocus={(event) => {
          const card = event.target.closest('article');
          const isFromDialog = event.relatedTarget instanceof Element && event.relatedTarget.closest('dialog') !== null;
          if (card && event.target.matches(':focus-visible') && !isFromDialog) revealChild(card);
        }}
      >
        {/* A boundary per card: each card hydrates and commits in a task of its
            own, so hydrating the row is not one long task on a slow phone. */}
        {menu.map((category) => (
          <Suspense key={category.name} fallback={null}>
            <CategoryCard category={category} matches={matches} avoid={avoid} pageDish={pageDish} />
          </Suspense>
        ))}
        {shownCategories.length === 0 && (
          <div className={styles.empty}>
            <p>{messages.noDishMatchesSearch}</p>
            <button type="button" className={styles.emptyButton} onClick={onClearFilters}>
              {messages.showAllDishes}
            </button>
          </div>
        )}
      </div>
    </div>
  );
});
