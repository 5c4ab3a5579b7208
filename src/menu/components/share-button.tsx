import { useState } from 'react';
import { useMessages } from '../../i18n/messages.tsx';
import { restaurant } from 'virtual:restaurant';
import { dishHref } from '../address/dish-history.ts';
import type { Dish } from '../model/menu-model.ts';
import { dishNames } from '../model/menu-text.ts';
import { shareLink } from './share-link.ts';
import styles from './dish-dialog.module.css';

/** Shares the dish's address (share-link.ts); a status says what became of it. */
export function ShareButton({ dish }: { dish: Dish }) {
  const messages = useMessages();
  const [status, setStatus] = useState('');

  const share = async () => {
    const url = new URL(dishHref(dish.slug, window.location.pathname), window.location.origin).href;
    const name = dishNames(dish, messages).lead.text;
    setStatus(await shareLink({ title: `${name} · ${restaurant.name}`, text: `${name}, ${dish.price}`, url }, messages));
  };

  return (
    <div className={styles.share}>
      <button type="button" className={styles.shareButton} aria-label={messages.share} onClick={share}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
        </svg>
      </button>
      <p className={styles.shareStatus} role="status">
        {status}
      </p>
    </div>
  );
}
