/**
 * A seam for code splitting: the booking form's rules (zod, the shared schemas and the resolver)
 * and the reading of a draft coming back from the review. Building the schemas was a fifth of
 * the form's start on a slow phone, and nothing needs them before someone types, sends or comes
 * back with a draft (decision 118), so `booking-form-checks.ts` loads this module on demand.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { bookingFormSchemaFor, type BookingForm, type BookingFormInput, type BookingRules } from '@app/shared';

export { readDraft } from './draft';

export type BookingResolver = Resolver<BookingFormInput, unknown, BookingForm>;

let last: { rules: BookingRules | undefined; seats: number | undefined; resolver: BookingResolver } | undefined;

/** The resolver for the server's limits and this vehicle's seats (the last one kept: they rarely change). */
export function bookingResolverFor(rules: BookingRules | undefined, seats: number | undefined): BookingResolver {
  if (last && last.rules === rules && last.seats === seats) return last.resolver;
  const resolver = zodResolver(bookingFormSchemaFor({ rules, seats })) as BookingResolver;
  last = { rules, seats, resolver };
  return resolver;
}
