import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PRICING_POLICY, quoteTrip, type DriverOption, type PublicPricing, type Quote } from '@app/shared';
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

export interface TripDates {
  pickupDate?: string | null;
  pickupTime?: string | null;
  returnDate?: string | null;
  returnTime?: string | null;
}

/**
 * A trip's quote under the published policy (the default until it has loaded, which gives the
 * spec's estimate); null without a priced day.
 */
export function tripQuote(perDay: number, trip: TripDates, driverOption: DriverOption, policy: PublicPricing | undefined): Quote | null {
  const quote = quoteTrip({ ...trip, perDay, driverOption }, policy ?? DEFAULT_PRICING_POLICY);
  return quote.days > 0 ? quote : null;
}
