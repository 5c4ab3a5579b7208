import { createHash, randomUUID } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Menu } from '../../src/menu/model/menu-model.ts';
import { drawingUrl } from '../../src/menu/model/drawing.ts';

/**
 * The pictures chat apps and social sites show for a shared dish: a JPEG of
 * 1200 x 630, the size they ask for, well under the 300 KB some of them drop
 * images above; made from the dish's photo, or its category's drawing. Cached
 * by the content of their source, as the dish photos are: dishes without a
 * photo share their category's, so the shipped menu makes seven.
 */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };
const SETTINGS = { ...SHARE_IMAGE_SIZE, quality: 82, version: 1, sharp: sharp.versions };

export interface DishShareImage {
  /** Root-relative: /assets/share/<name>-<hash>.jpg. */
  path: string;
  width: number;
  height: number;
  /** Whether it shows the dish's own photo, rather than its category's drawing. */
  isPhoto: boolean;
}

export interface ShareImageOptions {
  /** Where dish photos are (content/). */
  contentDir: string;
  /** Where the drawings are (public/). */
  publicDir: string;
  /** The build's folder. */
  outDir: string;
  /** Kept between builds (node_modules/.cache/share-images). */
  cacheDir: string;
}

const PUBLIC_PATH = '/assets/share/';
/** Kept between builds, so that an unchanged picture is not encoded again: the dishes' share pictures and the restaurant's look. */
export const SHARE_IMAGE_CACHE = 'node_modules/.cache/share-images';

/** A short name for what a picture is made from, and how: its file name in the cache. */
export function cacheKey(settings: object, source: Buffer | string): string {
  return createHash('sha256').update(JSON.stringify(settings)).update(source).digest('base64url').slice(0, 10);
}

/** The cached file `name`, made by `make` if it is not there yet; written whole or not at all. */
export async function cachedImage(cacheDir: string, name: string, make: () => Promise<Buffer>): Promise<string> {
  const cached = path.join(cacheDir, name);
  const isCached = await readFile(cached).then(
    () => true,
    () => false,
  );
  if (!isCached) {
    await mkdir(cacheDir, { recursive: true });
    // Its own temporary name: builds and dev servers running at once share the cache.
    const temporary = `${cached}.${process.pid}-${randomUUID()}.tmp`;
    await writeFile(temporary, await make());
    await rename(temporary, cached);
  }
  return cached;
}

export async function buildShareImages(menu: Menu, options: ShareImageOptions): Promise<Record<string, DishShareImage>> {
  await mkdir(path.join(options.outDir, PUBLIC_PATH), { recursive: true });
  await mkdir(options.cacheDir, { recursive: true });
  const made = new Map<string, string>();
  const images: Record<string, DishShareImage> = {};
  for (const dish of menu.flatMap((category) => category.dishes)) {
    const source = dish.photo ? path.join(options.contentDir, dish.photo) : path.join(options.publicDir, drawingUrl(dish.category.picture));
    let file = made.get(source);
    if (file === undefined) {
      const bytes = await readFile(source);
      file = `${path.basename(source, path.extname(source)).toLowerCase()}-${cacheKey(SETTINGS, bytes)}.jpg`;
      // Drawings are vectors: drawn at a density that fills 1200 px wide. Photos turned upright, their metadata dropped.
      const cached = await cachedImage(options.cacheDir, file, () =>
        sharp(bytes, { density: 300 })
          .rotate()
          .resize({ ...SHARE_IMAGE_SIZE, fit: 'cover' })
          .flatten({ background: '#fbf4e8' })
          .jpeg({ quality: SETTINGS.quality, mozjpeg: true })
          .toBuffer(),
      );
      await copyFile(cached, path.join(options.outDir, PUBLIC_PATH, file));
      made.set(source, file);
    }
    images[dish.slug] = { path: `${PUBLIC_PATH}${file}`, ...SHARE_IMAGE_SIZE, isPhoto: dish.photo !== undefined };
  }
  return images;
}
