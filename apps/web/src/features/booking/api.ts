import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PICKUP_TIME, DEFAULT_RETURN_TIME, tripDays, type AddOnChoice, type Booking, type CreateBookingInput, type DriverOption, type ItineraryStop, type PublicDriver, type QuoteDto, type UiLanguage } from '@app/shared';
import { api, isApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import type { PageMessages } from '../../lib/i18n/page-messages';
import { vehicleKeys } from '../../lib/vehicles';

export { useBookingRules, useBookingRulesQuery, useDriverLanguages } from '../../lib/booking-queries';

/** The drivers a tourist may ask for (GET /api/drivers, decision 102), for the form's optional choice. */
export function usePreferredDriverChoices(lang: UiLanguage, enabled = true) {
  return useQuery({
    queryKey: ['drivers', 'public', lang],
    queryFn: ({ signal }) => api<PublicDriver[]>('/api/drivers', { query: { lang }, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateBookingInput & Record<string, unknown>; idempotencyKey: string }) =>
      api<Booking>('/api/bookings', { method: 'POST', body, auth: true, headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['my-bookings'] });
      void queryClient.invalidateQueries({ queryKey: ['vehicles'] });
    },
    // A refusal (the vehicle was taken meanwhile) makes the form's availability check stale too.
    onError: (_error, { body }) => {
      if (typeof body.vehicleId === 'string') void queryClient.invalidateQueries({ queryKey: vehicleKeys.availability(body.vehicleId) });
    },
  });
}

/** Spec section 8: a 409 is the conflict sentence; anything else the server's words or the status. */
export function bookingErrorMessage(m: PageMessages, error: unknown): string {
  if (isApiError(error)) {
    if (error.serverMessage) return errorText(error);
    return error.status === 409 ? m.booking.conflict : m.booking.failed(error.statusText);
  }
  return m.booking.failed(error instanceof Error ? error.message : m.bookingUi.review.networkError);
}

export interface QuoteTrip {
  vehicleId?: string;
  pickupDate?: string;
  pickupTime?: string;
  returnDate?: string;
  returnTime?: string;
  driverOption: DriverOption;
  /** The extras chosen (decision 086); none when missing. */
  addOns?: readonly AddOnChoice[];
  /** A round trip's stops and nights (decision 110); none: pickup and return only. */
  itinerary?: readonly ItineraryStop[];
}

/**
 * The server's quote of a trip (POST /api/bookings/quote): the lines, deposit, balance and terms
 * the booking would get under the current policy. Asked only once the dates make a trip; while a
 * changed trip is being asked about, the last answer stays (no flicker).
 */
export function useQuote(trip: QuoteTrip) {
  const chosen = (trip.addOns ?? []).filter((choice) => choice.quantity > 0);
  const body =
    trip.vehicleId && trip.pickupDate && trip.returnDate && tripDays(trip) > 0
      ? {
          vehicleId: trip.vehicleId,
          pickupDate: trip.pickupDate,
          pickupTime: trip.pickupTime || DEFAULT_PICKUP_TIME,
          returnDate: trip.returnDate,
          returnTime: trip.returnTime || DEFAULT_RETURN_TIME,
          driverOption: trip.driverOption,
          // Sent only when chosen: a trip without extras asks exactly what it always did.
          ...(chosen.length > 0 ? { addOns: chosen } : {}),
          ...(trip.itinerary && trip.driverOption === 'withDriver' ? { itinerary: { stops: trip.itinerary.map((s) => ({ placeId: s.placeId, nights: s.nights })) } } : {}),
        }
      : null;
  return useQuery({
    queryKey: ['quote', body],
    queryFn: async ({ signal }) => {
      const answer = await api<unknown>('/api/bookings/quote', { method: 'POST', body, signal });
      // Another server (an older API) may answer something else: the page then keeps the estimate.
      if (!isQuote(answer)) throw new Error('not a quote');
      return answer;
    },
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}

function isQuote(value: unknown): value is QuoteDto {
  const q = value as Partial<QuoteDto> | null;
  return typeof q === 'object' && q !== null && Array.isArray(q.lines) && typeof q.total === 'number' && typeof q.depositDue === 'number' && Array.isArray(q.cancellation);
}
