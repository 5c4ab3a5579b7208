import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { zh } from '../i18n/zh.ts';
import { restaurant } from '../../e2e/fixture-restaurant.ts';
import { inLanguage } from '../menu/model/menu-model.ts';
import { testMenu } from '../menu/model/test-menu.ts';
import { buildDishStructuredData, buildFullMenuStructuredData, buildMenuStructuredData } from './menu-structured-data.ts';
import vocabulary from './schema-org-terms.json';

/** schema.org's own terms, vendored from its release files: what each type may carry, and the enumerations' members. */
const { types, enumerations, ranges } = vocabulary as {
  types: Record<string, { properties: string[] }>;
  enumerations: Record<string, string[]>;
  ranges: Record<string, string[]>;
};

const SCHEMA = 'https://schema.org/';

/** Every term of `data` that schema.org does not define where it is used, as "MenuItem.inLanguage". */
function unknownTerms(data: unknown, path = ''): string[] {
  if (Array.isArray(data)) return data.flatMap((each) => unknownTerms(each, path));
  if (typeof data !== 'object' || data === null) return [];
  const { '@type': type, ...properties } = data as Record<string, unknown>;
  delete properties['@context'];
  if (typeof type !== 'string' || !types[type]) return [`${path || 'the top'}: @type ${String(type)}`];
  return Object.entries(properties).flatMap(([property, value]) => {
    if (!types[type]?.properties.includes(property)) return [`${type}.${property}`];
    const members = (ranges[property] ?? []).flatMap((range) => enumerations[range] ?? []);
    const values = (Array.isArray(value) ? value : [value]).filter((each): each is string => typeof each === 'string');
    const strays = ranges[property] ? values.filter((each) => !members.includes(each.replace(SCHEMA, ''))) : [];
    return [...strays.map((each) => `${type}.${property}: ${each}`), ...unknownTerms(value, `${type}.${property}`)];
  });
}

const builtRestaurant = { ...restaurant, builtAt: Date.UTC(2026, 10, 24, 17) };
const menu = testMenu([
  {
    name: 'Appetizers',
    chineseName: '开胃菜',
    dishes: [
      { name: 'Egg Roll', chineseName: '春卷', price: '$3.50', description: 'Crisp.', vegetarian: true, vegan: true, glutenFree: true },
      { name: 'Wonton Soup', price: '$6.00', soldOutOn: '2026-11-24', spicy: 2 },
      { name: 'Pork Bun', price: '$4.00', soldOut: true },
    ],
  },
]);

describe("the structured data uses schema.org's own vocabulary", () => {
  it('knows the terms it checks with: a made-up one is refused', () => {
    expect(unknownTerms({ '@type': 'MenuItem', name: 'x', inLanguage: 'en' })).toEqual(['MenuItem.inLanguage']);
    expect(unknownTerms({ '@type': 'Offer', availability: `${SCHEMA}Sold` })).toEqual([`Offer.availability: ${SCHEMA}Sold`]);
    expect(unknownTerms({ '@type': 'Dish' })).toEqual(['the top: @type Dish']);
  });

  it.each([en, zh])('the whole menu page, its sections and every item ($language)', (messages) => {
    const data = buildFullMenuStructuredData(
      inLanguage(menu, messages.language),
      builtRestaurant,
      messages,
      () => 'https://example.test/p.jpg',
    );
    expect(data.hasMenu.hasMenuSection[0]?.hasMenuItem).toHaveLength(3);
    expect(unknownTerms(data)).toEqual([]);
  });

  it("the menu page and a dish's own page", () => {
    const [dish] = menu[0]?.dishes ?? [];
    if (!dish) throw new Error('the test menu has no dish');
    expect(unknownTerms(buildMenuStructuredData(builtRestaurant, en))).toEqual([]);
    expect(unknownTerms(buildDishStructuredData(dish, builtRestaurant, en, 'https://example.test/p.jpg'))).toEqual([]);
  });
});
