import { readdirSync, readFileSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import path from 'node:path';
import { ContentError, type ContentKind } from './content-error.ts';
import type { Words } from './fields.ts';
import { problem, type Problem } from './problem.ts';

/**
 * Reading the content folder: only plain files whose real place, through every link, is inside it. A link to a file
 * elsewhere on the machine would publish that file; a pipe would stop the build waiting on it.
 */

/** Where a file really is: inside `root`, or (a path starting "..", or absolute) outside it. */
const isInside = (root: string, real: string) => {
  const relative = path.relative(root, real);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
};

/** What the build says of a content file it cannot read, after the file's name: the build in English, the editor in the owner's language. */
export const FILE_PROBLEMS = {
  outside: problem<'file'>({
    en: '{file} is a link to a file outside the content folder; put the file itself in it',
    zh: '{file} 是指向内容文件夹以外文件的链接；请把文件本身放进来',
  }),
  folder: problem<'file'>({
    en: '{file} is a folder, not a file; move its files out of it, or delete it',
    zh: '{file} 是文件夹，不是文件；请把里面的文件移出来，或删除它',
  }),
  notPlain: problem<'file'>({
    en: '{file} is not a plain file (a pipe or a device); delete it',
    zh: '{file} 不是普通文件（而是管道或设备）；请删除它',
  }),
  notUtf8: problem<'file'>({
    en: '{file} is not saved as UTF-8 text: retype the odd characters, or save it again as UTF-8',
    zh: '{file} 没有存成 UTF-8 文本：请重新输入显示异常的字符，或重新存成 UTF-8',
  }),
} as const;

/** A folder inside a folder of content files, which would be left out silently: `files` names those files ("dish files"). */
export const folderInside = (files: Words) =>
  problem<'file' | 'folder'>({
    en: `{file} is a folder: ${files.en} go directly in {folder}; move its files out of it, or delete it`,
    zh: `{file} 是文件夹：${files.zh}应直接放在 {folder} 里；请把里面的文件移出来，或删除它`,
  });

/**
 * What is wrong with content file `file` as one: "is a link to a file outside the content folder…" unless it is a plain
 * file whose real path is inside `root` (the content folder). A missing file throws its own error (ENOENT), which each
 * reader words itself.
 */
export function contentFileProblem(file: string, root: string): Problem<'file'> | undefined {
  const real = realpathSync(file);
  if (!isInside(realpathSync(root), real)) return FILE_PROBLEMS.outside;
  const stats = statSync(real);
  if (stats.isDirectory()) return FILE_PROBLEMS.folder;
  if (!stats.isFile()) return FILE_PROBLEMS.notPlain;
  return undefined;
}

/** The bytes of content file `file`, which must be a plain file inside `root` (contentFileProblem). */
export function readContentBytes(file: string, root: string): Buffer {
  const problem = contentFileProblem(file, root);
  if (problem !== undefined) throw new ContentError(undefined, [problem.say({ file })]);
  return readFileSync(file);
}

/** The line of `bytes` that holds its first byte that is not UTF-8: a line break (0x0A) is never part of a longer character. */
function firstLineNotUtf8(bytes: Buffer): number {
  let line = 1;
  for (let start = 0; start < bytes.length; line += 1) {
    const end = bytes.indexOf(0x0a, start);
    const stop = end === -1 ? bytes.length : end;
    if (!isUtf8(bytes.subarray(start, stop))) break;
    start = stop + 1;
  }
  return line;
}

/** The text of content file `file` (readContentBytes), which must be UTF-8: bytes that are not would be read as "�" and published so. */
export function readContentText(file: string, root: string): string {
  const bytes = readContentBytes(file, root);
  if (!isUtf8(bytes)) {
    throw new ContentError(undefined, [`${FILE_PROBLEMS.notUtf8.say({ file })} (${file} line ${firstLineNotUtf8(bytes)})`]);
  }
  return bytes.toString('utf8');
}

/** The endings of a YAML content file's name. */
export const YAML_FILES = ['.yml', '.yaml'] as const;

/** A content file's name; anything else in a folder (a .DS_Store, a README) is not read. */
export function isContentFileName(name: string, endings: readonly string[] = YAML_FILES): boolean {
  return endings.some((ending) => name.endsWith(ending));
}

/** How one content folder is read. */
export interface FolderReading<T> {
  /** Whose problems they are, at the head of the build's message. */
  kind: ContentKind;
  parse: (source: string, file: string) => T;
  /** The endings of the names of the files read: YAML_FILES unless given. */
  endings?: readonly string[];
  /** What a missing folder means: no files, or this problem; by default it cannot be read, and the build says the folder is missing. */
  ifMissing?: { problem: string } | 'no files';
  /** What a folder inside it is (folderInside), when one, which would be left out silently, is a problem. */
  folderInside?: Problem<'file' | 'folder'>;
  /** The problem with this many files, if it is too many. */
  tooMany?: (count: number) => string | undefined;
}

/**
 * Every content file of `folder`, in name order, each parsed; throws one
 * ContentError naming every problem in every file, so that the owner fixes them all in one go.
 * The folder is one of the content folder's own: its files must be inside the content folder (readContentText).
 */
export function readFolder<T>(folder: string, reading: FolderReading<T>): T[] {
  const { kind, parse, endings = YAML_FILES, ifMissing, folderInside, tooMany } = reading;
  let entries: Dirent[];
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || ifMissing === undefined) throw error;
    if (ifMissing === 'no files') return [];
    throw new ContentError(kind, [ifMissing.problem]);
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : 1));
  const count = entries.filter((entry) => entry.isFile() && isContentFileName(entry.name, endings)).length;
  const countProblem = tooMany?.(count);
  if (countProblem !== undefined) throw new ContentError(kind, [countProblem]);
  const problems: string[] = [];
  const parsed: T[] = [];
  for (const entry of entries) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory() && !isContentFileName(entry.name, endings)) {
      if (folderInside !== undefined) problems.push(folderInside.say({ file, folder }));
      continue;
    }
    if (!isContentFileName(entry.name, endings)) continue;
    try {
      parsed.push(parse(readContentText(file, path.dirname(folder)), file));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0) throw new ContentError(kind, problems);
  return parsed;
}
