import { useQuery } from '@tanstack/react-query';
import { type PublicPricing } from '@app/shared';
import { api } from './api';

export const pricingKeys = { policy: ['pricing-policy'] as const };

/**
 * The terms a booking made now gets (GET /api/pricing-policy): pages price a trip with the same
 * `quoteTrip` the server books with. Kept a minute in memory (the server lets no cache keep it);
 * `enabled: false` where nothing is priced yet (a search without dates).
 */
export function usePublicPricing(enabled = true) {
  return useQuery({
    enabled,
    queryKey: pricingKeys.policy,
    queryFn: ({ signal }) => api<PublicPricing>('/api/pricing-policy', { signal }),
    staleTime: 60_000,
  });
}

// The pure price helper lives beside this hook so tests (and the API's agreement test) import it without React.
export { searchedTrip, tripQuote, type TripDates } from './trip-quote';
