import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ViteDevServer } from 'vite';
import { en } from '../../src/i18n/en.ts';
import { fieldIn, HOUSE_LANGUAGE, type Translated } from '../../src/i18n/languages.ts';
import type { Brand } from '../../src/pages/document.tsx';
import { accentCss, accentPalette, DEFAULT_ACCENT, type AccentPalette } from '../../src/restaurant/accent.ts';
import { LOGO_MAX_BYTES, loadRestaurant, RESTAURANT, type Restaurant } from '../../src/content/restaurant-schema.ts';
import { fieldLabel } from '../../src/content/fields.ts';
import { SHARE_IMAGE } from '../../src/pages/site-config.ts';
import { cachedImage, cacheKey, SHARE_IMAGE_CACHE, SHARE_IMAGE_SIZE } from './share-images.ts';
import { contentFileProblem } from '../../src/content/read-folder.ts';
import { problem } from '../../src/content/problem.ts';

/**
 * What the restaurant's name, accent colour and logo (content/restaurant.yml)
 * make at build time: the tab icon and the colours over the site's CSS, the
 * home-screen manifest with its icons, and the picture link previews of the
 * pages without one of their own show.
 */

/** The lantern, for a restaurant without a logo of its own. */
export const DEFAULT_LOGO = 'src/assets/lantern.svg';
export const MANIFEST_PATH = '/manifest.webmanifest';
export const ICON_SIZES = [192, 512] as const;
export const iconPath = (size: number) => `/images/icon-${size}.png`;
/** A raster logo's small copy, for the tab and the header; an SVG logo is inlined instead. */
const SMALL_LOGO_PATH = '/images/logo.png';
const SMALL_LOGO_SIZE = 96;
/** Every file the look may make, for the dev server to serve. */
export const LOOK_PATHS: readonly string[] = [MANIFEST_PATH, ...ICON_SIZES.map(iconPath), SHARE_IMAGE.path, SMALL_LOGO_PATH];
/** The page's cream and the header's golds, as in src/styles/tokens.css. */
const CREAM = '#fbf4e8';
const GOLD = '#d9a441';
const GOLD_LIGHT = '#f6d88e';
const SETTINGS = { version: 1, sharp: sharp.versions };

