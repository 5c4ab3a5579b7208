import { useMinute } from '../hooks/use-minute.ts';
import { useMessages } from '../i18n/messages.tsx';
import { noticesAt } from '../restaurant/notices.ts';
import { notices } from 'virtual:notices';
import { restaurant } from 'virtual:restaurant';
import styles from './notices.module.css';

/**
 * The owner's notices of the restaurant's today ("Closed Thanksgiving Day").
 * The page is built at another time, so it is built with none; the guest's
 * phone adds today's once it runs, on the restaurant's clock, as it does
 * Open now. A notice without a Chinese text shows its English on /zh/, so marked.
 */
export function Notices() {
  const messages = useMessages();
  const minute = useMinute();
  const shown = minute === null ? [] : noticesAt(notices, minute, restaurant);
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map((notice) => {
        const isEnglishOnZh = messages.language !== 'en' && !notice.chineseText;
        return (
          <p key={notice.slug} className={styles.notice} lang={isEnglishOnZh ? 'en' : undefined}>
            {messages.language === 'en' ? notice.text : (notice.chineseText ?? notice.text)}
          </p>
        );
      })}
    </>
  );
}
