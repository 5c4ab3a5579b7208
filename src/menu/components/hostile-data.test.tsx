import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { en } from '../../i18n/en.ts';
import { restaurant } from '../../../e2e/fixture-restaurant.ts';
import { MenuApp } from './menu-app.tsx';
import { buildDishStructuredData, serializeStructuredData } from '../../feeds/menu-structured-data.ts';
import type { DishEntry } from '../model/menu-model.ts';
import { validateDishFile } from '../../content/menu-schema.ts';
import { testMenu } from '../model/test-menu.ts';
import { ContentError } from '../../content/content-error.ts';

const HOSTILE_NAME = '</script><img src=x onerror=alert(1)>';
const LONG_NAME = 'Extraordinarily'.repeat(14).slice(0, 200);

const DISHES: DishEntry[] = [
  { name: HOSTILE_NAME, price: '$3.50', description: '<b>bold</b> & "quoted"' },
  { name: LONG_NAME, price: '$9.99' },
];

const MENU = testMenu([{ name: 'Appetizers', href: '/page3', dishes: DISHES }]);

it('accepts the hostile names as data: they are valid text', () => {
  for (const dish of DISHES) {
    expect(validateDishFile({ ...dish, category: 'Appetizers', order: 1 }, 'hostile.yml').dish).toEqual(dish);
  }
});

it('renders a name full of markup as plain text, with no element made from it', () => {
  render(<MenuApp menu={MENU} />);
  expect(screen.getByRole('button', { name: new RegExp(`^${HOSTILE_NAME.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })).toBeInTheDocument();
  expect(document.querySelector('img[src="x"]')).toBeNull();
  expect(document.querySelector('script')).toBeNull();
});

it('escapes the markup in the prerendered HTML', () => {
  const html = renderToString(<MenuApp menu={MENU} />);
  expect(html).not.toContain('<img src=x');
  expect(html).toContain('&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
});

it('keeps the markup inert inside the JSON-LD script', () => {
  const [dish] = MENU[0]?.dishes ?? [];
  if (!dish) throw new Error('the test menu has no dish');
  const json = serializeStructuredData(buildDishStructuredData(dish, { ...restaurant, builtAt: 0 }, en, 'https://example.test/p.jpg'));
  expect(json).not.toMatch(/<\/script/i);
  expect(JSON.parse(json).name).toBe(HOSTILE_NAME);
});

it('renders a 200-character name whole', () => {
  render(<MenuApp menu={MENU} />);
  expect(screen.getByText(LONG_NAME)).toBeInTheDocument();
});

it.each([
  ['an empty price', ''],
  ['a price without its dollar sign', '3.50'],
  ['a price with one decimal', '$3.5'],
])('rejects %s with a message naming category, dish and field', (_case, price) => {
  const broken = { name: 'Egg Roll', category: 'Appetizers', order: 1, price };
  expect(() => validateDishFile(broken, 'egg-roll.yml')).toThrow(ContentError);
  expect(() => validateDishFile(broken, 'egg-roll.yml')).toThrow(/"Appetizers" › "Egg Roll" › Price: must look like \$14\.00/);
});
