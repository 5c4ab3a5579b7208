/**
 * The restaurant's editor, end to end with real parts, on a phone: `npm run
 * edit` (scripts/edit.ts) serves the site and the editor at /admin on
 * 127.0.0.1, over a temporary copy of the fixture restaurant's content (e2e/test-site.ts). The owner's steps run with
 * real touch at 390 x 844 in the editor's local mode, whose folder is the
 * origin-private stand-in of e2e/opfs.ts; what the editor saves there is put
 * into the copy on disk, as the real folder would be, and the dev site reloads
 * with it; a build of the copy shows it to guests. The shared fixture fails a
 * test on any request to another origin and on any console error.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { startEditServer, swipeDownTo, tapControl, type EditServer } from './edit-server.ts';
import { expect, test } from './fixtures.ts';
import { DESCRIBED_DISH, PLAIN_DISH, dish } from './fixture-restaurant.ts';
import { escapeRegExp } from './menu-page.ts';
import { TEST_SITE_CONTENT } from './test-site.ts';
import { answerFolderPicker, copyContentTo, fillFolder, PICKED_FOLDER, readFolder } from './opfs.ts';

/** A dish with every field the editor writes, which gets a photo. */
const PHOTO_TARGET = dish('hot-and-sour-soup');
/** The price the owner gives PLAIN_DISH: a quarter more. */
const NEW_PRICE = `$${(Number(PLAIN_DISH.price.slice(1)) + 0.25).toFixed(2)}`;
const priced = (price: string) => new RegExp(`^${escapeRegExp(`${PLAIN_DISH.name} ${price}`)}`);
const firstWord = (name: string) => name.split(' ')[0]?.toLowerCase() ?? name;

const EDIT_PORT = Number(process.env.E2E_PORT ?? 4174) + 3;
const EDITOR = `http://127.0.0.1:${EDIT_PORT}`;
/** The editor loads the dishes and builds its forms on a two-core machine shared with other tests. */
const expectEditor = expect.configure({ timeout: 30_000 });

test.use({ baseURL: EDITOR });
// One editing server and one copy of the content for the whole file, in order; an owner's task takes a while.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let copy: string;
let editor: EditServer | undefined;
const dishFile = (name: string) => `content/dishes/${name}.yml`;
const onDisk = (file: string) => readFileSync(path.join(copy, file), 'utf8');

test.beforeAll(async () => {
  // Starting `npm run edit` (a Vite dev server) on a machine the other tests share.
  test.setTimeout(180_000);
  copy = mkdtempSync(path.join(tmpdir(), 'menu-edit-'));
  cpSync(TEST_SITE_CONTENT, path.join(copy, 'content'), { recursive: true });
  editor = await startEditServer({ CONTENT_DIR: path.join(copy, 'content'), PORT: String(EDIT_PORT) });
});

test.afterAll(async () => {
  await editor?.stop();
  rmSync(copy, { recursive: true, force: true });
});

/** The lines one text has and the other has not: "-old", "+new". */
function changedLines(before: string, after: string): string[] {
  const [old, next] = [before.split('\n'), after.split('\n')];
  return [
    ...old.filter((line) => !next.includes(line)).map((line) => `-${line}`),
    ...next.filter((line) => !old.includes(line)).map((line) => `+${line}`),
  ];
}

