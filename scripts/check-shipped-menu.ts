/**
 * The shipped menu matches the specification: its seven categories (names,
 * Chinese names, link targets, drawings, lunch hours), 135 dishes and their
 * prices. Run by hand, not by `npm test`, whose tests never depend on the
 * menu, so that an owner who changes a price or adds a category can still
 * test the site:
 *   npm run check:shipped-menu
 * Exits 1 naming each part that differs.
 */
import { isDeepStrictEqual } from 'node:util';
import { loadMenu } from '../src/content/menu-file.ts';

const LUNCH_HOURS = { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], hours: ['11:00-15:00'] };

const CATEGORIES = [
  { name: 'Lunch Specials', chineseName: '午市特价', href: '/page1', picture: 'lunch-specials', servingHours: LUNCH_HOURS, dishes: 26 },
  { name: "Chef's Specials", chineseName: '厨师推荐', href: '/page2', picture: 'chefs-specials', dishes: 25 },
  { name: 'Appetizers', chineseName: '开胃菜', href: '/page3', picture: 'appetizers', dishes: 20 },
  { name: 'Soups', chineseName: '汤类', href: '/page4', picture: 'soups', dishes: 12 },
  { name: 'Noodles & Rice', chineseName: '面饭类', href: '/projects', picture: 'noodles-and-rice', dishes: 10 },
  { name: 'Chicken Entrées', chineseName: '鸡肉主菜', href: '/about', picture: 'chicken-entrees', dishes: 23 },
  { name: 'Beef Entrées', chineseName: '牛肉主菜', href: '/contact', picture: 'beef-entrees', dishes: 19 },
];

/** Each category's prices: one for every dish, or the dishes priced otherwise than the rest, by name. */
const PRICES: Record<string, { rest?: string; range?: [string, string]; dishes?: Record<string, string> }> = {
  'Lunch Specials': { rest: '$14.00' },
  "Chef's Specials": { rest: '$22.99' },
  Appetizers: {
    rest: '$7.99',
    dishes: {
      'Egg Roll': '$3.50',
      'Steamed Dumplings': '$10.95',
      'Pan-Seared Dumplings': '$10.95',
      'Wontons (10)': '$10.95',
      'Chicken Wings': '$5.99',
      'Homemade Chicken Nuggets': '$6.99',
      'Beef on a Stick': '$8.99',
      'Chicken on a Stick': '$8.99',
      'BBQ Spare Ribs': '$29.99',
      'Dim Sum (5)': '$12.99',
      'Pu Pu Platter': '$19.99',
      'Scallion Pancakes': '$9.99',
      'American-Style Hot Poppers': '$16.99',
      'Pretzel Crusted Chicken (10 pcs)': '$15.95',
    },
  },
  Soups: {
    rest: '$3.99',
    dishes: {
      'Wonton Soup': '$4.99',
      'Vegetable Soup': '$7.99',
      'House Special Soup': '$12.99',
      'Japanese Udon': '$14.99',
      'Tonkotsu Ramen': '$24.99',
      'Spicy Miso Ramen': '$24.99',
    },
  },
  'Noodles & Rice': { range: ['$7.99', '$20.99'] },
  'Chicken Entrées': { rest: '$19.99' },
  'Beef Entrées': {
    rest: '$21.99',
    dishes: { 'Beef with String Beans': '$14.99', 'Beef with Mushrooms': '$19.99', 'Beef with Snow Peas': '$20.99' },
  },
};

const cents = (price: string) => Math.round(Number(price.slice(1)) * 100);

/** The parts of the shipped menu that differ from the specification, one line each. */
export function differences(menu = loadMenu('content')): string[] {
  const problems: string[] = [];
  const shipped = menu.map(({ name, chineseName, href, picture, servingHours, dishes }) => ({
    name,
    chineseName,
    href,
    picture,
    ...(servingHours ? { servingHours } : {}),
    dishes: dishes.length,
  }));
  if (!isDeepStrictEqual(shipped, CATEGORIES)) {
    problems.push(`the categories are ${JSON.stringify(shipped)}; the specification's are ${JSON.stringify(CATEGORIES)}`);
  }
  for (const category of menu) {
    const { rest, range, dishes = {} } = PRICES[category.name] ?? {};
    for (const dish of category.dishes) {
      const expected = dishes[dish.name] ?? rest;
      if (expected !== undefined && dish.price !== expected)
        problems.push(`${category.name} › ${dish.name}: ${dish.price}, not ${expected}`);
    }
    for (const name of Object.keys(dishes)) {
      if (!category.dishes.some((dish) => dish.name === name)) problems.push(`${category.name}: has no ${name}`);
    }
    if (range) {
      const prices = category.dishes.map((dish) => cents(dish.price));
      const [low, high] = [Math.min(...prices), Math.max(...prices)];
      if (low !== cents(range[0]) || high !== cents(range[1]))
        problems.push(`${category.name}: prices run from ${range[0]} to ${range[1]}`);
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = differences();
  if (problems.length > 0) {
    console.error(`The shipped menu differs from the specification:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }
  console.log('The shipped menu matches the specification: seven categories, 135 dishes, their prices.');
}
