import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentError } from './content-error.ts';
import { folderInside, readFolder, type FolderReading } from './read-folder.ts';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'read-folder-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A file holds its text, or "bad": a problem naming the file. */
const parse = (source: string, file: string) => {
  if (source === 'bad') throw new ContentError('notices', [`${path.basename(file)} is bad`]);
  return source;
};
const write = (files: Record<string, string>) => {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
};
const read = (options: Partial<FolderReading<string>> = {}, at = folder) => readFolder(at, { kind: 'notices', parse, ...options });
const problemsOf = (reading: () => unknown) => {
  try {
    reading();
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  throw new Error('the folder was read');
};

describe('readFolder', () => {
  it('parses each content file in name order, and nothing else in the folder', () => {
    write({ 'b.yml': 'second', 'a.yaml': 'first', 'notes.txt': 'not read', '.DS_Store': 'not read', 'c.md': 'not read' });
    expect(read()).toEqual(['first', 'second']);
    expect(read({ endings: ['.md'] })).toEqual(['not read']);
  });

  it('names the problems of every file at once, under the heading of their kind', () => {
    write({ 'a.yml': 'bad', 'b.yml': 'good', 'c.yml': 'bad' });
    expect(problemsOf(() => read())).toBe('The notices have 2 problem(s):\n  - a.yml is bad\n  - c.yml is bad');
  });

  it('reads a missing folder as no files, as a problem, or as missing, as the kind of content says', () => {
    const missing = path.join(folder, 'nowhere');
    expect(read({ ifMissing: 'no files' }, missing)).toEqual([]);
    expect(problemsOf(() => read({ ifMissing: { problem: 'nowhere/ is missing' } }, missing))).toBe(
      'The notices have 1 problem(s):\n  - nowhere/ is missing',
    );
    expect(() => read({}, missing)).toThrow(expect.objectContaining({ code: 'ENOENT' }));
  });

  it('names a folder inside, whose files would be left out, where the kind of content asks', () => {
    write({ 'a.yml': 'first' });
    mkdirSync(path.join(folder, 'specials'));
    expect(read()).toEqual(['first']);
    expect(problemsOf(() => read({ folderInside: folderInside({ en: 'dish files', zh: '菜品文件' }) }))).toContain(
      `${path.join(folder, 'specials')} is a folder: dish files go directly in ${folder}; move its files out of it, or delete it`,
    );
  });

  it('stops before reading any file when there are too many', () => {
    write({ 'a.yml': 'bad', 'b.yml': 'bad', 'c.yml': 'bad' });
    const tooMany = (count: number) => (count > 2 ? `${count} files; 2 at most` : undefined);
    expect(problemsOf(() => read({ tooMany }))).toBe('The notices have 1 problem(s):\n  - 3 files; 2 at most');
  });

  it('reads only plain files inside the content folder, naming anything else', () => {
    // The folder read is content/notices/; the content folder is content/.
    const content = path.join(folder, 'content');
    const notices = path.join(content, 'notices');
    mkdirSync(notices, { recursive: true });
    writeFileSync(path.join(folder, 'secret.yml'), 'outside');
    writeFileSync(path.join(content, 'shared.yml'), 'inside');
    symlinkSync(path.join(folder, 'secret.yml'), path.join(notices, 'a-leak.yml'));
    symlinkSync('../shared.yml', path.join(notices, 'b-link.yml'));
    execFileSync('mkfifo', [path.join(notices, 'c-pipe.yml')]);
    mkdirSync(path.join(notices, 'd-folder.yml'));
    expect(problemsOf(() => read({}, notices)).split('\n')).toEqual([
      'The notices have 3 problem(s):',
      `  - ${notices}/a-leak.yml is a link to a file outside the content folder; put the file itself in it`,
      `  - ${notices}/c-pipe.yml is not a plain file (a pipe or a device); delete it`,
      `  - ${notices}/d-folder.yml is a folder, not a file; move its files out of it, or delete it`,
    ]);
    rmSync(path.join(notices, 'a-leak.yml'));
    rmSync(path.join(notices, 'c-pipe.yml'));
    rmSync(path.join(notices, 'd-folder.yml'), { recursive: true });
    expect(read({}, notices)).toEqual(['inside']);
  });

  it('refuses a file that is not UTF-8, naming its line, instead of reading "Bad �� bytes"', () => {
    writeFileSync(
      path.join(folder, 'a.yml'),
      Buffer.concat([Buffer.from('name: Good\ndescription: Bad '), Buffer.from([0xff, 0xfe]), Buffer.from(' bytes\n')]),
    );
    writeFileSync(path.join(folder, 'b.yml'), 'name: 蛋卷 ✓\n');
    expect(problemsOf(() => read())).toBe(
      `The notices have 1 problem(s):\n  - ${folder}/a.yml is not saved as UTF-8 text: retype the odd characters, or save it again as UTF-8 (${folder}/a.yml line 2)`,
    );
  });
});
