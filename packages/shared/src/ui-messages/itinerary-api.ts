import { icu } from '../i18n/icu';

/**
 * The API's refusals about places, roads and itineraries (issue 31, decision 105), in the tree the
 * booking and staff pages load (`PAGE_MESSAGES.itineraryApi`), not the home page's `MESSAGES`.
 */
export const ITINERARY_API = {
  unknownPlace: icu('There is no place "{place}" in our list of places: choose each stop from the list.', 'place'),
  stopInvalid: 'Each stop needs a place from our list and a whole number of nights.',
  nightsRange: icu('Nights at a stop must be a whole number from 0 to {max}.', 'max'),
  tooFewStops: icu('A round trip needs at least {min} stops: where it starts and where it ends.', 'min'),
  tooManyStops: icu('A round trip can have at most {max} stops.', 'max'),
  noRoute: icu('No road in our map joins {from} and {to}.', 'from', 'to'),
  nightsMismatch: icu(
    'The nights at the stops add up to {given, plural, one {# night} other {# nights}}, but the trip from pickup to return has {nights, plural, one {# night} other {# nights}}.',
    'given',
    'nights',
  ),
  dayTooLong: icu('Day {day} has {hours} hours of driving; at most {max} hours a day are allowed. Add a stop or a night on the way.', 'day', 'hours', 'max'),
  /** The pricing policy's fields, as the range refusals name them. */
  tourNightAllowanceField: 'Driver night allowance on round trips',
  maxDrivingField: 'Most driving a day (minutes)',
  placeNotFound: 'There is no place with this id.',
  noRoad: 'These two places are not neighbours on our road map: correct a road between neighbouring places.',
  kmRange: icu('Kilometres must be a whole number from {min} to {max}.', 'min', 'max'),
  minutesRange: icu('Minutes of driving must be a whole number from {min} to {max}.', 'min', 'max'),
  noteRequired: icu('Say where the corrected numbers come from (a note of up to {max} characters).', 'max'),
} as const;
