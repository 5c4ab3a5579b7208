import { useState } from 'react';
import { useMessages } from '../../i18n/messages.tsx';
import { restaurant } from 'virtual:restaurant';
import { dishHref } from '../address/dish-history.ts';
import type { Dish } from '../model/menu-model.ts';
import { dishNames } from '../model/menu-text.ts';
import { shareLink } from './share-link.ts';
import styles from './share-button.module.css';

interface ShareButtonProps {
  dish: Dish;
  /** Where the dialog puts it on its photo. */
  className?: string;
  /** The look of the round buttons on the dialog's photo, which Close has too. */
  buttonClassName?: string;
}

/** Shares the dish's address (share-link.ts); a status says what became of it. */
export function ShareButton({ dish, className, buttonClassName }: ShareButtonProps) {
  const messages = useMessages();
  const [status, setStatus] = useState('');

  const share = async () => {
    const url = new URL(dishHref(dish.slug, window.location.pathname), window.location.origin).href;
    const name = dishNames(dish, messages).lead.text;
    setStatus(await shareLink({ title: `${name} · ${restaurant.name}`, text: `${name}, ${dish.price}`, url }, messages));
  };

  return (
    <div className={className}>
      <button type="button" className={buttonClassName} aria-label={messages.share} onClick={share}>
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
