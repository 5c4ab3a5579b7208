import { useMinute } from '../../hooks/use-minute.ts';
import { LANGUAGE_ROOT } from '../../i18n/languages.ts';
import { useMessages } from '../../i18n/messages.tsx';
import { describeOpenStatus, formatDayRange, formatWeeklyHours, getOpenStatus } from '../../restaurant/opening-hours.ts';
import { telHref } from '../../restaurant/phone-number.ts';
import type { Restaurant } from '../../content/restaurant-schema.ts';
import { restaurant } from 'virtual:restaurant';
import styles from './visit-us.module.css';

/** A map search for the address: the guest's phone opens it in its maps app. A link, never fetched by the page. */
export function directionsHref({ name, address }: Pick<Restaurant, 'name' | 'address'>): string {
  const query = [name, address.street, address.locality, `${address.region} ${address.postalCode}`].join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * The foot of the menu: whether the restaurant is open now, its week's
 * hours, where it is and how to call, and the allergen chart. The page is
 * built with the hours as text; whether it is open now is the guest's
 * phone's to say, on the restaurant's clock, and changes as the minutes turn.
 */
export function VisitUs() {
  const messages = useMessages();
  const minute = useMinute();
  const status = minute === null ? null : getOpenStatus(restaurant, minute);
  const { address } = restaurant;
  return (
    <section className={styles.visit} aria-labelledby="visit-us">
      <h2 id="visit-us" className={styles.heading}>
        {messages.visitUs}
      </h2>
      <p className={styles.status} data-open={status?.isOpen}>
        {status && describeOpenStatus(status, messages.hours)}
      </p>
      <div className={styles.block}>
        <h3 className={styles.subheading}>{messages.openingHours}</h3>
        <dl className={styles.hours}>
          {formatWeeklyHours(restaurant.hours).map(({ days, intervals }) => (
            <div key={days[0]}>
              <dt>{formatDayRange(days, messages.hours)}</dt>
              <dd>{intervals.length > 0 ? intervals.join(messages.hours.listSeparator) : messages.hours.dayOff}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className={styles.block}>
        {/* Written as the post delivers it, in English on every page. */}
        <address className={styles.address} lang="en">
          {address.street}
          <br />
          {address.locality}, {address.region} {address.postalCode}
        </address>
        <p className={styles.links}>
          <a className={styles.link} href={directionsHref(restaurant)} rel="noopener">
            {messages.directions}
          </a>
          <a className={styles.link} href={telHref(restaurant.phone)}>
            {messages.call(restaurant.phone)}
          </a>
          <a className={styles.link} href={`${LANGUAGE_ROOT[messages.language]}allergens`}>
            {messages.allergenChart}
          </a>
        </p>
      </div>
    </section>
  );
}
