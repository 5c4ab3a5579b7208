import { Fragment } from 'react';
import { renderSVG } from 'uqr';
import { PRINT_KIT } from '../i18n/catalogues.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_TAG, LANGUAGES } from '../i18n/languages.ts';
import { useMessages } from '../i18n/messages.tsx';
import { inLanguage } from '../menu/model/menu-model.ts';
import { dishNames, type Phrase } from '../menu/model/menu-text.ts';
import { describeWeeklyHours } from '../restaurant/opening-hours.ts';
import { isPlaceholderWebsite, SET_WEBSITE } from '../restaurant/website.ts';
import { menu } from 'virtual:menu';
import { restaurant } from 'virtual:restaurant';
import printCss from './print-pages.css?inline';

/** The print kit's own styles (its routes' css). */
export const PRINT_CSS = printCss;

/**
 * The restaurant's print kit, built from the same data as the menu: a table
 * tent whose QR code opens the menu, and a takeout menu. Linked from the
 * README, not from the guests' navigation; each prints on one sheet of A4 or
 * Letter, the takeout menu on both its sides.
 */

/** The menu's public address as a QR code, drawn at build time: plain SVG, nothing fetched. */
export function menuQrCode(website: string): string {
  return renderSVG(`${website}/`, { ecc: 'M', border: 2 });
}

/** The print kit is in English, each name with the house language's beside it, as on the English menu. */
const words = PRINT_KIT[DEFAULT_LANGUAGE];

function Text({ phrase }: { phrase: Phrase }) {
  return phrase.lang ? <span lang={phrase.lang}>{phrase.text}</span> : phrase.text;
}

/** A name and, beside it, the house language's, as the English menu shows them. */
function Names({ names: { lead, other } }: { names: { lead: Phrase; other?: Phrase | undefined } }) {
  return (
    <>
      <Text phrase={lead} />
      {other && (
        <>
          {' '}
          <Text phrase={other} />
        </>
      )}
    </>
  );
}

/** Where the menu is, for print: nothing until the owner has set the real address. */
const printedWebsite = isPlaceholderWebsite(restaurant.website) ? undefined : restaurant.website;

function Address() {
  const { address } = restaurant;
  return (
    <p className="print-address">
      {address.street}, {address.locality}, {address.region} {address.postalCode} · {restaurant.phone}
    </p>
  );
}

/** One face of the table tent: the name and the QR code to the menu, or what to set to get one. */
function TentFace({ headingLevel }: { headingLevel: 'h1' | 'p' }) {
  const Name = headingLevel;
  const messages = useMessages();
  return (
    <>
      <Name className="table-tent-name">
        <Names names={dishNames(restaurant, messages)} />
      </Name>
      {printedWebsite === undefined ? (
        <p className="table-tent-missing">{SET_WEBSITE} The QR code to the menu prints here once it is set.</p>
      ) : (
        <>
          <div
            className="table-tent-qr"
            role="img"
            aria-label={words.qrCode(`${printedWebsite}/`)}
            dangerouslySetInnerHTML={{ __html: menuQrCode(printedWebsite) }}
          />
          {/* Every guest is invited in their own language: the site has a menu in each. */}
          <p className="table-tent-call">
            {LANGUAGES.map((language) => (
              <Fragment key={language}>
                {language === DEFAULT_LANGUAGE ? (
                  words.scanForMenu
                ) : (
                  <span lang={LANGUAGE_TAG[language]}>{PRINT_KIT[language].scanForMenu}</span>
                )}
                {language !== LANGUAGES.at(-1) && ' · '}
              </Fragment>
            ))}
          </p>
          <p className="table-tent-url">{printedWebsite.replace(/^https?:\/\//, '')}</p>
        </>
      )}
    </>
  );
}

/**
 * A sheet folded across its middle into a tent: two faces, the upper one
 * upside down so that, standing, each side reads upright. The upper face
 * repeats the lower one and is hidden from assistive technology.
 */
export function TableTentPage() {
  return (
    <article className="table-tent">
      <div className="table-tent-face table-tent-face-upper" aria-hidden="true">
        <TentFace headingLevel="p" />
      </div>
      <div className="table-tent-fold" role="separator" aria-label={words.foldHere} />
      <div className="table-tent-face">
        <TentFace headingLevel="h1" />
      </div>
    </article>
  );
}

export function TakeoutMenuPage() {
  const messages = useMessages();
  return (
    <article className="takeout">
      <header className="takeout-header">
        <h1>
          <Names names={dishNames(restaurant, messages)} />
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
                    <Names names={dishNames(dish, messages)} />
                  </span>
                  <span className="takeout-price">{dish.price}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="print-address">
        {words.tellUsAllergies}
        {printedWebsite && ` ${words.allergensAt(`${printedWebsite.replace(/^https?:\/\//, '')}/allergens`)}`}
      </p>
    </article>
  );
}
