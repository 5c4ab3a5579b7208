/**
 * The editor says whether the owner's last saved change is live, read from
 * GitHub with the token the owner signed in with. GitHub's API is out of
 * reach here: a stand-in served by this test on 127.0.0.1 answers what the
 * editor asks, as GitHub would, and the publishing workflow's commit status
 * is set on it step by step. The editor is the dev server's (`npm run edit`),
 * told to use the stand-in as a GitHub Enterprise server would be named.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Locator, Page } from '@playwright/test';
import { PUBLISH_CONTEXT } from '../src/admin/publish-status.ts';
import { startEditServer, swipeDownTo, type EditServer } from './edit-server.ts';
import { buildNotes, failureDescription, successDescription } from '../scripts/publish-status.ts';
import { DISH_PROBLEMS, DISHES } from '../src/content/menu-schema.ts';
import { servingHoursNote } from '../src/content/serving-hours-note.ts';
import sharp from 'sharp';
import { accentProblem, DEFAULT_ACCENT } from '../src/restaurant/accent.ts';
import { WEEKDAY_NAMES } from '../src/restaurant/opening-hours.ts';
import { DESCRIBED_DISH, FIXTURE_DIR, menu, PLAIN_DISH, restaurant } from './fixture-restaurant.ts';
import { expect, test } from './fixtures.ts';
import { escapeRegExp } from './menu-page.ts';

// Past the test site's (+0), the published site's (+1), the editing spec's (+3) and the categories' (+6). The phone's
// tests and the desktop's may run at once, each worker with its own editor and stand-in: ten ports apart by worker.
const E2E_PORT = Number(process.env.E2E_PORT ?? 4174) + 10 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const EDITOR = `http://127.0.0.1:${E2E_PORT + 4}`;
const GITHUB = `http://127.0.0.1:${E2E_PORT + 5}`;
/** Where a GitHub Enterprise server has its REST API, as GitHub Actions names it (GITHUB_API_URL). */
const REST = '/api/v3';
const REPO = 'owner/site';
const BRANCH = 'main';
const TOKEN = 'github_pat_stand_in';
/** The page of the stand-in's repository the owner edits, and the words linked. */
const PAGE = 'catering';
const LINKED_WORDS = 'twenty';
const LINK = 'https://golden-lantern.example/parties';
/** A colour the build refuses: the gold of the restaurant's name on itself. */
const TOO_LIGHT = '#f6d88e';
const NEW_LOGO = 'new-logo.svg';
const LOGO_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4" fill="#1f4f8f"/></svg>\n';
/** What the build says of a price it refuses, after the field's label (src/content/menu-schema.ts). */
const PRICE_PROBLEM = 'must look like $14.00 (dollar sign, digits, two decimals)';
/** What the Chinese editor says of it: in the Price field, and after 价格 in the publish bar. */
const PRICE_PROBLEM_ZH = '须写成 $14.00 这样（美元符号、数字、两位小数）';
/** A dish name long enough that the first problem must be shortened beside the count. */
const LONG_NAME = `${PLAIN_DISH.name} with Candied Walnuts and a Honey Mayonnaise Glaze`;
/**
 * What the workflow puts on the commit when the build stops with two problems (scripts/publish-status.ts): the first,
 * its names shortened so that its field and problem stay whole, and the count.
 */
const BUILD_MESSAGE = failureDescription([
  {
    message: `"${PLAIN_DISH.category.name}" › "${LONG_NAME}" › Price: ${PRICE_PROBLEM} (content/dishes/${PLAIN_DISH.slug}.yml line 5)`,
  },
  { message: `Colour: ${accentProblem(TOO_LIGHT) ?? ''} (content/restaurant.yml line 3)` },
]);
/** The category served at some hours only, and the restaurant's hours with Saturday's changed to 17:00-02:00. */
const [SERVED] = menu.filter((category) => category.servingHours);
const LATE_SATURDAY = { ...restaurant.hours, saturday: ['17:00-02:00'] };
/** What the workflow puts on the commit when the build published the site and noted the category served while closed. */
const LIVE_WITH_SERVING_NOTE = successDescription(
  buildNotes(
    servingHoursNote(
      SERVED?.name ?? '',
      `content/categories/${SERVED?.slug ?? ''}.yml`,
      SERVED?.servingHours ?? { days: [], hours: [] },
      LATE_SATURDAY,
    ) ?? '',
  ),
);
const NEW_PRICE = `$${(Number(PLAIN_DISH.price.slice(1)) + 0.25).toFixed(2)}`;

