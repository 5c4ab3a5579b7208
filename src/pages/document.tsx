import { createContext, type ReactNode } from 'react';
import { LANGUAGE_LOCALE, LANGUAGE_TAG, type Language } from '../i18n/languages.ts';
import { SHARE_IMAGE } from './site-config.ts';

/** A picture link previews show, with its size and what it shows. */
export interface ShareImage {
  /** Absolute: link previews are read by other sites. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The picture every page without one of its own shows in a link preview, made at build time from the restaurant's look. */
export function defaultShareImage(restaurant: { name: string; website: string }): ShareImage {
  const { path, width, height } = SHARE_IMAGE;
  return { url: `${restaurant.website}${path}`, width, height, alt: `${restaurant.name}: its name and logo` };
}

/** The restaurant's look in every page's head (plugins/prerender/restaurant-look.ts). */
export interface Brand {
  /** The tab icon: the logo itself when it is an SVG, else a small copy of it. */
  icon: { href: string; type: string };
  /** The browser's bar. */
  themeColor: string;
  /** The header's logo, and the accent's colours over the site's where they are not the shipped ones. */
  css: string;
}

/** What one language's menu pages take from the browser build. */
export interface LanguageAssets {
  /** The site's CSS, inlined into every page: a few kilobytes that paint with the first response instead of a second request. */
  css: string;
  /** The menu's module script, and every chunk it imports, which the page's first script loads after the first paint. */
  scripts: readonly string[];
  preloads: readonly string[];
  /**
   * The site's CSS and the dish dialog's, one file that every dish's own page
   * links instead: inlined, it would weigh most of each of those pages. None
   * in the dev server, which links its stylesheets as they are.
   */
  dishPageStylesheet?: string;
  /** The inlined CSS's rules for paper, a file of their own that the browser loads without holding the first paint. */
  printStylesheet?: string;
}

/** What the build (or the dev server) gives every page besides its own markup. */
export interface PageAssets {
  languages: Record<Language, LanguageAssets>;
  /** Stylesheets linked instead, as the dev server serves them. */
  stylesheets: readonly string[];
  /** Every page's first script, which applies the guest's text size before the first paint, bundled from src/entries/text-size-boot.ts. */
  textSizeScript: string;
  /** The menu page's next script, bundled from src/entries/menu-boot.ts. */
  bootScript: string;
  /** A dish page's script that opens its dish before the first paint, bundled from src/entries/open-dish-page.ts. */
  dishPageScript: string;
  /** Each dish's link-preview picture, by slug (root-relative); pages without one share the site's. */
  shareImages: Readonly<Record<string, { path: string; width: number; height: number; isPhoto: boolean }>>;
  brand: Brand;
}

/** The assets, for the pages that need one of them (MenuPage: the dish page's script). */
export const PageAssetsContext = createContext<PageAssets | null>(null);

/** How a page names and describes itself to browsers, search engines and link previews. */
export interface PageHead {
  language: Language;
  status: number;
  title: string;
  description: string;
  /** Absolute. */
  url: string;
  /** The same page in each language, and the one for any other, by hreflang. */
  alternates: readonly { hrefLang: string; href: string }[];
  image: ShareImage;
  /** Whether the page is a menu, with its script; every other page is plain HTML and CSS. */
  isInteractive: boolean;
  /** Whether it opens with a dish's dialog, whose CSS it then links (dishPageStylesheet). */
  hasDialog: boolean;
  /** The page's own CSS (its route's head), after the site's. */
  css?: string;
}

function HeadTags({ head, siteName }: { head: PageHead; siteName: string }) {
  const { title, description, url, image } = head;
  if (head.status !== 200) {
    return (
      <>
        <title>{title}</title>
        <meta name="robots" content="noindex" />
      </>
    );
  }
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {head.alternates.map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content={LANGUAGE_LOCALE[head.language]} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image.url} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      {/* X reads the title, description and image from the og: tags above. */}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}

interface DocumentProps {
  head: PageHead;
  siteName: string;
  assets: PageAssets;
  children: ReactNode;
}

/**
 * The whole HTML document of a page. Every page gets a first script of a few
 * hundred bytes, classic and inline so that the guest's text size applies
 * before the first paint; a menu page also gets its boot script; no other
 * page ships any more JavaScript.
 */
export function Document({ head, siteName, assets, children }: DocumentProps) {
  const language = assets.languages[head.language];
  const dishPageStylesheet = head.hasDialog ? language.dishPageStylesheet : undefined;
  const stylesheets = [...assets.stylesheets, ...(dishPageStylesheet ? [dishPageStylesheet] : [])];
  // The rules for paper. A menu page's script asks for them after the first paint: any request before it, even for
  // media="print", is one a simulated slow connection makes the first paint wait for.
  const printStylesheet = dishPageStylesheet ? undefined : language.printStylesheet;
  const printLink = printStylesheet && <link rel="stylesheet" href={printStylesheet} media="print" />;
  const css = [dishPageStylesheet ? '' : language.css, assets.brand.css, head.css ?? ''].filter((part) => part.trim()).join('\n');
  return (
    <html lang={LANGUAGE_TAG[head.language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {/* Chrome on Android scales the text by the phone's own text size only where a page asks (rem sizes it everywhere). */}
        <meta name="text-scale" content="scale" />
        <script dangerouslySetInnerHTML={{ __html: assets.textSizeScript }} />
        <HeadTags head={head} siteName={siteName} />
        <meta name="theme-color" content={assets.brand.themeColor} />
        <link rel="icon" href={assets.brand.icon.href} type={assets.brand.icon.type} />
        <link rel="apple-touch-icon" href="/images/icon-192.png" />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {css && <style dangerouslySetInnerHTML={{ __html: css.trim() }} />}
        {printStylesheet && (head.isInteractive ? <noscript>{printLink}</noscript> : printLink)}
        {head.isInteractive && (
          <script
            data-scripts={language.scripts.join(' ')}
            data-preloads={language.preloads.join(' ') || undefined}
            data-print={printStylesheet}
            dangerouslySetInnerHTML={{ __html: assets.bootScript }}
          />
        )}
      </head>
      <body>
        <PageAssetsContext value={assets}>{children}</PageAssetsContext>
      </body>
    </html>
  );
}
