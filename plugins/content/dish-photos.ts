/**
 * The build's photo pipeline: each dish's original (JPEG, PNG or WebP, as a
 * phone takes it) becomes AVIF and WebP files at a few widths, turned upright
 * by its EXIF orientation and stripped of its metadata (a phone photo carries
 * GPS), plus a tiny placeholder inlined as a data: URI. Results are cached by
 * the content hash of the original and of these settings, so a rebuild with
 * unchanged photos encodes nothing.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { DishPhotoImage } from '../../src/menu/model/menu-model.ts';
import { ContentError } from '../../src/content/content-error.ts';
import { contentFileProblem } from '../../src/content/read-folder.ts';
import { fieldLabel } from '../../src/content/fields.ts';
import { DISHES } from '../../src/content/menu-schema.ts';
import { megabytes } from '../shared/page-size.ts';
import { problem } from '../../src/content/problem.ts';

/** The widths a dialog asks for: a phone's sheet (1x, 2x) and the wide screen's panel at 2x. */
export const PHOTO_WIDTHS = [400, 800, 1200] as const;

/** Narrower than the smallest width, a photo would be blurry on every screen. */
export const MIN_PHOTO_WIDTH = PHOTO_WIDTHS[0];

/** The <img> fallback, for a browser without <picture>: the middle width as WebP, which every current browser shows. */
const FALLBACK_WIDTH = 800;

/** Everything that shapes the output; a change here invalidates the cache. */
const SETTINGS = {
  pipeline: 1,
  widths: PHOTO_WIDTHS,
  avif: { quality: 50, effort: 4 },
  webp: { quality: 75, effort: 4 },
  placeholder: { width: 16, quality: 50 },
  sharp: sharp.versions,
};

/** The formats sharp may read an original from. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface DishPhotoSource {
  /** Its category as the editor shows it: Appetizers. */
  category: string;
  dish: string;
  /** Path relative to the content folder, as the menu names it: "photos/kung-pao-chicken.jpg". */
  photo: string;
  /** Where the dish names it: "content/dishes/kung-pao-chicken.yml line 9". */
  place: string;
}

export interface DishPhotoOptions {
  /** The folder photo paths are relative to (content/). */
  contentDir: string;
  /** Where the built files go (dist/assets/photos). */
  outDir: string;
  /** The URL path outDir is served at. */
  publicPath: string;
  /** Kept between builds (node_modules/.cache/dish-photos). */
  cacheDir: string;
}

export interface DishPhotoResult {
  /** One descriptor per photo path, for the dialog (DishPhoto). */
  images: Record<string, DishPhotoImage>;
  /** Photo paths encoded in this run, and those taken from the cache. */
  built: string[];
  reused: string[];
}

/** What the cache keeps per original: file names, not URLs, so a change of publicPath needs no re-encoding. */
interface CachedPhoto {
  width: number;
  height: number;
  placeholder: string;
  files: { format: 'avif' | 'webp'; width: number; file: string }[];
}

const MANIFEST = 'photo.json';

/**
 * Builds every photo the menu names. Throws a ContentError listing
 * every bad photo ("Appetizers" › "Egg Roll" › Photo: …) before writing anything.
 */
/** What the photo checks say: the build in English, the editor's publish bar in the owner's language. */
export const PHOTO_PROBLEMS = {
  undecodable: problem<'file' | 'reason'>({ en: '{file} could not be decoded ({reason})', zh: '{file} 无法解码（{reason}）' }),
  outside: problem<'file'>({ en: '{file} must be a path inside the content folder', zh: '{file} 须为 content 文件夹里的路径' }),
  missing: problem<'file' | 'shown'>({ en: '{file} is missing (no file {shown})', zh: '{file} 不存在（没有文件 {shown}）' }),
  tooLarge: problem<'file' | 'size' | 'max'>({
    en: '{file} is {size}; a photo may be at most {max}: save it smaller',
    zh: '{file} 有 {size}；照片最大 {max}：请存成小一些的文件',
  }),
  notAnImage: problem<'file'>({ en: '{file} is not a JPEG, PNG or WebP image', zh: '{file} 不是 JPEG、PNG 或 WebP 图片' }),
  otherFormat: problem<'file' | 'format'>({
    en: '{file} is not a JPEG, PNG or WebP image, it is {format}',
    zh: '{file} 不是 JPEG、PNG 或 WebP 图片，而是 {format}',
  }),
  tooManyPixels: problem<'file' | 'width' | 'height' | 'max'>({
    en: '{file} is {width} × {height} pixels; a photo may have at most {max} million: save it smaller',
    zh: '{file} 为 {width} × {height} 像素；照片最多 {max} 百万像素：请存成小一些的文件',
  }),
  tooNarrow: problem<'file' | 'width' | 'min'>({
    en: '{file} is {width} px wide; a photo must be at least {min} px wide',
    zh: '{file} 宽 {width} 像素；照片须至少宽 {min} 像素',
  }),
} as const;

