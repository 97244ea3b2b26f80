import { useQuery } from '@tanstack/react-query';
import { DEFAULT_BOOKING_RULES, type BookingRules, type ChatLinks } from '@app/shared';
import { api } from './api';

/** The read of the limits the server holds bookings to. */
export function useBookingRulesQuery() {
  return useQuery({
    queryKey: ['booking-rules'],
    queryFn: ({ signal }) => api<BookingRules>('/api/booking-rules', { signal }),
    staleTime: Infinity,
  });
}

/** The limits the server holds bookings to; the defaults stand in until they arrive. */
export function useBookingRules(): BookingRules {
  return useBookingRulesQuery().data ?? DEFAULT_BOOKING_RULES;
}

/** A language as the server lists it: the code stored, the name people read. */
export interface LanguageOption {
  code: string;
  name: string;
}

/** The languages the fleet's drivers speak, for a booking's preferred languages (tourist form and staff phone booking). */
export function useDriverLanguages() {
  return useQuery({
    queryKey: ['driver-languages'],
    queryFn: ({ signal }) => api<LanguageOption[]>('/api/drivers/languages', { signal }),
    staleTime: 10 * 60_000,
  });
}

/**
 * The WhatsApp links the signed-in user may open about a booking now (decision 108): the server
 * decides who may chat with whom and until when, and types the message in `lang`.
 */
export function useChatLinks(bookingId: string, lang: string, enabled = true) {
  return useQuery({
    queryKey: ['chat-links', bookingId, lang],
    queryFn: ({ signal }) => api<ChatLinks>(`/api/bookings/${encodeURIComponent(bookingId)}/chat?lang=${encodeURIComponent(lang)}`, { auth: true, signal }),
    enabled,
    staleTime: 60_000,
  });
}
