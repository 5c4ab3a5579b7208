import { useLayoutEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { useModalDialog } from '../hooks/use-modal-dialog.ts';
import { useResettableState } from '../hooks/use-resettable-state.ts';
import { useScrollLock } from '../hooks/use-scroll-lock.ts';
import { useSwipeToClose } from '../hooks/use-swipe-to-close.ts';
import type { MenuItem } from './menu-schema.ts';
import { DishTags } from './dish-tags.tsx';
import { describeDish } from './menu-text.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { MIN_QUANTITY } from './quantity.ts';
import { ShareButton } from './share-button.tsx';
import { DEFAULT_SIZE, SizePicker, type Size } from './size-picker.tsx';
import styles from './dish-dialog.module.css';

/** SPEC.md section 2: the photo a dish without one shows (public/images/default-dish.svg). */
export const DEFAULT_DISH_IMAGE = '/images/default-dish.svg';

const TITLE_ID = 'dish-dialog-title';

interface DishDialogProps {
  item: MenuItem | null;
  isOpen: boolean;
  openCount: number;
  /** Called once the dialog has closed, whichever way it was closed. */
  onClosed: () => void;
}

/**
 * The dish dialog: one markup for both layouts. CSS makes it a bottom sheet
 * under 48rem (768 px) and a centred panel from there.
 */
export function DishDialog({ item, isOpen, openCount, onClosed }: DishDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const isBackdropPress = useRef(false);
  const close = () => dialogRef.current?.close();

  useScrollLock(isOpen);
  useModalDialog({ dialogRef, layerRef }, isOpen);
  useSwipeToClose({ sheetRef: dialogRef, scrollerRef, onSwipeClose: close });
  // The details stay mounted from one dish to the next, so each opening
  // starts at the top of its photo; this runs after useModalDialog's show().
  useLayoutEffect(() => {
    if (isOpen) scrollerRef.current?.scrollTo({ top: 0, behavior: 'instant' });
  }, [isOpen, openCount]);

  // Both the press and the release must be on the backdrop: a text selection
  // that starts inside the panel and ends outside it is not a dismissal (its
  // click goes to the layer, not the backdrop), and neither is the second
  // click of a double-click whose first one opened the dialog.
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (isBackdropPress.current && event.detail <= 1) close();
  };

  return (
    <div ref={layerRef}>
      {/* The dialog's own close event is the one path back to React state. */}
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-modal="true"
        aria-labelledby={TITLE_ID}
        data-state={isOpen ? 'open' : 'closed'}
        onClose={onClosed}
        onPointerDown={() => {
          isBackdropPress.current = false;
        }}
      >
        {item && <DishDetails item={item} openCount={openCount} scrollerRef={scrollerRef} onClose={close} />}
      </dialog>
      {/* Shown by CSS while the dialog is open. Its keyboard equivalent is Escape (useModalDialog). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        className={styles.backdrop}
        onPointerDown={() => {
          isBackdropPress.current = true;
        }}
        // A press here must not take focus out of the dialog (to the body), as a press on a modal's backdrop does not.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onBackdropClick}
      />
    </div>
  );
}

interface DishDetailsProps {
  item: MenuItem;
  /** Changes with each opening: what a guest chose for the last dish starts afresh. */
  openCount: number;
  scrollerRef: RefObject<HTMLDivElement | null>;
  onClose: () => void;
}

/**
 * The dish itself. Its markup is built once (useDishDialog hands it the
 * first dish before any tap) and kept from one dish to the next: opening a
 * dish changes a few texts, and the photo, already loaded and decoded, stays.
 * Size, quantity and the share status start afresh on each opening, in the
 * elements they already have: built anew (a `key` per opening), their 25
 * elements cost each tap 3 ms at 4x CPU throttling (npm run bench's phone,
 * tap to dialog visible 53.9 -> 49.2 ms, medians of 80 taps).
 */
function DishDetails({ item, openCount, scrollerRef, onClose }: DishDetailsProps) {
  return (
    <div className={styles.panel}>
      <div className={styles.grabber} aria-hidden="true" />
      <ShareButton item={item} resetKey={openCount} />
      <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      <div ref={scrollerRef} className={styles.body}>
        <img className={styles.image} src={DEFAULT_DISH_IMAGE} alt={item.name} width={800} height={500} decoding="async" />
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
          <p className={styles.price}>{item.price}</p>
          <div className={styles.tags}>
            <DishTags dish={item} showLabels />
          </div>
        </div>
        <DishOptions resetKey={openCount} />
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
        {/* SPEC.md section 4: there is no cart; Add to Cart only closes. */}
        <button type="button" className={styles.addToCart} onClick={onClose}>
          Add to Cart <span className={styles.addToCartPrice}>{item.price}</span>
        </button>
      </div>
    </div>
  );
}

/** Size and quantity: each opening starts from Regular and 1 (SPEC.md section 4), and neither is kept or sent. */
function DishOptions({ resetKey }: { resetKey: number }) {
  const [size, setSize] = useResettableState<Size>(DEFAULT_SIZE, resetKey);
  const [quantity, setQuantity] = useResettableState(MIN_QUANTITY, resetKey);
  return (
    <div className={styles.options}>
      <SizePicker value={size} onChange={setSize} />
      <QuantityStepper value={quantity} onChange={setQuantity} resetKey={resetKey} />
    </div>
  );
}
