import { icu } from '../i18n/icu';

/**
 * Tour templates (issue 31, second half, decision 110): the API's refusals and the names of the
 * template's fields (`PAGE_MESSAGES.toursApi`).
 */
export const TOURS_API = {
  tourNotFound: 'There is no such tour.',
  slugInvalid: icu('The address name must be 3 to {max} lowercase letters, digits and single hyphens (like "cultural-triangle-7-days").', 'max'),
  slugTaken: 'Another tour already has this address name.',
  nameRequired: icu('Give the tour a name of up to {max} characters.', 'max'),
  descriptionRequired: icu('Describe the tour in up to {max} characters.', 'max'),
  translationTooLong: icu('A translated name may have up to {name} characters and a translated description up to {description}.', 'name', 'description'),
  translationLanguage: 'Translations are for Sinhala, Tamil, German, French, Chinese and Russian (English is the tour itself).',
  vehicleTypesRequired: 'Choose at least one vehicle type that suits the group.',
  vehicleTypeUnknown: 'Choose vehicle types from the list.',
  publishedInvalid: 'Say whether the tour is published (yes or no).',
  tooManyPhotos: icu('A tour can have at most {max} photos.', 'max'),
} as const;
