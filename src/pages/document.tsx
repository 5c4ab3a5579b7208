import type { ReactNode } from 'react';
import { RESTAURANT_DESCRIPTION, RESTAURANT_NAME, SHARE_IMAGE_PATH, SITE_ORIGIN } from '../site-config.ts';
import lanternIcon from '../assets/lantern.svg?inline';

/** What the build (or the dev server) gives every page besides its own markup. */
export interface PageAssets {
  /** The site's CSS, inlined: a few kilobytes that paint with the first response instead of a second request. */
  css: string;
  /** Stylesheets linked instead, as the dev server serves them. */
  stylesheets: readonly string[];
  /** The menu page's first script, compiled from src/menu-boot.ts. */
  bootScript: string;
  /** The menu's module scripts, and the chunks they import, which the first script loads after the first paint. */
  scripts: readonly string[];
  preloads: readonly string[];
}

export interface PageHead {
  path: string;
  status: number;
  title: string;
  /** Whether the page is the menu, with its script; every other page is plain HTML and CSS. */
  isInteractive: boolean;
}

/** The tags that name and describe a page to browsers, search engines and link previews. */
function HeadTags({ path, status, title: pageTitle }: PageHead) {
  const title = path === '/' ? `${RESTAURANT_NAME} · Menu` : `${pageTitle} · ${RESTAURANT_NAME}`;
  if (status !== 200) {
    return (
      <>
        <title>{title}</title>
        <meta name="robots" content="noindex" />
      </>
    );
  }
  const description = path === '/' ? RESTAURANT_DESCRIPTION : `${pageTitle} · ${RESTAURANT_NAME}, a Chinese restaurant.`;
  const url = `${SITE_ORIGIN}${path}`;
  const image = `${SITE_ORIGIN}${SHARE_IMAGE_PATH}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={RESTAURANT_NAME} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={`${RESTAURANT_NAME}: a bowl of noodles and a plate of dumplings`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}

/**
 * The whole HTML document of a page. The menu page gets its first script,
 * classic and inline so that it runs before the menu is painted; every other
 * page ships no JavaScript at all.
 */
export function Document({ head, assets, children }: { head: PageHead; assets: PageAssets; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <HeadTags {...head} />
        <meta name="theme-color" content="#8e1a1a" />
        <link rel="icon" href={lanternIcon} type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/images/icon-192.png" />
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.css && <style dangerouslySetInnerHTML={{ __html: assets.css }} />}
        {head.isInteractive && (
          <script
            data-scripts={assets.scripts.join(' ')}
            data-preloads={assets.preloads.join(' ') || undefined}
            dangerouslySetInnerHTML={{ __html: assets.bootScript }}
          />
        )}
      </head>
      <body>{children}</body>
    </html>
  );
}
