import { z } from 'zod';
import { UI_LANGUAGE_CODES, type UiLanguage } from '../i18n/locales';
import { FIELD_NAMES, MESSAGES } from '../messages';
import { optionalText } from './fields';

/**
 * Photos the office uploads (issue 30, decision 099): the server checks the bytes, removes the
 * metadata after turning the picture upright, and keeps WebP copies at a few widths.
 */
export const PHOTO_LIMITS = {
  /** The largest file accepted (a phone's full-size JPEG or HEIC is 2-8 MB). */
  maxBytes: 15 * 1024 * 1024,
  /** Pixels of the picture as stored in the file: above this it is refused before it is decoded (a decompression bomb). */
  maxPixels: 60_000_000,
  /** Photos of one vehicle. */
  perVehicle: 20,
  /** The widths kept, never wider than the picture sent. */
  widths: [320, 640, 1280],
  /** Alt text, in each language. */
  alt: 200,
} as const;

/**
 * How wide the vehicle page shows its main photo (`<img sizes>`): the whole column on phones, its
 * share of the grid beside the facts on wide screens. The server's preload hint names the same
 * sizes, so the browser fetches the one file the page will use.
 */
export const GALLERY_SIZES = '(min-width: 1280px) 700px, (min-width: 1024px) 56vw, 100vw';

/** Who a photo belongs to: the vehicles today, the drivers' profiles next (the same module). */
export const PHOTO_OWNER_KINDS = ['vehicle', 'driver'] as const;
export type PhotoOwnerKind = (typeof PHOTO_OWNER_KINDS)[number];

const OTHER_LANGUAGES = UI_LANGUAGE_CODES.filter((lang) => lang !== 'en') as Exclude<UiLanguage, 'en'>[];

/** A photo as every vehicle answer carries it: addresses are absolute (decision 076), the largest first as `url`. */
export const photoSchema = z.object({
  _id: z.string(),
  url: z.string().describe('The largest size (at most 1280 px wide), WebP'),
  srcset: z.string().describe('Every size kept, as an <img srcset> (`url 320w, url 640w, …`)'),
  width: z.number().int().describe('Width of `url` in pixels'),
  height: z.number().int().describe('Height of `url` in pixels'),
  alt: z.string().describe('Alt text in English (empty: none given)'),
  altTranslations: z.record(z.string(), z.string()).describe('Alt text in other languages, by language code'),
  placeholder: z.string().describe('A tiny blurred version as a data: URI, shown while the photo loads'),
});
export type Photo = z.infer<typeof photoSchema>;

/** The vehicle's photos in order, as every photo route answers. */
export const photoListSchema = z.object({ photos: z.array(photoSchema) });
export type PhotoList = z.infer<typeof photoListSchema>;

const altText = () => optionalText(PHOTO_LIMITS.alt, FIELD_NAMES.altText, { readers: 'public' });

/** PATCH /api/admin/vehicles/:id/photos/:photoId: the alt text; other languages optional (blank ones dropped). */
export const photoAltSchema = z.object({
  alt: altText(),
  altTranslations: z
    .partialRecord(z.enum(OTHER_LANGUAGES, { error: MESSAGES.media.altLanguage }), altText())
    .optional()
    .transform((all) => Object.fromEntries(Object.entries(all ?? {}).filter(([, text]) => text !== ''))),
});
export type PhotoAltInput = z.input<typeof photoAltSchema>;

/** PUT /api/admin/vehicles/:id/photos/order: every photo of the vehicle, once each, in the new order. */
export const photoOrderSchema = z.object({
  ids: z.array(z.string({ error: MESSAGES.media.orderMismatch }), { error: MESSAGES.media.orderMismatch }).max(PHOTO_LIMITS.perVehicle, MESSAGES.media.orderMismatch),
});

/** The alt text of a photo in a language: its translation when there is one, else the English. */
export function photoAlt(photo: Pick<Photo, 'alt' | 'altTranslations'>, lang: string): string {
  return photo.altTranslations[lang] || photo.alt;
}
