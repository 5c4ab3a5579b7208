import { useRef } from 'react';
import { useKeepChildInView } from '../hooks/use-keep-child-in-view.ts';
import type { Category } from './menu-schema.ts';
import { slugify } from './dish-address.ts';
import styles from './category-row.module.css';

export function categoryCardId(name: string): string {
  return `category-${slugify(name)}`;
}

interface CategoryNavProps {
  categories: readonly Category[];
  activeIndex: number;
  onSelect: (index: number) => void;
}

/**
 * A chip per category. Each is a link to its card, so it works before the
 * script loads; once it runs, choosing one scrolls the row instead of
 * jumping the page, and the chip of the card in view is marked current.
 * Where the chips make one sideways-scrolling line (a phone), the current
 * chip is kept in view as the row moves.
 */
export function CategoryNav({ categories, activeIndex, onSelect }: CategoryNavProps) {
  const listRef = useRef<HTMLUListElement>(null);
  useKeepChildInView(listRef, activeIndex);
  return (
    <nav className={styles.chips} aria-label="Categories">
      <ul ref={listRef}>
        {categories.map((category, index) => (
          <li key={category.name}>
            <a
              className={styles.chip}
              href={`#${categoryCardId(category.name)}`}
              aria-current={index === activeIndex ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                onSelect(index);
              }}
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
