/**
 * content/dish.schema.json: the JSON Schema of a dish file (content/dishes/*.yml),
 * generated from the zod schema the build checks it with, so that VS Code
 * (the YAML extension, mapped in .vscode/settings.json) completes keys and
 * flags a bad price as the file is typed. public/menu.schema.json: the JSON
 * Schema of the menu.json every build writes (src/feeds/menu-feed.ts),
 * published beside it. `npm run schema` rewrites both; a unit test keeps them in sync.
 */
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import { fieldWords } from '../src/content/fields.ts';
import { DISHES, dishFileSchema } from '../src/content/menu-schema.ts';
import { MENU_FEED_SCHEMA_FILE, menuFeedSchema } from '../src/feeds/menu-feed.ts';

export const MENU_JSON_SCHEMA_FILE = 'content/dish.schema.json';
export const MENU_FEED_SCHEMA_SOURCE = `public/${MENU_FEED_SCHEMA_FILE}`;

async function formatted(schema: unknown, file: string): Promise<string> {
  const options = await resolveConfig(file);
  return format(JSON.stringify(schema), { ...options, parser: 'json', filepath: file });
}

export async function renderMenuJsonSchema(): Promise<string> {
  // The input side: what an editor may write, empty optional fields (null, "", false) included.
  // Draft 7: the version the YAML extension's language server supports best.
  const schema = {
    title: 'A dish of the menu (content/dishes/*.yml)',
    ...z.toJSONSchema(dishFileSchema, { io: 'input', target: 'draft-7' }),
  };
  // Each field as the editor names it and explains it, shown as the file is typed.
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const words = fieldWords(DISHES.fields, name);
    if (words && typeof property === 'object') Object.assign(property, { title: words.label }, words.hint && { description: words.hint });
  }
  return formatted(schema, MENU_JSON_SCHEMA_FILE);
}

/** The output side: what a reader of menu.json can count on. */
export async function renderMenuFeedSchema(): Promise<string> {
  return formatted(z.toJSONSchema(menuFeedSchema, { io: 'output', target: 'draft-2020-12' }), MENU_FEED_SCHEMA_SOURCE);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await writeFile(MENU_JSON_SCHEMA_FILE, await renderMenuJsonSchema());
  await writeFile(MENU_FEED_SCHEMA_SOURCE, await renderMenuFeedSchema());
  console.log(`Wrote ${MENU_JSON_SCHEMA_FILE} and ${MENU_FEED_SCHEMA_SOURCE}`);
}
