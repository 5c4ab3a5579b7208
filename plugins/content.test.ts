import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { FIXTURE_DIR, PHOTO_DISH } from '../e2e/fixture-restaurant.ts';
import { DISHES_DIR, MAX_DISHES } from '../src/content/menu-file.ts';
import { MAX_PHOTO_BYTES } from './content/dish-photos.ts';
import { characterProblem } from '../src/content/content-text.ts';
import { content } from './content.ts';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** A copy of the fixture restaurant to break, and the first dish file in it; its photo is drawn only for the end-to-end site, so none is named. */
function contentCopy() {
  root = mkdtempSync(path.join(tmpdir(), 'content-check-'));
  cpSync(FIXTURE_DIR, root, { recursive: true });
  const dishes = path.join(root, DISHES_DIR);
  const photoDish = path.join(dishes, `${PHOTO_DISH.slug}.yml`);
  writeFileSync(photoDish, readFileSync(photoDish, 'utf8').replace(/^photo: .*\n/m, ''));
  const [first = ''] = readdirSync(dishes).sort();
  return { dir: root, dishes, dish: path.join(dishes, first), restaurant: path.join(root, 'restaurant.yml') };
}

type Content = ReturnType<typeof contentCopy>;

/** Adds `photo:` to the dish and returns the line it is on. */
function givePhoto(file: string, photo: string): number {
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, `${text}photo: ${photo}\n`);
  return text.split('\n').length;
}

/** Sets a top-level field of a YAML file to `value`, written as YAML. */
function setField(file: string, field: string, value: string) {
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, text.replace(new RegExp(`^${field}: .*$`, 'm'), `${field}: ${value}`));
}

/** What the build says before it builds anything: the content plugin's first step, as `vite build` runs it. */
async function buildStops(contentDir: string): Promise<string> {
  const { buildApp } = content(contentDir);
  if (typeof buildApp !== 'object') throw new Error('the content plugin checks nothing before the build');
  const error: unknown = await buildApp.handler.call({} as never, {} as never).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof Error)) throw new Error('the build went on');
  expect(error.name).toBe('ContentError');
  // The owner reads the message alone: no stack trace below it.
  expect(error.stack).toBe(`ContentError: ${error.message}`);
  return error.message;
}

/** A "billion laughs" file: each line repeats the list before it ten times. */
const ALIAS_BOMB = `a: &a [x, x, x, x, x, x, x, x, x, x]
b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
name: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
`;

