/**
 * An owner adds a category in the editor and gives it a dish, on a phone, in
 * the editor's local mode (`npm run edit` over a small restaurant of this
 * spec's own; the folder is the origin-private stand-in of e2e/opfs.ts). What
 * the editor writes is then what the build's content check reads.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parse, stringify } from 'yaml';
import { loadMenu } from '../src/content/menu-file.ts';
import { startEditServer, tapControl, type EditServer } from './edit-server.ts';
import { expect, test } from './fixtures.ts';
import { answerFolderPicker, copyContentTo, fillFolder, PICKED_FOLDER } from './opfs.ts';

const EDIT_PORT = Number(process.env.E2E_PORT ?? 4174) + 6;
/** The editor builds its forms on a two-core machine shared with other tests. */
const expectEditor = expect.configure({ timeout: 30_000 });

test.use({ baseURL: `http://127.0.0.1:${EDIT_PORT}` });
test.describe.configure({ timeout: 180_000 });

/** Two categories and three dishes, each filed by its category's file name; the tea was under Mains until there was somewhere better. */
const CATEGORIES = {
  'starters.yml': { name: 'Starters', chineseName: '前菜', order: 10 },
  'mains.yml': { name: 'Mains', chineseName: '主菜', order: 20 },
};
const DISHES = {
  'spring-rolls.yml': { name: 'Spring Rolls', category: 'starters', order: 10, price: '$4.50' },
  'fried-rice.yml': { name: 'Fried Rice', category: 'mains', order: 10, price: '$9.00' },
  'jasmine-tea.yml': { name: 'Jasmine Tea', category: 'mains', order: 20, price: '$2.50' },
};
const NEW_CATEGORY = { file: 'content/categories/drinks.yml', key: 'drinks', name: 'Drinks', chineseName: '饮品', order: 75 };
const RENAMED = { file: 'content/categories/starters.yml', from: 'Starters', to: 'Small Plates' };
const MOVED_DISH = { file: 'content/dishes/jasmine-tea.yml', name: 'Jasmine Tea' };

let copy: string;
let editor: EditServer | undefined;

test.beforeAll(async () => {
  copy = mkdtempSync(path.join(tmpdir(), 'golden-lantern-categories-'));
  const content = path.join(copy, 'content');
  cpSync('content/restaurant.yml', path.join(content, 'restaurant.yml'));
  cpSync('content/pages', path.join(content, 'pages'), { recursive: true });
  for (const [folder, files] of Object.entries({ categories: CATEGORIES, dishes: DISHES })) {
    mkdirSync(path.join(content, folder), { recursive: true });
    for (const [name, fields] of Object.entries(files)) writeFileSync(path.join(content, folder, name), stringify(fields));
  }
  editor = await startEditServer({ CONTENT_DIR: content, PORT: String(EDIT_PORT) });
});

test.afterAll(async () => {
  await editor?.stop();
  rmSync(copy, { recursive: true, force: true });
});

/** Saves, waits for the editor to say so, and puts what it wrote into the copy on disk, as the real folder would have it. */
async function save(page: Page): Promise<void> {
  const saved = page.getByText('Entry saved.');
  // The last save's toast may still show: this save is done once a toast of its own does.
  await expect(saved).toHaveCount(0, { timeout: 10_000 });
  await tapControl(page.getByRole('button', { name: 'Save' }));
  await expectEditor(saved.first()).toBeVisible();
  await copyContentTo(page, copy);
}

const onDisk = (file: string): unknown => parse(readFileSync(path.join(copy, file), 'utf8'));

