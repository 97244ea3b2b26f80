import { icu } from '../i18n/icu';

/**
 * The API's refusals about airport transfers (issue 32, decision 111), in the tree the transfer
 * and staff pages load (`PAGE_MESSAGES.transfersApi`), not the home page's `MESSAGES`.
 */
export const TRANSFERS_API = {
  fareRange: icu('The {type} fare must be an amount in dollars and cents from {min} to {max}.', 'type', 'min', 'max'),
  faresRequired: 'Give a fare for each vehicle type: Car, Van, SUV and Bus.',
  placeNotFound: 'There is no transfer to this place: choose a place from the fare table.',
  directionRequired: 'Direction: choose arriving (from the airport) or departing (to the airport).',
  placeRequired: 'Destination: choose the place of your hotel from the list.',
  passengersRange: icu('Passengers: enter a whole number from 1 to {max}.', 'max'),
  bagsRange: icu('Large bags: enter a whole number from 0 to {max}.', 'max'),
  vehicleTypeRequired: 'Vehicle type: choose a car, van, SUV or bus.',
  doesNotFit: icu('Vehicle type: a {type} carries at most {seats} passengers and {bags} large bags; choose a larger vehicle.', 'type', 'seats', 'bags'),
  flightRequired: 'Flight number: an arriving transfer needs the flight, so that your driver can follow the landing.',
  noVehicleFree: icu('No {type} is free at that time: choose another time or vehicle type.', 'type'),
  hotelField: 'Hotel or address',
  noShowNoteField: 'What happened',
  outcomeRequired: 'Finding: choose whether the tourist did not come or the driver never arrived.',
  notATransfer: 'This booking is not an airport transfer.',
  notConfirmed: 'Only a confirmed transfer that has not started can take this step.',
  notAtPickupPoint: 'Say first that you are at the pickup point.',
  noShowTooEarly: icu('The free waiting lasts until {time}: a no-show can be reported from then on.', 'time'),
  noNoShow: 'There is no no-show to review on this booking, or it was already reviewed.',
  /** The pricing policy's fields, as the range refusals name them. */
  freeWaitingField: 'Free waiting after landing (minutes)',
  waitingRateField: 'Waiting after the free time, per started hour (USD)',
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

/** A transfer's day on the driver's trip card and the office's booking page, and the policy's waiting rules (decision 111). */
export const TRANSFERS_UI = {
  title: 'Airport transfer',
  arriving: 'Arriving: from the airport',
  departing: 'Departing: to the airport',
  party: icu('{passengers, plural, one {# passenger} other {# passengers}}, {bags, plural, one {# large bag} other {# large bags}}', 'passengers', 'bags'),
  atPickupPoint: 'At the pickup point',
  atPickupPointSince: icu('At the pickup point since {time}', 'time'),
  noShow: 'No show',
  noShowFrom: icu('“No show” can be reported from {time}, when the free waiting is over.', 'time'),
  noShowNote: 'What happened (optional)',
  noShowReported: icu('No show reported at {time}: {note}', 'time', 'note'),
  reviewTitle: 'Review the no-show',
  reviewHint: 'Cancels the transfer. A tourist who did not come gets no refund; when the driver never arrived, everything paid is refunded.',
  touristNoShow: 'The tourist did not come (no refund)',
  driverNeverArrived: 'The driver never arrived (full refund)',
  reviewed: icu('Reviewed {time}: {outcome}', 'time', 'outcome'),
  freeWaiting: 'Free waiting after landing (minutes)',
  freeWaitingHint: 'Transfer services give about an hour for immigration and bags.',
  waitingRate: 'Waiting after that, per started hour (USD)',
  waitingTitle: 'Airport transfers',
} as const;
