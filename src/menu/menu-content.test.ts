import { describe, expect, it } from 'vitest';
import { menu } from 'virtual:menu';
import { CATEGORY_NAMES, MenuValidationError, PRICE_PATTERN, validateMenuFile, type CategoryName, type Dish } from './menu-schema.ts';

/** A hand-editable copy of the menu, as an owner's mistaken edit would produce it. */
type EditableMenu = { name: string; href: string; dishes: Record<string, unknown>[] }[];

function editableCopy(): EditableMenu {
  return structuredClone(menu) as unknown as EditableMenu;
}

function dishesOf(name: CategoryName): readonly Dish[] {
  const category = menu.find((candidate) => candidate.name === name);
  if (category === undefined) throw new Error(`no category ${name}`);
  return category.dishes;
}

function dishNamed(category: CategoryName, name: string): Dish {
  const dish = dishesOf(category).find((candidate) => candidate.name === name);
  if (dish === undefined) throw new Error(`no dish ${name} in ${category}`);
  return dish;
}

/** "$14.00" -> 1400, so prices compare as whole cents. */
function cents(price: string): number {
  return Math.round(Number(price.slice(1)) * 100);
}

function pricesOf(name: CategoryName): number[] {
  return dishesOf(name).map((dish) => cents(dish.price));
}

const allDishes = menu.flatMap((category) => category.dishes);

