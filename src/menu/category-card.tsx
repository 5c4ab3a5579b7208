import { categoryCardId } from './category-nav.tsx';
import { dishButtonId } from './dish-address.ts';
import { DishTags } from './dish-tags.tsx';
import type { Category, MenuItem } from './menu-schema.ts';
import { countDishes, describePrices } from './menu-text.ts';
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
  const id = categoryCardId(category.name);
  return (
    <article id={id} className={styles.card} aria-labelledby={`${id}-title`} data-href={category.href}>
      <header className={styles.cardHeader}>
        <h2 id={`${id}-title`} className={styles.cardTitle}>
          {category.name}
        </h2>
        <p className={styles.cardMeta}>
          {countDishes(category.dishes.length)} · {describePrices(category.dishes)}
        </p>
      </header>
      <ul className={styles.dishList}>
        {category.dishes.map((dish) => (
          <li key={dish.name}>
            <button
              id={dishButtonId(dish.name)}
              type="button"
              className={styles.dish}
              onClick={(event) => onDishSelect({ ...dish, category: category.name }, event.currentTarget)}
            >
              <span className={styles.dishName}>{dish.name}</span> <span className={styles.dishPrice}>{dish.price}</span>
              {(dish.chineseName || dish.spicy || dish.vegetarian) && (
                <>
                  {' '}
                  <span className={styles.dishMeta}>
                    {dish.chineseName && <span lang="zh-Hans">{dish.chineseName}</span>} <DishTags dish={dish} />
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
