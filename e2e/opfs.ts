/**
 * The editor's local mode reads and writes a folder through the File System
 * Access API, whose folder picker headless Chromium cannot answer. These
 * stand in for the folder alone: showDirectoryPicker() resolves to a folder
 * of the page's origin-private file system, which the test fills with a copy
 * of the repository and reads back. The editor itself is the real one.
 */
import { expect, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The folder the picker hands out, in the origin-private file system. */
const FOLDER = 'repository';

/** For context.addInitScript: the picker answers with FOLDER, without a dialog. */
export function answerFolderPicker(folder: string): void {
  Object.defineProperty(window, 'showDirectoryPicker', {
    configurable: true,
    value: async () => (await navigator.storage.getDirectory()).getDirectoryHandle(folder),
  });
}
export const PICKED_FOLDER = FOLDER;

/** (Re)creates the folder with these files, text by path ("content/dishes/spring-rolls.yml"). */
export async function fillFolder(page: Page, files: Record<string, string>): Promise<void> {
  await page.evaluate(
    async ({ folder, files: entries }) => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry(folder, { recursive: true }).catch(() => undefined);
      const top = await root.getDirectoryHandle(folder, { create: true });
      for (const [path, text] of Object.entries(entries)) {
        const parts = path.split('/');
        let directory = top;
        for (const part of parts.slice(0, -1)) directory = await directory.getDirectoryHandle(part, { create: true });
        const writable = await (await directory.getFileHandle(parts.at(-1) ?? '', { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { folder: FOLDER, files },
  );
}

/** Every file under `prefix` of the folder, as bytes in base64, by path. */
export async function readFolder(page: Page, prefix: string): Promise<Record<string, string>> {
  return page.evaluate(
    async ({ folder, prefix: start }) => {
      const found: Record<string, string> = {};
      const walk = async (directory: FileSystemDirectoryHandle, path: string) => {
        for await (const [name, handle] of directory.entries()) {
          const full = `${path}${name}`;
          if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${full}/`);
          // The browser writes a file to "<name>.crswap" first, then swaps it in.
          else if (full.startsWith(start) && !full.endsWith('.crswap')) {
            const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
            found[full] = btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
          }
        }
      };
      await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(folder), '');
      return found;
    },
    { folder: FOLDER, prefix },
  );
}

/**
 * Writes what the editor saved under content/ into `directory` on disk, as the
 * real folder would have it. Writing a file swaps it in a moment after the
 * editor says "Entry saved."; a file read half-way is read again.
 */
export async function copyContentTo(page: Page, directory: string): Promise<void> {
  let files: Record<string, string> = {};
  await expect(async () => {
    files = await readFolder(page, 'content/');
  }).toPass({ timeout: 10_000 });
  for (const [file, base64] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(directory, file)), { recursive: true });
    writeFileSync(path.join(directory, file), Buffer.from(base64, 'base64'));
  }
}
