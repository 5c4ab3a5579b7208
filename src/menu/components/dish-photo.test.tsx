import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { DIALOG_PHOTO_SIZES, DishPhoto } from './dish-photo.tsx';
import type { DishPhotoImage } from '../model/menu-model.ts';

const PHOTO: DishPhotoImage = {
  width: 1200,
  height: 900,
  placeholder: 'data:image/webp;base64,UklGRh4AAABXRUJQVlA4',
  avifSrcset: '/assets/photos/kung-pao-400-a.avif 400w, /assets/photos/kung-pao-800-b.avif 800w',
  webpSrcset: '/assets/photos/kung-pao-400-c.webp 400w, /assets/photos/kung-pao-800-d.webp 800w',
  src: '/assets/photos/kung-pao-800-d.webp',
};

function sourcesOf(picture: Element | null) {
  return Array.from(picture?.querySelectorAll('source') ?? [], (source) => ({
    type: source.getAttribute('type'),
    srcset: source.getAttribute('srcset'),
    sizes: source.getAttribute('sizes'),
  }));
}

it('shows a photo as a picture offering AVIF first, then WebP, at the sizes of the dialog', () => {
  render(<DishPhoto name="Kung Pao Chicken" drawing="chicken-entrees" photo={PHOTO} />);
  const picture = screen.getByRole('img', { name: 'Kung Pao Chicken' }).closest('picture');
  expect(sourcesOf(picture)).toEqual([
    { type: 'image/avif', srcset: PHOTO.avifSrcset, sizes: DIALOG_PHOTO_SIZES },
    { type: 'image/webp', srcset: PHOTO.webpSrcset, sizes: DIALOG_PHOTO_SIZES },
  ]);
});

it("names the photo by the dish and gives it the photo's own width and height", () => {
  render(<DishPhoto name="Kung Pao Chicken" drawing="chicken-entrees" photo={PHOTO} />);
  const image = screen.getByRole('img', { name: 'Kung Pao Chicken' });
  expect(image).toHaveAttribute('src', PHOTO.src);
  expect(image).toHaveAttribute('width', '1200');
  expect(image).toHaveAttribute('height', '900');
  expect(image).toHaveAttribute('decoding', 'async');
});

it('paints the blurred placeholder behind the photo until it loads', () => {
  render(<DishPhoto name="Kung Pao Chicken" drawing="chicken-entrees" photo={PHOTO} />);
  const image = screen.getByRole('img', { name: 'Kung Pao Chicken' });
  expect(image.style.backgroundImage).toBe(`url("${PHOTO.placeholder}")`);
  expect(image.style.backgroundSize).toBe('cover');
});

it("shows the category's drawing, named by the dish, when the dish has no photo", () => {
  const { container } = render(<DishPhoto name="Egg Drop Soup" drawing="soups" />);
  const image = screen.getByRole('img', { name: 'Egg Drop Soup' });
  expect(image).toHaveAttribute('src', '/images/categories/soups.svg');
  expect(image).toHaveAttribute('width', '800');
  expect(image).toHaveAttribute('height', '500');
  expect(container.querySelector('picture')).toBeNull();
});