/** The editor loads and builds its forms on a two-core machine shared with other tests. */
const expectEditor = expect.configure({ timeout: 30_000 });

test.use({ baseURL: EDITOR, allowedOrigins: [GITHUB], timezoneId: 'UTC' });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

interface CommitStatus {
  state: string;
  description: string;
  updated_at: string;
}

/** The publishing workflow's statuses on the branch's newest commit. */
let statuses: CommitStatus[] = [];
let standIn: Server;
let editor: EditServer | undefined;

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/** The stand-in's repository: the fixture restaurant and two of its dishes, at one commit. */
const gitSha = (text: string) =>
  createHash('sha1')
    .update(`blob ${Buffer.byteLength(text)}\0${text}`)
    .digest('hex');
const FILES = ['restaurant.yml', `pages/${PAGE}.md`, `dishes/${PLAIN_DISH.slug}.yml`, `dishes/${DESCRIBED_DISH.slug}.yml`].map((file) => {
  const path = `content/${file}`;
  const text = readFileSync(`${FIXTURE_DIR}/${file}`, 'utf8');
  return { path, text, sha: gitSha(text) };
});
const FIRST_COMMIT = 'c0ffee0000000000000000000000000000000000';
let head = FIRST_COMMIT;
/** What the editor committed, by path. */
const committed = new Map<string, string>();

const OWNER = { id: 1, login: 'owner', name: 'Owner', email: 'owner@example.com', avatar_url: '' };

interface GraphQLRequest {
  query: string;
  variables: { input?: { expectedHeadOid?: string; fileChanges?: { additions?: { path: string; contents: string }[] } } };
}