/** An SVG as a data: address, escaped only where it must be, so that it stays small in every page's head. */
export function svgDataUri(svg: string): string {
  const text = svg.trim().replace(/\s+/g, ' ').replace(/> </g, '><').replace(/"/g, "'");
  // Quotes as %27, which an HTML attribute keeps as is (React writes ' as &#x27;): the tab icon and the header's mark are then the same text.
  const escaped = text.replace(/[%#<>{}\p{Cc}]|[^\p{ASCII}]/gu, (character) => encodeURIComponent(character));
  // Spaces as %20: an address holds none (the HTML checker's rule), and brotli sends the repeated %20 for little.
  return `data:image/svg+xml,${escaped.replaceAll("'", '%27').replaceAll(' ', '%20')}`;
}

/** The web app manifest: what a phone shows when the menu is added to its home screen. */
export function renderManifest(restaurant: Pick<Restaurant, 'name' | 'description'>, palette: AccentPalette): string {
  const manifest = {
    name: `${restaurant.name} · ${en.menu}`,
    short_name: restaurant.name,
    description: restaurant.description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: CREAM,
    theme_color: palette.themeColor,
    icons: ICON_SIZES.map((size) => ({
      src: iconPath(size),
      sizes: `${size}x${size}`,
      type: 'image/png',
      // The logo is drawn within the middle 62 %, inside a launcher's mask (a circle of 80 %) unless it fills its own corners.
      purpose: size === 512 ? 'any maskable' : 'any',
    })),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0) ?? 0};`);

/** Words onto lines of about `width` characters, at most `most` lines (the last takes the rest). */
export function wrapWords(text: string, width: number, most: number): string[] {
  const lines: string[] = [];
  for (const word of text.trim().split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && (last.length + 1 + word.length <= width || lines.length === most))
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The site's link-preview picture, 1200 x 630: the names and the tagline on the accent, beside the logo. */
export function sharePictureSvg(
  restaurant: Pick<Restaurant, 'name' | 'tagline'> & Translated<'name'>,
  palette: AccentPalette,
  logo: string,
): string {
  const { width, height } = SHARE_IMAGE_SIZE;
  const houseName = restaurant[fieldIn('name', HOUSE_LANGUAGE)];
  const nameLines = wrapWords(restaurant.name, 10, 3);
  // Serif capitals are about 0.6 of the size wide: the longest line fits the left 500 px.
  const nameSize = Math.min(96, Math.floor(500 / (0.6 * Math.max(...nameLines.map((line) => line.length)))));
  const nameTop = 220 + nameSize * 0.8;
  const ruleTop = nameTop + (nameLines.length - 1) * nameSize * 1.05 + 48;
  const taglineLines = wrapWords(restaurant.tagline, 30, 2);
  const text = (lines: readonly string[], y: number, step: number) =>
    lines.map((line, index) => `<tspan x="80" y="${Math.round(y + index * step)}">${escapeXml(line)}</tspan>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.lacquer}"/><stop offset="1" stop-color="${palette.lacquerDeep}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect x="640" y="65" width="500" height="500" rx="28" fill="${CREAM}" stroke="${GOLD}" stroke-width="8"/>
<image href="${logo}" x="700" y="125" width="380" height="380" preserveAspectRatio="xMidYMid meet"/>
${houseName ? `<text x="80" y="170" font-family="Noto Sans CJK SC, Noto Serif CJK SC, sans-serif" font-size="48" letter-spacing="6" fill="${GOLD_LIGHT}">${escapeXml(houseName)}</text>` : ''}
<text font-family="DejaVu Serif, Georgia, serif" font-weight="700" font-size="${nameSize}" fill="${GOLD_LIGHT}">${text(nameLines, nameTop, nameSize * 1.05)}</text>
<rect x="80" y="${Math.round(ruleTop)}" width="120" height="5" fill="${GOLD}"/>
<text font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="30" fill="${CREAM}">${text(taglineLines, ruleTop + 70, 42)}</text>
</svg>`;
}

/** Stops the build with the message alone: a stack trace would bury it. */
class LogoError extends Error {
  override name = 'LogoError';
  constructor(message: string) {
    super(message);
    this.stack = `${this.name}: ${message}`;
  }
}

/** The logo drawn within `size` x `size`, transparent around it; an SVG drawn at that size, not scaled up. */
async function logoPng(logo: Buffer, size: number): Promise<Buffer> {
  const { width = size, height = size, format } = await sharp(logo).metadata();
  const density = format === 'svg' ? Math.min(2400, Math.ceil((72 * size) / Math.max(width, height))) : undefined;
  return sharp(logo, density ? { density } : {})
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

/** A home-screen icon: the logo in the middle 62 % of a cream square. */
async function iconPng(logo: Buffer, size: number): Promise<Buffer> {
  const background = { width: size, height: size, channels: 4 as const, background: CREAM };
  return sharp({ create: background })
    .composite([{ input: await logoPng(logo, Math.round(size * 0.62)) }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export interface RestaurantLook {
  /** What every page's head and CSS take. */
  brand: Brand;
  /** The files to write, by root-relative path. */
  files: ReadonlyMap<string, Buffer | string>;
}

/** What the logo's checks say: the build in English, the editor's publish bar in the owner's language. */
export const LOGO_PROBLEMS = {
  tooLarge: problem<'file' | 'size' | 'max'>({
    en: '{file} is {size} KB; upload one of at most {max} KB, such as a PNG of 512 x 512 pixels',
    zh: '{file} 有 {size} KB；请上传不超过 {max} KB 的标志，例如 512 x 512 像素的 PNG',
  }),
  unreadable: problem<'file'>({
    en: '{file} cannot be read as a picture; upload it again as .svg, .png, .jpg or .webp',
    zh: '{file} 无法作为图片读取；请重新上传 .svg、.png、.jpg 或 .webp 文件',
  }),
} as const;

/** The look of `restaurant`, whose logo is under `contentDir`; pictures are cached in `cacheDir` by what they are made of. */
export async function buildRestaurantLook(contentDir: string, restaurant: Restaurant, cacheDir: string): Promise<RestaurantLook> {
  const logoFile = restaurant.logo ? path.join(contentDir, restaurant.logo) : DEFAULT_LOGO;
  const problem = restaurant.logo ? contentFileProblem(logoFile, contentDir) : undefined;
  if (problem !== undefined)
    throw new LogoError(
      `${fieldLabel(RESTAURANT.fields, 'logo')}: ${problem.say({ file: restaurant.logo ?? '' })} (content/restaurant.yml)`,
    );
  const logo = await readFile(logoFile);
  const isSvg = logoFile.toLowerCase().endsWith('.svg');
  const palette = accentPalette(restaurant.accentColor ?? DEFAULT_ACCENT);
  const cached = (name: string, source: string | Buffer, make: () => Promise<Buffer>) =>
    cachedImage(cacheDir, `${name}-${cacheKey(SETTINGS, Buffer.concat([logo, Buffer.from(source)]))}.png`, make).then((file) =>
      readFile(file),
    );
  if (restaurant.logo && logo.length > LOGO_MAX_BYTES) {
    throw new LogoError(
      `${fieldLabel(RESTAURANT.fields, 'logo')}: ${LOGO_PROBLEMS.tooLarge.say({ file: restaurant.logo, size: Math.ceil(logo.length / 1024), max: LOGO_MAX_BYTES / 1024 })} (content/restaurant.yml)`,
    );
  }
  if (
    !(await sharp(logo)
      .metadata()
      .then(
        () => true,
        () => false,
      ))
  ) {
    throw new LogoError(
      `${fieldLabel(RESTAURANT.fields, 'logo')}: ${LOGO_PROBLEMS.unreadable.say({ file: restaurant.logo ?? DEFAULT_LOGO })} (content/restaurant.yml)`,
    );
  }
  const files = new Map<string, Buffer | string>([[MANIFEST_PATH, renderManifest(restaurant, palette)]]);
  for (const size of ICON_SIZES) files.set(iconPath(size), await cached(`icon-${size}`, String(size), () => iconPng(logo, size)));
  const logoHref = isSvg
    ? `data:image/svg+xml;base64,${logo.toString('base64')}`
    : `data:image/png;base64,${(await logoPng(logo, 512)).toString('base64')}`;
  const pictureSvg = sharePictureSvg(restaurant, palette, logoHref);
  files.set(
    SHARE_IMAGE.path,
    await cached('share', pictureSvg, () => sharp(Buffer.from(pictureSvg)).png({ compressionLevel: 9 }).toBuffer()),
  );
  if (!isSvg) files.set(SMALL_LOGO_PATH, await cached('logo', '', () => logoPng(logo, SMALL_LOGO_SIZE)));
  const icon = isSvg ? { href: svgDataUri(logo.toString('utf8')), type: 'image/svg+xml' } : { href: SMALL_LOGO_PATH, type: 'image/png' };
  // The header's mark: the same address as the tab icon, which compression then sends once.
  const css = `${accentCss(restaurant.accentColor ?? DEFAULT_ACCENT)}.brand-mark{background-image:url("${icon.href}")}`;
  return { brand: { icon, themeColor: palette.themeColor, css }, files };
}

/** The look of the restaurant in `contentDir`: its pictures cached beside the dishes' share pictures. */
export const restaurantLook = (root: string, contentDir: string) =>
  buildRestaurantLook(path.resolve(root, contentDir), loadRestaurant(contentDir), path.resolve(root, SHARE_IMAGE_CACHE));

/** Writes the look's files into the build. */
export async function writeLookFiles(look: RestaurantLook, outDir: string): Promise<void> {
  for (const [file, data] of look.files) {
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await writeFile(path.join(outDir, file), data);
  }
}

/** Serves the look's files in `npm run dev`, made again once restaurant.yml or the logo changes; gives the current look. */
export function serveLookFiles(server: ViteDevServer, contentDir: string): () => Promise<RestaurantLook> {
  let look: Promise<RestaurantLook> | undefined;
  // content.ts reloads the page then.
  server.watcher.on('all', () => {
    look = undefined;
  });
  const currentLook = () => (look ??= restaurantLook(server.config.root, contentDir));
  server.middlewares.use((req, res, next) => {
    const url = req.url?.split('?')[0] ?? '';
    if (!LOOK_PATHS.includes(url)) return next();
    currentLook()
      .then(({ files }) => {
        const file = files.get(url);
        if (file === undefined) return next();
        res.setHeader('Content-Type', url.endsWith('.png') ? 'image/png' : 'application/manifest+json');
        res.end(file);
      })
      .catch(next);
  });
  return currentLook;
}
