import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminInfoPage, InfoPageSlug, InfoPageUpdate } from '@app/shared';
import { api } from '../../../lib/api';

const pageKey = (slug: InfoPageSlug) => ['admin', 'pages', slug] as const;

/** A travellers' page in every language, with the default texts beside staff's. */
export function useAdminInfoPage(slug: InfoPageSlug) {
  return useQuery({
    queryKey: pageKey(slug),
    queryFn: ({ signal }) => api<AdminInfoPage>(`/api/admin/pages/${slug}`, { auth: true, signal }),
  });
}

/** Saves the texts; the public page (its own query) reads them on its next visit. */
export function useSaveInfoPage(slug: InfoPageSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InfoPageUpdate) => api<AdminInfoPage>(`/api/admin/pages/${slug}`, { method: 'PUT', auth: true, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(pageKey(slug), saved);
      void queryClient.invalidateQueries({ queryKey: ['info-page', slug] });
    },
  });
}
