import { icu } from '../i18n/icu';

/**
 * A booking's route day by day (issue 31, decision 105): the driver's trip card and My Bookings
 * (`PAGE_MESSAGES.itineraryUi`).
 */
export const ITINERARY_UI = {
  title: 'Day by day',
  summary: icu('{km} km in all, {nights, plural, one {# night} other {# nights}}', 'km', 'nights'),
  day: icu('Day {day}', 'day'),
  leg: icu('{from} to {to}', 'from', 'to'),
  via: icu('via {places}', 'places'),
  drive: icu('{km} km, about {duration} driving', 'km', 'duration'),
  hoursMinutes: icu('{hours} h {minutes} min', 'hours', 'minutes'),
  minutesOnly: icu('{minutes} min', 'minutes'),
  noDriving: icu('No driving: a day at {place}', 'place'),
  tonight: icu('Tonight: {place}', 'place'),
  tripEnds: 'The trip ends',
} as const;
