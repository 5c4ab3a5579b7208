import path from 'node:path';
import { Marked, type Tokens } from 'marked';
import { locateIn, readYamlSource } from './yaml-source.ts';
import { z } from 'zod';
import { fieldIn, LANGUAGE_ROOT, languageNameIn, TRANSLATED_LANGUAGES } from '../i18n/languages.ts';
import { defineCollection, entryName, fieldLabel, labelledPath, shapeOf, type Fields } from './fields.ts';
import type { ContentPage, PageBox, PageTranslation, SiteNav } from '../pages/page-list.ts';
import { characterProblem, isSameSitePath } from './content-text.ts';
import { ContentError } from './content-error.ts';
import { readFolder } from './read-folder.ts';
import { problem } from './problem.ts';
import { missingOr, SHARED_PROBLEMS } from './shared-fields.ts';

/**
 * The site's own pages, one Markdown file each under content/pages/, read at
 * build time only: the pages get the checked page with its HTML, never
 * Markdown, and ship no script.
 */

/** Where the pages are, inside the content folder. */
export const PAGES_DIR = 'pages';

/**
 * Addresses of the files the build writes besides its pages, which a page would hide or be hidden by; a page at the
 * address of another page the site builds (/saved, /zh) is refused where the routes are known (src/pages/routes.tsx).
 */
const RESERVED_SLUGS = new Set(['admin', 'assets', 'images', '404', 'sw', 'index']);
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Front matter between two lines of ---, the Markdown after it. */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** How deep lists and quotes may nest in a page; marked's time grows with the cube of the depth, and thousands of levels overflow its stack. */
export const MAX_MARKDOWN_DEPTH = 10;
/**
 * The most emphasis marks (*, _, ~) one paragraph may hold. marked looks for each mark's partner through the rest of
 * its paragraph, so a paragraph's time grows with its marks times its length: bounded marks keep a page's time linear.
 */
export const MAX_EMPHASIS_MARKS = 100;

/** What the page checks say: the build in English, the editor in the owner's language. */
export const PAGE_PROBLEMS = {
  title: problem({ en: 'must be at most 60 characters: it is a link in the navigation', zh: '最多 60 个字符：它是导航里的链接' }),
  box: problem({ en: 'must be a box with a title and a text', zh: '须为一张有标题和文字的卡片' }),
  nav: problem({ en: 'must be header or footer: where the page is linked from', zh: '须为 header 或 footer：页面链接的位置' }),
  order: problem({ en: 'must be a number: the page’s place in its navigation', zh: '须为数字：页面在导航中的位置' }),
  whole: problem({ en: 'must be a whole number', zh: '须为整数' }),
  boxes: problem({ en: 'must be a list of boxes, each with a title and a text', zh: '须为卡片列表，每张有标题和文字' }),
  frontMatter: problem({ en: 'must be front matter with a title, nav and order', zh: '须为有 title、nav 和 order 的开头信息' }),
  depth: problem({
    en: `nests lists or quotes more than ${MAX_MARKDOWN_DEPTH} levels deep; ${MAX_MARKDOWN_DEPTH} is the most`,
    zh: `列表或引用嵌套超过 ${MAX_MARKDOWN_DEPTH} 层；最多 ${MAX_MARKDOWN_DEPTH} 层`,
  }),
  emphasis: problem<'marks'>({
    en: `has {marks} emphasis marks (*, _ or ~) in one paragraph; a paragraph may have at most ${MAX_EMPHASIS_MARKS}: split it with an empty line, or write \\_ for a mark that is only text`,
    zh: `一个段落里有 {marks} 个强调符号（*、_ 或 ~）；一个段落最多 ${MAX_EMPHASIS_MARKS} 个：请用空行把它分开，或把只是文字的符号写成 \\_`,
  }),
  fileName: problem({
    en: 'the file name must be small letters, digits and dashes, such as opening-night.md',
    zh: '文件名只能用小写字母、数字和连字符，例如 opening-night.md',
  }),
  reserved: problem<'slug'>({
    en: '/{slug} is an address the site uses already; name the file otherwise',
    zh: '/{slug} 是网站已在用的网址；请给文件换个名字',
  }),
  noFrontMatter: problem<'file'>({
    en: '{file} must begin with front matter: a line ---, then title, nav and order, then a line ---',
    zh: '{file} 须以开头信息开始：一行 ---，然后是 title、nav 和 order，再一行 ---',
  }),
} as const;