async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    clientWidth: document.scrollingElement?.clientWidth ?? 0,
  }));
  expect(scrollWidth, `${screen}: the page scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

/** Opens the editor on the copy, as the owner would on this computer: Work with Local Repository. */
async function openEditor(page: Page): Promise<void> {
  await page.context().addInitScript(answerFolderPicker, PICKED_FOLDER);
  await page.goto('/admin/');
  // The folder the editor is given: the copy's content, in a clone (the editor wants the .git of one).
  const files: Record<string, string> = { '.git/HEAD': 'ref: refs/heads/main\n' };
  for (const folder of ['dishes', 'categories']) {
    for (const name of readdirSync(path.join(copy, 'content', folder)))
      files[`content/${folder}/${name}`] = onDisk(`content/${folder}/${name}`);
  }
  await fillFolder(page, files);
  await page.reload();
  await expectEditor(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'sign in');
  await tapControl(page.getByRole('button', { name: 'Work with Local Repository' }));
  await expectEditor(page.getByRole('searchbox', { name: /Search/ })).toBeVisible();
}

/** Types part of a dish's name into the editor's search and opens the dish from the results. */
async function findDish(page: Page, query: string, name: string): Promise<number> {
  const search = page.getByRole('searchbox', { name: /Search/ });
  const result = page.getByRole('row', { name: new RegExp(`(^| )${name} · \\$`) });
  await tapControl(search);
  // The field may still be putting back the last query as the list opens: type until it holds this one.
  await expect(async () => {
    await search.fill(query);
    await expect(result).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expectNoSidewaysScroll(page, 'search results');
  await tapControl(result);
  // The result opens its dish and then focuses the field it matched, the name: typing before that would land there.
  await expectEditor(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await expectNoSidewaysScroll(page, `${name}'s form`);
  return 1;
}

/** Saves, and puts what the editor wrote into the copy on disk, as it would have written it there. */
async function save(page: Page): Promise<number> {
  await tapControl(page.getByRole('button', { name: 'Save' }));
  await expectEditor(page.getByText('Entry saved.').first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'saved');
  await copyContentTo(page, copy);
  return 1;
}

test(`on a phone, the owner marks ${DESCRIBED_DISH.name} sold out in 3 taps after typing its name, and the file changes by one line @phone`, async ({
  page,
}) => {
  const before = onDisk(dishFile(DESCRIBED_DISH.slug));
  await openEditor(page);
  let taps = await findDish(page, firstWord(DESCRIBED_DISH.name), DESCRIBED_DISH.name);
  const soldOut = page.getByRole('switch', { name: 'Sold out' });
  await expect(soldOut).toHaveAttribute('aria-checked', 'false');
  await tapControl(soldOut);
  taps += 1;
  taps += await save(page);
  expect(taps).toBe(3);
  expect(changedLines(before, onDisk(dishFile(DESCRIBED_DISH.slug)))).toEqual(['-soldOut: false', '+soldOut: true']);
});

