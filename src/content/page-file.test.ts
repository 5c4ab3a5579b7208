import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { TRANSLATED_LANGUAGES } from '../i18n/languages.ts';

/** What every language the owner wrote nothing in has of a page. */
const untranslated = (page: object) => Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, page]));
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePageFile, readPages, renderMarkdown } from './page-file.ts';
import { ContentError } from './content-error.ts';

const FILE = 'content/pages/about.md';
const page = (frontMatter: string, body = 'About content goes here.\n') => `---\n${frontMatter}\n---\n\n${body}`;

/** The problems a page file is refused with. */
function problemsOf(source: string, file = FILE): readonly string[] {
  try {
    parsePageFile(source, file);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe('parsePageFile', () => {
  it('reads a page: its address from the file name, the front matter and the Markdown as HTML', () => {
    const source = page('title: About\nchineseTitle: 关于我们\nnav: header\norder: 20', 'We cook **every day**.\n');
    expect(parsePageFile(source, FILE)).toEqual({
      slug: 'about',
      path: '/about',
      title: 'About',
      nav: 'header',
      order: 20,
      html: '<p>We cook <strong>every day</strong>.</p>',
      boxes: [],
      translations: { ...untranslated({ boxes: [] }), zh: { title: '关于我们', boxes: [] } },
    });
  });

  it("reads each other language's title, text and boxes from the front matter", () => {
    const source = page(
      'title: Projects\nchineseTitle: 项目\nnav: header\norder: 10\nboxes:\n  - title: One\n    text: Soon.\n    chineseText: 即将推出。\nchineseBody: |\n  我们**每天**做饭。',
    );
    expect(parsePageFile(source, 'content/pages/projects.md').translations).toEqual({
      ...untranslated({ boxes: [{}] }),
      zh: { title: '项目', html: '<p>我们<strong>每天</strong>做饭。</p>', boxes: [{ text: '即将推出。' }] },
    });
  });

  it('reads the boxes below the text', () => {
    const source = page('title: Projects\nnav: header\norder: 10\nboxes:\n  - title: Project one\n    text: Details coming soon.');
    expect(parsePageFile(source, 'content/pages/projects.md').boxes).toEqual([{ title: 'Project one', text: 'Details coming soon.' }]);
  });

  it.each([
    { problem: 'no front matter', source: 'About content goes here.\n', message: 'must begin with front matter', line: 1 },
    { problem: 'no title', source: page('nav: header\norder: 20'), message: 'about.md › Title: is missing', line: 2 },
    { problem: 'an empty title', source: page('title: ""\nnav: header\norder: 20'), message: 'Title: must not be empty', line: 2 },
    {
      problem: 'a navigation that is neither',
      source: page('title: About\nnav: side\norder: 20'),
      message: '"About" › Linked from: must be header or footer',
      line: 3,
    },
    {
      problem: 'an order in words',
      source: page('title: About\nnav: header\norder: first'),
      message: '"About" › Place in its links: must be a number',
      line: 4,
    },
    {
      problem: 'an unknown field',
      source: page('title: About\nnav: header\norder: 20\ntitel: x'),
      message: 'titel: is not a field here',
      line: 5,
    },
    {
      problem: 'a box without text',
      source: page('title: P\nnav: header\norder: 1\nboxes:\n  - title: One'),
      message: 'Boxes › 1 › Text: is missing',
      line: 6,
    },
    { problem: 'front matter that is not YAML', source: page('title: About\nnav: [header\norder: 20'), message: 'not valid YAML', line: 4 },
  ])('refuses $problem, naming the file and the line', ({ source, message, line }) => {
    const problems = problemsOf(source);
    expect(problems.join('\n')).toContain(message);
    expect(problems[0]).toContain(FILE);
    expect(problems[0]).toMatch(new RegExp(`\\(${FILE} line ${line}\\)$`));
  });

  it('refuses a paragraph with more emphasis marks than it may hold, at once and naming its line', () => {
    // marked's emphasis parsing grows with the square of a paragraph's marks: the check refuses before marked reads it.
    const source = page('title: About\nnav: header\norder: 20', `Hello.\n\n${'a_'.repeat(20_000)}\n`);
    const started = performance.now();
    const problems = problemsOf(source);
    expect(performance.now() - started).toBeLessThan(500);
    expect(problems).toEqual([
      `"About" › Text: has 20000 emphasis marks (*, _ or ~) in one paragraph; a paragraph may have at most 100: split it with an empty line, or write \\_ for a mark that is only text (${FILE} line 9)`,
    ]);
  });

  it('reads a paragraph of 100 emphasis marks, and marks written after a backslash', () => {
    const source = page('title: About\nnav: header\norder: 20', `${'*a* '.repeat(50)}\n\n${'a\\_'.repeat(500)}\n`);
    expect(parsePageFile(source, FILE).html).toContain('<em>a</em>');
  });

  it("refuses too many emphasis marks in another language's text, naming its field", () => {
    const source = page(`title: About\nnav: header\norder: 20\nchineseBody: "${'a*'.repeat(101)}"`);
    expect(problemsOf(source)).toEqual([
      expect.stringMatching(/^"About" › Chinese text: has 101 emphasis marks .* \(content\/pages\/about\.md line 5\)$/),
    ]);
  });

  it('reads a page saved with a byte order mark', () => {
    expect(parsePageFile(`\uFEFF${page('title: About\nnav: header\norder: 20')}`, FILE).title).toBe('About');
  });

  it.each([
    ['content/pages/About Us.md', 'small letters, digits and dashes'],
    ['content/pages/admin.md', 'an address the site uses already'],
    ['content/pages/assets.md', 'an address the site uses already'],
  ])('refuses the file name %s', (file, message) => {
    expect(problemsOf(page('title: About\nnav: header\norder: 20'), file).join('\n')).toContain(message);
  });
});

describe("renderMarkdown: the owner's words, never markup or a script", () => {
  it.each([
    { what: 'raw HTML', source: 'Hi <script>alert(1)</script> there', html: '<p>Hi &#60;script&#62;alert(1)&#60;/script&#62; there</p>' },
    { what: 'a block of HTML', source: '<img src=x onerror=alert(1)>', html: '&#60;img src=x onerror=alert(1)&#62;' },
    { what: 'a javascript: link', source: '[Call](javascript:alert(1))', html: '<p>Call</p>' },
    {
      what: 'a link to another site',
      source: '[Map](https://maps.example/x?a=1&b="2")',
      html: '<p><a href="https://maps.example/x?a=1&#38;b=&#34;2&#34;">Map</a></p>',
    },
    { what: 'a phone link', source: '[Call us](tel:+12125550188)', html: '<p><a href="tel:+12125550188">Call us</a></p>' },
    { what: 'a picture from another site', source: '![Our room](https://tracker.example/a.png)', html: '<p>Our room</p>' },
    {
      what: 'a picture of this site',
      source: '![Our room](/images/room.webp)',
      html: '<p><img src="/images/room.webp" alt="Our room" loading="lazy"></p>',
    },
    // A browser reads a backslash as a slash: these name another host.
    { what: 'a picture at /\\ (another host)', source: '![Evil](/\\evil.example/x.png)', html: '<p>Evil</p>' },
    { what: 'a picture at \\\\ (another host)', source: '![Evil](\\\\evil.example/x.png)', html: '<p>Evil</p>' },
    { what: 'a picture at //', source: '![Evil](//evil.example/x.png)', html: '<p>Evil</p>' },
    { what: 'a link to /\\ (another host, no scheme)', source: '[Go](/\\evil.example/x)', html: '<p>Go</p>' },
    { what: 'a link to a page of this site', source: '[About](/about)', html: '<p><a href="/about">About</a></p>' },
    {
      what: 'a section heading and a list',
      source: '## Hours\n\n- Lunch\n- Dinner',
      html: '<h2>Hours</h2>\n<ul>\n<li>Lunch</li>\n<li>Dinner</li>\n</ul>',
    },
  ])('$what', ({ source, html }) => {
    expect(renderMarkdown(source)).toBe(html);
  });
});

describe('readPages', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pages-'));
  mkdirSync(path.join(folder, 'pages'));
  const write = (name: string, source: string) => writeFileSync(path.join(folder, 'pages', name), source);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('lists the pages in the order of the navigation: the header’s, then the footer’s, each by its order', () => {
    write('faq.md', page('title: FAQ\nnav: footer\norder: 5'));
    write('contact.md', page('title: Contact\nnav: header\norder: 30'));
    write('about.md', page('title: About\nnav: header\norder: 20'));
    expect(readPages(folder).map((entry) => entry.path)).toEqual(['/about', '/contact', '/faq']);
  });

  it('names every problem of every file in one message', () => {
    write('bad-one.md', page('nav: header\norder: 1'));
    write('bad-two.md', 'no front matter');
    expect(() => readPages(folder)).toThrow(/bad-one\.md › Title: is missing[\s\S]*bad-two\.md must begin with front matter/);
  });
});
