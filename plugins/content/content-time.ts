import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What a build can know of when its content was last changed, in seconds since the epoch as git and SOURCE_DATE_EPOCH write it. */
export interface ContentTimeClues {
  /** The SOURCE_DATE_EPOCH variable of reproducible builds, if set. */
  sourceDateEpoch?: string;
  /** The time of the last commit that touched the content folder, if it is in a git clone with nothing left uncommitted in it. */
  commitTime?: number;
  /** The newest modification time of the content's files. */
  newestFileTime: number;
}

/** The content's time in milliseconds: the same for the same sources, so that two builds of them are the same to the byte. */
export function contentTime({ sourceDateEpoch, commitTime, newestFileTime }: ContentTimeClues): number {
  const epoch = Number(sourceDateEpoch);
  if (sourceDateEpoch !== undefined && sourceDateEpoch.trim() !== '' && Number.isInteger(epoch)) return epoch * 1000;
  return (commitTime ?? newestFileTime) * 1000;
}

function git(contentDir: string, ...args: string[]): string | undefined {
  try {
    return execFileSync('git', ['-C', contentDir, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

function newestFileTime(folder: string): number {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((newest, entry) => Math.max(newest, Math.floor(statSync(path.join(entry.parentPath, entry.name)).mtimeMs / 1000)), 0);
}

/**
 * When the content in `contentDir` was last changed, which the pages are built
 * at: SOURCE_DATE_EPOCH, else its last commit if nothing in it is uncommitted,
 * else its newest file's time.
 */
export function readContentTime(contentDir: string, env: NodeJS.ProcessEnv = process.env): number {
  const isClean = git(contentDir, 'status', '--porcelain', '--', '.') === '';
  const commit = isClean ? Number(git(contentDir, 'log', '-1', '--format=%ct', '--', '.')) : NaN;
  return contentTime({
    sourceDateEpoch: env.SOURCE_DATE_EPOCH,
    commitTime: commit > 0 ? commit : undefined,
    newestFileTime: newestFileTime(contentDir),
  });
}