describe('a bad content file, photo or folder stops the build with a message naming the file(s)', { timeout: 30_000 }, () => {
  it.each<{ case: string; breakIt: (content: Content) => Promise<string[]> | string[] }>([
    {
      case: 'a folder inside dishes/',
      breakIt: ({ dishes }) => {
        mkdirSync(path.join(dishes, 'specials'));
        return [`${path.join(dishes, 'specials')} is a folder: dish files go directly in ${dishes}`];
      },
    },
    {
      case: 'a YAML alias bomb',
      breakIt: ({ dishes }) => {
        const file = path.join(dishes, 'laughs.yml');
        writeFileSync(file, ALIAS_BOMB);
        return [`${file} repeats YAML aliases (*name) too often to be read safely: write the values out instead (${file} line 2)`];
      },
    },
    {
      case: 'a missing photo',
      breakIt: ({ dir, dish }) => {
        const line = givePhoto(dish, 'photos/nope.jpg');
        return [
          `photos/nope.jpg is missing (no file ${path.relative(process.cwd(), path.join(dir, 'photos/nope.jpg'))}) (${dish} line ${line})`,
        ];
      },
    },
    {
      case: 'a corrupt photo (a JPEG cut short)',
      breakIt: async ({ dir, dish }) => {
        const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a33' } })
          .jpeg()
          .toBuffer();
        mkdirSync(path.join(dir, 'photos'), { recursive: true });
        writeFileSync(path.join(dir, 'photos/cut.jpg'), jpeg.subarray(0, jpeg.length / 2));
        const line = givePhoto(dish, 'photos/cut.jpg');
        return ['photos/cut.jpg could not be decoded', `(${dish} line ${line})`];
      },
    },
    {
      case: 'a dish in two files',
      breakIt: ({ dishes, dish }) => {
        const copy = path.join(dishes, 'zz-copy.yml');
        cpSync(dish, copy);
        return [`(${dish} line 1) and `, `(${copy} line 1) would share the address`, 'keep one of the two files'];
      },
    },
    {
      case: 'a bad hour inside a range',
      breakIt: ({ restaurant }) => {
        const lines = readFileSync(restaurant, 'utf8').split('\n');
        const monday = lines.findIndex((line) => line.startsWith('  monday:'));
        lines[monday] = '  monday: 11:00-14:30, 17:00-25:00';
        writeFileSync(restaurant, lines.join('\n'));
        return [`Opening hours › Monday › 2: "17:00-25:00" must be two times HH:MM-HH:MM`, `(${restaurant} line ${monday + 1})`];
      },
    },
    {
      case: 'a missing restaurant.yml',
      breakIt: ({ restaurant }) => {
        rmSync(restaurant);
        return [`${path.relative(process.cwd(), restaurant)} is missing`];
      },
    },
    // Hostile or broken content: each is a sentence naming the file, and no line of the build's output reads as a CI command.
    {
      case: 'a line break and a workflow command in a dish name',
      breakIt: ({ dish }) => {
        setField(dish, 'name', '"Egg Roll\\n::warning file=README.md,line=1::pwned"');
        return [`${dish} › name: holds a line break (U+000A); write it on one line (${dish} line 1)`];
      },
    },
    {
      case: 'a line break and ::add-mask:: in a field’s name',
      breakIt: ({ dish }) => {
        writeFileSync(dish, `${readFileSync(dish, 'utf8')}"x\\n::add-mask::secret": 1\n`);
        return [`› the field "x\\u{A}::add-mask::secret": holds a line break`];
      },
    },
    {
      case: 'a right-to-left override in the restaurant’s name',
      breakIt: ({ restaurant }) => {
        setField(restaurant, 'name', '"Golden \\u202ELantern"');
        return [`${restaurant} › name: holds a bidirectional override (U+202E), which turns the text around it back to front`];
      },
    },
    {
      case: 'a control character in a page’s Markdown',
      breakIt: ({ dir }) => {
        const page = path.join(dir, 'pages/about.md');
        writeFileSync(page, `${readFileSync(page, 'utf8')}\nA bell \u0007 here.\n`);
        return [`"Story" › Text: holds a control character (U+0007)`];
      },
    },
    {
      case: 'a list nested 10,000 levels deep',
      breakIt: ({ dir }) => {
        const page = path.join(dir, 'pages/about.md');
        // A list in a list in a list…, on one line.
        const list = `${'- '.repeat(10_000)}deeper`;
        writeFileSync(page, `${readFileSync(page, 'utf8')}\n${list}\n`);
        return [`"Story" › Text: nests lists or quotes more than 10 levels deep; 10 is the most (${page} line `];
      },
    },
    {
      case: 'quotes nested eleven levels deep',
      breakIt: ({ dir }) => {
        const page = path.join(dir, 'pages/about.md');
        writeFileSync(page, `${readFileSync(page, 'utf8')}\n${'> '.repeat(11)}deep\n`);
        return [`"Story" › Text: nests lists or quotes more than 10 levels deep`];
      },
    },
    {
      case: 'more dishes than a menu may have',
      breakIt: ({ dishes, dish }) => {
        const text = readFileSync(dish, 'utf8');
        const count = MAX_DISHES + 1 - readdirSync(dishes).length;
        for (let copy = 0; copy < count; copy++) writeFileSync(path.join(dishes, `copy-${copy}.yml`), text);
        return [`${dishes} holds 2,001 dish files; the menu may have at most 2,000 dishes`];
      },
    },
    {
      case: 'a photo that links to a file outside content/',
      breakIt: ({ dir, dish }) => {
        mkdirSync(path.join(dir, 'photos'), { recursive: true });
        symlinkSync(path.resolve('e2e/fixture/photos/logo.svg'), path.join(dir, 'photos/outside.jpg'));
        const line = givePhoto(dish, 'photos/outside.jpg');
        return [`photos/outside.jpg is a link to a file outside the content folder`, `(${dish} line ${line})`];
      },
    },
    {
      case: 'a page, a dish file and restaurant.yml that link to files outside content/',
      breakIt: ({ dir, dish, restaurant }) => {
        const outside = mkdtempSync(path.join(tmpdir(), 'outside-'));
        onTestFinished(() => rmSync(outside, { recursive: true, force: true }));
        const leak = path.join(outside, 'leak.md');
        writeFileSync(leak, '---\ntitle: Leak\nnav: footer\norder: 1\n---\n\nA secret.\n');
        symlinkSync(leak, path.join(dir, 'pages', 'leak.md'));
        cpSync(dish, path.join(outside, 'dish.yml'));
        rmSync(dish);
        symlinkSync(path.join(outside, 'dish.yml'), dish);
        cpSync(restaurant, path.join(outside, 'restaurant.yml'));
        rmSync(restaurant);
        symlinkSync(path.join(outside, 'restaurant.yml'), restaurant);
        const problem = 'is a link to a file outside the content folder; put the file itself in it';
        return [`${path.join(dir, 'pages', 'leak.md')} ${problem}`, `${dish} ${problem}`, `${restaurant} ${problem}`];
      },
    },
    {
      case: 'a dish file that is not UTF-8',
      breakIt: ({ dish }) => {
        writeFileSync(
          dish,
          Buffer.concat([readFileSync(dish), Buffer.from('description: Bad '), Buffer.from([0xc3, 0x28]), Buffer.from(' bytes\n')]),
        );
        const line = readFileSync(dish, 'latin1').split('\n').length - 1;
        return [`${dish} is not saved as UTF-8 text: retype the odd characters, or save it again as UTF-8 (${dish} line ${line})`];
      },
    },
    {
      case: 'a photo larger than a photo may be',
      breakIt: ({ dir, dish }) => {
        mkdirSync(path.join(dir, 'photos'), { recursive: true });
        writeFileSync(path.join(dir, 'photos/huge.jpg'), Buffer.alloc(MAX_PHOTO_BYTES + 1));
        const line = givePhoto(dish, 'photos/huge.jpg');
        return [`photos/huge.jpg is 25 MB; a photo may be at most 25 MB: save it smaller (${dish} line ${line})`];
      },
    },
    {
      case: 'a photo of more pixels than a photo may have',
      breakIt: async ({ dir, dish }) => {
        mkdirSync(path.join(dir, 'photos'), { recursive: true });
        const png = await sharp({ create: { width: 10_000, height: 6_500, channels: 3, background: '#a33' } })
          .png({ compressionLevel: 9 })
          .toBuffer();
        writeFileSync(path.join(dir, 'photos/wide.png'), png);
        const line = givePhoto(dish, 'photos/wide.png');
        return [`photos/wide.png is 10000 × 6500 pixels; a photo may have at most 64 million: save it smaller (${dish} line ${line})`];
      },
    },
  ])('$case', async ({ breakIt }) => {
    const copy = contentCopy();
    const expected = await breakIt(copy);
    const message = await buildStops(copy.dir);
    for (const part of expected) expect(message).toContain(part);
    expect(message).toMatch(/the last build was left as it was\.$/);
    expect(message.split('\n').filter((line) => /^\s*::/.test(line))).toEqual([]);
    expect(characterProblem(message, { multiLine: true })).toBeUndefined();
  });
});

