import path from 'node:path';
import { build } from 'vite';
import type { PageAssets } from '../../src/pages/document.tsx';

/** Every page's first script, the menu page's and a dish page's: each bundled with what it imports, minified, then inlined into the page. */
const TEXT_SIZE_SCRIPT = 'src/entries/text-size-boot.ts';
const BOOT_SCRIPT = 'src/entries/menu-boot.ts';
const DISH_PAGE_SCRIPT = 'src/entries/open-dish-page.ts';
/** Every inline script the pages carry: the Content-Security-Policy allows these, from their source, and nothing else inline. */
export const INLINE_SCRIPTS = [TEXT_SIZE_SCRIPT, BOOT_SCRIPT, DISH_PAGE_SCRIPT] as const;

/**
 * A script bundled by Vite with the modules it imports, as one classic script,
 * minified: the pages' first scripts, which share the dish's address with the
 * menu, and what the service worker imports. `name`: the global its exports become.
 */
export async function bundleScript(root: string, file: string, name?: string): Promise<string> {
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    build: {
      write: false,
      minify: true,
      rolldownOptions: { input: path.join(root, file), preserveEntrySignatures: 'exports-only', output: { format: 'iife', name } },
    },
  });
  const [chunk, ...rest] = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : []));
  if (chunk?.type !== 'chunk' || rest.length > 0) throw new Error(`${file} did not bundle into one script`);
  return chunk.code.trim();
}

/** The three first scripts as the pages inline them. */
export async function bundleFirstScripts(root: string): Promise<Pick<PageAssets, 'textSizeScript' | 'bootScript' | 'dishPageScript'>> {
  return {
    textSizeScript: await bundleScript(root, TEXT_SIZE_SCRIPT),
    bootScript: await bundleScript(root, BOOT_SCRIPT),
    dishPageScript: await bundleScript(root, DISH_PAGE_SCRIPT),
  };
}
