/**
 * Reads what Vite's build manifest (dist/.vite/manifest.json, `build.manifest`)
 * says about an entry: https://vite.dev/guide/backend-integration
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The files of the chunks `entry` imports dynamically, with the chunks those
 * import statically, as root-relative URLs in a stable order. Chunks the
 * entry also imports statically are left out: they load with it.
 */
export function dynamicImportFiles(manifest: ViteManifest, entry: string): string[] {
  const entryChunk = manifest[entry];
  if (!entryChunk) throw new Error(`Vite's manifest has no entry "${entry}"`);
  const loadedWithEntry = new Set([entry, ...(entryChunk.imports ?? [])]);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite's manifest has no chunk "${key}", which "${entry}" imports`);
    if (loadedWithEntry.has(key) || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of entryChunk.dynamicImports ?? []) visit(key);
  return [...files];
}
