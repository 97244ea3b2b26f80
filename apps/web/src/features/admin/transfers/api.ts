import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminTransferFare, TransferFaresInput } from '@app/shared';
import { api } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n/I18nProvider';

const faresKey = (lang: string) => ['admin', 'transfers', lang] as const;

/** The transfer fare table (decision 111): fares in force, seeded ones, road kilometres. */
export function useAdminTransfers() {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: faresKey(lang),
    queryFn: ({ signal }) => api<AdminTransferFare[]>(`/api/admin/transfers?lang=${lang}`, { auth: true, signal }),
  });
}

/** Sets one destination's fares; the table and the public fares follow. */
export function useSaveTransferFares() {
  const queryClient = useQueryClient();
  const { lang } = useLanguage();
  return useMutation({
    mutationFn: ({ placeId, body }: { placeId: string; body: TransferFaresInput }) =>
      api<AdminTransferFare>(`/api/admin/transfers/${encodeURIComponent(placeId)}?lang=${lang}`, { method: 'PUT', auth: true, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'transfers'] });
      void queryClient.invalidateQueries({ queryKey: ['transfers'] });
    },
  });
}
