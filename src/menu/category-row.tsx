import { memo, useEffect, useMemo, useRef, type RefObject } from 'react';
import { useActiveChild } from '../hooks/use-active-child.ts';
import { CategoryCard } from './category-card.tsx';
import { CategoryNav } from './category-nav.tsx';
import type { Menu, MenuItem } from './menu-schema.ts';
import { isDishShown, type DishMatches } from './menu-search.ts';
import styles from './category-row.module.css';

/** How soon after a Tab keydown a focus event counts as caused by it. */
const TAB_FOCUS_WINDOW_MS = 250;

interface CategoryRowProps {
  menu: Menu;
  matches: DishMatches;
  onDishSelect: (item: MenuItem) => void;
  onClearFilters: () => void;
  /** The scrolling row, which the arrows elsewhere on the page also move. */
  rowRef: RefObject<HTMLDivElement | null>;
}

/**
 * SPEC.md section 2: the cards in a horizontally scrolling, snap-aligned,
 * staggered row, below their category chips. Memoised: opening or closing
 * the dialog must not re-render 135 dishes.
 *
 * Every card and dish stays in the page; a filter hides those it leaves
 * out (the hidden attribute), so clearing a search shows them again instead
 * of building them anew.
 */
export const CategoryRow = memo(function CategoryRow({ menu, matches, onDishSelect, onClearFilters, rowRef }: CategoryRowProps) {
  const { activeIndex, scrollToChild, revealChild } = useActiveChild(rowRef);
  const shownCategories = useMemo(
    () => menu.filter((category) => category.dishes.some((dish) => isDishShown(dish, matches))),
    [menu, matches],
  );

  // Only focus moved by Tab reveals a card: a click must not scroll the row
  // under the pointer, nor focus returning from the dialog move it on close.
  const lastTabAt = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') lastTabAt.current = event.timeStamp;
    };
    document.addEventListener('keydown', onKeyDown, { capture: true });
    return () => document.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);

  // A new set of results starts from its first card.
  useEffect(() => {
    if (rowRef.current) rowRef.current.scrollLeft = 0;
  }, [matches, rowRef]);

  return (
    <div className={styles.carousel}>
      <CategoryNav categories={shownCategories} activeIndex={activeIndex} onSelect={scrollToChild} />
      {/* tabIndex: the row scrolls, so it must be reachable by keyboard (WCAG 2.1.1).
          onFocus: tabbing to a dish in a card that is partly off screen brings the whole card into view. */}
      <div
        ref={rowRef}
        className={styles.row}
        role="region"
        aria-label="Menu categories"
        tabIndex={0}
        onFocus={(event) => {
          const card = event.target.closest('article');
          if (card && event.timeStamp - lastTabAt.current < TAB_FOCUS_WINDOW_MS) revealChild(card);
        }}
      >
        {menu.map((category) => (
          <CategoryCard key={category.name} category={category} matches={matches} onDishSelect={onDishSelect} />
        ))}
        {shownCategories.length === 0 && (
          <div className={styles.empty}>
            <p>No dish matches your search.</p>
            <button type="button" className={styles.emptyButton} onClick={onClearFilters}>
              Show all dishes
            </button>
          </div>
        )}
      </div>
    </div>
  );
});
