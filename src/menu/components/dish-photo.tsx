import type { DishPhotoImage } from '../model/menu-model.ts';
import { drawingUrl, type Drawing } from '../model/drawing.ts';

/**
 * How wide the dialog shows its photo: the whole width of the bottom sheet
 * under 48rem, the centred panel's min(560px, 100vw - 4rem) from there,
 * which is 560px at every width the panel applies (dish-dialog.module.css).
 */
export const DIALOG_PHOTO_SIZES = '(min-width: 48rem) 560px, 100vw';

/** The drawings are 800 x 500 (16:10), the phone sheet's frame. */
const PICTURE_WIDTH = 800;
const PICTURE_HEIGHT = 500;

interface DishPhotoProps {
  /** The dish's name: the picture's accessible name, photo or drawing. */
  name: string;
  /** The drawing shown without a photo: its category's. */
  drawing: Drawing;
  photo?: DishPhotoImage | undefined;
  className?: string;
  /** How wide it is shown: the dialog's width unless said. */
  sizes?: string;
}

/**
 * The dish's own photo, AVIF or WebP at the width the screen needs, over its
 * blurred placeholder; or, without one, its category's drawing.
 */
export function DishPhoto({ name, drawing, photo, className, sizes = DIALOG_PHOTO_SIZES }: DishPhotoProps) {
  if (photo === undefined) {
    return (
      <img className={className} src={drawingUrl(drawing)} alt={name} width={PICTURE_WIDTH} height={PICTURE_HEIGHT} decoding="async" />
    );
  }
  return (
    <picture>
      <source type="image/avif" srcSet={photo.avifSrcset} sizes={sizes} />
      <source type="image/webp" srcSet={photo.webpSrcset} sizes={sizes} />
      <img
        className={className}
        src={photo.src}
        alt={name}
        width={photo.width}
        height={photo.height}
        decoding="async"
        // Set through the CSSOM by React, which the Content-Security-Policy's style-src does not govern.
        style={{ backgroundImage: `url("${photo.placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' }}
      />
    </picture>
  );
}
