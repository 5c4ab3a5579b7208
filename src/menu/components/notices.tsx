import { useMinute } from '../../hooks/use-minute.ts';
import { fieldIn } from '../../i18n/languages.ts';
import { useMessages } from '../../i18n/messages.tsx';
import { closedDatesAhead, noticesAt } from '../../restaurant/notices.ts';
import { notices } from 'virtual:notices';
import { restaurant } from 'virtual:restaurant';
import styles from './notices.module.css';

/**
 * The owner's notices of the restaurant's today ("Closed Thanksgiving Day").
 * The page is built at another time, so it is built with none; the guest's
 * phone adds today's once it runs, on the restaurant's clock, as it does
 * Open now. A notice not in the page's language shows its English, so marked.
 * A day closed (restaurant.yml) is told from a week before, its reason in the page's language alone.
 */
export function Notices() {
  const messages = useMessages();
  const minute = useMinute();
  const shown = minute === null ? [] : noticesAt(notices, minute, restaurant);
  const closed = minute === null ? [] : closedDatesAhead(restaurant.closedDates, minute, restaurant);
  if (shown.length === 0 && closed.length === 0) return null;
  return (
    <>
      {closed.map((day) => (
        <p key={day.date} className={styles.notice}>
          {messages.closedOn(new Date(`${day.date}T00:00:00Z`), day[fieldIn('reason', messages.language)])}
        </p>
      ))}
      {shown.map((notice) => {
        const translated = notice[fieldIn('text', messages.language)];
        return (
          <p key={notice.slug} className={styles.notice} lang={translated === undefined ? 'en' : undefined}>
            {translated ?? notice.text}
          </p>
        );
      })}
    </>
  );
}
