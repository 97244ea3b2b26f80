import { icu } from '../i18n/icu';

/** Photos (decision 099): the admin's photo manager and the vehicle page's gallery (`PAGE_MESSAGES.mediaUi`). */
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
