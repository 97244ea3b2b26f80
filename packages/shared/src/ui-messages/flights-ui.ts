import { icu } from '../i18n/icu';

/**
 * Flights on a booking (issue 32): the booking form's optional flight section, and the flight as
 * the driver's trip card, My Bookings, the confirmation page and the office show it. The field
 * names the validation messages use are `FIELD_NAMES.flightNumber` and friends.
 */
export const FLIGHTS_UI = {
  sectionTitle: 'Arriving or leaving by air?',
  sectionHint: 'Optional. With your flight number your driver follows the landing and waits at the arrivals exit with a sign bearing your name.',
  flightNumberHint: 'For example UL 504.',
  flightTimeLabel: 'Scheduled landing or take-off',
  flightTimeHint: 'Sri Lanka time, on the pickup date.',
  signNameHint: 'Leave blank for the name given above.',
  flight: icu('Flight {number}', 'number'),
  flightAt: icu('Flight {number} at {time}', 'number', 'time'),
  meetingPointLabel: 'Meeting point',
  meetingPoint: 'Arrivals exit, name sign',
  signLabel: 'Name on the sign',
} as const;
