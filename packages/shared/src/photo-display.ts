import type { Photo } from './schemas/photo';

/**
 * How a photo is shown, apart from the photo schemas (`media.ts`), so a public page that shows
 * photos (the vehicle page) does not load zod with them.
 */

/**
 * How wide the vehicle page shows its main photo (`<img sizes>`): the whole column on phones, its
 * share of the grid beside the facts on wide screens. The server's preload hint names the same
 * sizes, so the browser fetches the one file the page will use.
 */
export const GALLERY_SIZES = '(min-width: 1280px) 700px, (min-width: 1024px) 56vw, 100vw';

/** The alt text of a photo in a language: its translation when there is one, else the English. */
export function photoAlt(photo: Pick<Photo, 'alt' | 'altTranslations'>, lang: string): string {
  return photo.altTranslations[lang] || photo.alt;
}
