import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { escapeText } from '../src/content/content-text.ts';

/**
 * The build writes beside dist/ (to `next`) and swaps it in only once
 * everything has succeeded, so a bad edit never takes down the last good
 * build. Two renames: a server reading dist/ (npm start) sees the old build,
 * then the new one.
 */
export function keepLastGoodBuild({ next, dist }: { next: string; dist: string }): Plugin {
  return {
    name: 'golden-lantern:keep-last-good-build',
    apply: 'build',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const [from, to] = [path.resolve(builder.config.root, next), path.resolve(builder.config.root, dist)];
        const previous = `${to}.previous`;
        await rm(previous, { recursive: true, force: true });
        if (existsSync(to)) await rename(to, previous);
        await rename(from, to);
        await rm(previous, { recursive: true, force: true });
        builder.config.logger.info(`Built ${escapeText(path.relative(process.cwd(), to) || to)}/.`);
      },
    },
  };
}
