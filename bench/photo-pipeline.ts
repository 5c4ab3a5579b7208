/**
 * `npx tsx bench/photo-pipeline.ts`: times the photo pipeline (plugins/content/dish-photos.ts)
 * on 10 phone-size originals (4032 x 3024 JPEG with EXIF and GPS), built cold
 * (empty cache) and warm (every photo cached), and reports the size of each
 * width and format. The originals are made here, as the repository ships no
 * photos: soft shapes (coarse noise enlarged) under fine sensor grain.
 */
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildDishPhotos, type DishPhotoSource } from '../plugins/content/dish-photos.ts';

const PHOTO_COUNT = 10;
const PHONE_WIDTH = 4032;
const PHONE_HEIGHT = 3024;

const root = await mkdtemp(path.join(tmpdir(), 'photo-pipeline-'));
const options = {
  contentDir: path.join(root, 'content'),
  outDir: path.join(root, 'out'),
  cacheDir: path.join(root, 'cache'),
  publicPath: '/assets/photos/',
};

async function makeOriginal(): Promise<Buffer> {
  const noise = (width: number, height: number, sigma: number) =>
    sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma } } });
  const shapes = await noise(48, 36, 70)
    .resize({ width: PHONE_WIDTH, height: PHONE_HEIGHT, fit: 'fill', kernel: 'cubic' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const grain = await noise(PHONE_WIDTH, PHONE_HEIGHT, 14).png({ compressionLevel: 0 }).toBuffer();
  return sharp(shapes)
    .composite([{ input: grain, blend: 'soft-light' }])
    .withExif({ IFD0: { Make: 'PhonoCam', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2480/100' } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

try {
  await mkdir(path.join(options.contentDir, 'photos'), { recursive: true });
  const sources: DishPhotoSource[] = [];
  let originalBytes = 0;
  for (let index = 0; index < PHOTO_COUNT; index++) {
    const original = await makeOriginal();
    originalBytes += original.length;
    await writeFile(path.join(options.contentDir, `photos/dish-${index}.jpg`), original);
    sources.push({ category: "Chef's Specials", dish: `Dish ${index}`, photo: `photos/dish-${index}.jpg`, place: `dish-${index}.yml` });
  }
  const averageMb = originalBytes / PHOTO_COUNT / 1024 / 1024;
  console.log(`${PHOTO_COUNT} originals, ${PHONE_WIDTH} x ${PHONE_HEIGHT} JPEG, ${averageMb.toFixed(2)} MB each on average`);

  for (const run of ['cold', 'warm']) {
    await rm(options.outDir, { recursive: true, force: true });
    const load = loadavg()[0] ?? 0;
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const result = await buildDishPhotos(sources, options);
    const seconds = (performance.now() - start) / 1000;
    // CPU time of every thread, libvips' included: what a busy machine's wall time hides.
    const cpu = process.cpuUsage(cpuStart);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    console.log(
      `${run}: ${seconds.toFixed(2)} s, ${cpuSeconds.toFixed(1)} s of CPU (encoded ${result.built.length}, from the cache ${result.reused.length}; load ${load.toFixed(1)})`,
    );
  }

  const sizes = new Map<string, number[]>();
  for (const file of await readdir(options.outDir)) {
    const [, width, format] = /-(\d+)-[\w-]{10}\.(avif|webp)$/.exec(file) ?? [];
    const key = `${format} ${width?.padStart(4)} px`;
    sizes.set(key, [...(sizes.get(key) ?? []), (await stat(path.join(options.outDir, file))).size / 1024]);
  }
  for (const [key, kilobytes] of [...sizes].sort()) {
    const sorted = kilobytes.sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    console.log(`${key}: median ${median.toFixed(1)} KB (${sorted[0]?.toFixed(1)}-${sorted.at(-1)?.toFixed(1)})`);
  }
} finally {
  await rm(root, { recursive: true, force: true });
}
