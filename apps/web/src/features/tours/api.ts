import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ItineraryStop, QuoteAnswer, TourDto, UiLanguage } from '@app/shared';
import { api } from '../../lib/api';

export const tourKeys = {
  list: (lang: UiLanguage) => ['tours', 'list', lang] as const,
  one: (slug: string, lang: UiLanguage) => ['tours', 'one', slug, lang] as const,
};

/** GET /api/tours?lang=: the published tours, priced from their cheapest suitable vehicle. */
export function usePublicTours(lang: UiLanguage) {
  return useQuery({
    queryKey: tourKeys.list(lang),
    queryFn: ({ signal }) => api<TourDto[]>('/api/tours', { query: { lang }, signal }),
    placeholderData: (previous) => previous,
  });
}

/** GET /api/tours/:slug?lang=: one published tour. */
export function usePublicTour(slug: string, lang: UiLanguage) {
  return useQuery({
    queryKey: tourKeys.one(slug, lang),
    queryFn: ({ signal }) => api<TourDto>(`/api/tours/${encodeURIComponent(slug)}`, { query: { lang }, signal }),
    placeholderData: (previous) => (previous?.slug === slug ? previous : undefined),
  });
}

export interface TourQuoteRequest {
  vehicleId: string;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  stops: readonly ItineraryStop[];
}

/**
 * The customised tour's quote: POST /api/bookings/quote with its itinerary, the request the booking
 * form's review makes and the answer the booking keeps (one `quoteTrip` on the server). The last
 * answer stays while a change is asked about; a refusal (a day too long) is the query's error.
 */
export function useTourQuote(request: TourQuoteRequest | null) {
  const body = request
    ? {
        vehicleId: request.vehicleId,
        pickupDate: request.pickupDate,
        pickupTime: request.pickupTime,
        returnDate: request.returnDate,
        returnTime: request.returnTime,
        driverOption: 'withDriver',
        itinerary: { stops: request.stops.map((s) => ({ placeId: s.placeId, nights: s.nights })) },
      }
    : null;
  return useQuery({
    queryKey: ['tours', 'quote', body],
    queryFn: ({ signal }) => api<QuoteAnswer>('/api/bookings/quote', { method: 'POST', body, signal }),
    enabled: body !== null,
    // A POST the server's rendering does not make (it renders from reads only): the tour carries its own quote meanwhile.
    meta: { serverRendered: false },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}
