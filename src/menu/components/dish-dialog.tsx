import { memo, useCallback, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { useModal } from '../../hooks/use-modal.ts';
import { usePresence } from '../../hooks/use-presence.ts';
import { useSwipeToClose } from '../../hooks/use-swipe-to-close.ts';
import { useMessages } from '../../i18n/messages.tsx';
import { closeDish, dishButtonId, DISH_DIALOG_ID, getOpenDish, subscribe } from '../address/dish-history.ts';
import { DishPhoto } from './dish-photo.tsx';
import { DishTags } from './dish-tags.tsx';
import { findDish, type Dish, type Menu } from '../model/menu-model.ts';
import { categoryTitle, describeAllergens, describeDish, dishNames } from '../model/menu-text.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { toggleSaved } from '../storage/saved-dishes.ts';
import { StorageNote } from './storage-note.tsx';
import type { StorageRefusal } from '../storage/stored-list.ts';
import { useSavedDishes } from '../storage/use-saved-dishes.ts';
import { MIN_QUANTITY } from '../model/quantity.ts';
import { ShareButton } from './share-button.tsx';
import { DEFAULT_SIZE, SizePicker, type Size } from './size-picker.tsx';
import { useIsSoldOut } from './use-sold-out.ts';
import styles from './dish-dialog.module.css';

const TITLE_ID = 'dish-dialog-title';

interface DishDialogProps {
  menu: Menu;
  /** The dish a dish's own page was built with open, or null: what hydration starts from before it reads the address. */
  pageDish: string | null;
}

/**
 * The dialog of the dish the address names (none when the menu has no dish
 * of that slug): one markup for both layouts. CSS makes it a bottom sheet
 * under 48rem (768 px) and a centred panel from there.
 */
export function DishDialog({ menu, pageDish }: DishDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const isBackdropPress = useRef(false);
  const slug = useSyncExternalStore(subscribe, getOpenDish, () => pageDish);
  const dish = slug === null ? null : (findDish(menu, slug)?.dish ?? null);
  // The last dish open, shown while it slides away once closed.
  const [last, setLast] = useState(dish);
  if (dish !== null && dish !== last) setLast(dish);
  const presence = usePresence(dish !== null, dialogRef);
  const shown = presence === null ? null : (dish ?? last);
  const close = useCallback(() => dialogRef.current?.close(), []);

  useModal(dialogRef, dish !== null);
  useSwipeToClose({ sheetRef: dialogRef, scrollerRef, onSwipeClose: close });

  return (
    // A click on the ::backdrop targets the dialog itself. Not closedby="any":
    // that would also close on the second click of the double-click that opened
    // the dialog. Press and release must both be on the backdrop: a text
    // selection that starts in the panel and ends outside it is no dismissal.
    // The keyboard's way to dismiss is Escape, which the platform handles.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      id={DISH_DIALOG_ID}
      className={styles.dialog}
      // Empty until a dish is shown, so it names no title that is not there.
      aria-labelledby={shown ? TITLE_ID : undefined}
      // On a dish's own page, its first script has opened the dialog before hydration (src/entries/open-dish-page.ts).
      suppressHydrationWarning
      onClose={(event) => {
        const dialog = event.currentTarget;
        // close() gives focus back to where it was before showModal(); a dish opened by its address had nowhere to give back.
        const focused = document.activeElement;
        if (shown && (focused === null || focused === document.body || dialog.contains(focused))) {
          document.getElementById(dishButtonId(shown.slug))?.focus({ preventScroll: true });
        }
        closeDish();
      }}
      onPointerDown={(event) => {
        isBackdropPress.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && isBackdropPress.current && event.detail <= 1) close();
      }}
    >
      {shown && <DishDetails key={`${shown.slug} ${presence}`} dish={shown} scrollerRef={scrollerRef} onClose={close} />}
    </dialog>
  );
}

interface DishDetailsProps {
  dish: Dish;
  scrollerRef: RefObject<HTMLDivElement | null>;
  onClose: () => void;
}