export async function buildDishPhotos(sources: readonly DishPhotoSource[], options: DishPhotoOptions): Promise<DishPhotoResult> {
  const originals = await readOriginals(sources, options.contentDir);
  await mkdir(options.outDir, { recursive: true });
  const result: DishPhotoResult = { images: {}, built: [], reused: [] };
  const problems: string[] = [];
  // One photo at a time: libvips already spreads each encode over every core.
  for (const { source, bytes } of originals) {
    const { photo } = source;
    if (photo in result.images) continue;
    const key = createHash('sha256').update(JSON.stringify(SETTINGS)).update(bytes).digest('hex').slice(0, 20);
    const cacheEntry = path.join(options.cacheDir, key);
    let cached = await readCached(cacheEntry);
    if (cached === undefined) {
      try {
        cached = await encodePhoto(bytes, photo, cacheEntry);
      } catch (error) {
        // A file whose header reads well but whose data is broken (a photo cut short in transfer).
        const reason = error instanceof Error ? error.message : String(error);
        problems.push(`${whereOf(source)}: ${PHOTO_PROBLEMS.undecodable.say({ file: photo, reason })} (${source.place})`);
        continue;
      }
      result.built.push(photo);
    } else {
      result.reused.push(photo);
    }
    await Promise.all(cached.files.map(({ file }) => copyFile(path.join(cacheEntry, file), path.join(options.outDir, file))));
    result.images[photo] = describe(cached, options.publicPath);
  }
  if (problems.length > 0) throw new ContentError('menu', problems);
  return result;
}

interface Original {
  source: DishPhotoSource;
  bytes: Buffer;
}

/** "Appetizers" › "Egg Roll" › Photo, as menu-schema.ts names a field: by its label in the editor. */
function whereOf(source: DishPhotoSource): string {
  return `"${source.category}" › "${source.dish}" › ${fieldLabel(DISHES.fields, 'photo')}`;
}

/** Reads and checks every original, collecting one message per bad photo. */
async function readOriginals(sources: readonly DishPhotoSource[], contentDir: string): Promise<Original[]> {
  const problems: string[] = [];
  const originals: Original[] = [];
  for (const source of sources) {
    const problem = await checkOriginal(source.photo, contentDir).then(
      (bytes) => {
        originals.push({ source, bytes });
        return undefined;
      },
      (error: unknown) => (error instanceof PhotoProblem ? error.message : `${source.photo}: ${String(error)}`),
    );
    if (problem !== undefined) problems.push(`${whereOf(source)}: ${problem} (${source.place})`);
  }
  if (problems.length > 0) throw new ContentError('menu', problems);
  return originals;
}

class PhotoProblem extends Error {}

/** The largest original the build reads: a phone's photo is a few MB; a larger file is rarely a photo, and slow to encode. */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
/** The most pixels an original may have: 64 million, above a 48-megapixel phone camera's; a larger image could exhaust the build's memory. */
export const MAX_PHOTO_PIXELS = 64_000_000;

const isOutside = (folder: string, file: string) => {
  const relative = path.relative(folder, file);
  return relative.startsWith('..') || path.isAbsolute(relative);
};

