import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type Booking, type CreateBookingInput } from '@app/shared';
import { api, isApiError } from '../../lib/api';
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
export function bookingErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 409) return error.serverMessage ?? MESSAGES.booking.conflict;
    return error.serverMessage ?? MESSAGES.booking.failed(error.statusText);
  }
  return MESSAGES.booking.failed(error instanceof Error ? error.message : 'Network error');
}
