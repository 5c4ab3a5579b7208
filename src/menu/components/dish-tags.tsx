import { useMessages } from '../../i18n/messages.tsx';
import type { Dish } from '../model/menu-model.ts';
import styles from './dish-tags.module.css';

/** The chili and the leaf as SVG, for the filter buttons (menu-filters.tsx). */
export function ChiliIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path className={styles.chiliStem} d="M11.5 1.5c-.2 1.3.3 2.2 1.3 2.6" />
      <path
        className={styles.chili}
        d="M12.6 4.3c1.2 1 1.1 3.2-.4 5.4-1.9 2.8-5.6 5-9.4 4.6-.9-.1-.8-.9 0-1.2 3.2-1 5.3-3.2 6.3-6.1.6-1.8 2.2-3.6 3.5-2.7z"
      />
    </svg>
  );
}

export function LeafIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path
        className={styles.leaf}
        d="M14 2C7 2 2.5 5 2.5 10.3c0 1.2.3 2.2.8 3 .9-3.3 3.2-5.6 6.6-7-2.6 1.8-4.6 4.2-5.5 7.3.8.4 1.7.6 2.7.6C12.4 14.2 14 8.6 14 2z"
      />
    </svg>
  );
}

/**
 * Small labelled badges for a dish's tags: chilies for its spice level, a
 * leaf for vegetarian. The icons are painted by CSS (dish-tags.module.css),
 * not drawn with <svg>: a badge is one element instead of up to ten, and
 * opening the modal dialog restyles every element on the page.
 * The parent lays the badges out.
 */
export function DishTags({ dish, showLabels = false }: { dish: Pick<Dish, 'spicy' | 'vegetarian'>; showLabels?: boolean }) {
  const messages = useMessages();
  return (
    <>
      {dish.spicy !== undefined && (
        <span
          className={styles.tag}
          data-tag="spicy"
          data-level={dish.spicy}
          data-labelled={showLabels || undefined}
          role="img"
          aria-label={messages.spiceLevel(dish.spicy)}
        >
          {showLabels && <span aria-hidden="true">{messages.spiceLevel(dish.spicy)}</span>}
        </span>
      )}
      {dish.vegetarian && (
        <span
          className={styles.tag}
          data-tag="vegetarian"
          data-labelled={showLabels || undefined}
          role="img"
          aria-label={messages.vegetarian}
        >
          {showLabels && <span aria-hidden="true">{messages.vegetarian}</span>}
        </span>
      )}
    </>
  );
}
