import { addDays } from './datetime';
import { itineraryDays, type ItineraryPlan } from './itinerary';
import type { UiLanguage } from './i18n/locales';
import { findPlace, placeName } from './places/places';
import type { ITINERARY_UI } from './ui-messages/itinerary-ui';

/** The route's words (`itineraryUi`) in one language: the page's tree or the server's localized copy. */
export type ItineraryWords = typeof ITINERARY_UI;

/** A place's name in `lang`, its id when the data set no longer has it. */
export function itineraryPlaceName(id: string, lang: UiLanguage): string {
  const place = findPlace(id);
  return place ? placeName(place, lang) : id;
}

/** Drive time as the route writes it: "3 h 05 min", "45 min". */
export function itineraryDuration(T: Pick<ItineraryWords, 'hoursMinutes' | 'minutesOnly'>, minutes: number): string {
  return minutes >= 60 ? T.hoursMinutes(Math.floor(minutes / 60), minutes % 60) : T.minutesOnly(minutes);
}

/**
 * A booked route as plain text, one line a day (issue 31): the e-mails and the receipt PDF print
 * these, from the same `itineraryDays` the driver's card and My Bookings draw, so every copy of
 * the route says the same. "Day 3 · 3 May 2031: Sigiriya to Kandy, 89 km, about 2 h 20 min driving · Tonight: Kandy".
 */
export function itineraryDayLines(
  plan: Pick<ItineraryPlan, 'stops' | 'legs' | 'nights'>,
  pickupDate: string,
  T: ItineraryWords,
  lang: UiLanguage,
  formatDate: (isoDate: string) => string,
): string[] {
  const name = (id: string) => itineraryPlaceName(id, lang);
  const days = itineraryDays(plan);
  return days.map((d) => {
    const restingAt = days[d.day - 2]?.tonight ?? plan.stops[0]?.placeId ?? '';
    const driving =
      d.legs.length === 0
        ? T.noDriving(name(restingAt))
        : d.legs.map((leg) => `${T.leg(name(leg.from), name(leg.to))}, ${T.drive(leg.km, itineraryDuration(T, leg.minutes))}`).join('; ');
    const night = d.tonight ? T.tonight(name(d.tonight)) : T.tripEnds;
    return `${T.day(d.day)} · ${formatDate(addDays(pickupDate, d.day - 1))}: ${driving} · ${night}`;
  });
}