/** What the build notes of `dir` before it builds, through the logger it is given. */
async function buildNotesOf(dir: string): Promise<string[]> {
  const { buildApp } = content(dir);
  if (typeof buildApp !== 'object') throw new Error('the content plugin checks nothing before the build');
  const warnings: string[] = [];
  const builder = { config: { logger: { warn: (message: string) => warnings.push(message) } } };
  await buildApp.handler.call({} as never, builder as never);
  return warnings;
}

it('writes a file name in a note escaped, so that no line of the log reads as a workflow command', async () => {
  const { dir } = contentCopy();
  const file = path.join(dir, 'categories', 'zz\n::warning title=Injected::x\n::add-mask::Golden.yml');
  writeFileSync(file, 'name: Desserts\norder: 99\n');
  const warnings = await buildNotesOf(dir);
  const escaped = file.replaceAll('\n', '\\u{A}');
  expect(warnings).toContain(`Not on the menu yet: "Desserts" has no dishes (${escaped}); it shows once a dish is in it.`);
  expect(warnings.join('\n').split('\n')).toHaveLength(warnings.length);
});

it('notes a category with no dishes yet, and builds', async () => {
  const { dir } = contentCopy();
  const file = path.join(dir, 'categories', 'desserts.yml');
  writeFileSync(file, 'name: Desserts\norder: 99\n');
  expect(await buildNotesOf(dir)).toContain(`Not on the menu yet: "Desserts" has no dishes (${file}); it shows once a dish is in it.`);
});

it('notes a category served outside the opening hours, and builds', async () => {
  const { dir, restaurant } = contentCopy();
  expect((await buildNotesOf(dir)).filter((note) => note.startsWith('Served outside'))).toEqual([]);
  writeFileSync(restaurant, readFileSync(restaurant, 'utf8').replace(/^ {2}saturday: .*$/m, '  saturday: 17:00-02:00'));
  const file = path.join(dir, 'categories', 'lunch-boxes.yml');
  expect(await buildNotesOf(dir)).toContain(
    `Served outside the opening hours: "Lunch Boxes" is served 11:00-15:00 on Saturday (open 17:00-02:00) (${file}); ` +
      "if that is not meant, change its hours (Served at some hours only) or the restaurant's Opening hours.",
  );
});
