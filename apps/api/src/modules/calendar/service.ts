import crypto from 'node:crypto';
import { DEFAULT_UI_LANGUAGE, DRIVER_AREA_ROLES, MESSAGES, isUiLanguage, type CalendarFeed, type UiLanguage } from '@app/shared';
import { PAGE_MESSAGES } from '@app/shared/page-messages';
import type { Queryable } from '../../db/database';
import { forbidden, notFound } from '../../lib/errors';
import { emailMessagesIn } from '../../lib/i18n';
import { findCalendarTrip, listCalendarTripsOfDriver, type CalendarTrip } from '../bookings';
import { findUserById, type UserRow } from '../users';
import * as repo from './repo';
import { tripsCalendar } from './ics';

/** The feed shows trips that ended up to this long ago, and every later one. */
const FEED_PAST_DAYS = 60;
/** The most trips one feed lists (a driver's year is far fewer). */
const FEED_MAX_TRIPS = 1000;
const DAY_MS = 86_400_000;

/** A feed secret: 256 random bits, base64url (43 characters). */
const newSecret = () => crypto.randomBytes(32).toString('base64url');
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const feedUrl = (publicUrl: string, secret: string): CalendarFeed => ({ url: `${publicUrl}/api/calendar/${secret}.ics` });

/** The language a person reads: the one they chose, else their browser's, else English. */
export function languageOf(user: Pick<UserRow, 'preferred_language' | 'browser_language'> | undefined, asked?: string): UiLanguage {
  if (isUiLanguage(asked)) return asked;
  const chosen = user?.preferred_language ?? user?.browser_language;
  return isUiLanguage(chosen) ? chosen : DEFAULT_UI_LANGUAGE;
}

/** The signed-in driver's feed address, made on first asking. */
export async function feedOf(db: Queryable, driver: UserRow, publicUrl: string): Promise<CalendarFeed> {
  const secret = (await repo.feedSecretOf(db, driver.id)) ?? (await repo.ensureFeedSecret(db, driver.id, newSecret()));
  return feedUrl(publicUrl, secret);
}

/** A new address for the driver's feed; the old one answers 404 from now on. */
export async function renewFeed(db: Queryable, driver: UserRow, publicUrl: string): Promise<CalendarFeed> {
  const secret = newSecret();
  await repo.replaceFeedSecret(db, driver.id, secret);
  return feedUrl(publicUrl, secret);
}

/** The feed a secret opens: the trips of a driver who still has an account in the driver area. */
export async function feedCalendar(db: Queryable, secret: string, now: number): Promise<string> {
  const missing = notFound(PAGE_MESSAGES.tripLinksApi.feedNotFound);
  if (!SECRET_SHAPE.test(secret)) throw missing;
  const driverId = await repo.driverOfSecret(db, secret);
  const driver = driverId ? await findUserById(db, driverId) : undefined;
  if (!driver || !(DRIVER_AREA_ROLES as readonly string[]).includes(driver.role)) throw missing;
  const trips = await listCalendarTripsOfDriver(db, driver.id, new Date(now - FEED_PAST_DAYS * DAY_MS), FEED_MAX_TRIPS);
  const lang = languageOf(driver);
  return tripsCalendar(trips, { reader: 'driver', lang, texts: emailMessagesIn(lang).tripLinks, now: new Date(now) });
}

/** One booking's `.ics` for its booker or staff, in the language asked for (else the caller's). */
export async function bookingCalendarForViewer(db: Queryable, user: UserRow, bookingId: string, now: number, asked?: string): Promise<{ filename: string; content: string }> {
  const trip = await findCalendarTrip(db, bookingId);
  if (!trip) throw notFound(MESSAGES.api.bookingNotFound);
  if (user.role !== 'admin' && trip.userId !== user.id) throw forbidden(MESSAGES.api.forbidden);
  const lang = languageOf(user, asked);
  return bookingCalendar(trip, lang, now);
}

function bookingCalendar(trip: CalendarTrip, lang: UiLanguage, now: number) {
  const content = tripsCalendar([trip], { reader: 'tourist', lang, texts: emailMessagesIn(lang).tripLinks, now: new Date(now), method: 'publish' });
  return { filename: `lankaride-${trip.id.slice(0, 8)}.ics`, content };
}

/**
 * The calendar module's reaction to an e-mail going out (wired in apps/api/src/outbox-worker.ts):
 * the booker's confirmation carries the trip as an `.ics`, as the booking stands when it goes out,
 * in the booker's language.
 */
export async function calendarAttachmentsOf(db: Queryable, mail: { kind: string; booking_id: string | null }): Promise<{ filename: string; content: Buffer; contentType: string }[]> {
  if (mail.kind !== 'booking_confirmed' || !mail.booking_id) return [];
  const trip = await findCalendarTrip(db, mail.booking_id);
  if (!trip) return [];
  const file = bookingCalendar(trip, languageOf(await findUserById(db, trip.userId)), Date.now());
  return [{ filename: file.filename, content: Buffer.from(file.content, 'utf8'), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }];
}
