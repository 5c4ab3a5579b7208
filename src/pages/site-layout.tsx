import { NavLink, Outlet, useLocation, useMatches } from 'react-router';
import { MESSAGES } from '../i18n/catalogues.ts';
import { fieldIn, LANGUAGE_ROOT, LANGUAGE_TAG, LANGUAGES, pathInLanguage, type Language } from '../i18n/languages.ts';
import { MessagesProvider } from '../i18n/messages.tsx';
import { restaurant } from 'virtual:restaurant';
import { dishNames } from '../menu/model/menu-text.ts';
import { pages } from 'virtual:pages';
import { pageHandle } from './page-handle.ts';
import { fullMenuPath, pageIn, type SiteNav } from './page-list.ts';
import { CHOICE_ATTRIBUTE, DEFAULT_TEXT_SIZE, TEXT_SIZES } from './text-size.ts';

/**
 * The frame of every page, in the page's language. It is rendered only at
 * build time: the links are plain document navigations (React Router is not
 * shipped to the browser), and NavLink merely marks the current page with
 * aria-current. The Chinese pages name the restaurant in Chinese first.
 */
export function SiteLayout({ language }: { language: Language }) {
  const messages = MESSAGES[language];
  // The menu first in the header, the whole menu's plain page last in the footer; each page in the page's language,
  // named in it where the owner gave it a title, else in English.
  const linksIn = (nav: SiteNav): NavLinkItem[] => [
    ...(nav === 'header' ? [{ to: LANGUAGE_ROOT[language], label: messages.menu }] : []),
    ...pages
      .filter((page) => page.nav === nav)
      .map((page) => pageIn(page, language))
      .map(({ path, title }) => ({ to: path, label: title.text, lang: title.lang })),
    ...(nav === 'footer' ? [{ to: fullMenuPath(language), label: messages.wholeMenu }] : []),
  ];
  // Named as a dish is: the page’s language first, the other beside it.
  const { lead: name, other: otherName } = dishNames(restaurant, messages);
  const leaf = useMatches().at(-1);
  const page = leaf && pageHandle(leaf);
  const { pathname } = useLocation();
  return (
    <MessagesProvider messages={messages}>
      <a className="skip-link" href="#main">
        {messages.skipToContent}
      </a>
      <header className="site-header">
        <a className="brand" href={LANGUAGE_ROOT[language]}>
          <span className="brand-mark" aria-hidden="true" />
          <span className="brand-name" lang={name.lang}>
            {name.text}
          </span>
          {otherName && (
            <span className="brand-name-other" lang={otherName.lang}>
              {otherName.text}
            </span>
          )}
        </a>
        {/* Shown only where large text leaves the header no room: what follows then folds behind it. */}
        <button type="button" className="header-more" popoverTarget={HEADER_MORE_ID}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
          <span className="visually-hidden">{messages.headerMore}</span>
        </button>
        {/* Part of the header's own row wherever it has room (display: contents); a popover under that button where it has not. */}
        <div id={HEADER_MORE_ID} popover="auto" className="header-more-panel">
          <p className="brand-tagline">{restaurant[fieldIn('tagline', language)] ?? restaurant.tagline}</p>
          <div className="header-tools">
            <TextSizeButton label={messages.textSize} />
            {/* The same page in each other language, named in that language: links, so they work without a script and can be shared. */}
            {page?.translated && (
              <div className="language-switches">
                {LANGUAGES.filter((other) => other !== language).map((other) => (
                  <a
                    key={other}
                    className="language-switch"
                    href={pathInLanguage(pathname, other)}
                    hrefLang={LANGUAGE_TAG[other]}
                    lang={LANGUAGE_TAG[other]}
                  >
                    {MESSAGES[other].languageName}
                  </a>
                ))}
              </div>
            )}
          </div>
          <nav className="site-nav" aria-label={messages.mainNavigation}>
            <NavList links={linksIn('header')} />
          </nav>
        </div>
        <TextSizePanel label={messages.textSize} />
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <nav aria-label={messages.morePages}>
          <NavList links={linksIn('footer')} />
        </nav>
        <p>
          © <span lang={name.lang}>{name.text}</span> · {messages.pricesInDollars}
        </p>
      </footer>
    </MessagesProvider>
  );
}

/** Fixed ids: the header is rendered at build time only, once per page. */
const TEXT_SIZE_PANEL_ID = 'text-size';
const HEADER_MORE_ID = 'header-more';

/**
 * One small button in the header, opening the platform's popover of three
 * sizes: no row of its own. The page's first script (src/pages/text-size.ts) marks
 * and applies the guest's choice; no other script runs on most pages.
 */
function TextSizeButton({ label }: { label: string }) {
  return (
    <div className="text-size">
      <button type="button" className="text-size-button" popoverTarget={TEXT_SIZE_PANEL_ID}>
        <span className="text-size-glyph" aria-hidden="true">
          A<span>A</span>
        </span>
        <span className="visually-hidden">{label}</span>
      </button>
    </div>
  );
}

/** Its choices: outside what folds away, so that a size that folds the header leaves them open. */
function TextSizePanel({ label }: { label: string }) {
  return (
    <div id={TEXT_SIZE_PANEL_ID} popover="auto" className="text-size-panel" role="group" aria-label={label}>
      <p className="text-size-label" aria-hidden="true">
        {label}
      </p>
      {TEXT_SIZES.map((size) => (
        <button key={size} type="button" {...{ [CHOICE_ATTRIBUTE]: size }} aria-pressed={size === DEFAULT_TEXT_SIZE}>
          {size} %
        </button>
      ))}
    </div>
  );
}

interface NavLinkItem {
  to: string;
  label: string;
  /** Set when the label is not in the page's language. */
  lang?: string;
}

const noClass = () => undefined;

function NavList({ links }: { links: readonly NavLinkItem[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          {/* aria-current marks the page, for the styles too; nothing runs the router's discovery or reads its class. */}
          <NavLink to={link.to} end reloadDocument discover="none" className={noClass} lang={link.lang}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