describe('the menu of content/menu.yml', () => {
  it('passes validation and comes back unchanged', () => {
    expect(validateMenuFile({ categories: menu })).toEqual(menu);
  });

  it('lists the seven categories in the order of SPEC.md section 3', () => {
    expect(menu.map((category) => category.name)).toEqual([...CATEGORY_NAMES]);
  });

  it('has 26, 25, 20, 12, 10, 23 and 19 dishes per category, 135 in all', () => {
    expect(menu.map((category) => category.dishes.length)).toEqual([26, 25, 20, 12, 10, 23, 19]);
    expect(allDishes).toHaveLength(135);
  });

  it.each([
    ['Lunch Specials', '$14.00'],
    ["Chef's Specials", '$22.99'],
    ['Chicken Entrées', '$19.99'],
  ] as const)('prices every %s dish at %s', (category, price) => {
    const offPrice = dishesOf(category).filter((dish) => dish.price !== price);
    expect(offPrice).toEqual([]);
  });

  it('gives every price a dollar sign and two decimals', () => {
    const malformed = allDishes.filter((dish) => !PRICE_PATTERN.test(dish.price));
    expect(malformed).toEqual([]);
  });

  it('never repeats a dish name, ignoring case', () => {
    const names = allDishes.map((dish) => dish.name.trim().toLowerCase());
    const repeated = names.filter((name, index) => names.indexOf(name) !== index);
    expect(repeated).toEqual([]);
  });

  it('gives every dish its own address (UI-CONTRACT: lower-case name, non-alphanumerics collapsed to "-")', () => {
    const slugs = allDishes.map((dish) => dish.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
    const repeated = slugs.filter((slug, index) => slugs.indexOf(slug) !== index);
    expect(repeated).toEqual([]);
  });

  it('writes Chinese names in CJK characters only', () => {
    const withChineseName = allDishes.filter((dish) => dish.chineseName !== undefined);
    expect(withChineseName.length).toBeGreaterThan(allDishes.length / 2);
    const notChinese = withChineseName.filter((dish) => !/^[\p{Script=Han}·]+$/u.test(dish.chineseName ?? ''));
    expect(notChinese).toEqual([]);
  });
});

describe('Appetizers', () => {
  it.each([
    ['Egg Roll', '$3.50'],
    ['Steamed Dumplings', '$10.95'],
    ['Pan-Seared Dumplings', '$10.95'],
    ['Wontons (10)', '$10.95'],
    ['Chicken Wings', '$5.99'],
    ['Wings (6) & Small Rice', '$7.99'],
    ['Homemade Chicken Nuggets', '$6.99'],
    ['Chinese Nuggets', '$7.99'],
    ['Gluten-Free Nuggets', '$7.99'],
    ['Beef on a Stick', '$8.99'],
    ['Chicken on a Stick', '$8.99'],
    ['BBQ Spare Ribs', '$29.99'],
    ['Dim Sum (5)', '$12.99'],
    ['Pu Pu Platter', '$19.99'],
    ['Scallion Pancakes', '$9.99'],
    ['Hot Poppers', '$7.99'],
    ['American-Style Hot Poppers', '$16.99'],
    ['Pretzel Crusted Chicken (10 pcs)', '$15.95'],
    ['Small Pretzel Nuggets', '$7.99'],
  ])('lists %s at %s', (name, price) => {
    expect(dishNamed('Appetizers', name).price).toBe(price);
  });
});

describe('Soups', () => {
  it.each([
    ['Wonton Soup', '$4.99'],
    ['Vegetable Soup', '$7.99'],
    ['House Special Soup', '$12.99'],
    ['Japanese Udon', '$14.99'],
  ])('lists %s at %s', (name, price) => {
    expect(dishNamed('Soups', name).price).toBe(price);
  });

  it('has exactly two ramen bowls, both at $24.99', () => {
    const ramen = dishesOf('Soups').filter((dish) => /ramen/i.test(dish.name));
    expect(ramen.map((dish) => dish.price)).toEqual(['$24.99', '$24.99']);
  });

  it('prices exactly six soups at $3.99', () => {
    expect(dishesOf('Soups').filter((dish) => dish.price === '$3.99')).toHaveLength(6);
  });

  it('ranges from $3.99 to $24.99', () => {
    expect(Math.min(...pricesOf('Soups'))).toBe(399);
    expect(Math.max(...pricesOf('Soups'))).toBe(2499);
  });
});

describe('Noodles & Rice', () => {
  it('ranges from $7.99 to $20.99', () => {
    expect(Math.min(...pricesOf('Noodles & Rice'))).toBe(799);
    expect(Math.max(...pricesOf('Noodles & Rice'))).toBe(2099);
  });
});

describe('Beef Entrées', () => {
  it.each([
    ['Beef with String Beans', '$14.99'],
    ['Beef with Mushrooms', '$19.99'],
    ['Beef with Snow Peas', '$20.99'],
  ])('lists %s at %s', (name, price) => {
    expect(dishNamed('Beef Entrées', name).price).toBe(price);
  });

  it('prices the other 16 beef dishes at $21.99', () => {
    const exceptions = ['Beef with String Beans', 'Beef with Mushrooms', 'Beef with Snow Peas'];
    const others = dishesOf('Beef Entrées').filter((dish) => !exceptions.includes(dish.name));
    expect(others).toHaveLength(16);
    expect(others.filter((dish) => dish.price !== '$21.99')).toEqual([]);
  });
});

describe('validateMenuFile rejects a mistaken edit with a message naming the category, the dish and the field', () => {
  const appetizers = CATEGORY_NAMES.indexOf('Appetizers');
  const beef = CATEGORY_NAMES.indexOf('Beef Entrées');

  function appetizer(copy: EditableMenu, index: number): Record<string, unknown> {
    const dish = copy[appetizers]?.dishes[index];
    if (dish === undefined) throw new Error(`no appetizer #${index + 1}`);
    return dish;
  }

  it.each<[string, (copy: EditableMenu) => void, RegExp]>([
    ["a price without '$'", (copy) => (appetizer(copy, 0).price = '3.50'), /"Appetizers" › "Egg Roll" › price: must look like \$14\.00/],
    [
      'a price with one decimal',
      (copy) => (appetizer(copy, 0).price = '$3.5'),
      /"Appetizers" › "Egg Roll" › price: must look like \$14\.00/,
    ],
    ['an empty price', (copy) => (appetizer(copy, 0).price = ''), /"Appetizers" › "Egg Roll" › price: must look like \$14\.00/],
    ['a price in words', (copy) => (appetizer(copy, 0).price = 'free'), /"Appetizers" › "Egg Roll" › price: must look like \$14\.00/],
    ['an empty name, named by position', (copy) => (appetizer(copy, 0).name = ''), /"Appetizers" › dish #1 › name: must not be empty/],
    ['a blank name, named by position', (copy) => (appetizer(copy, 2).name = '   '), /"Appetizers" › dish #3 › name: must not be empty/],
    [
      'a name used in another category, whatever its case',
      (copy) => {
        const dish = copy[beef]?.dishes[3];
        if (dish === undefined) throw new Error('no beef dish #4');
        dish.name = 'EGG ROLL';
      },
      /"Beef Entrées" › "EGG ROLL" › name: duplicates a dish already listed in Appetizers/,
    ],
    [
      'an unknown category',
      (copy) => {
        const category = copy[appetizers];
        if (category === undefined) throw new Error('no appetizers');
        category.name = 'Desserts';
      },
      /"Desserts" › name: is not a known category \(Desserts\); expected one of: Lunch Specials, Chef's Specials/,
    ],
    [
      'an unknown field, named',
      (copy) => (appetizer(copy, 0).calories = 180),
      /"Appetizers" › "Egg Roll" › calories: is not a field here; the fields are name, chineseName, price/,
    ],
    [
      'a photo outside photos/',
      (copy) => (appetizer(copy, 0).photo = '../secret.jpg'),
      /"Appetizers" › "Egg Roll" › photo: must be a photo under photos\//,
    ],
    [
      'a photo that is not an image',
      (copy) => (appetizer(copy, 0).photo = 'photos/egg-roll.pdf'),
      /"Appetizers" › "Egg Roll" › photo: must be a photo under photos\//,
    ],
    ['soldOut as text', (copy) => (appetizer(copy, 0).soldOut = 'yes'), /"Appetizers" › "Egg Roll" › soldOut: must be true or false/],
    [
      'a spicy level of 4',
      (copy) => (appetizer(copy, 0).spicy = 4),
      /"Appetizers" › "Egg Roll" › spicy: must be 1 \(mild\), 2 \(medium\) or 3 \(hot\)/,
    ],
    [
      'a sold-out mark written as text',
      (copy) => (appetizer(copy, 0).soldOut = 'yes'),
      /"Appetizers" › "Egg Roll" › soldOut: must be true or false/,
    ],
  ])('%s', (_label, breakIt, message) => {
    const copy = editableCopy();
    breakIt(copy);
    expect(() => validateMenuFile({ categories: copy })).toThrow(MenuValidationError);
    expect(() => validateMenuFile({ categories: copy })).toThrow(message);
  });

  it('lists every problem when there are two', () => {
    const copy = editableCopy();
    appetizer(copy, 0).price = '3.50';
    appetizer(copy, 1).spicy = 4;
    let caught: unknown;
    try {
      validateMenuFile({ categories: copy });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(MenuValidationError);
    const error = caught as MenuValidationError;
    expect(error.problems).toHaveLength(2);
    expect(error.message).toMatch(/^The menu has 2 problem\(s\):/);
    expect(error.message).toMatch(/"Appetizers" › "Egg Roll" › price: must look like \$14\.00/);
    expect(error.message).toMatch(/"Appetizers" › "Steamed Dumplings" › spicy: /);
  });

  it('accepts soldOut: true', () => {
    const copy = editableCopy();
    appetizer(copy, 0).soldOut = true;
    expect(validateMenuFile({ categories: copy })[appetizers]?.dishes[0]).toMatchObject({ name: 'Egg Roll', soldOut: true });
  });

  it('reads soldOut: false, as the editor writes an unticked box, as not sold out', () => {
    const copy = editableCopy();
    appetizer(copy, 0).soldOut = false;
    expect(validateMenuFile({ categories: copy })[appetizers]?.dishes[0]).not.toHaveProperty('soldOut');
  });

  it('leaves the real menu untouched', () => {
    const copy = editableCopy();
    appetizer(copy, 0).price = 'free';
    expect(dishNamed('Appetizers', 'Egg Roll').price).toBe('$3.50');
  });
});
