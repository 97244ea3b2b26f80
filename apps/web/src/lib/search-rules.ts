import type { SearchForm, searchFormSchema } from '@app/shared';
import type { SearchField, SearchInput } from './search-form';

export type SearchErrors = Partial<Record<SearchField, string>>;
export type SearchCheck = { ok: true; values: SearchForm } | { ok: false; errors: SearchErrors };

type Schema = typeof searchFormSchema;
let loading: Promise<Schema> | null = null;

/**
 * The shared zod schema, fetched on demand. zod is a fifth of the home page's script, and the
 * form is only checked on submit, so the home page loads without it and the form starts
 * fetching it as soon as someone focuses a field.
 */
export function preloadSearchRules(): Promise<Schema> {
  if (!loading) {
    loading = import('./search-schema').then(({ searchFormSchema }) => searchFormSchema);
    // A failed download (offline) is retried on the next attempt.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** The search checked by the shared rules: its parsed values, or the first problem of each field. */
export async function checkSearch(values: SearchInput): Promise<SearchCheck> {
  const result = (await preloadSearchRules()).safeParse(values);
  if (result.success) return { ok: true, values: result.data };
  const errors: SearchErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SearchField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
