import { isMap, isNode, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Document } from 'yaml';
import { characterProblem, quoted } from './content-text.ts';
import { problem } from './problem.ts';
import { translationsOf } from '../i18n/content-fields.ts';

/** Reading content files as YAML with line numbers, for messages that name the file and the line. */

/** A content file read as YAML: its data and the line of any offset, or the problems that stop it being read. */
export type YamlSource =
  { data: unknown; document: Document; lineOf: (offset: number) => number; problems?: undefined } | { problems: string[] };

/** What the build says of a file it cannot read as YAML, after the file's name: in English, and in the editor's language. */
export const YAML_PROBLEMS = {
  invalid: problem<'file' | 'error'>({ en: '{file} is not valid YAML: {error}', zh: '{file} 不是有效的 YAML：{error}' }),
  aliases: problem<'file'>({
    en: '{file} repeats YAML aliases (*name) too often to be read safely: write the values out instead',
    zh: '{file} 重复使用 YAML 别名（*name）的次数太多，无法安全读取：请直接写出这些值',
  }),
  unresolved: problem<'file' | 'alias'>({
    en: '{file} uses the alias *{alias} before its anchor &{alias} is set',
    zh: '{file} 在设置锚点 &{alias} 之前就用了别名 *{alias}',
  }),
  tag: problem<'file' | 'tag'>({
    en: '{file} uses the YAML tag {tag}, which turns a value into something else: delete it',
    zh: '{file} 用了 YAML 标签 {tag}，它会把值变成别的东西：请删除它',
  }),
} as const;

/**
 * Parses one content file. Every problem names the file and its line: syntax
 * errors, and aliases (`*name`) repeated so often that expanding them would
 * exhaust the build (a "billion laughs" file), which yaml refuses with a bare
 * ReferenceError, and tags (`!!omap`, `!!set`, `!anything`), which would make
 * a list the file plainly fills something else, read as empty.
 */
export function readYamlSource(source: string, fileName: string, { firstLine = 1 } = {}): YamlSource {
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
  // YAML inside another file (a page's front matter) starts below that file's first line.
  const lineOf = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  if (document.errors.length > 0) {
    return {
      problems: document.errors.map(
        (error) =>
          `${YAML_PROBLEMS.invalid.say({ file: fileName, error: error.message.split('\n')[0] ?? '' })} (${fileName} line ${lineOf(error.pos[0])})`,
      ),
    };
  }
  const tags = tagProblems(document, fileName, (node) => lineOf(source.lastIndexOf('!', node)));
  if (tags.length > 0) return { problems: tags };
  const characters = characterProblems(document, fileName, lineOf);
  if (characters.length > 0) return { problems: characters };
  try {
    return { data: document.toJS(), document, lineOf };
  } catch (error) {
    // yaml throws a ReferenceError for an alias without its anchor, and for too many aliases.
    if (!(error instanceof ReferenceError)) throw error;
    const unresolved = /^Unresolved alias.*: (.*)$/.exec(error.message)?.[1];
    // The line of the unresolved alias, or of the first one.
    let offset: number | undefined;
    visit(document, {
      Alias(_key, node) {
        if (unresolved !== undefined && node.source !== unresolved) return undefined;
        offset = node.range?.[0];
        return visit.BREAK;
      },
    });
    const where = offset === undefined ? fileName : `${fileName} line ${lineOf(offset)}`;
    const said =
      unresolved === undefined
        ? YAML_PROBLEMS.aliases.say({ file: fileName })
        : YAML_PROBLEMS.unresolved.say({ file: fileName, alias: unresolved });
    return { problems: [`${said} (${where})`] };
  }
}

/**
 * The line of the deepest part of `path` that exists: a field's key (not its
 * value, which for a list starts a line below) or a list item, else what
 * encloses a missing field.
 */
export function lineOfPath(document: Document, path: readonly PropertyKey[], lineOf: (offset: number) => number): number | undefined {
  for (let length = path.length; length > 0; length -= 1) {
    const parent = document.getIn(path.slice(0, length - 1), true);
    const key = path[length - 1];
    const node = isMap(parent)
      ? parent.items.find((pair) => isScalar(pair.key) && pair.key.value === key)?.key
      : isSeq(parent) && typeof key === 'number'
        ? parent.items[key]
        : undefined;
    if (isNode(node) && node.range) return lineOf(node.range[0]);
  }
  const root = document.contents;
  return isNode(root) && root.range ? lineOf(root.range[0]) : undefined;
}

/** Where a field is in its file, as the messages end: " (content/dishes/egg-roll.yml line 5)"; a path of [] is the file itself. */
export type LocateProblem = (path: readonly PropertyKey[]) => string;

/** Where a field is in `fileName` (LocateProblem). */
export function locateIn(
  { document, lineOf }: { document: Document; lineOf: (offset: number) => number },
  fileName: string,
): LocateProblem {
  return (path) => {
    const line = lineOfPath(document, path, lineOf);
    return line === undefined ? ` (${fileName})` : ` (${fileName} line ${line})`;
  };
}

/** Every tag in the file: content is plain data, whose values are text, numbers, lists and fields. */
function tagProblems(document: Document, fileName: string, lineOfTag: (nodeOffset: number) => number): string[] {
  const problems: string[] = [];
  visit(document, {
    Node(_key, node) {
      if (node.tag === undefined) return;
      const tag = node.tag.replace(/^tag:yaml\.org,2002:/, '!!');
      // A tag stands before its value, which may start a line below it.
      const line = node.range ? ` line ${lineOfTag(node.range[0])}` : '';
      problems.push(`${YAML_PROBLEMS.tag.say({ file: fileName, tag: quoted(tag) })} (${fileName}${line})`);
    },
  });
  return problems;
}

/** The fields whose text may run over several lines: the editor's text and Markdown fields. */
const MULTI_LINE_FIELDS = new Set(['description', 'body', ...translationsOf('description'), ...translationsOf('body')]);

/**
 * Every key and text of a file that holds a character no content text may
 * (content-text.ts): "name: holds a line break (U+000A); write it on one line (content/dishes/egg-roll.yml line 1)".
 */
function characterProblems(document: Document, fileName: string, lineOf: (offset: number) => number): string[] {
  const problems: string[] = [];
  visit(document, {
    Scalar(key, node, ancestors) {
      if (typeof node.value !== 'string') return;
      const fields: string[] = [];
      ancestors.forEach((ancestor, index) => {
        const child = ancestors[index + 1] ?? node;
        if (isPair(ancestor) && isScalar(ancestor.key)) fields.push(String(ancestor.key.value));
        if (isSeq(ancestor)) fields.push(String(ancestor.items.indexOf(child as never) + 1));
      });
      const isKey = key === 'key';
      const problem = characterProblem(node.value, { multiLine: !isKey && MULTI_LINE_FIELDS.has(fields.at(-1) ?? '') });
      if (problem === undefined) return;
      const field = isKey ? `the field ${quoted(node.value)}` : fields.join(' › ') || 'the file';
      const line = node.range ? ` line ${lineOf(node.range[0])}` : '';
      problems.push(`${fileName} › ${field}: ${problem.message} (${fileName}${line})`);
    },
  });
  return problems;
}
