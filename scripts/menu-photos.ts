import path from 'node:path';
import type { Menu } from '../src/menu/menu-schema.ts';
import { buildDishPhotos } from './dish-photos.ts';

/** Where the dialog finds the built photos, and where the build puts them (under dist/). */
export const PHOTOS_PUBLIC_PATH = '/assets/photos/';
const PHOTO_CACHE = 'node_modules/.cache/dish-photos';

/**
 * The menu with each dish's photo built (scripts/dish-photos.ts) into
 * `outDir`, and described on the dish (`photoImage`) for the dialog. Photo
 * paths are relative to the menu file's folder. Throws a MenuValidationError
 * naming the category, the dish and the photo of every bad original.
 */
export async function withDishPhotos(menu: Menu, menuFile: string, outDir: string): Promise<Menu> {
  const sources = menu.flatMap((category) =>
    category.dishes.flatMap((dish) => (dish.photo ? [{ category: category.name, dish: dish.name, photo: dish.photo }] : [])),
  );
  if (sources.length === 0) return menu;
  const { images } = await buildDishPhotos(sources, {
    contentDir: path.dirname(menuFile),
    outDir,
    publicPath: PHOTOS_PUBLIC_PATH,
    cacheDir: PHOTO_CACHE,
  });
  return menu.map((category) => ({
    ...category,
    dishes: category.dishes.map((dish) => (dish.photo ? { ...dish, photoImage: images[dish.photo] } : dish)),
  }));
}
