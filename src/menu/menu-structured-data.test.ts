import { describe, expect, it } from 'vitest';
import { menu } from 'virtual:menu';
import { toMenu, type DishEntry } from './menu-model.ts';
import { buildMenuStructuredData, serializeStructuredData } from './menu-structured-data.ts';

describe('buildMenuStructuredData', () => {
  const data = buildMenuStructuredData(menu);

  it('describes a Chinese restaurant with a menu', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Golden Lantern',
      servesCuisine: 'Chinese',
    });
    expect(data.hasMenu['@type']).toBe('Menu');
  });

  it('has a section per category, in order, with an item per dish', () => {
    expect(data.hasMenu.hasMenuSection.map((section) => section.name)).toEqual(menu.map((category) => category.name));
    expect(data.hasMenu.hasMenuSection.map((section) => section.hasMenuItem.length)).toEqual([26, 25, 20, 12, 10, 23, 19]);
  });

  it('offers every dish at its price in US dollars, as a plain decimal', () => {
    const eggRoll = data.hasMenu.hasMenuSection[2]?.hasMenuItem.find((item) => item.name === 'Egg Roll');
    expect(eggRoll?.offers).toEqual({ '@type': 'Offer', price: '3.50', priceCurrency: 'USD', availability: 'https://schema.org/InStock' });
    for (const item of data.hasMenu.hasMenuSection.flatMap((section) => section.hasMenuItem)) {
      expect(item.offers.price).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('gives a dish the description written for it', () => {
    const items = data.hasMenu.hasMenuSection.flatMap((section) => section.hasMenuItem);
    const dishes = menu.flatMap((category) => category.dishes);
    const written = dishes.find((dish) => dish.description !== undefined);
    expect(written).toBeDefined();
    expect(items.find((item) => item.name === written?.name)?.description).toBe(written?.description);
  });

  it('leaves the description out where the dish has none, rather than a generated sentence', () => {
    const items = data.hasMenu.hasMenuSection.flatMap((section) => section.hasMenuItem);
    const plain = menu.flatMap((category) => category.dishes).filter((dish) => dish.description === undefined);
    expect(plain.length).toBeGreaterThan(0);
    for (const dish of plain) expect(items.find((item) => item.name === dish.name)).not.toHaveProperty('description');
  });
});

describe('offer availability', () => {
  const offerOf = (dish: DishEntry) =>
    buildMenuStructuredData(toMenu([{ name: 'Appetizers', href: '/page3', dishes: [dish] }])).hasMenu.hasMenuSection[0]?.hasMenuItem[0]
      ?.offers;

  it.each([
    ['sold out', { name: 'Egg Roll', price: '$3.50', soldOut: true }, 'https://schema.org/SoldOut'],
    ['marked available', { name: 'Egg Roll', price: '$3.50', soldOut: false }, 'https://schema.org/InStock'],
    ['not marked', { name: 'Egg Roll', price: '$3.50' }, 'https://schema.org/InStock'],
  ])('a dish %s is offered with availability %s', (_state, dish, availability) => {
    expect(offerOf(dish)?.availability).toBe(availability);
  });
});

describe('serializeStructuredData', () => {
  it('cannot be closed early by a dish name', () => {
    const text = serializeStructuredData({ name: '</script><img src=x onerror=alert(1)>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><img src=x onerror=alert(1)>' });
  });
});
