import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { MENU_FEED_SCHEMA_SOURCE, MENU_JSON_SCHEMA_FILE, renderMenuFeedSchema, renderMenuJsonSchema } from './menu-json-schema.ts';

it('content/dish.schema.json is the JSON Schema of the zod schema as it is now (npm run schema rewrites it)', async () => {
  expect(readFileSync(MENU_JSON_SCHEMA_FILE, 'utf8')).toBe(await renderMenuJsonSchema());
});

it('the JSON Schema carries the price rule and refuses unknown keys', async () => {
  const schema = JSON.parse(await renderMenuJsonSchema()) as { properties: { price: { pattern: string } }; additionalProperties: boolean };
  expect(new RegExp(schema.properties.price.pattern).test('$3.50')).toBe(true);
  expect(new RegExp(schema.properties.price.pattern).test('3.50')).toBe(false);
  expect(schema.additionalProperties).toBe(false);
});

it('takes any category name: which categories exist is content (content/categories/), checked by the build', async () => {
  const schema = JSON.parse(await renderMenuJsonSchema()) as { properties: { category: { type: string; enum?: unknown } } };
  expect(schema.properties.category).toMatchObject({ type: 'string' });
  expect(schema.properties.category.enum).toBeUndefined();
});

it('public/menu.schema.json, published beside menu.json, is the JSON Schema of its zod schema as it is now (npm run schema rewrites it)', async () => {
  expect(readFileSync(MENU_FEED_SCHEMA_SOURCE, 'utf8')).toBe(await renderMenuFeedSchema());
});

it('names each field as the editor does, with its hint', async () => {
  const schema = JSON.parse(await renderMenuJsonSchema()) as { properties: Record<string, { title?: string; description?: string }> };
  expect(schema.properties.price).toMatchObject({ title: 'Price', description: 'Like $14.00' });
  expect(schema.properties.chineseName).toMatchObject({ title: 'Chinese name' });
  expect(Object.values(schema.properties).every((property) => property.title)).toBe(true);
});
