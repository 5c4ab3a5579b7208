import { useRef, type ReactNode } from 'react';
import { useScrollButtons } from '../hooks/use-scroll-buttons.ts';
import { CategoryCard } from './category-card.tsx';
import type { Menu, MenuItem } from './menu-schema.ts';
import styles from './category-row.module.css';

interface CategoryRowProps {
  menu: Menu;
  onDishSelect: (item: MenuItem, trigger: HTMLElement) => void;
  /** What shares a line with the arrows: the page's heading. */
  children?: ReactNode;
}

/** SPEC.md section 2: the cards in a horizontally scrolling, snap-aligned, staggered row, with arrows. */
export function CategoryRow({ menu, onDishSelect, children }: CategoryRowProps) {
  const rowRef = useRef<HTMLDivElement>(null);
  const { canScrollLeft, canScrollRight, scrollByStep } = useScrollButtons(rowRef);

  return (
    <div className={styles.carousel}>
      <div className={styles.toolbar}>
        {children}
        <div className={styles.controls}>
          {/* aria-disabled rather than disabled: a disabled button would drop the focus of whoever just pressed it. */}
          <ArrowButton direction="left" isDisabled={!canScrollLeft} onPress={() => scrollByStep(-1)} />
          <ArrowButton direction="right" isDisabled={!canScrollRight} onPress={() => scrollByStep(1)} />
        </div>
      </div>
      {/* tabIndex: the row scrolls, so it must be reachable by keyboard (WCAG 2.1.1). */}
      <div ref={rowRef} className={styles.row} role="region" aria-label="Menu categories" tabIndex={0}>
        {menu.map((category) => (
          <CategoryCard key={category.name} category={category} onDishSelect={onDishSelect} />
        ))}
      </div>
    </div>
  );
}

function ArrowButton({ direction, isDisabled, onPress }: { direction: 'left' | 'right'; isDisabled: boolean; onPress: () => void }) {
  return (
    <button
      type="button"
      className={styles.arrow}
      aria-label={direction === 'left' ? 'Scroll left' : 'Scroll right'}
      aria-disabled={isDisabled}
      onClick={() => {
        if (!isDisabled) onPress();
      }}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
      </svg>
    </button>
  );
}