const text = z
  .string({ error: missingOr(SHARED_PROBLEMS.text) })
  .trim()
  .min(1, SHARED_PROBLEMS.empty.say());

/** A translation the owner may leave empty: the page then shows the English. */
const optionalText = (schema: z.ZodString) => z.union([schema, z.null(), z.literal('')], { error: SHARED_PROBLEMS.text.say() }).optional();
const title = text.max(60, PAGE_PROBLEMS.title.say());

const BOX_FIELDS = {
  title: { schema: text, label: { en: 'Heading', zh: '标题' }, editor: { widget: 'string' }, translation: { schema: optionalText(text) } },
  text: { schema: text, label: { en: 'Text', zh: '文字' }, editor: { widget: 'string' }, translation: { schema: optionalText(text) } },
} satisfies Fields;

const boxSchema = z.strictObject(shapeOf(BOX_FIELDS), { error: PAGE_PROBLEMS.box.say() });

/** A page's text: links and emphasis, not raw HTML, which the build shows as text. */
const PAGE_TEXT = {
  widget: 'markdown',
  buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'bulleted-list', 'numbered-list', 'quote'],
  editor_components: [],
} as const;

/**
 * The site's own pages, content/pages/<name>.md: the page's address is its
 * file's name (about.md is /about). The fields are its front matter, in the
 * order the editor writes them; the English text is the Markdown after it,
 * each other language's a field (chineseBody).
 */
export const PAGES = defineCollection({
  name: 'pages',
  folder: PAGES_DIR,
  fields: {
    title: {
      schema: title,
      label: { en: 'Title', zh: '标题' },
      hint: { en: 'The page’s heading and its link in the navigation.', zh: '页面的标题，也是导航里的链接。' },
      editor: { widget: 'string' },
      translation: {
        schema: optionalText(title),
        hint: (language) => ({
          en: `Its heading and link on the ${languageNameIn(language, 'en')} pages (${LANGUAGE_ROOT[language]}); without one, the English.`,
          zh: `在${languageNameIn(language, 'zh')}页面（${LANGUAGE_ROOT[language]}）上的标题和链接；不填时用英文。`,
        }),
      },
    },
    nav: {
      schema: z.enum(['header', 'footer'], { error: PAGE_PROBLEMS.nav.say() }),
      label: { en: 'Linked from', zh: '链接位置' },
      editor: {
        widget: 'select',
        options: [
          { label: { en: 'The top of every page', zh: '每页顶部' }, value: 'header' },
          { label: { en: 'The foot of every page', zh: '每页底部' }, value: 'footer' },
        ],
      },
    },
    order: {
      schema: z.number({ error: PAGE_PROBLEMS.order.say() }).int(PAGE_PROBLEMS.whole.say()),
      label: { en: 'Place in its links', zh: '在链接中的位置' },
      hint: { en: 'Lowest first: 15 goes between 10 and 20.', zh: '数字小的在前：15 排在 10 和 20 之间。' },
      editor: { widget: 'number', value_type: 'int' },
    },
    boxes: {
      schema: z.array(boxSchema, { error: PAGE_PROBLEMS.boxes.say() }).nullish(),
      label: { en: 'Boxes', zh: '卡片' },
      hint: {
        en: 'Cards below the text, each with a heading and a line, as on Projects.',
        zh: '正文下方的卡片，每张有一个标题和一行文字，就像 Projects 页那样。',
      },
      editor: { widget: 'list', required: false },
      fields: BOX_FIELDS,
    },
    // The English text is the file's own, after its front matter: no field of it.
    body: {
      label: { en: 'Text', zh: '正文' },
      hint: {
        en: 'Use Heading 2 and 3 for sections: the title is the page’s one big heading.',
        zh: '分节请用标题 2 和标题 3：页面标题是唯一的大标题。',
      },
      editor: PAGE_TEXT,
      translation: {
        schema: optionalText(z.string()),
        hint: (language) => ({
          en: `The page's text on the ${languageNameIn(language, 'en')} pages (${LANGUAGE_ROOT[language]}); without one, they show the English text.`,
          zh: `在${languageNameIn(language, 'zh')}页面（${LANGUAGE_ROOT[language]}）上的正文；不填时显示英文正文。`,
        }),
      },
    },
  },
  editor: {
    label: { en: 'Pages', zh: '页面' },
    label_singular: { en: 'Page', zh: '页面' },
    icon: 'article',
    description: {
      en: 'About, Contact and the other pages. The file’s name is the page’s address: about is /about.',
      zh: '“关于”“联系”等页面。文件名就是页面的网址：about 是 /about。',
    },
    extension: 'md',
    format: 'frontmatter',
    identifier_field: 'title',
    slug: '{{title}}',
    summary: '{{title}}',
    create: true,
    delete: true,
    sortable_fields: { fields: ['title', 'order'], default: { field: 'order' } },
  },
});

