import type { BookingRules } from '@app/shared';
import type { BookingResolver } from './booking-schema';

type BookingSchemaModule = typeof import('./booking-schema');
let loading: Promise<BookingSchemaModule> | null = null;

/**
 * The booking form's rules, fetched on demand (decision 118): the form paints and answers without
 * them, and starts fetching them when someone focuses a field (the contact and search forms do
 * the same, decision 069).
 */
export function preloadBookingChecks(): Promise<BookingSchemaModule> {
  if (!loading) {
    loading = import('./booking-schema');
    // A failed download (offline, a deploy in between) is retried on the next attempt.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/**
 * The form's resolver, checking by the shared rules for the limits and seats `current` gives at
 * the moment of checking (the rules and the vehicle arrive after the form is made). When the rules
 * cannot be fetched, the form is not sent unchecked: it shows `failed` as the form's error.
 */
export function lazyBookingResolver(current: () => { rules?: BookingRules; seats?: number }, failed: () => string): BookingResolver {
  return async (values, context, options) => {
    const rules = await preloadBookingChecks().catch(() => undefined);
    if (!rules) return { values: {}, errors: { root: { type: 'rules', message: failed() } } };
    const { rules: limits, seats } = current();
    return rules.bookingResolverFor(limits, seats)(values, context, options);
  };
}