test('on a phone, the owner adds the category Drinks, moves Jasmine Tea into it and renames Starters, one save each; every save builds, and a bad colour stops nothing @phone', async ({
  page,
}) => {
  await test.step('open the editor on the restaurant’s folder: Work with Local Repository', async () => {
    await page.context().addInitScript(answerFolderPicker, PICKED_FOLDER);
    await page.goto('/admin/');
    const files: Record<string, string> = { '.git/HEAD': 'ref: refs/heads/main\n' };
    for (const [folder, entries] of Object.entries({ categories: CATEGORIES, dishes: DISHES })) {
      for (const [name, fields] of Object.entries(entries)) files[`content/${folder}/${name}`] = stringify(fields);
    }
    await fillFolder(page, files);
    await page.reload();
    await tapControl(page.getByRole('button', { name: 'Work with Local Repository' }));
    await expectEditor(page.getByRole('treeitem', { name: /^Categories/ })).toBeVisible();
  });

  await test.step('Categories → New: name, Chinese name, place on the menu; Save', async () => {
    await tapControl(page.getByRole('treeitem', { name: /^Categories/ }));
    await tapControl(page.getByRole('button', { name: 'Create New Entry' }));
    // The form opens behind a modal popup that closes a moment later; until then the form is inert and typing lands nowhere.
    await expectEditor(page.getByRole('dialog')).toHaveCount(0);
    const fields = [
      [page.getByRole('textbox', { name: 'Name', exact: true }), NEW_CATEGORY.name],
      [page.getByRole('textbox', { name: 'Chinese name' }), NEW_CATEGORY.chineseName],
      [page.getByRole('spinbutton', { name: 'Place on the menu' }), String(NEW_CATEGORY.order)],
    ] as const;
    for (const [field, value] of fields) await field.fill(value);
    for (const [field, value] of fields) await expect(field).toHaveValue(value);
    await save(page);
    // A category with no dishes yet is not shown, and stops nothing.
    expect(loadMenu(path.join(copy, 'content')).map((category) => category.name)).toEqual(['Starters', 'Mains']);
  });

  await test.step('back to the list, find the dish and pick the new category under Category; Save', async () => {
    await tapControl(page.getByRole('button', { name: 'Back to Collection List' }));
    const search = page.getByRole('searchbox', { name: /Search/ });
    const result = page.getByRole('row', { name: new RegExp(`(^| )${MOVED_DISH.name} · \\$`) });
    await tapControl(search);
    // The field may still be putting back an earlier query as the list opens: type until it holds this one.
    await expect(async () => {
      await search.fill('jasmine');
      await expect(result).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await tapControl(result);
    // With a few categories the editor lists them all as choices (with many, a drop-down).
    const category = page.getByRole('radiogroup', { name: 'Category' });
    await expectEditor(category.getByRole('radio', { name: 'Mains', exact: true })).toBeChecked();
    await tapControl(category.getByRole('radio', { name: NEW_CATEGORY.name, exact: true }));
    await expect(category.getByRole('radio', { name: NEW_CATEGORY.name, exact: true })).toBeChecked();
    await save(page);
  });

  await test.step('the files say so, and the content check of the build reads the menu with Drinks and its dish', async () => {
    expect(onDisk(NEW_CATEGORY.file)).toMatchObject({
      name: NEW_CATEGORY.name,
      chineseName: NEW_CATEGORY.chineseName,
      order: NEW_CATEGORY.order,
    });
    expect(onDisk(MOVED_DISH.file)).toMatchObject({ name: MOVED_DISH.name, category: NEW_CATEGORY.key });
    const menu = loadMenu(path.join(copy, 'content'));
    expect(menu.map((category) => category.name)).toEqual(['Starters', 'Mains', NEW_CATEGORY.name]);
    expect(menu.at(-1)).toMatchObject({ chineseName: NEW_CATEGORY.chineseName, dishes: [{ name: MOVED_DISH.name }] });
  });

  await test.step('Categories → Starters: rename it Small Plates; Save; its dish follows with no other edit', async () => {
    await tapControl(page.getByRole('button', { name: 'Back to Collection List' }));
    await tapControl(page.getByRole('treeitem', { name: /^Categories/ }));
    await tapControl(page.getByRole('row', { name: RENAMED.from, exact: true }));
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expectEditor(name).toHaveValue(RENAMED.from);
    await name.fill(RENAMED.to);
    await expect(name).toHaveValue(RENAMED.to);
    await save(page);
    expect(onDisk(RENAMED.file)).toMatchObject({ name: RENAMED.to });
    const menu = loadMenu(path.join(copy, 'content'));
    expect(menu.map((category) => [category.name, category.dishes.map((dish) => dish.name)])).toEqual([
      [RENAMED.to, ['Spring Rolls']],
      ['Mains', ['Fried Rice']],
      [NEW_CATEGORY.name, [MOVED_DISH.name]],
    ]);
  });

  await test.step('a colour too light to read: npm run edit shows the message and keeps the editor; fixed, the site is back', async () => {
    const file = path.join(copy, 'content', 'restaurant.yml');
    const good = readFileSync(file, 'utf8');
    const site = () => page.request.get('/', { headers: { Accept: 'text/html' } });
    // The editor's tab would reload with the site and log the 500s this step causes on purpose.
    await page.goto('about:blank');
    writeFileSync(file, `${good}accentColor: '#fafafa'\n`);
    try {
      await expect.poll(async () => (await site()).status(), { timeout: 30_000 }).toBe(500);
      expect(await (await site()).text()).toContain('choose a darker colour');
      expect((await page.request.get('/admin/config.yml')).status()).toBe(200);
    } finally {
      writeFileSync(file, good);
    }
    await expect.poll(async () => (await site()).status(), { timeout: 30_000 }).toBe(200);
  });
});
