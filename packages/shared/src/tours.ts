import { addDays } from './datetime';
import type { ItineraryStop } from './itinerary';
import type { UiLanguage } from './i18n/locales';

/**
 * Tour templates (issue 31, second half, decision 110): a round trip staff publish as a starting
 * point, its stops and nights the same shape as a booking's itinerary. A tour of N nights is N + 1
 * days: picked up on the first morning, back on the last evening, so the one quote function
 * (`quoteTrip`) prices it at N + 1 days wherever it is shown.
 */

export const TOUR_LIMITS = {
  slug: 80,
  name: 100,
  description: 1000,
  photos: 8,
} as const;

/** When a tour's driver picks the group up on the first day and leaves them on the last. */
export const TOUR_PICKUP_TIME = '09:00';
export const TOUR_RETURN_TIME = '18:00';

/** The nights of a route: the sum of its stops' nights. */
export function tourNights(stops: readonly Pick<ItineraryStop, 'nights'>[]): number {
  return stops.reduce((sum, s) => sum + s.nights, 0);
}

/** The days a tour of these stops takes: one more than its nights. */
export function tourDays(stops: readonly Pick<ItineraryStop, 'nights'>[]): number {
  return tourNights(stops) + 1;
}

/**
 * The pickup and return of a tour starting on `startDate` (Sri Lanka date): the dates and times the
 * quote, the booking form and the booking read, so each prices the same days.
 */
export function tourTrip(startDate: string, stops: readonly Pick<ItineraryStop, 'nights'>[]) {
  return { pickupDate: startDate, pickupTime: TOUR_PICKUP_TIME, returnDate: addDays(startDate, tourNights(stops)), returnTime: TOUR_RETURN_TIME };
}

/** Staff's translations of a tour's name and description, by language (English is the tour's own). */
export type TourTranslations = Partial<Record<Exclude<UiLanguage, 'en'>, { name?: string; description?: string }>>;

/** A tour's name and description in a language: staff's translation where they gave one, else the English. */
export function tourText(tour: { name: string; description: string; translations: TourTranslations }, lang: UiLanguage): { name: string; description: string } {
  const t = lang === 'en' ? undefined : tour.translations[lang];
  return { name: t?.name || tour.name, description: t?.description || tour.description };
}

/**
 * The stops as URL state (`/book-vehicle/:id?route=cmb.0_sigiriya.2_...`, characters a query keeps as they are): how the tour page hands its
 * customised route to the booking form. Unreadable text gives null (the form starts without a route).
 */
export function routeToParam(stops: readonly ItineraryStop[]): string {
  return stops.map((s) => `${s.placeId}.${s.nights}`).join('_');
}

export function routeFromParam(text: string | null | undefined): ItineraryStop[] | null {
  if (!text || text.length > 2000) return null;
  const stops: ItineraryStop[] = [];
  for (const part of text.split('_')) {
    const m = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(\d{1,2})$/.exec(part);
    if (!m) return null;
    stops.push({ placeId: m[1]!, nights: Number(m[2]) });
  }
  return stops.length >= 2 ? stops : null;
}
