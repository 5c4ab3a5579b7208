import { renderSVG } from 'uqr';
import { useMessages } from '../i18n/messages.tsx';
import { inLanguage } from '../menu/menu-model.ts';
import { describeWeeklyHours } from '../restaurant/opening-hours.ts';
import { menu } from 'virtual:menu';
import { restaurant } from 'virtual:restaurant';
import printCss from './print-pages.css?inline';

/**
 * The restaurant's print kit, built from the same data as the menu: a table
 * tent whose QR code opens the menu, and a one-page takeout menu. Linked from
 * the README, not from the guests' navigation; each prints on one sheet of A4
 * or Letter.
 */

/** The menu's public address as a QR code, drawn at build time: plain SVG, nothing fetched. */
export function menuQrCode(): string {
  return renderSVG(`${restaurant.website}/`, { ecc: 'M', border: 2 });
}

function Address() {
  const { address } = restaurant;
  return (
    <p className="print-address">
      {address.street}, {address.locality}, {address.region} {address.postalCode} · {restaurant.phone}
    </p>
  );
}

export function TableTentPage() {
  const messages = useMessages();
  return (
    <article className="table-tent">
      <style dangerouslySetInnerHTML={{ __html: printCss }} />
      <h1>
        {restaurant.name} {restaurant.chineseName && <span lang="zh-Hans">{restaurant.chineseName}</span>}
      </h1>
      <p className="print-tagline">{restaurant.tagline}</p>
      {/* 8 cm across: a phone reads it from well beyond 50 cm. */}
      <div
        className="table-tent-qr"
        role="img"
        aria-label={`QR code: ${restaurant.website}/`}
        dangerouslySetInnerHTML={{ __html: menuQrCode() }}
      />
      <p className="table-tent-call">
        Scan for our menu · <span lang="zh-Hans">扫码看菜单</span>
      </p>
      <p className="table-tent-url">{restaurant.website.replace(/^https?:\/\//, '')}</p>
      <p className="print-hours">{describeWeeklyHours(restaurant.hours, messages.hours)}</p>
      <Address />
    </article>
  );
}

export function TakeoutMenuPage() {
  const messages = useMessages();
  return (
    <article className="takeout">
      <style dangerouslySetInnerHTML={{ __html: printCss }} />
      <header className="takeout-header">
        <h1>
          {restaurant.name} {restaurant.chineseName && <span lang="zh-Hans">{restaurant.chineseName}</span>}
        </h1>
        <p className="print-hours">{describeWeeklyHours(restaurant.hours, messages.hours)}</p>
        <Address />
      </header>
      <div className="takeout-columns">
        {inLanguage(menu, 'en').map((category) => (
          <section key={category.name}>
            <h2>{category.name}</h2>
            <ul>
              {category.dishes.map((dish) => (
                <li key={dish.slug}>
                  <span>
                    {dish.name}
                    {dish.chineseName && <span lang="zh-Hans"> {dish.chineseName}</span>}
                  </span>
                  <span className="takeout-price">{dish.price}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="print-address">
        Allergies? Please tell us when you order. Every dish&apos;s allergens: {restaurant.website.replace(/^https?:\/\//, '')}/allergens
      </p>
    </article>
  );
}
