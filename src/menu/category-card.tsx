import { memo } from 'react';
import { categoryCardId } from './category-nav.tsx';
import { dishButtonId, toMenuItem } from './dish-address.ts';
import { DishTags } from './dish-tags.tsx';
import type { Category, Dish, MenuItem } from './menu-schema.ts';
import { isDishShown, type DishMatches } from './menu-search.ts';
import { countDishes, describePrices } from './menu-text.ts';
import styles from './category-row.module.css';

type OnDishSelect = (item: MenuItem) => void;

interface CategoryCardProps {
  category: Category;
  matches: DishMatches;
  onDishSelect: OnDishSelect;
}

/**
 * One category: a 400 x 600 card whose dish list scrolls inside it.
 * SPEC.md section 2: the card carries its link target (data-href) but its
 * title is a plain heading that does not navigate. A filter hides the
 * dishes it leaves out, and the card when it leaves out all of them; the
 * count and prices in its header are those of the dishes it shows.
 */
export function CategoryCard({ category, matches, onDishSelect }: CategoryCardProps) {
  const id = categoryCardId(category.name);
  const shownDishes = category.dishes.filter((dish) => isDishShown(dish, matches));
  return (
    <article id={id} className={styles.card} aria-labelledby={`${id}-title`} data-href={category.href} hidden={shownDishes.length === 0}>
      <header className={styles.cardHeader}>
        <h2 id={`${id}-title`} className={styles.cardTitle}>
          {category.name}
        </h2>
        {shownDishes.length > 0 && (
          <p className={styles.cardMeta}>
            {countDishes(shownDishes.length)} · {describePrices(shownDishes)}
          </p>
        )}
      </header>
      <ul className={styles.dishList}>
        {category.dishes.map((dish) => (
          <DishItem key={dish.name} dish={dish} category={category} isHidden={!isDishShown(dish, matches)} onDishSelect={onDishSelect} />
        ))}
      </ul>
    </article>
  );
}

interface DishItemProps {
  dish: Dish;
  category: Category;
  isHidden: boolean;
  onDishSelect: OnDishSelect;
}

/** One dish. Memoised: a change of filter re-renders only the dishes it shows or hides. */
const DishItem = memo(function DishItem({ dish, category, isHidden, onDishSelect }: DishItemProps) {
  return (
    <li hidden={isHidden}>
      <button id={dishButtonId(dish.name)} type="button" className={styles.dish} onClick={() => onDishSelect(toMenuItem(category, dish))}>
        <span className={styles.dishName}>{dish.name}</span> <span className={styles.dishPrice}>{dish.price}</span>
        {(dish.chineseName || dish.spicy || dish.vegetarian || dish.soldOut) && (
          <>
            {' '}
            <span className={styles.dishMeta}>
              {/* Text, not an icon: it is part of the button's accessible name (UI-CONTRACT.md). */}
              {dish.soldOut && (
                <>
                  <span className={styles.soldOut}>Sold out</span>{' '}
                </>
              )}
              {dish.chineseName && <span lang="zh-Hans">{dish.chineseName}</span>} <DishTags dish={dish} />
            </span>
          </>
        )}
      </button>
    </li>
  );
});
