import { useRef, useState, type RefObject } from 'react';
import { useModal } from '../hooks/use-modal.ts';
import { useSwipeToClose } from '../hooks/use-swipe-to-close.ts';
import type { MenuItem } from './menu-schema.ts';
import { DishPhoto } from './dish-photo.tsx';
import { DishTags } from './dish-tags.tsx';
import { describeDish } from './menu-text.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { MIN_QUANTITY } from './quantity.ts';
import { ShareButton } from './share-button.tsx';
import { DEFAULT_SIZE, SizePicker, type Size } from './size-picker.tsx';
import styles from './dish-dialog.module.css';

const TITLE_ID = 'dish-dialog-title';

interface DishDialogProps {
  /** The dish on show, kept while the dialog closes so that it leaves with its content. */
  item: MenuItem | null;
  isOpen: boolean;
  /** Counts openings: each one shows the dish afresh. */
  openings: number;
  /** The dialog's close event, whichever way it was closed. */
  onClose: () => void;
}

/**
 * The dish dialog: one markup for both layouts. CSS makes it a bottom sheet
 * under 48rem (768 px) and a centred panel from there.
 */
export function DishDialog({ item, isOpen, openings, onClose }: DishDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const isBackdropPress = useRef(false);
  const close = () => dialogRef.current?.close();

  useModal(dialogRef, isOpen);
  useSwipeToClose({ sheetRef: dialogRef, scrollerRef, onSwipeClose: close });

  return (
    // A click on the ::backdrop targets the dialog itself. Press and release must
    // both be there: a text selection that starts in the panel and ends outside it
    // is not a dismissal, nor is the second click of the double-click that opened it.
    // The keyboard's way to dismiss is Escape, which the platform handles.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={TITLE_ID}
      data-state={isOpen ? 'open' : 'closed'}
      onClose={onClose}
      onPointerDown={(event) => {
        isBackdropPress.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && isBackdropPress.current && event.detail <= 1) close();
      }}
    >
      {/* Built anew for each opening: it starts scrolled to the top, at Regular and 1 (SPEC.md section 4). */}
      {item && <DishDetails key={openings} item={item} scrollerRef={scrollerRef} onClose={close} />}
    </dialog>
  );
}

interface DishDetailsProps {
  item: MenuItem;
  scrollerRef: RefObject<HTMLDivElement | null>;
  onClose: () => void;
}

/** The dish itself. */
function DishDetails({ item, scrollerRef, onClose }: DishDetailsProps) {
  return (
    <div className={styles.panel}>
      <div className={styles.grabber} aria-hidden="true" />
      <ShareButton item={item} />
      <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      <div ref={scrollerRef} className={styles.body}>
        {/* SPEC.md section 2: a dish without its own photo shows a default, its category's drawing. */}
        <DishPhoto className={styles.image} name={item.name} category={item.category} photo={item.photoImage} />
        <div className={styles.titleBlock}>
          <p className={styles.category}>{item.category}</p>
          <h2 id={TITLE_ID} className={styles.title}>
            {item.name}
          </h2>
          {item.chineseName && (
            <p className={styles.chinese} lang="zh-Hans">
              {item.chineseName}
            </p>
          )}
          <p className={styles.price} data-sold-out={item.soldOut || undefined}>
            {item.price}
            {item.soldOut && (
              <>
                {' '}
                <span className={styles.soldOut}>Sold out</span>
              </>
            )}
          </p>
          <div className={styles.tags}>
            <DishTags dish={item} showLabels />
          </div>
        </div>
        <DishOptions />
        <section className={styles.description} aria-labelledby="dish-description-heading">
          <h3 id="dish-description-heading">Description</h3>
          <p>{describeDish(item)}</p>
        </section>
      </div>
      <div className={styles.actions}>
        {/* The menu is this page: closing takes the address back to / (useDishDialog). */}
        <button type="button" className={styles.backToMenu} onClick={onClose}>
          Back to Menu
        </button>
        {/* SPEC.md section 4: there is no cart; Add to Cart only closes. A sold-out dish cannot be added. */}
        <button type="button" className={styles.addToCart} disabled={item.soldOut} onClick={onClose}>
          Add to Cart <span className={styles.addToCartPrice}>{item.price}</span>
        </button>
      </div>
    </div>
  );
}

/** Size and quantity: neither is kept or sent (SPEC.md section 4). */
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
