import { icu } from '../i18n/icu';

/**
 * Photos the office uploads (issue 30, decision 099): the API's refusals (`MESSAGES.media`) and
 * the pages' sentences (`PAGE_MESSAGES.mediaUi`: the admin's photo manager, the vehicle page's gallery).
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

export const MEDIA_UI = {
  // The admin's photo manager, on the vehicle's edit page.
  title: 'Photos',
  intro: icu(
    'Up to {max} photos: JPEG, PNG, WebP or HEIC, at most {megabytes} MB each. The first one is the vehicle’s main photo on cards and search results.',
    'max',
    'megabytes',
  ),
  add: 'Add photos',
  drop: 'or drop them here',
  dropActive: 'Drop the photos to upload them',
  uploading: icu('Uploading {name}…', 'name'),
  failedFile: icu('{name} was not added: {error}', 'name', 'error'),
  dismiss: 'Dismiss',
  none: 'No photos yet. Pages show the picture of the Image URL field until you add one.',
  photoLabel: icu('Photo {position} of {count}', 'position', 'count'),
  main: 'Main photo',
  moveEarlier: icu('Move photo {position} earlier', 'position'),
  moveLater: icu('Move photo {position} later', 'position'),
  earlier: 'Earlier',
  later: 'Later',
  deletePhoto: icu('Delete photo {position}', 'position'),
  delete: 'Delete',
  confirmDeleteTitle: 'Delete this photo?',
  confirmDeleteText: 'Pages stop showing it at once. This cannot be undone.',
  altLabel: 'Alt text (English)',
  altHint: 'What the photo shows, for people who cannot see it, e.g. “White Toyota Prius, side view”.',
  altOther: 'Alt text in other languages (optional)',
  saveAlt: 'Save alt text',
  altSaved: 'Alt text saved.',
  orderSaved: 'Order saved.',
  deleted: 'Photo deleted.',
  imageWithPhotos: 'This vehicle has photos, so pages show its first photo. The image URL is used again only if every photo is deleted.',
  // The vehicle page's gallery.
  gallery: icu('Photos of {name}', 'name'),
  counter: icu('{position} / {count}', 'position', 'count'),
  previous: 'Previous photo',
  next: 'Next photo',
  fullScreen: 'View photos full screen',
  close: 'Close',
} as const;
