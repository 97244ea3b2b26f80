import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, CreateBookingInput } from '@app/shared';
import { api, isApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import type { PageMessages } from '../../lib/i18n/page-messages';
import { vehicleKeys } from '../../lib/vehicles';

export { useBookingRules, useDriverLanguages } from '../../lib/booking-queries';

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
