import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES } from '../menu/menu-model.ts';
import { dishSchema, PRICE_PATTERN } from '../menu/menu-schema.ts';
import { renderAdminConfig } from '../../build/admin.ts';
import { buildCmsConfig } from './cms-config.ts';

interface Field {
  label: string;
  name: string;
  widget: string;
  pattern?: [string, string];
  options?: unknown[];
  fields?: Field[];
  summary?: string;
  required?: boolean;
}

const config = buildCmsConfig({ siteUrl: 'https://golden-lantern.example' });
const [menuCollection] = config.collections;
const [menuFile] = menuCollection?.files ?? [];
const categories = menuFile?.fields[0] as Field;
const dishes = categories.fields?.find((field) => field.name === 'dishes') as Field;
const dishField = (name: string) => dishes.fields?.find((field) => field.name === name);

describe('the editor configuration', () => {
  it('has one entry, "Menu", editing content/menu.yml', () => {
    expect(config.collections).toHaveLength(1);
    expect(menuCollection?.label).toBe('Menu');
    expect(menuFile).toMatchObject({ label: 'Menu', file: 'content/menu.yml' });
  });

  it('checks the price with the very rule the build uses', () => {
    expect(dishField('price')?.pattern?.[0]).toBe(PRICE_PATTERN.source);
    expect(new RegExp(dishField('price')?.pattern?.[0] ?? '').test('$3.75')).toBe(true);
    expect(new RegExp(dishField('price')?.pattern?.[0] ?? '').test('3.75')).toBe(false);
  });

  it('edits every field of a dish, and no other, in the order of the file', () => {
    expect(dishes.fields?.map((field) => field.name)).toEqual(Object.keys(dishSchema.shape));
  });

  it.each([
    ['name', 'Name'],
    ['chineseName', 'Chinese name'],
    ['price', 'Price'],
    ['description', 'Description'],
    ['spicy', 'Spicy'],
    ['vegetarian', 'Vegetarian'],
    ['photo', 'Photo'],
    ['soldOut', 'Sold out'],
  ])('labels %s "%s"', (name, label) => {
    expect(dishField(name)?.label).toBe(label);
  });

  it('offers Spicy as None, Mild, Medium, Hot, stored as nothing, 1, 2, 3', () => {
    expect(dishField('spicy')?.options).toEqual([
      { label: 'None', value: '' },
      { label: 'Mild', value: 1 },
      { label: 'Medium', value: 2 },
      { label: 'Hot', value: 3 },
    ]);
  });

  it('shows each dish as "name · price" in its list', () => {
    expect(dishes.summary).toBe('{{fields.name}} · {{fields.price}}');
  });

  it('names the seven categories of the site, in order', () => {
    expect(categories.fields?.find((field) => field.name === 'name')?.options).toEqual([...CATEGORY_NAMES]);
  });

  it('stores photos as photos/x.jpg under content/', () => {
    expect(config).toMatchObject({ media_folder: 'content/photos', public_folder: 'photos' });
  });

  it('uses the local editing server only when asked to (npm run edit)', () => {
    expect(parse(renderAdminConfig({ siteUrl: 'https://golden-lantern.example' }))).not.toHaveProperty('local_backend');
    expect(parse(renderAdminConfig({ siteUrl: 'http://127.0.0.1:5173', localBackendUrl: 'http://127.0.0.1:5173/api/v1' }))).toMatchObject({
      local_backend: { url: 'http://127.0.0.1:5173/api/v1' },
    });
  });
});