/** The dish itself; not rendered again as it closes, which only its dialog shows. */
const DishDetails = memo(function DishDetails({ dish, scrollerRef, onClose }: DishDetailsProps) {
  const messages = useMessages();
  const { lead, other } = dishNames(dish, messages);
  const isSoldOut = useIsSoldOut(dish);
  const category = categoryTitle(dish.category, messages);
  return (
    <div className={styles.panel}>
      <div className={styles.grabber} aria-hidden="true" />
      <ShareButton dish={dish} className={styles.share} buttonClassName={styles.shareButton} />
      <button type="button" className={styles.close} aria-label={messages.close} onClick={onClose}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      <div ref={scrollerRef} className={styles.body}>
        {/* A dish without its own photo shows a default: its category's drawing. */}
        <DishPhoto className={styles.image} name={lead.text} drawing={dish.category.picture} photo={dish.photoImage} />
        <div className={styles.titleBlock}>
          <p className={styles.category} lang={category.lang}>
            {category.text}
          </p>
          {/* A dish's own page starts on the dish's name, as the APG allows (src/entries/open-dish-page.ts). */}
          <h2 id={TITLE_ID} className={styles.title} lang={lead.lang} tabIndex={-1}>
            {lead.text}
          </h2>
          {other && (
            <p className={styles.chinese} lang={other.lang}>
              {other.text}
            </p>
          )}
          <p className={styles.price} data-sold-out={isSoldOut || undefined}>
            {dish.price}
            {isSoldOut && (
              <>
                {' '}
                <span className={styles.soldOut}>{messages.soldOut}</span>
              </>
            )}
          </p>
          <div className={styles.tags}>
            <DishTags dish={dish} showLabels />
            {dish.vegan && <span className={styles.diet}>{messages.vegan}</span>}
            {dish.glutenFree && <span className={styles.diet}>{messages.glutenFree}</span>}
          </div>
          <SaveButton slug={dish.slug} />
        </div>
        <DishOptions />
        <section className={styles.description} aria-labelledby="dish-description-heading">
          <h3 id="dish-description-heading">{messages.description}</h3>
          <p>{describeDish(dish, messages)}</p>
        </section>
        <section className={styles.description} aria-labelledby="dish-allergens-heading">
          <h3 id="dish-allergens-heading">{messages.allergensHeading}</h3>
          {describeAllergens(dish, messages).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </section>
      </div>
      <div className={styles.actions}>
        {/* The menu is this page: closing takes the address back to it. */}
        <button type="button" className={styles.backToMenu} onClick={onClose}>
          {messages.backToMenu}
        </button>
        {/* There is no cart: Add to Cart only closes. A sold-out dish cannot be added. */}
        <button type="button" className={styles.addToCart} disabled={isSoldOut} onClick={onClose}>
          {messages.addToCart} <span className={styles.addToCartPrice}>{dish.price}</span>
        </button>
      </div>
    </div>
  );
});

/** Saves the dish to the guest's list on this phone, or takes it off; a sold-out dish too, to ask about it. Storage's refusal is said beneath. */
function SaveButton({ slug }: { slug: string }) {
  const messages = useMessages();
  const isSaved = useSavedDishes().includes(slug);
  const [refusal, setRefusal] = useState<StorageRefusal | null>(null);
  return (
    <>
      <button type="button" className={styles.save} aria-pressed={isSaved} onClick={() => setRefusal(toggleSaved(slug))}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M6 3h12v18l-6-4.5L6 21z" />
        </svg>
        {messages.save}
      </button>
      <StorageNote refusal={refusal} />
    </>
  );
}

/** Size and quantity: neither is kept nor sent anywhere, and neither changes the price. */
function DishOptions() {
  const [size, setSize] = useState<Size>(DEFAULT_SIZE);
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  return (
    <div className={styles.options}>
      <SizePicker value={size} onChange={setSize} />
      <QuantityStepper value={quantity} onChange={setQuantity} />
    </div>
  );
}
