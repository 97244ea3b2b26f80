import { icu } from '../i18n/icu';

/**
 * Photos the office uploads (issue 30, decision 099): the API's refusals (`PAGE_MESSAGES.mediaApi`:
 * the home page's bundle holds MESSAGES, and these only the admin reads). The pages' sentences
 * are in media-ui.ts.
 */
export const MEDIA_API = {
  notAPicture: 'This file is not a picture we can read. Send a JPEG, PNG, WebP or HEIC photo.',
  tooLarge: icu('A photo may be at most {megabytes} MB.', 'megabytes'),
  tooManyPixels: icu('This picture has too many pixels to process: at most {megapixels} megapixels.', 'megapixels'),
  damaged: 'This picture file is damaged or incomplete. Save or export it again, then retry.',
  photoMissing: 'Send one photo as multipart/form-data, in the field "photo".',
  tooManyPhotos: icu('A vehicle can have at most {max} photos. Delete one first.', 'max'),
  photoNotFound: 'Photo not found',
  orderMismatch: 'The order must list every photo of this vehicle exactly once.',
  altLanguage: 'Alt text can be translated into Sinhala, Tamil, German, French, Russian or Chinese.',
} as const;
