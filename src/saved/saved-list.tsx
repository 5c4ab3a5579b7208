import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Messages } from '../i18n/en.ts';
import { MessagesProvider, useMessages } from '../i18n/messages.tsx';
import { droppedAvoided, getAvoided, setAvoided, useAvoidedAllergens } from '../menu/storage/avoided-allergens.ts';
import { dishHref } from '../menu/address/dish-history.ts';
import { DishPhoto } from '../menu/components/dish-photo.tsx';
import { DishTags } from '../menu/components/dish-tags.tsx';
import type { Dish, Menu } from '../menu/model/menu-model.ts';
import { describeAllergens, dishNames } from '../menu/model/menu-text.ts';
import {
  droppedSaved,
  getSaved,
  mergeSaved,
  parseShared,
  savedHref,
  setSaved,
  sharedListHref,
  splitKnown,
  toggleIn,
} from '../menu/storage/saved-dishes.ts';
import { shareLink } from '../menu/components/share-link.ts';
import { StorageNote } from '../menu/components/storage-note.tsx';
import type { StorageRefusal } from '../menu/storage/stored-list.ts';
import { useIsSoldOut } from '../menu/components/use-sold-out.ts';
import { useSavedDishes } from '../menu/storage/use-saved-dishes.ts';
import { restaurant } from 'virtual:restaurant';
import { openStaffViewIfAsked, ShowToStaff } from './staff-view.tsx';
import styles from './saved-list.module.css';

/**
 * Fills the saved dishes' page (src/pages/saved-page.tsx) with the guest's
 * list, or the list a shared address names. Dishes the menu no longer has
 * (or stored values that are no dish's) leave the guest's list here, once,
 * and the page says how many; so do allergens to avoid that it does not know.
 */
export function showSavedList(container: HTMLElement, menu: Menu, messages: Messages): void {
  const dishes = new Map(menu.flatMap((category) => category.dishes).map((dish) => [dish.slug, dish]));
  const { known, gone } = splitKnown(getSaved(), (slug) => dishes.get(slug));
  const [malformed, unknownAvoided] = [droppedSaved(), droppedAvoided()];
  // Written back once, so the notes say it once; a write storage refuses leaves the lists as they were, and they show the same.
  if (gone + malformed > 0) setSaved(known.map((dish) => dish.slug));
  if (unknownAvoided > 0) setAvoided(getAvoided());
  openStaffViewIfAsked();
  createRoot(container).render(
    <MessagesProvider messages={messages}>
      <SavedList dishes={dishes} gone={gone + malformed} unknownAvoided={unknownAvoided} />
    </MessagesProvider>,
  );
}

interface SavedListProps {
  dishes: ReadonlyMap<string, Dish>;
  /** How many saved dishes the menu no longer had. */
  gone: number;
  /** How many stored allergens to avoid the menu does not know. */
  unknownAvoided: number;
}

function SavedList({ dishes, gone, unknownAvoided }: SavedListProps) {
  const messages = useMessages();
  const mine = useSavedDishes();
  const avoided = useAvoidedAllergens();
  const [refusal, setRefusal] = useState<StorageRefusal | null>(null);
  // A friend's list, from the address: shown until added, never written over the guest's own.
  const [shared, setShared] = useState(() => parseShared(location.search));
  const { known: shown, gone: sharedGone } = useMemo(() => splitKnown(shared ?? mine, (slug) => dishes.get(slug)), [shared, mine, dishes]);
  const goneCount = shared ? sharedGone : gone;

  const addToMyList = () => {
    const refused = setSaved(
      mergeSaved(
        getSaved(),
        shown.map((dish) => dish.slug),
      ),
    );
    setRefusal(refused);
    // Refused, the friend's list stays on screen, to add again or show as it is.
    if (refused) return;
    history.replaceState(null, '', savedHref(location.pathname));
    setShared(null);
  };

  return (
    <>
      {shared && <h2 className={styles.sharedTitle}>{messages.sharedWithYou}</h2>}
      {goneCount > 0 && <p className={styles.note}>{messages.goneFromMenu(goneCount)}</p>}
      {unknownAvoided > 0 && <p className={styles.note}>{messages.unknownAvoided(unknownAvoided)}</p>}
      {(shown.length > 0 || avoided.length > 0) && (
        <div className={styles.actions}>
          <ShowToStaff dishes={shown} avoided={avoided} />
          {shown.length > 0 &&
            (shared ? (
              <button type="button" className={styles.action} onClick={addToMyList}>
                {messages.addToMyList}
              </button>
            ) : (
              <ShareList slugs={mine} />
            ))}
        </div>
      )}
      <StorageNote refusal={refusal} />
      {shown.length === 0 ? (
        <p className={styles.empty}>{messages.savedNone}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((dish) => (
            <SavedItem key={dish.slug} dish={dish} onRemove={shared ? null : () => setRefusal(setSaved(toggleIn(getSaved(), dish.slug)))} />
          ))}
        </ul>
      )}
      {shared && (
        <p>
          <a className={styles.myList} href={savedHref(location.pathname)}>
            {messages.myList(mine.length)}
          </a>
        </p>
      )}
    </>
  );
}

/** Shares the list's address, which opens these dishes on any phone. */
function ShareList({ slugs }: { slugs: readonly string[] }) {
  const messages = useMessages();
  const [status, setStatus] = useState('');
  const share = async () => {
    const url = new URL(sharedListHref(slugs, location.pathname), location.origin).href;
    setStatus(await shareLink({ title: `${messages.savedDishes} · ${restaurant.name}`, text: messages.savedDishes, url }, messages));
  };
  return (
    <>
      <button type="button" className={styles.action} onClick={share}>
        {messages.shareList}
      </button>
      <p className={styles.status} role="status">
        {status}
      </p>
    </>
  );
}

/** One saved dish: its picture, both names, price, diet and allergens in words, and Remove on the guest's own list. */
function SavedItem({ dish, onRemove }: { dish: Dish; onRemove: (() => void) | null }) {
  const messages = useMessages();
  const { lead, other } = dishNames(dish, messages);
  const isSoldOut = useIsSoldOut(dish);
  return (
    <li className={styles.item}>
      <DishPhoto className={styles.thumb} name={lead.text} drawing={dish.category.picture} photo={dish.photoImage} sizes="6rem" />
      <div className={styles.details}>
        <p className={styles.names}>
          <a href={dishHref(dish.slug, location.pathname)} className={styles.name} lang={lead.lang}>
            {lead.text}
          </a>
          {other && (
            <span className={styles.other} lang={other.lang}>
              {other.text}
            </span>
          )}
        </p>
        <p className={styles.price}>
          {dish.price}
          {isSoldOut && <span className={styles.soldOut}>{messages.soldOut}</span>}
        </p>
        {(dish.spicy !== undefined || dish.vegetarian || dish.vegan || dish.glutenFree) && (
          <p className={styles.tags}>
            <DishTags dish={dish} showLabels />
            {dish.vegan && <span className={styles.diet}>{messages.vegan}</span>}
            {dish.glutenFree && <span className={styles.diet}>{messages.glutenFree}</span>}
          </p>
        )}
        {describeAllergens(dish, messages).map((line) => (
          <p key={line} className={styles.allergens}>
            {line}
          </p>
        ))}
      </div>
      {onRemove && (
        <button type="button" className={styles.remove} onClick={onRemove}>
          {messages.remove}
        </button>
      )}
    </li>
  );
}