async function checkOriginal(photo: string, contentDir: string): Promise<Buffer> {
  const file = path.resolve(contentDir, photo);
  const shown = path.relative(process.cwd(), file);
  if (path.isAbsolute(photo) || isOutside(path.resolve(contentDir), file)) {
    throw new PhotoProblem(PHOTO_PROBLEMS.outside.say({ file: photo }));
  }
  const missing = (error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'EISDIR') throw new PhotoProblem(PHOTO_PROBLEMS.missing.say({ file: photo, shown }));
    throw error;
  };
  let problem: ReturnType<typeof contentFileProblem>;
  try {
    problem = contentFileProblem(file, contentDir);
  } catch (error) {
    missing(error as NodeJS.ErrnoException);
  }
  if (problem !== undefined) throw new PhotoProblem(problem.say({ file: photo }));
  const { size } = await stat(file);
  if (size > MAX_PHOTO_BYTES) {
    throw new PhotoProblem(PHOTO_PROBLEMS.tooLarge.say({ file: photo, size: megabytes(size), max: megabytes(MAX_PHOTO_BYTES) }));
  }
  const bytes = await readFile(file);
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  if (metadata === undefined || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new PhotoProblem(
      metadata
        ? PHOTO_PROBLEMS.otherFormat.say({ file: photo, format: metadata.format.toUpperCase() })
        : PHOTO_PROBLEMS.notAnImage.say({ file: photo }),
    );
  }
  if (metadata.width * metadata.height > MAX_PHOTO_PIXELS) {
    const { width, height } = metadata;
    throw new PhotoProblem(PHOTO_PROBLEMS.tooManyPixels.say({ file: photo, width, height, max: MAX_PHOTO_PIXELS / 1_000_000 }));
  }
  // Upright, as it will be shown: a portrait phone photo is stored sideways with an orientation tag.
  const { width } = metadata.autoOrient;
  if (width < MIN_PHOTO_WIDTH) {
    throw new PhotoProblem(PHOTO_PROBLEMS.tooNarrow.say({ file: photo, width, min: MIN_PHOTO_WIDTH }));
  }
  return bytes;
}

async function readCached(cacheEntry: string): Promise<CachedPhoto | undefined> {
  try {
    const cached = JSON.parse(await readFile(path.join(cacheEntry, MANIFEST), 'utf8')) as CachedPhoto;
    // A manifest is written last, but a file may have been deleted by hand since.
    const present = new Set(await readdir(cacheEntry));
    return cached.files.every(({ file }) => present.has(file)) ? cached : undefined;
  } catch {
    return undefined;
  }
}

/** Encodes one original into cacheEntry: every width in both formats, and the placeholder. */
async function encodePhoto(bytes: Buffer, photo: string, cacheEntry: string): Promise<CachedPhoto> {
  // Decoded, turned upright and shrunk once; metadata does not survive raw pixels.
  const largest = Math.min(PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] ?? MIN_PHOTO_WIDTH, (await sharp(bytes).metadata()).autoOrient.width);
  const { data, info } = await sharp(bytes).rotate().resize({ width: largest }).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  // Never wider than the original: a 1000 px photo gives 400, 800 and 1000.
  const widths = [...PHOTO_WIDTHS.filter((width) => width < largest), largest];
  const stem = path
    .basename(photo, path.extname(photo))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

  const temporary = `${cacheEntry}.${process.pid}.tmp`;
  await rm(temporary, { recursive: true, force: true });
  await mkdir(temporary, { recursive: true });
  const files = await Promise.all(
    widths.flatMap((width) =>
      (['avif', 'webp'] as const).map(async (format) => {
        const resized = sharp(data, raw).resize({ width });
        const encoded = await (format === 'avif' ? resized.avif(SETTINGS.avif) : resized.webp(SETTINGS.webp)).toBuffer();
        const hash = createHash('sha256').update(encoded).digest('base64url').slice(0, 10);
        const file = `${stem}-${width}-${hash}.${format}`;
        await writeFile(path.join(temporary, file), encoded);
        return { format, width, file };
      }),
    ),
  );
  const placeholder = await sharp(data, raw)
    .resize({ width: SETTINGS.placeholder.width })
    .webp({ quality: SETTINGS.placeholder.quality })
    .toBuffer();
  const cached: CachedPhoto = {
    width: info.width,
    height: info.height,
    placeholder: `data:image/webp;base64,${placeholder.toString('base64')}`,
    files,
  };
  await writeFile(path.join(temporary, MANIFEST), JSON.stringify(cached));
  // Whole or not at all: a build stopped halfway leaves no entry that looks complete.
  await rm(cacheEntry, { recursive: true, force: true });
  await rename(temporary, cacheEntry);
  return cached;
}

function describe(cached: CachedPhoto, publicPath: string): DishPhotoImage {
  const base = publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  const srcset = (format: 'avif' | 'webp') =>
    cached.files
      .filter((file) => file.format === format)
      .map(({ file, width }) => `${base}${file} ${width}w`)
      .join(', ');
  const webp = cached.files.filter((file) => file.format === 'webp');
  const fallback = webp.filter((file) => file.width <= FALLBACK_WIDTH).at(-1) ?? webp[0];
  if (fallback === undefined) throw new Error('a cached photo has no WebP file');
  return {
    width: cached.width,
    height: cached.height,
    placeholder: cached.placeholder,
    avifSrcset: srcset('avif'),
    webpSrcset: srcset('webp'),
    src: `${base}${fallback.file}`,
  };
}
