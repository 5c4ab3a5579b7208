import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { ContentError, type ContentKind } from './content-error.ts';

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
  /** Names the folder's files ("dish files") when a folder inside it, which would be left out silently, is a problem. */
  filesNamed?: string;
  /** The problem with this many files, if it is too many. */
  tooMany?: (count: number) => string | undefined;
}

/**
 * Every content file of `folder`, in name order, each parsed; throws one
 * ContentError naming every problem in every file, so that the owner fixes them all in one go.
 */
export function readFolder<T>(folder: string, reading: FolderReading<T>): T[] {
  const { kind, parse, endings = YAML_FILES, ifMissing, filesNamed, tooMany } = reading;
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
    if (entry.isDirectory()) {
      if (filesNamed !== undefined) {
        problems.push(`${file} is a folder: ${filesNamed} go directly in ${folder}; move its files out of it, or delete it`);
      }
      continue;
    }
    if (!isContentFileName(entry.name, endings)) continue;
    try {
      parsed.push(parse(readFileSync(file, 'utf8'), file));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0) throw new ContentError(kind, problems);
  return parsed;
}