/** The front matter of one page. */
export const frontMatterSchema = z.strictObject(shapeOf(PAGES.fields), { error: PAGE_PROBLEMS.frontMatter.say() });

/** Only these may be linked to: another site, an e-mail address, a phone number, or a place on this one. */
const SAFE_LINK = /^(?:https?:|mailto:|tel:|#)/i;
const isSafeLink = (href: string) => SAFE_LINK.test(href) || isSameSitePath(href);

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The owner's Markdown as HTML. Raw HTML is shown as text, never markup, and
 * a link or picture that could run a script or load another site's file is
 * its text alone: the page is the owner's words, not a way in.
 */
const markdown = new Marked({
  gfm: true,
  renderer: {
    html: ({ text: raw }) => escapeHtml(raw),
    link(token: Tokens.Link) {
      const inner = this.parser.parseInline(token.tokens);
      if (!isSafeLink(token.href)) return inner;
      return `<a href="${escapeHtml(token.href)}">${inner}</a>`;
    },
    image: ({ href, text: alt }: Tokens.Image) =>
      isSameSitePath(href) ? `<img src="${escapeHtml(href)}" alt="${escapeHtml(alt)}" loading="lazy">` : escapeHtml(alt),
  },
});

/** A line whose list and quote markers and indentation run further in than this is nested too deep, whatever marked makes of it. */
const MAX_MARKDOWN_INDENT = 4 * MAX_MARKDOWN_DEPTH + 8;
const DEPTH_MESSAGE = PAGE_PROBLEMS.depth.say();
/** An emphasis mark, or any character after a backslash, which is text and costs nothing. */
const EMPHASIS_MARK = /\\[\s\S]|[*_~]/g;

interface MarkdownNode {
  type?: string;
  raw?: string;
  tokens?: MarkdownNode[];
  items?: MarkdownNode[];
}

/** A problem of the owner's Markdown, and where in it it starts. */
type MarkdownProblem = { message: string; index: number };

/**
 * What in `source` would make rendering it slow, checked on its blocks alone before any inline text is parsed: lists
 * and quotes nested past MAX_MARKDOWN_DEPTH, or a paragraph (a heading, a list item, a table cell) with more than
 * MAX_EMPHASIS_MARKS emphasis marks.
 */
export function markdownProblem(source: string): MarkdownProblem | undefined {
  let offset = 0;
  for (const line of source.split('\n')) {
    const prefix = /^[ \t>*+\-\d.)]*/.exec(line)?.[0] ?? '';
    if (prefix.replace(/\t/g, '    ').length > MAX_MARKDOWN_INDENT) return { message: DEPTH_MESSAGE, index: offset };
    offset += line.length + 1;
  }
  const at = (text: string) => Math.max(0, source.indexOf(text.trimStart().slice(0, 200)));
  const lexer = new markdown.Lexer(markdown.defaults);
  const blocks = lexer.blockTokens(source.replace(/\r\n?/g, '\n'));
  for (const { src } of lexer.inlineQueue) {
    const marks = [...src.matchAll(EMPHASIS_MARK)].filter(([mark]) => mark.length === 1).length;
    if (marks > MAX_EMPHASIS_MARKS) {
      return { message: PAGE_PROBLEMS.emphasis.say({ marks }), index: at(src) };
    }
  }
  const deepest = (nodes: readonly MarkdownNode[], depth: number): MarkdownNode | undefined => {
    for (const node of nodes) {
      const level = depth + (node.type === 'list' || node.type === 'blockquote' ? 1 : 0);
      if (level > MAX_MARKDOWN_DEPTH) return node;
      const found = deepest([...(node.tokens ?? []), ...(node.items ?? [])], level);
      if (found) return found;
    }
    return undefined;
  };
  const node = deepest(blocks, 0);
  return node ? { message: DEPTH_MESSAGE, index: at(node.raw ?? '') } : undefined;
}

/** The owner's Markdown as HTML; only for a source markdownProblem finds nothing in. */
export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false }).trim();
}

