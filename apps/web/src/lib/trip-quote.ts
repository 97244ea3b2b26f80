import { DEFAULT_PRICING_POLICY, availableQueryFrom, quoteTrip, type ChosenAddOn, type DriverOption, type PricingPolicy, type Quote, type QuotedItinerary } from '@app/shared';

/** A trip as pages price it: dates AND times (a missing time is the spec's default, as on the server). */
export interface TripDates {
  pickupDate?: string | null;
  pickupTime?: string | null;
  returnDate?: string | null;
  returnTime?: string | null;
}

/**
 * A trip's quote under the published policy (the default until it has loaded, which gives the
 * spec's estimate); null without a priced day. The one price helper of the web app: the search
 * cards, the vehicle page, the booking form, the review and the confirmation all call it with the
 * same trip, and it is the `quoteTrip` the server answers POST /api/bookings/quote with (issue 26:
 * the cards once priced dates without times and charged a day too many). The booking form's
 * extras (`addOns`, at the prices GET /api/add-ons publishes) are lines of the same quote.
 */
export function tripQuote(
  perDay: number,
  trip: TripDates,
  driverOption: DriverOption,
  policy: PricingPolicy | undefined,
  addOns: readonly ChosenAddOn[] = [],
  itinerary?: QuotedItinerary,
): Quote | null {
  const quote = quoteTrip({ ...trip, perDay, driverOption }, policy ?? DEFAULT_PRICING_POLICY, addOns, itinerary);
  return quote.days > 0 ? quote : null;
}

/**
 * The trip a search URL names, as every page reads it (results, vehicle page; the booking form
 * prefills the same fields): the dates when the search used them, with the searched times.
 * Undefined when the search has no usable dates.
 */
export function searchedTrip(params: URLSearchParams): TripDates | undefined {
  const { pickupDate, returnDate } = availableQueryFrom(params);
  if (!pickupDate || !returnDate) return undefined;
  return { pickupDate, pickupTime: params.get('pickupTime') || null, returnDate, returnTime: params.get('returnTime') || null };
}