test(`the owner changes ${PLAIN_DISH.name} to ${NEW_PRICE}: a price with one decimal is refused and the file stays; then one line changes, and the site reloads with it @phone`, async ({
  page,
  context,
}) => {
  const before = onDisk(dishFile(PLAIN_DISH.slug));
  const site = await context.newPage();
  await site.goto('/');
  await expect(site.getByRole('button', { name: priced(PLAIN_DISH.price) })).toBeVisible();

  // A tab in the background gets no animation frames: the editor's comes to the front while the owner works in it.
  await page.bringToFront();
  await openEditor(page);
  await findDish(page, firstWord(PLAIN_DISH.name), PLAIN_DISH.name);
  const price = page.getByRole('textbox', { name: 'Price' });

  await test.step('a price with one decimal is refused in the form, and the file stays as it was', async () => {
    await price.fill(PLAIN_DISH.price.slice(0, -1));
    await tapControl(page.getByRole('button', { name: 'Save' }));
    await expect(page.getByRole('alert').filter({ hasText: 'dollar sign, digits, two decimals' })).toBeVisible();
    await expect(page.getByText('Entry saved.')).toHaveCount(0);
    const saved = await readFolder(page, dishFile(PLAIN_DISH.slug));
    expect(Object.values(saved).map((text) => Buffer.from(text, 'base64').toString())).toEqual([before]);
  });

  await test.step(`${NEW_PRICE} is saved as one changed line`, async () => {
    await tapControl(price);
    await price.fill(NEW_PRICE);
    await save(page);
    expect(changedLines(before, onDisk(dishFile(PLAIN_DISH.slug)))).toEqual([`-price: ${PLAIN_DISH.price}`, `+price: ${NEW_PRICE}`]);
  });

  await test.step('the dev server saw the file change and reloaded the page on its own', async () => {
    await site.bringToFront();
    await expect(site.getByRole('button', { name: priced(NEW_PRICE) })).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('a content file saved with a mistake', () => {
  // The page that says so comes with its status, 500, which the browser logs.
  test.use({ expectedConsoleProblems: [/status of 500 \(Internal Server Error\)/] });

  test("shows the owner the problem in the editor's words, readable on a phone, and the site again by itself once it is fixed @phone", async ({
    page,
  }) => {
    const file = path.join(copy, dishFile(PLAIN_DISH.slug));
    const good = onDisk(dishFile(PLAIN_DISH.slug));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await test.step('a price with one decimal saved by hand: the page says what is wrong, not the dev server', async () => {
      writeFileSync(file, good.replace(/^price: .*$/m, 'price: $4.5'));
      await expect(page.getByRole('heading', { name: 'The menu has a problem' })).toBeVisible({ timeout: 15_000 });
      const problem = page.getByRole('listitem').filter({ hasText: `"${PLAIN_DISH.name}" › Price: must look like $14.00` });
      await expect(problem).toBeVisible();
      await expect(page.locator('body')).not.toContainText(/vite|hmr|overlay|config/i);
      // The size of the text of the editor and the site, not a console's.
      expect(await problem.evaluate((item) => parseFloat(getComputedStyle(item).fontSize))).toBeGreaterThanOrEqual(16);
      await expectNoSidewaysScroll(page, 'the problem');
    });

    await test.step('the file fixed: the site is back without a tap', async () => {
      writeFileSync(file, good);
      await expect(page.getByRole('button', { name: new RegExp(`^${escapeRegExp(PLAIN_DISH.name)} `) })).toBeVisible({
        timeout: 15_000,
      });
    });
  });
});

test('a photo from the phone is added to a dish, saved smaller and without its metadata @phone', async ({ page, touch }) => {
  const phonePhoto = path.join(copy, 'camera-roll.jpg');
  // Like a phone camera's: 3024 x 4032, with the maker in its EXIF.
  await sharp({ create: { width: 3024, height: 4032, channels: 3, background: { r: 190, g: 90, b: 40 } } })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'TestPhone' } })
    .toFile(phonePhoto);
  const before = onDisk(dishFile(PHOTO_TARGET.slug));
  await openEditor(page);
  await findDish(page, PHOTO_TARGET.name.toLowerCase(), PHOTO_TARGET.name);
  const browse = page.getByRole('button', { name: 'Browse' });
  await swipeDownTo(touch, browse);
  await tapControl(browse);
  const chooser = page.waitForEvent('filechooser');
  await tapControl(page.getByRole('button', { name: 'Upload' }));
  await (await chooser).setFiles(phonePhoto);
  await tapControl(page.getByRole('button', { name: 'Insert' }));
  await save(page);

  const [added] = changedLines(before, onDisk(dishFile(PHOTO_TARGET.slug)));
  expect(added).toMatch(/^\+photo: photos\/camera-roll\.webp$/);
  const saved = await sharp(path.join(copy, 'content', 'photos', 'camera-roll.webp')).metadata();
  expect(saved.format).toBe('webp');
  expect(Math.max(saved.width, saved.height)).toBeLessThanOrEqual(1600);
  expect(saved.exif).toBeUndefined();
});

test(`a build of the edited copy shows guests ${PLAIN_DISH.name} at ${NEW_PRICE} and ${DESCRIBED_DISH.name} sold out @phone`, async ({
  page,
}) => {
  // A whole build, on a machine the other tests share.
  test.slow();
  const dist = path.join(copy, 'dist');
  const build = buildCopy(dist);
  expect(build.status, build.stderr).toBe(0);
  await page.goto('about:blank');
  await page.setContent(readFileSync(path.join(dist, 'index.html'), 'utf8').replace(/<script[\s\S]*?<\/script>/g, ''));
  await expect(page.getByRole('button', { name: priced(NEW_PRICE) })).toBeAttached();
  await expect(
    page.getByRole('button', { name: new RegExp(`^${escapeRegExp(`${DESCRIBED_DISH.name} ${DESCRIBED_DISH.price}`)}.*Sold out`) }),
  ).toBeAttached();
});

/** `npm run build` of the copy into `dist`. */
function buildCopy(dist: string) {
  return spawnSync('npx', ['vite', 'build'], {
    env: { ...process.env, CONTENT_DIR: path.join(copy, 'content'), DIST_DIR: dist },
    encoding: 'utf8',
  });
}
