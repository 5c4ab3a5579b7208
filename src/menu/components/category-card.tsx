import { memo, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useMinute } from '../../hooks/use-minute.ts';
import type { Messages } from '../../i18n/en.ts';
import { useMessages } from '../../i18n/messages.tsx';
import { describeServingHours, isServedNow, type ServingHours } from '../../restaurant/opening-hours.ts';
import { restaurant } from 'virtual:restaurant';
import { categoryCardId } from './category-nav.tsx';
import { dishButtonId, openDish } from '../address/dish-history.ts';
import { DishTags } from './dish-tags.tsx';
import type { Category, Dish } from '../model/menu-model.ts';
import type { Allergen } from '../model/allergens.ts';
import { isDishShown, type DishMatches } from '../model/menu-search.ts';
import { useSavedDishes } from '../storage/use-saved-dishes.ts';
import { categoryTitle, describePrices, dishNames } from '../model/menu-text.ts';
import { useIsSoldOut } from './use-sold-out.ts';
import styles from './category-card.module.css';

interface CategoryCardProps {
  category: Category;
  matches: DishMatches;
  avoid: readonly Allergen[];
  /** On a dish's own page, its dish: the page is built with the lists empty, filled once it runs. */
  pageDish: string | null;
}

const subscribeToNothing = () => () => {};

/** False while the server renders and the browser hydrates; true from the render after. */
const useIsHydrated = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

/**
 * One category: a 400 x 600 card whose dish list scrolls inside it. The
 * card carries its link target (data-href) but its title is a plain heading
 * that does not navigate. A filter hides the dishes it leaves out, and the
 * card when it leaves out all of them; the count and prices in its header
 * are those of the dishes it shows.
 */
export function CategoryCard({ category, matches, avoid, pageDish }: CategoryCardProps) {
  const messages = useMessages();
  const id = categoryCardId(category);
  const title = categoryTitle(category, messages);
  const shownDishes = category.dishes.filter((dish) => isDishShown(dish, matches));
  const saved = useSavedDishes();
  // A page per dish carrying every dish would make the site grow with the square of the menu.
  const isHydrated = useIsHydrated();
  const listed = isHydrated || pageDish === null ? category.dishes : [];
  const cardRef = useRef<HTMLElement>(null);
  // Once listed, the page's dish comes into view in its list, behind its dialog: nothing the guest saw moves.
  useLayoutEffect(() => {
    const button = isHydrated && pageDish !== null ? document.getElementById(dishButtonId(pageDish)) : null;
    if (button && cardRef.current?.contains(button)) {
      button.scrollIntoView({ block: 'nearest', container: 'nearest', behavior: 'instant' });
    }
  }, [isHydrated, pageDish]);
  return (
    <article
      ref={cardRef}
      id={id}
      className={styles.card}
      aria-labelledby={`${id}-title`}
      data-href={category.href}
      hidden={shownDishes.length === 0}
    >
      <header className={styles.cardHeader}>
        <h2 id={`${id}-title`} className={styles.cardTitle} lang={title.lang}>
          {title.text}
        </h2>
        {shownDishes.length > 0 && (
          <p className={styles.cardMeta}>
            {messages.dishCount(shownDishes.length)} · {describePrices(shownDishes, messages)}
          </p>
        )}
        {category.servingHours && <ServingNote serving={category.servingHours} />}
      </header>
      <ul className={styles.dishList}>
        {listed.map((dish) => (
          <DishItem
            key={dish.slug}
            dish={dish}
            messages={messages}
            isHidden={!isDishShown(dish, matches)}
            isSaved={saved.includes(dish.slug)}
            avoidMark={avoid.length > 0 ? describeAvoidMark(dish, avoid, messages) : null}
          />
        ))}
      </ul>
    </article>
  );
}

/**
 * When a category is served only at some hours (Lunch Specials), says so, in
 * the prerendered page too; once the page runs, also when it is not served
 * now, on the restaurant's clock, turning as the minutes do. That mark sits
 * in the header's corner, so appearing moves nothing.
 */
function ServingNote({ serving }: { serving: ServingHours }) {
  const messages = useMessages();
  const minute = useMinute();
  const isServed = minute === null || isServedNow(serving, restaurant, minute);
  return (
    <p className={styles.serving}>
      {describeServingHours(serving, messages.hours)}
      {!isServed && <span className={styles.notServed}> {messages.hours.notServedNow}</span>}
    </p>
  );
}

/**
 * What a dish left in by Avoid is marked with: "Ask staff" when nobody has
 * checked its allergens, which never means it is free of them; what it may
 * contain of those avoided; or nothing.
 */
function describeAvoidMark(dish: Dish, avoid: readonly Allergen[], messages: Messages): string | null {
  if (!dish.allergens) return messages.askStaff;
  const traces = dish.allergens.mayContain.filter((allergen) => avoid.includes(allergen));
  return traces.length > 0
    ? messages.mayContainMark(traces.map((allergen) => messages.allergens[allergen]).join(messages.listSeparator))
    : null;
}

/** "Sold out", for a dish marked so or sold out for today: its own component, so only such dishes watch the clock. */
function SoldOutMark({ dish, label }: { dish: Dish; label: string }) {
  return useIsSoldOut(dish) ? (
    <>
      <span className={styles.soldOut}>{label}</span>{' '}
    </>
  ) : null;
}

interface DishItemProps {
  dish: Dish;
  messages: Messages;
  isHidden: boolean;
  isSaved: boolean;
  avoidMark: string | null;
}

/** One dish. Memoised: a change of filter re-renders only the dishes it shows, hides or marks. */
const DishItem = memo(function DishItem({ dish, messages, isHidden, isSaved, avoidMark }: DishItemProps) {
  const { lead, other } = dishNames(dish, messages);
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
        <span className={styles.dishName} lang={lead.lang}>
          {lead.text}
        </span>{' '}
        <span className={styles.dishPrice}>{dish.price}</span>
        {/* A ribbon in the button's padding, so that marking a dish moves nothing; its word is in the button's name. */}
        {isSaved && (
          <>
            {' '}
            <span className={styles.savedMark} role="img" aria-label={messages.saved} />
          </>
        )}
        {(other || dish.spicy || dish.vegetarian || dish.soldOut || dish.soldOutOn || avoidMark) && (
          <>
            {' '}
            <span className={styles.dishMeta}>
              {/* Text, not an icon: it is part of the button's accessible name. */}
              {(dish.soldOut || dish.soldOutOn) && <SoldOutMark dish={dish} label={messages.soldOut} />}
              {other && <span lang={other.lang}>{other.text}</span>}
              {(dish.spicy !== undefined || dish.vegetarian) && ' '}
              <DishTags dish={dish} />
              {avoidMark && <span className={styles.avoidMark}>{avoidMark}</span>}
            </span>
          </>
        )}
      </button>
    </li>
  );
});
