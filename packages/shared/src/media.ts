import './schemas/zod-config';
import { z } from 'zod';
import { UI_LANGUAGE_CODES, type UiLanguage } from './i18n/locales';
import { FIELD_NAMES } from './messages';
import { PAGE_MESSAGES } from './page-messages';
import { optionalText } from './schemas/fields';
import { photoSchema, type Photo } from './schemas/photo';

export { photoSchema, type Photo };
export { GALLERY_SIZES, photoAlt } from './photo-display';

/**
 * Photos the office uploads (issue 30, decision 099): the server checks the bytes, removes the
 * metadata after turning the picture upright, and keeps WebP copies at a few widths. An entry of
 * its own (`@app/shared/media`): its sentences are page messages, which the home page never loads.
 */

/** The API's refusals about photos, in the page messages' tree (codes `mediaApi.*`). */
export const MEDIA_MESSAGES = PAGE_MESSAGES.mediaApi;

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

/** Who a photo belongs to: the vehicles today, the drivers' profiles next (the same module). */
export const PHOTO_OWNER_KINDS = ['vehicle', 'driver'] as const;
export type PhotoOwnerKind = (typeof PHOTO_OWNER_KINDS)[number];

const OTHER_LANGUAGES = UI_LANGUAGE_CODES.filter((lang) => lang !== 'en') as Exclude<UiLanguage, 'en'>[];

/** The vehicle's photos in order, as every photo route answers. */
export const photoListSchema = z.object({ photos: z.array(photoSchema) });
export type PhotoList = z.infer<typeof photoListSchema>;

const altText = () => optionalText(PHOTO_LIMITS.alt, FIELD_NAMES.altText, { readers: 'public' });

/** PATCH /api/admin/vehicles/:id/photos/:photoId: the alt text; other languages optional (blank ones dropped). */
export const photoAltSchema = z.object({
  alt: altText(),
  altTranslations: z
    .partialRecord(z.enum(OTHER_LANGUAGES, { error: MEDIA_MESSAGES.altLanguage }), altText())
    .optional()
    .transform((all) => Object.fromEntries(Object.entries(all ?? {}).filter(([, text]) => text !== ''))),
});
export type PhotoAltInput = z.input<typeof photoAltSchema>;

/** PUT /api/admin/vehicles/:id/photos/order: every photo of the vehicle, once each, in the new order. */
export const photoOrderSchema = z.object({
  ids: z.array(z.string({ error: MEDIA_MESSAGES.orderMismatch }), { error: MEDIA_MESSAGES.orderMismatch }).max(PHOTO_LIMITS.perVehicle, MEDIA_MESSAGES.orderMismatch),
});
