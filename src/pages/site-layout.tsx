import { NavLink, Outlet } from 'react-router';
import { RESTAURANT_NAME, RESTAURANT_NAME_CHINESE } from '../site-config.ts';
import { pagesIn, type SiteNav } from './page-list.ts';

const linksIn = (nav: SiteNav) => pagesIn(nav).map((page) => ({ to: page.path, label: page.title }));
const MAIN_LINKS = linksIn('main');
const MORE_LINKS = linksIn('more');

/**
 * The frame of every page. It is rendered only at build time: the links are
 * plain document navigations (React Router is not shipped to the browser),
 * and NavLink merely marks the current page with aria-current.
 */
export function SiteLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <a className="brand" href="/">
          <span className="brand-mark" aria-hidden="true" />
          <span className="brand-name">{RESTAURANT_NAME}</span>
          <span className="brand-name-zh" lang="zh-Hans">
            {RESTAURANT_NAME_CHINESE}
          </span>
        </a>
        <nav className="site-nav" aria-label="Main">
          <NavList links={MAIN_LINKS} />
        </nav>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <nav aria-label="More pages">
          <NavList links={MORE_LINKS} />
        </nav>
        <p>© {RESTAURANT_NAME} · Prices in US dollars</p>
      </footer>
    </>
  );
}

function NavList({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end reloadDocument>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
