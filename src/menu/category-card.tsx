import type { Category, MenuItem } from './menu-schema.ts';
import { describePrices, slugify } from './menu-text.ts';
import styles from './category-row.module.css';

interface CategoryCardProps {
  category: Category;
  onDishSelect: (item: MenuItem, trigger: HTMLElement) => void;
}

/**
 * One category: a 400 x 600 card whose dish list scrolls inside it.
 * SPEC.md section 2: the card carries its link target (data-href) but its
 * title is a plain heading that does not navigate.
 */
export function CategoryCard({ category, onDishSelect }: CategoryCardProps) {
  const headingId = `category-${slugify(category.name)}`;
  return (
    <article className={styles.card} aria-labelledby={headingId} data-href={category.href}>
      <header className={styles.cardHeader}>
        <h2 id={headingId} className={styles.cardTitle}>
          {category.name}
        </h2>
        <p className={styles.cardMeta}>
          {category.dishes.length} dishes · {describePrices(category.dishes)}
        </p>
      </header>
      <ul className={styles.dishList}>
        {category.dishes.map((dish) => (
          <li key={dish.name}>
            <button
              type="button"
              className={styles.dish}
              onClick={(event) => onDishSelect({ ...dish, category: category.name }, event.currentTarget)}
            >
              <span className={styles.dishName}>{dish.name}</span>{' '}
              <span className={styles.dishPrice}>{dish.price}</span>
              {dish.chineseName && (
                <>
                  {' '}
                  <span className={styles.dishChinese} lang="zh-Hans">
                    {dish.chineseName}
                  </span>
                </>
              )}
            </button>
          </li>
        ))}
      </ul>
    </article>
  );
}
