import { toMenu, type CategoryEntry, type DishEntry, type Menu } from './menu-model.ts';
import { DEFAULT_DRAWING } from './drawing.ts';
import { slugify } from './slug.ts';

/** A category for a test: a name and dishes, the rest as the build would give it. */
type TestCategory = Pick<CategoryEntry, 'name'> & Partial<Omit<CategoryEntry, 'dishes'>> & { dishes: readonly DishEntry[] };

/** A small menu for the unit tests, its slugs made as the build makes them. */
export function testMenu(categories: readonly TestCategory[]): Menu {
  return toMenu(
    categories.map((category) => ({
      slug: slugify(category.name),
      picture: DEFAULT_DRAWING,
      ...category,
      dishes: category.dishes.map((dish) => ({ ...dish, slug: slugify(dish.name) })),
    })),
  );
}
