import './schemas/zod-config';
import { z } from 'zod';
import type { BookingStatus } from './booking-status';
import { LIMITS } from './constants';
import { PAGE_MESSAGES } from './page-messages';

/**
 * A trip outside the app (issue 34, decision 108): drivers' calendar feeds, a booking's `.ics`, and
 * WhatsApp click-to-chat links between a booking's parties. The rules both sides read live here.
 */

const L = PAGE_MESSAGES.tripLinksApi;

/** The tourist and the assigned driver may chat until this many days after the trip's return. */
export const CHAT_DAYS_AFTER_TRIP = 7;

/** Statuses in which the tourist and the assigned driver may chat: the trip is confirmed (and not cancelled). */
export const CHAT_STATUSES: readonly BookingStatus[] = ['confirmed', 'picked_up', 'en_route', 'completed'];

/** Sri Lanka's country calling code: a number written the local way (`077 ...`) is Sri Lankan. */
const SRI_LANKA_CODE = '94';

/**
 * The digits wa.me wants (country code first, no `+`, no leading zeros) of a phone number as
 * people type it, or null when it cannot be one: `+94 77 123 4567`, `0094771234567` and
 * `077 123 4567` are all `94771234567`; `+44 20 7946 0958` is `442079460958`.
 */
export function whatsAppDigits(phone: string): string | null {
  const trimmed = phone.trim();
  if (!/^[+\d][\d\s().-]*$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    // As written.
  } else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = SRI_LANKA_CODE + digits.slice(1);
  else if (digits.length === 9) digits = SRI_LANKA_CODE + digits;
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : null;
}

/** A click-to-chat link: opens WhatsApp with the number and the message typed in. */
export function whatsAppLink(digits: string, text: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** GET /api/drivers/calendar and its renewal: the driver's private feed address. */
export const calendarFeedSchema = z.object({
  url: z.string().describe('The feed (iCalendar, RFC 5545): anyone with this address reads the trips, so it is renewed when shared by mistake'),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** GET /api/bookings/:id/chat: the links the caller may use now (null: none, or not now). */
export const chatLinksSchema = z.object({
  office: z.string().nullable().describe("The booker to the office (the office's WhatsApp number, once staff set it)"),
  driver: z.string().nullable().describe('The booker to the assigned driver, from confirmation until a week after the trip'),
  tourist: z.string().nullable().describe('The assigned driver to the booker, from confirmation until a week after the trip'),
});
export type ChatLinks = z.infer<typeof chatLinksSchema>;

export const chatLinksQuerySchema = z.object({
  lang: z.string().max(10).optional().describe("The prefilled messages' language (one of the app's languages; else the caller's, else English)"),
});

/** The office's chat settings (staff). */
export const chatSettingsSchema = z.object({
  officeWhatsApp: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ChatSettings = z.infer<typeof chatSettingsSchema>;

/** PUT /api/admin/chat-settings: the office's WhatsApp number, or empty for none. */
export const chatSettingsInputSchema = z.object({
  officeWhatsApp: z
    .string()
    .trim()
    .max(LIMITS.phone, L.officeNumberInvalid)
    .refine((v) => v === '' || whatsAppDigits(v) !== null, L.officeNumberInvalid),
});
export type ChatSettingsInput = z.input<typeof chatSettingsInputSchema>;
