import {
  CHAT_DAYS_AFTER_TRIP,
  CHAT_STATUSES,
  DEFAULT_UI_LANGUAGE,
  MESSAGES,
  firstNameOf,
  isUiLanguage,
  localDateTimeToEpochMs,
  shortReference,
  whatsAppDigits,
  whatsAppLink,
  type ChatLinks,
  type ChatSettings,
  type ChatSettingsInput,
  type UiLanguage,
} from '@app/shared';
import { PAGE_MESSAGES } from '@app/shared/page-messages';
import type { Queryable } from '../../db/database';
import { forbidden, notFound } from '../../lib/errors';
import { emailMessagesIn } from '../../lib/i18n';
import { findBooking } from '../bookings';
import type { UserRow } from '../users';
import * as repo from './repo';

const DAY_MS = 86_400_000;

function languageOf(user: UserRow, asked?: string): UiLanguage {
  if (isUiLanguage(asked)) return asked;
  const chosen = user.preferred_language ?? user.browser_language;
  return isUiLanguage(chosen) ? chosen : DEFAULT_UI_LANGUAGE;
}

/**
 * The WhatsApp links the caller may open about a booking (decision 108): its booker to the office
 * (once staff set the number); the booker and the assigned driver to each other from confirmation
 * until a week after the trip's return. Only the booking's two parties are answered; the numbers
 * are in the links and nowhere else.
 */
export async function chatLinksFor(db: Queryable, user: UserRow, bookingId: string, now: number, asked?: string): Promise<ChatLinks> {
  const booking = await findBooking(db, bookingId);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  const isBooker = booking.userId._id === user.id;
  const isDriver = booking.driverId?._id === user.id;
  if (!isBooker && !isDriver) throw forbidden(PAGE_MESSAGES.tripLinksApi.notAParty);

  const t = emailMessagesIn(languageOf(user, asked)).tripLinks;
  const reference = shortReference(booking._id);
  const tourist = firstNameOf(booking.name);
  const driver = booking.driverId ? firstNameOf(booking.driverId.username) : '';
  const returnAt = localDateTimeToEpochMs(booking.returnDate, booking.returnTime) ?? 0;
  const chatOpen = booking.driverId !== null && CHAT_STATUSES.includes(booking.bookingStatus) && now <= returnAt + CHAT_DAYS_AFTER_TRIP * DAY_MS;
  const link = (phone: string | null | undefined, text: string) => {
    const digits = phone ? whatsAppDigits(phone) : null;
    return digits ? whatsAppLink(digits, text) : null;
  };

  const office = isBooker ? (await repo.findChatSettings(db)).office_whatsapp : null;
  return {
    office: office ? whatsAppLink(office, t.toOffice(tourist, reference)) : null,
    driver: isBooker && chatOpen ? link(booking.driverId?.phone, t.toDriver(driver, tourist, reference)) : null,
    tourist: isDriver && chatOpen ? link(booking.phone, t.toTourist(tourist, driver, reference)) : null,
  };
}

const toSettings = (row: repo.ChatSettingsRow): ChatSettings => ({
  officeWhatsApp: row.office_whatsapp ? `+${row.office_whatsapp}` : null,
  updatedAt: row.updated_at ? new Date(row.updated_at).toISOString() : null,
});

export async function chatSettings(db: Queryable): Promise<ChatSettings> {
  return toSettings(await repo.findChatSettings(db));
}

/** Staff set the office's number (kept as wa.me's digits), or clear it. */
export async function saveChatSettings(db: Queryable, actor: UserRow, input: ChatSettingsInput): Promise<ChatSettings> {
  const typed = input.officeWhatsApp.trim();
  await repo.saveChatSettings(db, typed === '' ? null : whatsAppDigits(typed), actor.id);
  return chatSettings(db);
}
