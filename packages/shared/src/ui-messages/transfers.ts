import { icu } from '../i18n/icu';

/**
 * The API's refusals about airport transfers (issue 32, decision 111), in the tree the transfer
 * and staff pages load (`PAGE_MESSAGES.transfersApi`), not the home page's `MESSAGES`.
 */
export const TRANSFERS_API = {
  fareRange: icu('The {type} fare must be an amount in dollars and cents from {min} to {max}.', 'type', 'min', 'max'),
  faresRequired: 'Give a fare for each vehicle type: Car, Van, SUV and Bus.',
  placeNotFound: 'There is no transfer to this place: choose a place from the fare table.',
} as const;

/** The admin's fare table at /admin/transfers. */
export const TRANSFERS_ADMIN_UI = {
  nav: 'Transfer fares',
  title: 'Airport transfer fares',
  description: 'The fixed fare from or to the airport (CMB) for each place and vehicle type, in US dollars. New places start at the road distance times a rate per type, with a minimum.',
  loading: 'Loading the fares…',
  km: 'km from CMB',
  seeded: 'Seeded',
  set: 'Set by staff',
  save: 'Save',
  saving: 'Saving…',
  saved: icu('Fares to {place} saved.', 'place'),
  fareOf: icu('{type} fare to {place} (USD)', 'type', 'place'),
  filter: 'Find a place',
} as const;
