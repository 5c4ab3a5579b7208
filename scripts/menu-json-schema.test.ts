import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { MENU_JSON_SCHEMA_FILE, renderMenuJsonSchema } from './menu-json-schema.ts';

it('content/menu.schema.json is the JSON Schema of the zod schema as it is now (npm run schema rewrites it)', async () => {
  expect(readFileSync(MENU_JSON_SCHEMA_FILE, 'utf8')).toBe(await renderMenuJsonSchema());
});

it('the JSON Schema carries the price rule and refuses unknown keys', async () => {
  const schema = JSON.parse(await renderMenuJsonSchema()) as {
    properties: {
      categories: {
        items: { properties: { dishes: { items: { properties: { price: { pattern: string } }; additionalProperties: boolean } } } };
      };
    };
  };
  const dish = schema.properties.categories.items.properties.dishes.items;
  expect(dish.properties.price.pattern).toBe('^\\$\\d{1,4}\\.\\d{2}$');
  expect(dish.additionalProperties).toBe(false);
});
