import { useEffect, useRef, useState } from 'react';
import { useModal } from '../hooks/use-modal.ts';
import { useMessages } from '../i18n/messages.tsx';
import type { Dish } from '../menu/model/menu-model.ts';
import { staffNames } from '../menu/model/menu-text.ts';
import styles from './saved-list.module.css';

/** The history entry the view pushes as it opens, so that Back closes it: marked with this page's time origin, as no earlier visit's is. */
const STAFF_ENTRY = `staff-view-${performance.timeOrigin}`;

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

/**
 * "Show to staff": the dishes' names over the whole screen, in the
 * restaurant's language first and large enough to read at arm's length,
 * the guest's beneath. A native modal dialog, as the dish's; Back closes it.
 */
export function ShowToStaff({ dishes }: { dishes: readonly Dish[] }) {
  const messages = useMessages();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  useModal(dialogRef, isOpen);

  useEffect(() => {
    if (!isOpen) return;
    const onBack = () => setIsOpen(false);
    window.addEventListener('popstate', onBack);
    const release = keepScreenAwake();
    return () => {
      window.removeEventListener('popstate', onBack);
      release();
    };
  }, [isOpen]);

  return (
    <>
      <button
        type="button"
        className={styles.staffButton}
        onClick={() => {
          history.pushState(STAFF_ENTRY, '');
          setIsOpen(true);
        }}
      >
        {messages.showToStaff}
      </button>
      <dialog
        ref={dialogRef}
        className={styles.staffView}
        aria-labelledby="staff-view-title"
        onClose={() => {
          setIsOpen(false);
          // Closed here rather than by Back: its entry goes too.
          if (history.state === STAFF_ENTRY) history.back();
        }}
      >
        <div className={styles.staffTop}>
          <h2 id="staff-view-title" className={styles.staffTitle}>
            {messages.savedDishes}
          </h2>
          <button type="button" className={styles.staffClose} onClick={() => dialogRef.current?.close()}>
            {messages.close}
          </button>
        </div>
        <ol className={styles.staffList}>
          {dishes.map((dish) => {
            const { staff, guest } = staffNames(dish);
            return (
              <li key={dish.slug}>
                <span className={styles.staffName} lang={staff.lang}>
                  {staff.text}
                </span>
                {guest && (
                  <span className={styles.guestName} lang={guest.lang}>
                    {guest.text}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </dialog>
    </>
  );
}
