import { useState } from 'react';
import { RESTAURANT_NAME } from '../site-config.ts';
import { dishHref } from './dish-address.ts';
import type { Dish } from './menu-model.ts';
import styles from './dish-dialog.module.css';

/**
 * Shares the dish's address: the system share sheet where the browser has
 * one (phones), otherwise the link goes to the clipboard and a status says so.
 */
export function ShareButton({ dish }: { dish: Dish }) {
  const [status, setStatus] = useState('');

  const share = async () => {
    const url = new URL(dishHref(dish.slug), window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: `${dish.name} · ${RESTAURANT_NAME}`, text: `${dish.name}, ${dish.price}`, url });
      } catch (error) {
        // The guest closing the share sheet is not an error worth showing.
        if (!(error instanceof DOMException && error.name === 'AbortError')) setStatus('Sharing failed');
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Link copied');
    } catch {
      setStatus(`Copy this link: ${url}`);
    }
  };

  return (
    <div className={styles.share}>
      <button type="button" className={styles.shareButton} aria-label="Share" onClick={share}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
        </svg>
      </button>
      <p className={styles.shareStatus} role="status">
        {status}
      </p>
    </div>
  );
}
