import { describe, expect, it } from 'vitest';
import { menu } from './menu-data.ts';
import { buildMenuStructuredData, serializeStructuredData } from './menu-structured-data.ts';

describe('buildMenuStructuredData', () => {
  const data = buildMenuStructuredData(menu);

  it('describes a Chinese restaurant with a menu', () => {
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Restaurant', name: 'Golden Lantern', servesCuisine: 'Chinese' });
    expect(data.hasMenu['@type']).toBe('Menu');
  });

  it('has a section per category, in order, with an item per dish', () => {
    expect(data.hasMenu.hasMenuSection.map((section) => section.name)).toEqual(menu.map((category) => category.name));
    expect(data.hasMenu.hasMenuSection.map((section) => section.hasMenuItem.length)).toEqual([26, 25, 20, 12, 10, 23, 19]);
  });

  it('offers every dish at its price in US dollars, as a plain decimal', () => {
    const eggRoll = data.hasMenu.hasMenuSection[2]?.hasMenuItem.find((item) => item.name === 'Egg Roll');
    expect(eggRoll?.offers).toEqual({ '@type': 'Offer', price: '3.50', priceCurrency: 'USD' });
    for (const item of data.hasMenu.hasMenuSection.flatMap((section) => section.hasMenuItem)) {
      expect(item.offers.price).toMatch(/^\d+\.\d{2}$/);
    }
  });
});

describe('serializeStructuredData', () => {
  it('cannot be closed early by a dish name', () => {
    const text = serializeStructuredData({ name: '</script><img src=x onerror=alert(1)>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><img src=x onerror=alert(1)>' });
  });
});
