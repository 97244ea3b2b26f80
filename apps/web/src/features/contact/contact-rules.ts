import type { Resolver } from 'react-hook-form';
import type { ContactInput, ContactValues } from './contact-types';

type ContactResolver = Resolver<ContactInput, unknown, ContactValues>;
let loading: Promise<ContactResolver> | null = null;

/**
 * The shared contact rules, fetched on demand: zod and the form's schemas are a third of the
 * contact page's script and the form is checked only when sent, so the page loads (and paints)
 * without them and starts fetching them when someone focuses a field.
 */
export function preloadContactRules(): Promise<ContactResolver> {
  if (!loading) {
    loading = import('./contact-schema').then(({ contactResolver }) => contactResolver as ContactResolver);
    // A failed download (offline) is retried on the next attempt.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/**
 * The form's resolver: the shared rules once loaded. If they cannot be fetched (offline, a deploy
 * in between), the message goes unchecked and the server's own check answers (spec section 8).
 */
export const contactRules: ContactResolver = async (values, context, options) => {
  const resolver = await preloadContactRules().catch(() => undefined);
  return resolver ? resolver(values, context, options) : { values: values as ContactValues, errors: {} };
};
