import { useEffect, useRef } from 'react';
import { useMessages } from '../../i18n/messages.tsx';
import type { Category } from '../model/menu-model.ts';
import { categoryTitle } from '../model/menu-text.ts';
import styles from './category-nav.module.css';

/** A category's card is `<article id="category-<slug>">`: a chip links to it. */
export function categoryCardId(category: Pick<Category, 'slug'>): string {
  return `category-${category.slug}`;
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
 * chip is brought into view as the guest moves the row.
 */
export function CategoryNav({ categories, activeIndex, onSelect }: CategoryNavProps) {
  const messages = useMessages();
  const listRef = useRef<HTMLUListElement>(null);
  const shownIndex = useRef(activeIndex);
  useEffect(() => {
    // Only a change: on hydration the line stays where the guest may have swiped it.
    if (shownIndex.current === activeIndex) return;
    shownIndex.current = activeIndex;
    listRef.current?.children[activeIndex]?.scrollIntoView({ block: 'nearest', inline: 'nearest', container: 'nearest' });
  }, [activeIndex]);
  return (
    <nav className={styles.chips} aria-label={messages.categoriesNavigation}>
      <ul ref={listRef}>
        {categories.map((category, index) => {
          const title = categoryTitle(category, messages);
          return (
            <li key={category.slug}>
              <a
                className={styles.chip}
                href={`#${categoryCardId(category)}`}
                aria-current={index === activeIndex ? 'true' : undefined}
                lang={title.lang}
                onClick={(event) => {
                  event.preventDefault();
                  onSelect(index);
                }}
              >
                {title.text}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
