import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDishPhotos, type DishPhotoOptions, type DishPhotoSource } from './dish-photos.ts';
import { ContentError } from '../../src/content/content-error.ts';

let root: string;
let options: DishPhotoOptions;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'dish-photos-'));
  options = {
    contentDir: path.join(root, 'content'),
    outDir: path.join(root, 'dist/assets/photos'),
    publicPath: '/assets/photos/',
    cacheDir: path.join(root, 'cache'),
  };
  await mkdir(path.join(options.contentDir, 'photos'), { recursive: true });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/**
 * A photo as a phone would save it, with EXIF carrying GPS and an orientation.
 * Its pixels are coarse noise enlarged into soft blotches: fine noise would
 * take AVIF seconds per file, and these tests are about sizes and metadata.
 */
async function makePhoto(file: string, { width, height, format = 'jpeg', orientation = 1 }: PhotoSpec): Promise<void> {
  const coarse = await sharp({
    create: { width: 16, height: 12, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .png()
    .toBuffer();
  const withMetadata = sharp(coarse)
    .resize({ width, height, fit: 'fill' })
    .withMetadata({ orientation })
    .withExif({ IFD0: { Make: 'PhonoCam', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2480/100' } });
  const encoded = format === 'jpeg' ? withMetadata.jpeg() : format === 'png' ? withMetadata.png() : withMetadata.webp();
  await writeFile(path.join(options.contentDir, file), await encoded.toBuffer());
}

interface PhotoSpec {
  width: number;
  height: number;
  format?: 'jpeg' | 'png' | 'webp';
  orientation?: number;
}

const dish = (photo: string, name = 'Kung Pao Chicken'): DishPhotoSource => ({
  category: 'Chicken Entrées',
  dish: name,
  photo,
  place: 'content/dishes/kung-pao-chicken.yml line 9',
});

/** "/assets/photos/a-400-x.avif 400w, …" → [["a-400-x.avif", 400], …] */
function entries(srcset: string): [string, number][] {
  return srcset.split(', ').map((entry) => {
    const [url = '', width = ''] = entry.split(' ');
    return [path.basename(url), Number.parseInt(width, 10)];
  });
}

async function dimensionsOf(file: string) {
  const { width, height, format } = await sharp(path.join(options.outDir, file)).metadata();
  return { width, height, format };
}

// Encoding AVIF takes a while on a busy two-core machine.
describe('buildDishPhotos', { timeout: 30_000 }, () => {
  it('makes AVIF and WebP at 400, 800 and 1200 px wide from a large photo', async () => {
    await makePhoto('photos/kung-pao.jpg', { width: 1600, height: 1200 });
    const { images } = await buildDishPhotos([dish('photos/kung-pao.jpg')], options);
    const image = images['photos/kung-pao.jpg'];
    expect(image).toMatchObject({ width: 1200, height: 900 });
    for (const [format, srcset] of [
      ['heif', image?.avifSrcset ?? ''],
      ['webp', image?.webpSrcset ?? ''],
    ] as const) {
      const files = entries(srcset);
      expect(files.map(([, width]) => width)).toEqual([400, 800, 1200]);
      for (const [file, width] of files) {
        expect(await dimensionsOf(file)).toEqual({ width, height: (width * 3) / 4, format });
      }
    }
    expect(image?.src).toMatch(/^\/assets\/photos\/kung-pao-800-[\w-]{10}\.webp$/);
  });

  it('names each file by its width and a hash of its content', async () => {
    await makePhoto('photos/kung-pao.jpg', { width: 800, height: 600 });
    await buildDishPhotos([dish('photos/kung-pao.jpg')], options);
    const files = await readdir(options.outDir);
    expect(files.map((file) => file.replace(/-[\w-]{10}\./, '-#.')).sort()).toEqual([
      'kung-pao-400-#.avif',
      'kung-pao-400-#.webp',
      'kung-pao-800-#.avif',
      'kung-pao-800-#.webp',
    ]);
    for (const file of files) {
      const hash = createHash('sha256')
        .update(await readFile(path.join(options.outDir, file)))
        .digest('base64url')
        .slice(0, 10);
      expect(file).toContain(`-${hash}.`);
    }
  });

  it('never enlarges a photo: one 1000 px wide gives 400, 800 and 1000', async () => {
    await makePhoto('photos/small.png', { width: 1000, height: 500, format: 'png' });
    const { images } = await buildDishPhotos([dish('photos/small.png')], options);
    expect(entries(images['photos/small.png']?.webpSrcset ?? '').map(([, width]) => width)).toEqual([400, 800, 1000]);
    expect(images['photos/small.png']).toMatchObject({ width: 1000, height: 500 });
  });

  it('turns a photo upright by its EXIF orientation (6: stored sideways, shown portrait)', async () => {
    // Stored 800 x 600 with its left half red: shown upright it is 600 x 800 with the red half on top.
    const left = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const stored = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0000ff' } })
      .composite([{ input: left, left: 0, top: 0 }])
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    await writeFile(path.join(options.contentDir, 'photos/sideways.jpg'), stored);
    const { images } = await buildDishPhotos([dish('photos/sideways.jpg')], options);
    const image = images['photos/sideways.jpg'];
    expect(image).toMatchObject({ width: 600, height: 800 });
    const [largest] = entries(image?.webpSrcset ?? '').slice(-1);
    expect(largest?.[1]).toBe(600);
    const file = path.join(options.outDir, largest?.[0] ?? '');
    expect(await sharp(file).metadata()).toMatchObject({ width: 600, height: 800 });
    const { data } = await sharp(file).extract({ left: 300, top: 100, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(60);
  });

  it.each(['jpeg', 'png', 'webp'] as const)('strips EXIF and GPS from a %s original in every output', async (format) => {
    await makePhoto(`photos/geo.${format}`, { width: 800, height: 600, format, orientation: 1 });
    expect((await sharp(path.join(options.contentDir, `photos/geo.${format}`)).metadata()).exif).toBeDefined();
    await buildDishPhotos([dish(`photos/geo.${format}`)], options);
    const files = await readdir(options.outDir);
    expect(files).toHaveLength(4);
    for (const file of files) {
      const metadata = await sharp(path.join(options.outDir, file)).metadata();
      expect(metadata.exif, file).toBeUndefined();
      expect(metadata.xmp, file).toBeUndefined();
      expect(metadata.orientation, file).toBeUndefined();
    }
  });

  it('inlines a tiny WebP placeholder of the same shape', async () => {
    await makePhoto('photos/kung-pao.jpg', { width: 1600, height: 1200 });
    const { images } = await buildDishPhotos([dish('photos/kung-pao.jpg')], options);
    const placeholder = images['photos/kung-pao.jpg']?.placeholder ?? '';
    expect(placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(placeholder.length).toBeLessThan(600);
    const bytes = Buffer.from(placeholder.split(',')[1] ?? '', 'base64');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 16, height: 12 });
  });

  it('encodes nothing on a second run with the same photos, and still writes every file', async () => {
    await makePhoto('photos/kung-pao.jpg', { width: 800, height: 600 });
    const first = await buildDishPhotos([dish('photos/kung-pao.jpg')], options);
    expect(first).toMatchObject({ built: ['photos/kung-pao.jpg'], reused: [] });
    const [entry] = await readdir(options.cacheDir);
    const cachedFiles = await readdir(path.join(options.cacheDir, entry ?? ''));
    const mtimes = await Promise.all(cachedFiles.map(async (file) => (await stat(path.join(options.cacheDir, entry ?? '', file))).mtimeMs));

    await rm(options.outDir, { recursive: true });
    const second = await buildDishPhotos([dish('photos/kung-pao.jpg')], options);
    expect(second).toMatchObject({ built: [], reused: ['photos/kung-pao.jpg'] });
    expect(second.images).toEqual(first.images);
    expect(await readdir(options.outDir)).toHaveLength(4);
    const mtimesAfter = await Promise.all(
      cachedFiles.map(async (file) => (await stat(path.join(options.cacheDir, entry ?? '', file))).mtimeMs),
    );
    expect(mtimesAfter).toEqual(mtimes);
  });

  it('encodes again when the original changes', async () => {
    await makePhoto('photos/kung-pao.jpg', { width: 800, height: 600 });
    await buildDishPhotos([dish('photos/kung-pao.jpg')], options);
    await makePhoto('photos/kung-pao.jpg', { width: 900, height: 600 });
    const second = await buildDishPhotos([dish('photos/kung-pao.jpg')], options);
    expect(second.built).toEqual(['photos/kung-pao.jpg']);
    expect(second.images['photos/kung-pao.jpg']).toMatchObject({ width: 900, height: 600 });
  });

  it('builds a photo two dishes share once', async () => {
    await makePhoto('photos/rice.jpg', { width: 800, height: 600 });
    const result = await buildDishPhotos([dish('photos/rice.jpg', 'Fried Rice'), dish('photos/rice.jpg', 'Plain Rice')], options);
    expect(result.built).toEqual(['photos/rice.jpg']);
    expect(Object.keys(result.images)).toEqual(['photos/rice.jpg']);
  });
});

describe('buildDishPhotos rejects a bad photo naming the category, the dish, the photo and its line', { timeout: 30_000 }, () => {
  async function problemsOf(sources: DishPhotoSource[]): Promise<readonly string[]> {
    const error = await buildDishPhotos(sources, options).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).problems;
  }

  it('a missing file', async () => {
    expect(await problemsOf([dish('photos/nowhere.jpg')])).toEqual([
      expect.stringMatching(
        /^"Chicken Entrées" › "Kung Pao Chicken" › Photo: photos\/nowhere\.jpg is missing \(no file .*content\/photos\/nowhere\.jpg\) \(content\/dishes\/kung-pao-chicken\.yml line 9\)$/,
      ),
    ]);
  });

  it('a file that is not an image', async () => {
    await writeFile(path.join(options.contentDir, 'photos/notes.jpg'), 'Kung pao: peanuts, chilies, scallions.');
    expect(await problemsOf([dish('photos/notes.jpg')])).toEqual([
      '"Chicken Entrées" › "Kung Pao Chicken" › Photo: photos/notes.jpg is not a JPEG, PNG or WebP image (content/dishes/kung-pao-chicken.yml line 9)',
    ]);
  });

  it('an image of another kind', async () => {
    await writeFile(
      path.join(options.contentDir, 'photos/anim.gif'),
      await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c00' } })
        .gif()
        .toBuffer(),
    );
    expect(await problemsOf([dish('photos/anim.gif')])).toEqual([
      '"Chicken Entrées" › "Kung Pao Chicken" › Photo: photos/anim.gif is not a JPEG, PNG or WebP image, it is GIF (content/dishes/kung-pao-chicken.yml line 9)',
    ]);
  });

  it('an image under 400 px wide, measured upright', async () => {
    // 500 x 300 stored, but orientation 6 shows it 300 px wide.
    await makePhoto('photos/thumb.jpg', { width: 500, height: 300, orientation: 6 });
    expect(await problemsOf([dish('photos/thumb.jpg')])).toEqual([
      '"Chicken Entrées" › "Kung Pao Chicken" › Photo: photos/thumb.jpg is 300 px wide; a photo must be at least 400 px wide (content/dishes/kung-pao-chicken.yml line 9)',
    ]);
  });

  it('a path that leaves the content folder', async () => {
    expect(await problemsOf([dish('../secrets.jpg')])).toEqual([
      '"Chicken Entrées" › "Kung Pao Chicken" › Photo: ../secrets.jpg must be a path inside the content folder (content/dishes/kung-pao-chicken.yml line 9)',
    ]);
  });

  it('every bad photo at once, and writes nothing', async () => {
    await makePhoto('photos/good.jpg', { width: 800, height: 600 });
    await makePhoto('photos/thumb.jpg', { width: 300, height: 200 });
    const problems = await problemsOf([
      { category: 'Soups', dish: 'Wonton Soup', photo: 'photos/wonton.jpg', place: 'wonton-soup.yml line 4' },
      { category: 'Appetizers', dish: 'Egg Roll', photo: 'photos/good.jpg', place: 'egg-roll.yml line 4' },
      { category: 'Appetizers', dish: 'Spring Roll', photo: 'photos/thumb.jpg', place: 'spring-roll.yml line 4' },
    ]);
    expect(problems).toEqual([
      expect.stringMatching(/^"Soups" › "Wonton Soup" › Photo: photos\/wonton\.jpg is missing/),
      expect.stringMatching(/^"Appetizers" › "Spring Roll" › Photo: photos\/thumb\.jpg is 300 px wide/),
    ]);
    await expect(stat(options.outDir)).rejects.toThrow();
  });
});
