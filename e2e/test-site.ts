/**
 * The site the end-to-end tests visit: the fixture restaurant (e2e/fixture/,
 * read by e2e/fixture-restaurant.ts) built into a temporary folder and
 * served. Started by playwright.config.ts as its web server:
 *   npx tsx e2e/test-site.ts   (on E2E_PORT)
 * The dish photo is drawn here by sharp, so the repository keeps no binary photo.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { FIXTURE_DIR, PHOTO_DISH } from './fixture-restaurant.ts';

/** E2E_PORT, 4174 by default: not the usual 4173, where a dev or preview server may already be running. */
export const TEST_SITE_PORT = Number(process.env.E2E_PORT ?? 4174);
export const TEST_SITE_URL = `http://127.0.0.1:${TEST_SITE_PORT}`;
/** Its content/ and dist/ folders. */
export const TEST_SITE_ROOT = path.join(os.tmpdir(), `menu-test-site-${TEST_SITE_PORT}`);
/** The fixture as built, its photo drawn: the editing tests copy it. */
export const TEST_SITE_CONTENT = path.join(TEST_SITE_ROOT, 'content');

/** Wide and tall like a phone's photo, smaller so the test builds it quickly. */
export const PHOTO_SIZE = { width: 1600, height: 1200 };

/** A warm gradient with noise, so the encoders meet something like a photo; EXIF as a phone writes it. */
async function drawPhoto(file: string) {
  const { width, height } = PHOTO_SIZE;
  const noise = Buffer.alloc(width * height * 3);
  for (let index = 0; index < noise.length; index += 3) {
    const x = (index / 3) % width;
    noise[index] = 150 + ((x * 90) / width + Math.random() * 15);
    noise[index + 1] = 60 + Math.random() * 40;
    noise[index + 2] = 30 + Math.random() * 20;
  }
  await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'TestPhone' } })
    .toFile(file);
}

async function main() {
  const content = TEST_SITE_CONTENT;
  const dist = path.join(TEST_SITE_ROOT, 'dist');
  rmSync(TEST_SITE_ROOT, { recursive: true, force: true });
  mkdirSync(TEST_SITE_ROOT, { recursive: true });
  cpSync(FIXTURE_DIR, content, { recursive: true });
  if (!PHOTO_DISH.photo) throw new Error(`${PHOTO_DISH.name} in ${FIXTURE_DIR} needs a photo field`);
  await drawPhoto(path.join(content, PHOTO_DISH.photo));

  const env = { ...process.env, CONTENT_DIR: content, DIST_DIR: dist, PORT: String(TEST_SITE_PORT) };
  execFileSync('npx', ['vite', 'build'], { env, stdio: 'inherit' });
  execFileSync('npx', ['tsx', 'scripts/serve.ts'], { env, stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
