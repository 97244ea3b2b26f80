import { useQuery } from '@tanstack/react-query';
import type { DriverPublicProfile, PublicDriver, UiLanguage } from '@app/shared';
import { api } from '../../lib/api';

/** Reviews on the first page of a driver's profile (the API's default). */
export const PROFILE_REVIEWS = 10;

export const publicDriverKeys = {
  list: (lang: UiLanguage) => ['drivers', 'public', lang] as const,
  profile: (id: string, lang: UiLanguage) => ['drivers', 'profile', id, lang] as const,
};

/** GET /api/drivers?lang=: Meet our drivers, introductions in the language shown. */
export function usePublicDrivers(lang: UiLanguage) {
  return useQuery({
    queryKey: publicDriverKeys.list(lang),
    queryFn: ({ signal }) => api<PublicDriver[]>('/api/drivers', { query: { lang }, signal }),
    // The previous language's list stays while the next one loads.
    placeholderData: (previous) => previous,
  });
}

/** GET /api/drivers/:id/profile?lang=: one driver and the first page of their reviews. */
export function usePublicDriver(id: string, lang: UiLanguage) {
  return useQuery({
    queryKey: publicDriverKeys.profile(id, lang),
    queryFn: ({ signal }) => api<DriverPublicProfile>(`/api/drivers/${encodeURIComponent(id)}/profile`, { query: { lang }, signal }),
    placeholderData: (previous) => (previous?._id === id ? previous : undefined),
  });
}
