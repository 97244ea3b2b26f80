import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { SearchForm, searchFormSchema } from '@app/shared';

export type SearchInput = z.input<typeof searchFormSchema>;
type SearchResolver = Resolver<SearchInput, unknown, SearchForm>;

let loading: Promise<SearchResolver> | null = null;

/**
 * The shared zod schema behind react-hook-form, fetched on demand. zod is a fifth of the home
 * page's script, and the form is only checked on submit, so the home page loads without it and
 * the form starts fetching it as soon as someone focuses a field.
 */
export function preloadSearchResolver(): Promise<SearchResolver> {
  if (!loading) {
    loading = Promise.all([import('@hookform/resolvers/zod'), import('./search-schema')]).then(([{ zodResolver }, { searchFormSchema }]) =>
      zodResolver(searchFormSchema),
    );
    // A failed download (offline) is retried on the next attempt.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

export const searchResolver: SearchResolver = async (values, context, options) => (await preloadSearchResolver())(values, context, options);
