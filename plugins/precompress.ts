import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { TRANSLATED_LANGUAGES } from '../src/i18n/languages.ts';
import { DISHES_FOLDER } from '../src/menu/address/dish-history.ts';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt', '.webmanifest']);

export interface CompressOptions {
  /** Folders of distDir left out, e.g. "admin". */
  exclude?: string[];
  brotliQuality?: number;
}

/**
 * Writes .gz and .br beside every text asset, at maximum compression by
 * default, so the server sends them as they are instead of compressing on
 * each request. Returns how many files were compressed.
 */
export async function compressAssets(distDir: string, { exclude = [], brotliQuality = 11 }: CompressOptions = {}): Promise<number> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  const excluded = exclude.map((folder) => path.join(distDir, folder));
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !excluded.some((folder) => file.startsWith(`${folder}${path.sep}`)));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [gzipped, brotli] = await Promise.all([
        promisify(gzip)(content, { level: 9 }),
        promisify(brotliCompress)(content, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
      ]);
      await Promise.all([writeFile(`${file}.gz`, gzipped), writeFile(`${file}.br`, brotli)]);
    }),
  );
  return files.length;
}

/** Folders whose many files get brotli's fast quality: top quality costs far more build time there than the bytes it saves are worth. */
const FAST_FOLDERS = ['admin', DISHES_FOLDER, ...TRANSLATED_LANGUAGES.map((language) => path.join(language, DISHES_FOLDER))];

/**
 * Precompresses the finished build. /admin, the restaurant's editor, is large
 * and not for guests, and each dish's page is the menu page again: only the
 * menu page itself is worth brotli's slow top quality.
 */
export function precompress(): Plugin {
  return {
    name: 'golden-lantern:precompress',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const outDir = path.resolve(builder.config.root, builder.config.environments.client?.build.outDir ?? 'dist');
        let count = await compressAssets(outDir, { exclude: FAST_FOLDERS });
        for (const folder of FAST_FOLDERS) count += await compressAssets(path.join(outDir, folder), { brotliQuality: 5 });
        builder.config.logger.info(`${count} files precompressed (gzip, brotli).`);
      },
    },
  };
}