/** The GraphQL queries the editor makes to load the repository and to save, answered from FILES. */
function graphql({ query, variables }: GraphQLRequest): unknown {
  if (query.includes('createCommitOnBranch')) {
    for (const { path, contents } of variables.input?.fileChanges?.additions ?? [])
      committed.set(path, Buffer.from(contents, 'base64').toString());
    head = createHash('sha1').update(`${head}${committed.size}`).digest('hex');
    // A new commit: the publishing workflow has not said anything about it yet.
    statuses = [];
    const files = [...query.matchAll(/(\w+): file\(path: "([^"]+)"\)/g)];
    const commit = Object.fromEntries(files.map(([, alias, path = '']) => [alias, { oid: gitSha(committed.get(path) ?? '') }]));
    return { data: { createCommitOnBranch: { commit: { oid: head, committedDate: new Date().toISOString(), ...commit } } } };
  }
  const blobs = [...query.matchAll(/(\w+): object\(oid: "(\w+)"\)/g)];
  if (blobs.length > 0) {
    const text = (sha?: string) => FILES.find((file) => file.sha === sha)?.text;
    return { data: { repository: Object.fromEntries(blobs.map(([, alias, sha]) => [alias, { text: text(sha), isTruncated: false }])) } };
  }
  const histories = [
    ...query.matchAll(/(\w+): +ref\(qualifiedName: \$branch\) \{ target \{ \.\.\. on Commit \{ history\(first: 1, path:/g),
  ];
  if (histories.length > 0) {
    const node = {
      author: { name: OWNER.name, email: OWNER.email, user: { id: OWNER.id, login: OWNER.login } },
      committedDate: '2026-11-27T12:00:00Z',
    };
    return { data: { repository: Object.fromEntries(histories.map(([, alias]) => [alias, { target: { history: { nodes: [node] } } }])) } };
  }
  if (query.includes('history(first: 1)'))
    return { data: { repository: { ref: { target: { history: { nodes: [{ oid: head, message: `Menu: ${PLAIN_DISH.slug}` }] } } } } } };
  if (query.includes('... on Commit { oid }')) return { data: { repository: { ref: { target: { oid: head } } } } };
  return { errors: [{ message: `The stand-in does not answer: ${query}` }] };
}

/** GitHub's REST API, as far as the editor and its badge use it. */
function github(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    res.writeHead(204).end();
    return;
  }
  const { pathname } = new URL(req.url ?? '/', GITHUB);
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => respond(req, res, pathname, body));
}

function respond(req: IncomingMessage, res: ServerResponse, pathname: string, body: string): void {
  if (req.headers.authorization !== `Bearer ${TOKEN}` && req.headers.authorization !== `token ${TOKEN}`)
    return answer(res, 401, { message: 'Bad credentials' });
  if (pathname === '/graphql') return answer(res, 200, graphql(JSON.parse(body) as GraphQLRequest));
  if (req.method === 'GET' && pathname === `${REST}/repos/${REPO}/collaborators/owner`) return void res.writeHead(204).end();
  if (req.method === 'GET' && pathname === `${REST}/repos/${REPO}/git/trees/${FIRST_COMMIT}`) {
    const tree = FILES.map(({ path, text, sha }) => ({ path, mode: '100644', type: 'blob', sha, size: Buffer.byteLength(text) }));
    return answer(res, 200, { sha: FIRST_COMMIT, tree, truncated: false });
  }
  if (req.method === 'GET' && pathname === `${REST}/user`) return answer(res, 200, OWNER);
  if (req.method === 'GET' && pathname === `${REST}/repos/${REPO}/commits/${BRANCH}/status`) {
    return answer(res, 200, {
      sha: head,
      state: statuses[0]?.state ?? 'pending',
      statuses: statuses.map((status) => ({ ...status, context: PUBLISH_CONTEXT, target_url: `${GITHUB}/run` })),
    });
  }
  return answer(res, 404, { message: 'Not Found' });
}

test.beforeAll(async () => {
  // Starting `npm run edit` (a Vite dev server) on a machine the other tests share.
  test.setTimeout(180_000);
  standIn = createServer(github);
  await new Promise<void>((resolve) => standIn.listen(E2E_PORT + 5, '127.0.0.1', resolve));
  editor = await startEditServer({
    PORT: String(E2E_PORT + 4),
    GITHUB_API_URL: `${GITHUB}${REST}`,
    CMS_REPOSITORY: REPO,
    CMS_BRANCH: BRANCH,
  });
});

// Each test starts from the first commit, as each browser starts without the editor's cache.
test.beforeEach(() => {
  head = FIRST_COMMIT;
  committed.clear();
});

test.afterAll(async () => {
  await editor?.stop();
  await new Promise((resolve) => standIn.close(resolve));
});

/** The editor's error toast, shown, covers neither `field`, nor the bar, nor Save: it stays within the toolbar, left of Save. */
async function expectToastClear(page: Page, field: Locator): Promise<void> {
  const toast = page.getByRole('alert').filter({ hasText: /field has an error/ });
  await expect(toast).toBeVisible();
  const save = page.getByRole('button', { name: 'Save' });
  const [toastBox, fieldBox, barBox, saveBox, toolbarBox] = await Promise.all(
    [toast, field, page.locator('#publish-status'), save, page.locator('.content-editor .sui.toolbar').first()].map((box) =>
      box.boundingBox(),
    ),
  );
  if (!toastBox || !fieldBox || !barBox || !saveBox || !toolbarBox)
    throw new Error('the toast, the field, the bar, Save or the toolbar is not shown');
  const apart = (a: typeof toastBox, b: typeof toastBox) =>
    a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  for (const [name, box] of Object.entries({ field: fieldBox, bar: barBox, save: saveBox }))
    expect(apart(toastBox, box), `the toast over the ${name}`).toBe(true);
  // The form begins under the toolbar: a toast within the toolbar covers none of it.
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(toolbarBox.y + toolbarBox.height);
}

/**
 * The page as a browser without CSS anchor positioning (Firefox) applies its styles: every anchor declaration
 * dropped, as such a browser drops it, and the rules under `@supports not (anchor-name: …)` applied.
 */
async function withoutAnchorPositioning(page: Page): Promise<void> {
  const applied = await page.evaluate(() => {
    const fallback: string[] = [];
    const stack = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    while (stack.length > 0) {
      const rule = stack.pop();
      if (rule instanceof CSSSupportsRule && /^not \(anchor-name/.test(rule.conditionText)) {
        fallback.push(...[...rule.cssRules].map((inner) => inner.cssText));
        continue;
      }
      if (rule instanceof CSSStyleRule)
        for (const property of [...rule.style])
          if (property.startsWith('anchor') || rule.style.getPropertyValue(property).includes('anchor('))
            rule.style.removeProperty(property);
      if (rule && 'cssRules' in rule) stack.push(...[...(rule as CSSGroupingRule).cssRules]);
    }
    document.head.append(Object.assign(document.createElement('style'), { textContent: fallback.join('\n') }));
    return fallback.length;
  });
  expect(applied, 'rules for a browser without anchor positioning').toBeGreaterThan(0);
}

/** Opens the editor signed in with the token, as Sveltia CMS keeps it after "Sign In Using Access Token". */
async function openSignedIn(page: Page, path = '/admin/'): Promise<void> {
  await page
    .context()
    .addInitScript(({ token }) => localStorage.setItem('sveltia-cms.user', JSON.stringify({ backendName: 'github', token })), {
      token: TOKEN,
    });
  await page.goto(path);
}

test('the editor says whether the last saved change is live, publishing, or why the build stopped @phone', async ({ page }) => {
  const badge = page.locator('#publish-status');
  await test.step('the last change is live', async () => {
    statuses = [{ state: 'success', description: 'Live', updated_at: '2026-11-27T12:03:00Z' }];
    // The page's timers run only when the test says so: the badge's polling is stepped through, not waited for.
    await page.clock.install({ time: new Date('2026-11-27T15:00:00Z') });
    await openSignedIn(page);
    await expectEditor(badge).toHaveText('Live since 12:03');
    await expect(badge).toHaveRole('status');
  });

  await test.step('a saved change is being published', async () => {
    const search = page.getByRole('searchbox', { name: /Search/ });
    await expectEditor(search).toBeVisible();
    await search.fill(PLAIN_DISH.name.toLowerCase());
    await page.getByRole('row', { name: new RegExp(`${escapeRegExp(PLAIN_DISH.name)} · \\$`) }).tap();
    // A search result opens its dish and then focuses the field it matched, the name: typing before that would land there.
    await expectEditor(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
    await page.getByRole('textbox', { name: 'Price' }).fill(NEW_PRICE);
    await page.getByRole('button', { name: 'Save' }).tap();
    await expectEditor(page.getByText('Entry saved.').first()).toBeVisible();
    expect(committed.get(`content/dishes/${PLAIN_DISH.slug}.yml`)).toContain(`price: ${NEW_PRICE}`);
    await expect(badge).toHaveText('Publishing…');
  });

  await test.step("the build stopped: within seconds the badge says why, the first problem's field and problem whole and how many others", async () => {
    statuses = [{ state: 'failure', description: BUILD_MESSAGE, updated_at: '2026-11-27T15:01:00Z' }];
    await page.clock.runFor(3_000);
    await expect(badge).toHaveText(`Not live: the build stopped: ${BUILD_MESSAGE} Details`);
    await expect(badge).toContainText(`Price: ${PRICE_PROBLEM} · 1 more problem`);
    const details = badge.getByRole('link', { name: 'Details' });
    await expect(details).toHaveAttribute('href', `${GITHUB}/run`);
    // A target a finger hits (WCAG 2.5.8).
    const box = await details.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
  });

  await test.step('the badge is a bar under the editor: nothing of the editor is under it, and its text is whole', async () => {
    const [bar, shell] = await Promise.all([badge.boundingBox(), page.locator('body > .sui.app-shell').boundingBox()]);
    expect(bar && shell && shell.y + shell.height).toBeLessThanOrEqual(bar?.y ?? 0);
    expect(bar && bar.y + bar.height).toBeLessThanOrEqual(844);
    expect(await badge.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
  });

  await test.step('a re-run of the same commit passes: within seconds the bar says so, without a save, with what the build noted', async () => {
    statuses = [{ state: 'success', description: LIVE_WITH_SERVING_NOTE, updated_at: '2026-11-27T15:02:00Z' }];
    await page.clock.runFor(3_000);
    await expect(badge).toHaveText(`Live since 15:02 · ${LIVE_WITH_SERVING_NOTE.replace(/^Live · /, '')}`);
    await expect(badge).toContainText(`Served outside the opening hours: "${SERVED?.name}" is served`);
  });

  await test.step('once live it asks again when the editor is focused again: a change published from elsewhere stopped', async () => {
    statuses = [{ state: 'failure', description: BUILD_MESSAGE, updated_at: '2026-11-27T15:04:00Z' }];
    await page.clock.runFor(30_000);
    await expect(badge).toContainText('Live since 15:02');
    await page.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));
    await expect(badge).toContainText(`Price: ${PRICE_PROBLEM}`);
  });
});

test('a dish deleted is a new commit too: the bar says it is being published, with no save @phone', async ({ page }) => {
  statuses = [{ state: 'success', description: 'Live', updated_at: '2026-11-27T12:03:00Z' }];
  await openSignedIn(page, `/admin/#/collections/dishes/entries/${DESCRIBED_DISH.slug}`);
  const badge = page.locator('#publish-status');
  await expectEditor(badge).toHaveText(/^Live since/);
  await expectEditor(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(DESCRIBED_DISH.name);
  await page.getByRole('button', { name: 'Show Editor Options' }).tap();
  await page.getByRole('menuitem', { name: 'Delete' }).tap();
  await page.getByRole('button', { name: 'Delete', exact: true }).tap();
  await expectEditor(page.getByText('Entry deleted.').first()).toBeVisible();
  await expect(badge).toHaveText('Publishing…');
});

test(`in a page's text, the owner selects the words "${LINKED_WORDS}" and makes them a link; the link is those words alone @phone`, async ({
  page,
}) => {
  statuses = [{ state: 'success', description: 'Live', updated_at: '2026-11-27T12:03:00Z' }];
  await openSignedIn(page, `/admin/#/collections/pages/entries/${PAGE}`);
  const text = page.locator('[contenteditable="true"]').first();
  await expectEditor(text).toContainText(LINKED_WORDS);
  // What a long press on the words leaves: those words selected in the text.
  await text.evaluate((element, words) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const start = node.textContent?.indexOf(words) ?? -1;
      if (start < 0) continue;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + words.length);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      return;
    }
  }, LINKED_WORDS);
  await page.getByRole('button', { name: 'Link', exact: true }).first().tap();
  const dialog = page.getByRole('dialog', { name: 'Insert Link' });
  await dialog.getByRole('textbox', { name: 'URL' }).fill(LINK);
  await dialog.getByRole('button', { name: 'Insert' }).tap();
  await page.getByRole('button', { name: 'Save' }).tap();
  await expectEditor(page.getByText('Entry saved.').first()).toBeVisible();
  expect(committed.get(`content/pages/${PAGE}.md`)).toContain(`Parties of [${LINKED_WORDS}](${LINK}) and more.`);
});

test.describe('the restaurant form', () => {
  // Sveltia's own picker warns when its colour is emptied: it sets the native picker's value to "", which is no colour.
  test.use({ expectedConsoleProblems: [/The specified value "" does not conform to the required format/] });

  test('the editor refuses a colour and an opening time the build would refuse, a too light one and 17:00-25:00, in its words, and commits nothing; a day with a break is one line, and a new logo is saved where the build reads it @phone', async ({
    page,
    touch,
  }) => {
    statuses = [{ state: 'success', description: 'Live', updated_at: '2026-11-27T12:03:00Z' }];
    await openSignedIn(page, '/admin/#/collections/restaurant/entries/details');
    const colour = page.getByRole('group', { name: /Colour/ });
    // The picker, and the hex box beside it.
    const picker = colour.locator('input[type="color"]');
    const hex = colour.locator('input[type="text"]');
    await test.step("a colour too light for the text on it, typed in the colour's hex box: the build's words under the field", async () => {
      await expectEditor(colour).toBeVisible();
      await colour.scrollIntoViewIfNeeded();
      await expect(picker).toHaveValue(restaurant.accentColor ?? '');
      await expect(hex).toHaveValue(restaurant.accentColor ?? '');
      await hex.fill(TOO_LIGHT);
      await page.getByRole('button', { name: 'Save' }).tap();
      await expect(colour.getByText(accentProblem(TOO_LIGHT) ?? 'a problem')).toBeVisible();
      await expectToastClear(page, colour);
      expect(committed.size).toBe(0);
    });
    await test.step('in a browser without anchor positioning, the toast is as clear of them', async () => {
      await withoutAnchorPositioning(page);
      await page.getByRole('button', { name: 'Save' }).tap();
      await expectToastClear(page, colour);
      expect(committed.size).toBe(0);
    });
    await test.step("emptied, the Colour field's swatch is the colour the site then uses, not black", async () => {
      await colour.getByRole('button', { name: 'Clear' }).tap();
      await expect(hex).toHaveValue('');
      const shot = await picker.screenshot();
      const { width = 0, height = 0 } = await sharp(shot).metadata();
      const centre = await sharp(shot)
        .extract({ left: Math.floor(width / 2), top: Math.floor(height / 2), width: 1, height: 1 })
        .removeAlpha()
        .raw()
        .toBuffer();
      expect(`#${centre.toString('hex')}`).toBe(DEFAULT_ACCENT);
      await hex.fill(restaurant.accentColor ?? '');
    });
    await test.step('a logo uploaded from the phone goes under photos/, as the build reads it', async () => {
      const logo = page.getByRole('group', { name: /Logo/ });
      await logo.scrollIntoViewIfNeeded();
      await logo
        .getByRole('button', { name: /Browse|Replace/ })
        .first()
        .tap();
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Upload' }).first().tap();
      await (await chooser).setFiles({ name: NEW_LOGO, mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO_SVG) });
      await page.getByRole('button', { name: 'Insert' }).tap();
    });
    // Below the fields of every language the site is in.
    const openingHours = page.getByRole('group', { name: /Opening hours/ });
    await swipeDownTo(touch, openingHours);
    await expectEditor(openingHours).toBeVisible();
    await openingHours.scrollIntoViewIfNeeded();
    const monday = openingHours.getByRole('group', { name: /Monday/ }).getByRole('textbox');
    await test.step('each day is one short line', async () => {
      await expectEditor(monday).toHaveValue(restaurant.hours.monday?.join(', ') ?? '');
      for (const day of Object.values(WEEKDAY_NAMES)) {
        // A label above one text box, where a list of openings with its buttons took about 300 px; Monday also has the format's hint.
        const box = await openingHours.getByRole('group', { name: new RegExp(`\\b${day}\\b`) }).boundingBox();
        expect(box?.height, day).toBeLessThanOrEqual(day === WEEKDAY_NAMES.monday ? 180 : 120);
      }
    });
    await test.step('an hour past 24:00 is refused in the build’s words, and nothing is committed', async () => {
      await monday.fill('17:00-25:00');
      await page.getByRole('button', { name: 'Save' }).tap();
      await expect(page.getByRole('alert').filter({ hasText: 'between 00:00 and 24:00' }).first()).toBeVisible();
      await expect(page.getByText('Entry saved.')).toHaveCount(0);
      expect(committed.size).toBe(0);
    });
    await test.step('a break typed on the line is saved as that line, in its place in the file', async () => {
      await monday.fill('11:00-14:30, 17:00-22:00');
      await page.getByRole('button', { name: 'Save' }).tap();
      await expectEditor(page.getByText('Entry saved.').first()).toBeVisible();
      expect(committed.get('content/restaurant.yml')).toContain(
        `  monday: 11:00-14:30, 17:00-22:00\n  tuesday: ${restaurant.hours.tuesday?.join(', ')}\n`,
      );
      expect(committed.get('content/restaurant.yml')).toContain(`\nlogo: photos/${NEW_LOGO}\n`);
      expect(committed.get(`content/photos/${NEW_LOGO}`)).toBe(LOGO_SVG);
    });
  });
});

test('on a wide screen the toast shows in the toolbar, clear of the bar, the field and Save, with anchor positioning and without @desktop', async ({
  page,
}) => {
  // The bar at its tallest: the build stopped, with a long first problem and the link to the run.
  statuses = [{ state: 'failure', description: BUILD_MESSAGE, updated_at: '2026-11-27T15:01:00Z' }];
  await openSignedIn(page, '/admin/#/collections/restaurant/entries/details');
  await expectEditor(page.locator('#publish-status')).toContainText(PRICE_PROBLEM);
  const colour = page.getByRole('group', { name: /Colour/ });
  await expectEditor(colour).toBeVisible();
  await colour.locator('input[type="text"]').fill(TOO_LIGHT);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToastClear(page, colour);
  await withoutAnchorPositioning(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToastClear(page, colour);
  expect(committed.size).toBe(0);
});

test("on a wide screen a list's toast shows in the corner above the bar, clear of it, with anchor positioning and without @desktop", async ({
  page,
}) => {
  statuses = [{ state: 'success', description: 'Live', updated_at: '2026-11-27T12:03:00Z' }];
  const bar = page.locator('#publish-status');
  for (const [dish, withAnchors] of [
    [DESCRIBED_DISH, true],
    [PLAIN_DISH, false],
  ] as const) {
    await openSignedIn(page, `/admin/#/collections/dishes/entries/${dish.slug}`);
    await expectEditor(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(dish.name);
    if (!withAnchors) await withoutAnchorPositioning(page);
    await page.getByRole('button', { name: 'Show Editor Options' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    // Deleted, the editor shows the list, and says so in a toast.
    const toast = page.locator('.sui.toast').filter({ hasText: 'Entry deleted.' });
    await expectEditor(toast).toBeVisible();
    const [toastBox, barBox] = await Promise.all([toast.boundingBox(), bar.boundingBox()]);
    expect(toastBox && barBox && toastBox.y + toastBox.height, withAnchors ? 'with anchors' : 'without').toBeLessThanOrEqual(
      barBox?.y ?? 0,
    );
  }
});

test("an owner who chose Chinese in the editor's settings fixes a dish's price and a day's hours in Chinese, with the same taps, and reads the publish bar in Chinese @phone", async ({
  page,
  touch,
}) => {
  const badge = page.locator('#publish-status');
  await test.step('the publish bar says the last change is live, in Chinese', async () => {
    statuses = [{ state: 'success', description: 'Live', updated_at: '2026-11-27T12:03:00Z' }];
    await page.clock.install({ time: new Date('2026-11-27T15:00:00Z') });
    // What Sveltia keeps once the owner picks 中文 under Settings → Language.
    await page.context().addInitScript(() => localStorage.setItem('sveltia-cms.prefs', JSON.stringify({ locale: 'zh-CN' })));
    await openSignedIn(page);
    await expectEditor(badge).toHaveText('已上线，自 12:03');
  });

  await test.step('the dish form: its fields by their Chinese labels, and a price the build would refuse refused in Chinese', async () => {
    const search = page.getByRole('searchbox', { name: /搜索/ });
    await expectEditor(search).toBeVisible();
    await search.fill(PLAIN_DISH.name.toLowerCase());
    await page.getByRole('row', { name: new RegExp(`${escapeRegExp(PLAIN_DISH.name)} · \\$`) }).tap();
    await expectEditor(page.getByRole('textbox', { name: '名称', exact: true })).toBeFocused();
    for (const label of ['分类', '在分类中的位置', '售罄', '当天售罄'])
      await expect(page.getByText(label, { exact: true }).first()).toBeAttached();
    const price = page.getByRole('textbox', { name: '价格' });
    await price.fill('14');
    await page.getByRole('button', { name: '保存' }).tap();
    await expect(page.getByText(`价格${PRICE_PROBLEM_ZH}`).first()).toBeVisible();
    expect(committed.size).toBe(0);
    await price.fill(NEW_PRICE);
    await page.getByRole('button', { name: '保存' }).tap();
    await expectEditor(page.getByText('条目已保存。').first()).toBeVisible();
    expect(committed.get(`content/dishes/${PLAIN_DISH.slug}.yml`)).toContain(`price: ${NEW_PRICE}`);
    await expect(badge).toHaveText('正在发布…');
  });

  await test.step("the restaurant's hours: each day by its Chinese name, and 17:00-25:00 refused in Chinese", async () => {
    await page.goto('/admin/#/collections/restaurant/entries/details');
    const openingHours = page.getByRole('group', { name: /营业时间/ });
    await swipeDownTo(touch, openingHours);
    await expectEditor(openingHours).toBeVisible();
    await openingHours.scrollIntoViewIfNeeded();
    const monday = openingHours.getByRole('group', { name: /星期一/ }).getByRole('textbox');
    await expectEditor(monday).toHaveValue(restaurant.hours.monday?.join(', ') ?? '');
    await monday.fill('17:00-25:00');
    await page.getByRole('button', { name: '保存' }).tap();
    await expect(page.getByRole('alert').filter({ hasText: '必须是 00:00 到 24:00 之间的两个时间' }).first()).toBeVisible();
    expect(committed.has('content/restaurant.yml')).toBe(false);
  });

  await test.step('the build stopped: the bar says so in Chinese, the field by its Chinese label, and what is wrong in Chinese', async () => {
    statuses = [{ state: 'failure', description: BUILD_MESSAGE, updated_at: '2026-11-27T15:01:00Z' }];
    await page.clock.runFor(3_000);
    const { label } = DISHES.fields.price;
    expect(DISH_PROBLEMS.price.say({}, 'zh')).toBe(PRICE_PROBLEM_ZH);
    // The owner's names as the workflow shortened them, the rest in Chinese.
    const inChinese = BUILD_MESSAGE.replace(` › ${label.en}: ${PRICE_PROBLEM}`, ` › ${label.zh}：${PRICE_PROBLEM_ZH}`).replace(
      / · 1 more problem$/,
      ' · 另有 1 个问题',
    );
    expect(inChinese).toMatch(/^"[^"]+" › "[^"]+…" › 价格：须写成 \$14\.00 这样（美元符号、数字、两位小数） · 另有 1 个问题$/u);
    await expect(badge).toHaveText(`未上线：构建已停止：${inChinese} 详情`);
    await expect(badge.getByRole('link', { name: '详情' })).toHaveAttribute('href', `${GITHUB}/run`);
  });
});

test('an owner switches the editor to Chinese in its settings: it starts again with the menu’s own words in Chinese too @phone', async ({
  page,
}) => {
  statuses = [{ state: 'success', description: 'Live', updated_at: '2026-11-27T12:03:00Z' }];
  await openSignedIn(page);
  const badge = page.locator('#publish-status');
  await expectEditor(badge).toHaveText(/^Live since/);
  await expectEditor(page.getByRole('searchbox', { name: /Search/ })).toBeVisible();
  // On a phone, the account menu is the bottom bar's Menu.
  await page.getByRole('radio', { name: 'Menu', exact: true }).tap();
  await page
    .getByRole('menuitem', { name: 'Settings' })
    .or(page.getByRole('button', { name: 'Settings' }))
    .first()
    .tap();
  await page.getByText('Language', { exact: true }).tap();
  await page.getByRole('combobox').first().tap();
  await page.getByRole('option', { name: /中文（中国）/ }).tap();
  // The editor starts again in Chinese: Sveltia's words, and ours.
  await expectEditor(badge).toHaveText(/^已上线，自/);
  // The dishes, as the editor lists them in Chinese.
  await page.goto('/admin/#/collections/dishes');
  await expectEditor(page.getByText('菜品', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(new RegExp(`^${escapeRegExp(PLAIN_DISH.name)} · \\$`)).first()).toBeVisible();
});