/** A field the owner filled in, or none: an editor's empty translation is no translation. */
const given = <Key extends string>(key: Key, value: string | null | undefined) =>
  (value ? { [key]: value } : {}) as Partial<Record<Key, string>>;

/** Parses and checks one page file; every problem names the file, the field and its line. */
export function parsePageFile(file: string, fileName: string): ContentPage {
  // A byte order mark, which some editors save at the start of a file, is not part of the page.
  const source = file.replace(/^\uFEFF/, '');
  const slug = path.basename(fileName, '.md');
  const problems: string[] = [];
  if (!SLUG_PATTERN.test(slug)) {
    problems.push(`${fileName}: ${PAGE_PROBLEMS.fileName.say()} (${fileName} line 1)`);
  } else if (RESERVED_SLUGS.has(slug)) {
    problems.push(`${fileName}: ${PAGE_PROBLEMS.reserved.say({ slug })} (${fileName} line 1)`);
  }
  const match = FRONT_MATTER.exec(source);
  if (!match) {
    throw new ContentError('pages', [...problems, `${PAGE_PROBLEMS.noFrontMatter.say({ file: fileName })} (${fileName} line 1)`]);
  }
  // The front matter starts on the file's second line.
  const yaml = readYamlSource(match[1] ?? '', fileName, { firstLine: 2 });
  if (yaml.problems) throw new ContentError('pages', [...problems, ...yaml.problems]);
  const locate = locateIn(yaml, fileName);
  const result = frontMatterSchema.safeParse(yaml.data);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
      for (const key of keys) {
        const field = labelledPath(PAGES.fields, key, 'front matter');
        const fields = Object.keys((key.length > 1 ? boxSchema : frontMatterSchema).shape).join(', ');
        const message = issue.code === 'unrecognized_keys' ? SHARED_PROBLEMS.unknownField.say({ fields }) : issue.message;
        problems.push(`${entryName(yaml.data, 'title', fileName)} › ${field}: ${message}${locate(key)}`);
      }
    }
  }
  const body = source.slice(match[0].length);
  const bodyProblem = characterProblem(body, { multiLine: true }) ?? markdownProblem(body);
  if (bodyProblem !== undefined) {
    const line = source.slice(0, match[0].length + bodyProblem.index).split('\n').length;
    problems.push(
      `${entryName(yaml.data, 'title', fileName)} › ${fieldLabel(PAGES.fields, 'body')}: ${bodyProblem.message} (${fileName} line ${line})`,
    );
  }
  for (const language of TRANSLATED_LANGUAGES) {
    const translated = result.data?.[fieldIn('body', language)];
    const problem = translated ? markdownProblem(translated) : undefined;
    if (problem)
      problems.push(
        `${entryName(yaml.data, 'title', fileName)} › ${fieldLabel(PAGES.fields, fieldIn('body', language))}: ${problem.message}${locate([fieldIn('body', language)])}`,
      );
  }
  if (problems.length > 0 || !result.success) throw new ContentError('pages', problems);
  const page = result.data;
  const boxes = page.boxes ?? [];
  const translations = Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language): [string, PageTranslation] => {
      const body = page[fieldIn('body', language)]?.trim();
      return [
        language,
        {
          ...given('title', page[fieldIn('title', language)]),
          ...given('html', body && renderMarkdown(body)),
          boxes: boxes.map((box) => ({
            ...given('title', box[fieldIn('title', language)]),
            ...given('text', box[fieldIn('text', language)]),
          })),
        },
      ];
    }),
  );
  return {
    slug,
    path: `/${slug}`,
    title: page.title,
    nav: page.nav,
    order: page.order,
    html: renderMarkdown(body),
    boxes: boxes.map((box): PageBox => ({ title: box.title, text: box.text })),
    translations,
  };
}

const NAV_ORDER: readonly SiteNav[] = ['header', 'footer'];

/** Every page in content/pages/, in navigation order (the header's, then the footer's); throws a ContentError naming every problem in every file. */
export function readPages(contentDir: string): ContentPage[] {
  const pages = readFolder(path.join(contentDir, PAGES_DIR), { kind: 'pages', parse: parsePageFile, endings: ['.md'] });
  return pages.sort((a, b) => NAV_ORDER.indexOf(a.nav) - NAV_ORDER.indexOf(b.nav) || a.order - b.order || a.slug.localeCompare(b.slug));
}
