import { useQuery } from '@tanstack/react-query';
import type { InfoPage, InfoPageSlug, UiLanguage } from '@app/shared';
import { api } from '../../lib/api';

/** GET /api/pages/:slug?lang=: the page in the language shown (staff's text, else the default). */
export function useInfoPage(slug: InfoPageSlug, lang: UiLanguage) {
  return useQuery({
    queryKey: ['info-page', slug, lang],
    queryFn: ({ signal }) => api<InfoPage>(`/api/pages/${slug}`, { query: { lang }, signal }),
    // The previous language's text stays while the next one loads: no flash of a spinner.
    placeholderData: (previous) => (previous?.slug === slug ? previous : undefined),
  });
}
