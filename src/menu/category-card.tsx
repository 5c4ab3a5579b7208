import { memo } from 'react';
import { categoryCardId } from './category-nav.tsx';
import { dishButtonId } from './dish-address.ts';
import { openDish } from './dish-history.ts';
import { DishTags } from './dish-tags.tsx';
import type { Category, Dish } from './menu-model.ts';
import { isDishShown, type DishMatches } from './menu-search.ts';
import { countDishes, describePrices } from './menu-text.ts';
import styles from './category-row.module.css';

interface CategoryCardProps {
  category: Category;
  matches: DishMatches;
}

/**
 * One category: a 400 x 600 card whose dish list scrolls inside it. The
 * card carries its link target (data-href) but its title is a plain heading
 * that does not navigate. A filter hides the dishes it leaves out, and the
 * card when it leaves out all of them; the count and prices in its header
 * are those of the dishes it shows.
 */
export function CategoryCard({ category, matches }: CategoryCardProps) {
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
          <DishItem key={dish.slug} dish={dish} isHidden={!isDishShown(dish, matches)} />
        ))}
      </ul>
    </article>
  );
}

/** One dish. Memoised: a change of filter re-renders only the dishes it shows or hides. */
const DishItem = memo(function DishItem({ dish, isHidden }: { dish: Dish; isHidden: boolean }) {
  return (
    <li hidden={isHidden}>
      <button
        id={dishButtonId(dish.slug)}
        type="button"
        className={styles.dish}
        onClick={(event) => {
          // Handled: the page's first script, which keeps taps made before the menu was interactive, leaves it alone.
          event.preventDefault();
          openDish(dish.slug);
        }}
      >
        <span className={styles.dishName}>{dish.name}</span> <span className={styles.dishPrice}>{dish.price}</span>
        {(dish.chineseName || dish.spicy || dish.vegetarian || dish.soldOut) && (
          <>
            {' '}
            <span className={styles.dishMeta}>
              {/* Text, not an icon: it is part of the button's accessible name. */}
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
