import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useModal } from '../hooks/use-modal.ts';
import { HOUSE_LANGUAGE, LANGUAGE_TAG } from '../i18n/languages.ts';
import type { StaffWords } from '../i18n/en.ts';
import { useMessages } from '../i18n/messages.tsx';
import type { Dish } from '../menu/model/menu-model.ts';
import type { Allergen } from '../menu/model/allergens.ts';
import { staffNames } from '../menu/model/menu-text.ts';
import { STAFF_VIEW_FRAGMENT } from '../menu/storage/saved-dishes.ts';
import { houseWords as house } from 'virtual:house-words';
import { cantEat, dishMarks } from './staff-card.ts';
import styles from './staff-view.module.css';

/**
 * The history entry the view pushes as it opens, so that Back closes it and
 * Forward opens it again: the entry, not a state of its own, says whether
 * it is open, so no entry is left that Back or Forward cannot honour. Marked
 * with this page's time origin, as no earlier visit's is.
 */
const STAFF_ENTRY = `staff-view-${performance.timeOrigin}`;

const isStaffEntry = () => history.state === STAFF_ENTRY;
const opened = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  opened.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    opened.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

function openStaffView() {
  history.pushState(STAFF_ENTRY, '');
  opened.forEach((listener) => listener());
}

/**
 * Opens the view on a page asked for with it (the Avoid panel's Show to
 * staff): its entry becomes the view's, in place, so that Back, or Close,
 * returns to the page the guest came from.
 */
export function openStaffViewIfAsked(): void {
  if (location.hash === `#${STAFF_VIEW_FRAGMENT}`) history.replaceState(STAFF_ENTRY, '', `${location.pathname}${location.search}`);
}

/**
 * Keeps the screen on while the staff read it, where the platform allows
 * (Screen Wake Lock). The browser drops the lock when the page is hidden:
 * it is asked for again when the page is shown. Refused, the screen dims as usual.
 */
function keepScreenAwake(): () => void {
  let lock: WakeLockSentinel | undefined;
  let isDone = false;
  const request = () => {
    if (!('wakeLock' in navigator) || document.visibilityState !== 'visible') return;
    navigator.wakeLock.request('screen').then(
      (sentinel) => {
        if (isDone) void sentinel.release();
        else lock = sentinel;
      },
      () => {},
    );
  };
  request();
  document.addEventListener('visibilitychange', request);
  return () => {
    isDone = true;
    document.removeEventListener('visibilitychange', request);
    void lock?.release();
  };
}

const HOUSE_TAG = LANGUAGE_TAG[HOUSE_LANGUAGE];

interface ShowToStaffProps {
  dishes: readonly Dish[];
  /** The allergens the guest avoids, which the view tells the staff first. */
  avoided: readonly Allergen[];
}

/** The button that opens the staff view: its history entry says it is open. */
function StaffViewButton() {
  const messages = useMessages();
  return (
    <button type="button" className={styles.staffButton} onClick={openStaffView}>
      {messages.showToStaff}
    </button>
  );
}

/** Show to staff: the button and its view. */
export function ShowToStaff(props: ShowToStaffProps) {
  return (
    <>
      <StaffViewButton />
      <StaffView {...props} />
    </>
  );
}

/**
 * "Show to staff": what the guest cannot eat, then the saved dishes, over
 * the whole screen, in the restaurant's language first and large enough to
 * read at arm's length, the guest's beneath. A native modal dialog, as the
 * dish's; Back closes it and Forward opens it again. Made on the phone from
 * what it keeps: it works offline and sends nothing.
 */
function StaffView({ dishes, avoided }: ShowToStaffProps) {
  const messages = useMessages();
  // The guest's own words beneath, unless they are the restaurant's.
  const guest = messages.language === HOUSE_LANGUAGE ? null : messages.staff;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const isOpen = useSyncExternalStore(subscribe, isStaffEntry, () => false);
  useModal(dialogRef, isOpen);

  useEffect(() => {
    if (isOpen) return keepScreenAwake();
  }, [isOpen]);

  return (
    <dialog
      ref={dialogRef}
      className={styles.staffView}
      aria-labelledby="staff-view-title"
      onClose={() => {
        // Closed here rather than by Back: its entry goes too, and the view follows the address.
        if (isStaffEntry()) history.back();
      }}
    >
      <div className={styles.staffTop}>
        <h2 id="staff-view-title" className={styles.staffTitle}>
          {messages.showToStaff}
        </h2>
        <button type="button" className={styles.staffClose} onClick={() => dialogRef.current?.close()}>
          {messages.close}
        </button>
      </div>
      {avoided.length > 0 && (
        <section className={styles.cantEat} aria-labelledby="staff-view-cant-eat">
          <h3 id="staff-view-cant-eat" className={styles.cantEatHeading} lang={HOUSE_TAG}>
            {house.heading}
          </h3>
          <p className={styles.cantEatHouse} lang={HOUSE_TAG}>
            {cantEat(avoided, house)}
          </p>
          {guest && <p className={styles.cantEatGuest}>{cantEat(avoided, guest)}</p>}
        </section>
      )}
      {dishes.length > 0 && (
        <section aria-labelledby="staff-view-dishes">
          <h3 id="staff-view-dishes" className={styles.dishesHeading}>
            {messages.savedDishes}
          </h3>
          <ol className={styles.staffList}>
            {dishes.map((dish) => (
              <StaffDish key={dish.slug} dish={dish} avoided={avoided} guest={guest} />
            ))}
          </ol>
        </section>
      )}
    </dialog>
  );
}

/** A saved dish for the staff: its names, and beside them what it holds of the avoided allergens, in both languages. */
function StaffDish({ dish, avoided, guest }: { dish: Dish; avoided: readonly Allergen[]; guest: StaffWords | null }) {
  const { staff, guest: guestName } = staffNames(dish);
  const guestMarks = guest ? dishMarks(dish, avoided, guest) : [];
  return (
    <li>
      <span className={styles.staffName} lang={staff.lang}>
        {staff.text}
      </span>
      {guestName && (
        <span className={styles.guestName} lang={guestName.lang}>
          {guestName.text}
        </span>
      )}
      {dishMarks(dish, avoided, house).map((mark, index) => (
        <p key={mark.kind} className={styles.mark} data-kind={mark.kind}>
          <span lang={HOUSE_TAG}>{mark.text}</span>
          {guestMarks[index] && <span className={styles.markGuest}>{guestMarks[index].text}</span>}
        </p>
      ))}
    </li>
  );
}
