import {
  MESSAGES,
  firstNameOf,
  isLanguageCode,
  isListedDriver,
  languageName,
  licenceExpiresSoon,
  licenceLapsingBefore,
  wholeDays,
  type DriverBadge,
  type DriverLicence,
  type DriverPublicProfile,
  type DriverWrite,
  type ExpiringLicence,
  type LanguageCode,
  type PublicDriver,
  type RankedDriver,
  type UiLanguage,
  type Photo,
  type User,
} from '@app/shared';
import type { z } from 'zod';
import type { driverProfileSchema } from '@app/shared';
import type { Database, Queryable } from '../../db/database';
import { PG, conflict, notFound, pgErrorCode } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import * as users from '../users';
import { createAccount, findUserById, licenceExpiriesOf, listUsers, toUserDto, type DriverProfileWrite, type UserRow } from '../users';
import type { Listed, PageRequest } from '../../lib/paging';
import { driverHasActiveBookings, findBookingPeriod } from '../bookings';
import type { EventPublisher } from '../events';
import { driverReviewsPage } from '../reviews';
import * as media from '../media';

/**
 * The rules of drivers (decision 102): their accounts and profiles (through the users module's
 * face: the rows are its table's), the licences staff verify and which changes undo a
 * verification, who travellers see, and which drivers a trip may be given.
 */

type ProfileOutput = z.output<typeof driverProfileSchema>;

function emailTakenAs409(error: unknown): never {
  if (pgErrorCode(error) === PG.uniqueViolation) throw conflict(MESSAGES.api.emailTaken);
  throw error;
}

export async function getDriver(db: Database, id: string): Promise<User> {
  const row = await findUserById(db, id, 'driver');
  if (!row) throw notFound(MESSAGES.api.driverNotFound);
  return toUserDto(row);
}

/** The profile parts of a write, as the users face stores them; nothing cleared yet. */
function profileWrite(input: Partial<Pick<DriverWrite, 'introduction' | 'introductionLanguage' | 'introductionTranslations' | 'regions' | 'touristLicense'>>): DriverProfileWrite {
  return {
    introduction: input.introduction,
    // No introduction, no language: one is asked for only with a text.
    introductionLanguage: input.introduction === '' ? null : input.introductionLanguage,
    introductionTranslations: input.introductionTranslations,
    regions: input.regions,
    touristLicense: input.touristLicense,
    clear: { driving: false, touristBoard: false },
  };
}

/**
 * The verifications a change undoes: a licence whose number or expiry changes is no longer the
 * one staff checked (the driving licence's), and a tourist-board licence changed or removed.
 */
export function verificationsUndone(
  before: UserRow,
  after: { licenseNumber?: string; licenseExpiry?: string | null; touristLicense?: DriverWrite['touristLicense'] },
): { driving: boolean; touristBoard: boolean } {
  const drivingChanged =
    (after.licenseNumber !== undefined && after.licenseNumber !== (before.license_number ?? '')) ||
    (after.licenseExpiry !== undefined && after.licenseExpiry !== before.license_expiry);
  const tourist = after.touristLicense;
  const touristChanged =
    tourist !== undefined &&
    (tourist === null || tourist.kind !== before.tourist_license_kind || tourist.number !== before.tourist_license_number || tourist.expiry !== before.tourist_license_expiry);
  return { driving: drivingChanged && before.license_verified_at !== null, touristBoard: touristChanged && before.tourist_license_verified_at !== null };
}

/** Tells the log which verifications a change undid (who changed it is the actor). */
async function logUndone(tx: Queryable, events: EventPublisher, driverId: string, actorId: string, undone: { driving: boolean; touristBoard: boolean }): Promise<void> {
  for (const licence of ['driving', 'touristBoard'] as const) {
    if (undone[licence]) await events.publish(tx, { type: 'driver.licenceVerificationCleared', bookingId: null, actorId, driverId, licence });
  }
}

export async function createDriver(db: Database, input: DriverWrite): Promise<User> {
  try {
    return await db.transaction(async (tx) => {
      const row = await createAccount(tx, {
        username: input.username,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role: 'driver',
        phone: input.phone,
        licenseNumber: input.licenseNumber,
        licenseExpiry: input.licenseExpiry,
        experienceYears: input.experienceYears,
        languages: input.languages,
      });
      return toUserDto((await users.updateDriverProfile(tx, row.id, profileWrite(input)))!);
    });
  } catch (error) {
    return emailTakenAs409(error);
  }
}

/** Admin edit: a blank password keeps the current one; a changed licence needs verifying again. */
export async function updateDriver(db: Database, admin: UserRow, id: string, input: DriverWrite, events: EventPublisher): Promise<User> {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    return await db.transaction(async (tx) => {
      if (!(await users.lockDriver(tx, id))) throw notFound(MESSAGES.api.driverNotFound);
      const before = (await findUserById(tx, id, 'driver'))!;
      await users.updateDriverFields(tx, id, { ...input, passwordHash });
      const undone = verificationsUndone(before, input);
      const row = await users.updateDriverProfile(tx, id, { ...profileWrite(input), clear: { driving: undone.driving, touristBoard: undone.touristBoard || input.touristLicense === null } });
      await logUndone(tx, events, id, admin.id, undone);
      return toUserDto(row!);
    });
  } catch (error) {
    return emailTakenAs409(error);
  }
}

/**
 * The caller's own edit (a driver, or an admin using the driver area): everything but email and
 * password, the office's translations and the tourist-board licence.
 */
export async function updateOwnProfile(db: Database, user: UserRow, input: ProfileOutput, events: EventPublisher): Promise<User> {
  return db.transaction(async (tx) => {
    const isDriver = await users.lockDriver(tx, user.id);
    const before = isDriver ? await findUserById(tx, user.id, 'driver') : undefined;
    const row = await users.updateDriverFields(tx, user.id, { ...input, email: undefined, passwordHash: undefined }, null);
    if (!row) throw notFound(MESSAGES.api.driverNotFound);
    if (!before) return toUserDto(row);
    const undone = verificationsUndone(before, input);
    const { introduction, introductionLanguage, regions } = input;
    const saved = await users.updateDriverProfile(tx, user.id, { ...profileWrite({ introduction, introductionLanguage, regions }), clear: undone });
    await logUndone(tx, events, user.id, user.id, undone);
    return toUserDto(saved!);
  });
}

/**
 * Staff verify one of a driver's licences (decision 102): who and when on the driver's row, and
 * in the log of domain events. A licence without number and expiry cannot be verified (409).
 */
export async function verifyLicence(db: Database, admin: UserRow, id: string, licence: DriverLicence, events: EventPublisher): Promise<User> {
  return db.transaction(async (tx) => {
    if (!(await users.lockDriver(tx, id))) throw notFound(MESSAGES.api.driverNotFound);
    const row = (await findUserById(tx, id, 'driver'))!;
    const expiry = licence === 'driving' ? (row.license_number ? row.license_expiry : null) : row.tourist_license_expiry;
    if (!expiry) throw conflict(MESSAGES.api.licenceIncomplete);
    const verified = await users.verifyDriverLicence(tx, id, licence, admin.id);
    await events.publish(tx, { type: 'driver.licenceVerified', bookingId: null, actorId: admin.id, driverId: id, licence, expiry });
    return toUserDto(verified!);
  });
}

export async function deleteDriver(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await users.lockDriver(tx, id))) throw notFound(MESSAGES.api.driverNotFound);
    if (await driverHasActiveBookings(tx, id)) throw conflict(MESSAGES.api.driverHasActiveBookings);
    await users.softDeleteUser(tx, id);
  });
}

/** Free drivers for whole days, leaving out those whose licences lapse before the last day. */
export async function availableDrivers(db: Database, startDate: string, endDate: string): Promise<User[]> {
  const days = wholeDays(startDate, endDate);
  const rows = await users.findAvailableDrivers(db, days.from, days.to);
  return rows.filter((row) => licenceLapsingBefore(licenceExpiriesOf(row), endDate) === null).map(toUserDto);
}

/**
 * Drivers free for one booking's exact period whose licences last through its last day: the one
 * the tourist asked for first (marked), then those speaking more of its preferred languages (then
 * by experience), each marked with the languages they match.
 */
export async function rankDriversForBooking(db: Database, bookingId: string): Promise<RankedDriver[]> {
  const booking = await findBookingPeriod(db, bookingId);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  const rows = await users.findAvailableDrivers(db, new Date(booking.pickup_at).toISOString(), new Date(booking.return_at).toISOString(), '[)');
  const wanted = new Set(booking.preferred_languages);
  const ranked = rows
    .filter((row) => licenceLapsingBefore(licenceExpiriesOf(row), booking.return_date) === null)
    .map((row, index) => {
      const matchedLanguages = row.languages.filter((l) => wanted.has(l));
      return { driver: { ...toUserDto(row), matchedLanguages, requested: row.id === booking.preferred_driver_id }, index };
    });
  ranked.sort(
    (a, b) =>
      Number(b.driver.requested) - Number(a.driver.requested) || b.driver.matchedLanguages.length - a.driver.matchedLanguages.length || a.index - b.index,
  );
  return ranked.map((r) => r.driver);
}

/** Languages spoken by the fleet's drivers, for the booking form's choice: codes from the fixed list, with names, by name. */
export async function fleetLanguages(db: Database): Promise<{ code: LanguageCode; name: string }[]> {
  const codes = await users.listDriverLanguageCodes(db);
  return codes
    .filter(isLanguageCode)
    .map((code) => ({ code, name: languageName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function listDrivers(db: Database, page?: PageRequest): Promise<Listed<User>[]> {
  return listUsers(db, 'driver', page);
}

/** The caller's own profile, as the driver area shows it. */
export function ownProfile(user: UserRow): User {
  return toUserDto(user);
}

/** The licences travellers see as verified badges: verified by staff and not expired `today`. */
function badgesOf(row: UserRow, today: string): DriverBadge[] {
  const badges: DriverBadge[] = [];
  if (row.license_verified_at && row.license_expiry && row.license_expiry >= today) {
    badges.push({ kind: 'driving', verified: true, validUntil: row.license_expiry.slice(0, 7) });
  }
  if (row.tourist_license_kind && row.tourist_license_verified_at && row.tourist_license_expiry && row.tourist_license_expiry >= today) {
    badges.push({ kind: row.tourist_license_kind, verified: true, validUntil: row.tourist_license_expiry.slice(0, 7) });
  }
  return badges;
}

/** Listed among "Meet our drivers" (and the booking form's choice): a verified driving licence still valid `today`. */
function isListed(row: UserRow, today: string): boolean {
  return isListedDriver(licenceExpiriesOf(row), today);
}

/**
 * The introduction a reader of `lang` gets: in their language (the driver's own text or the
 * office's translation), else in English, else as the driver wrote it.
 */
function introductionFor(row: UserRow, lang: UiLanguage | undefined): PublicDriver['introduction'] {
  if (!row.introduction) return null;
  const original = row.introduction_language ?? 'en';
  for (const wanted of lang ? [lang, 'en' as const] : []) {
    if (wanted === original) break;
    const translation = row.introduction_translations?.[wanted];
    if (translation) return { text: translation, language: wanted, translated: true };
  }
  return { text: row.introduction, language: original, translated: false };
}

/** What anyone may read of a driver (decision 102): never phone, e-mail or licence numbers. */
function publicDriverOf(row: UserRow, lang: UiLanguage | undefined, today: string, photo: Photo | null): PublicDriver {
  const driver = toUserDto(row);
  return {
    _id: row.id,
    firstName: firstNameOf(row.username),
    photo,
    languages: row.languages ?? [],
    experienceYears: row.experience_years,
    regions: row.regions ?? [],
    introduction: introductionFor(row, lang),
    badges: badgesOf(row, today),
    rating: driver.rating ?? { average: null, count: 0 },
  };
}

/** "Meet our drivers": the listed drivers, best rated first (then by experience). */
export async function publicDrivers(db: Queryable, lang: UiLanguage | undefined, today: string): Promise<PublicDriver[]> {
  const rows = (await users.listLiveDrivers(db)).filter((row) => isListed(row, today));
  const photos = await photosOfDrivers(db, rows.map((row) => row.id));
  const drivers = rows.map((row) => publicDriverOf(row, lang, today, photos.get(row.id) ?? null));
  return drivers.sort((a, b) => (b.rating.average ?? 0) - (a.rating.average ?? 0) || b.experienceYears - a.experienceYears);
}

/** A live driver's public profile, whether listed or not (a booking's card links to it), with a page of reviews. */
export async function publicProfile(db: Queryable, id: string, lang: UiLanguage | undefined, today: string, page: PageRequest): Promise<DriverPublicProfile> {
  const row = await findUserById(db, id, 'driver');
  if (!row) throw notFound(MESSAGES.api.driverNotFound);
  return { ...publicDriverOf(row, lang, today, await photoOfDriver(db, id)), reviews: await driverReviewsPage(db, id, page) };
}

/** A live driver as the public pages' heads read them: undefined when there is none. */
export async function publicDriver(db: Queryable, id: string, today: string): Promise<{ driver: PublicDriver; listed: boolean; updatedAt: string } | undefined> {
  if (!isId(id)) return undefined;
  const row = await findUserById(db, id.toLowerCase(), 'driver');
  if (!row) return undefined;
  return { driver: publicDriverOf(row, undefined, today, await photoOfDriver(db, row.id)), listed: isListed(row, today), updatedAt: new Date(row.updated_at).toISOString() };
}

/** The listed drivers for the sitemap, with when each last changed. */
export async function listedDrivers(db: Queryable, today: string): Promise<{ _id: string; updatedAt: string }[]> {
  return (await users.listLiveDrivers(db)).filter((row) => isListed(row, today)).map((row) => ({ _id: row.id, updatedAt: new Date(row.updated_at).toISOString() }));
}

/**
 * Licences to renew (decision 102): each live driver's driving licence and tourist-board licence
 * expiring within LICENCE_WARNING_DAYS of `today`, or already expired, soonest first.
 */
export async function expiringLicences(db: Queryable, today: string): Promise<ExpiringLicence[]> {
  const out: ExpiringLicence[] = [];
  for (const row of await users.listLiveDrivers(db)) {
    const driver = { _id: row.id, username: row.username };
    if (licenceExpiresSoon(row.license_expiry, today)) out.push({ driver, licence: 'driving', expiry: row.license_expiry!, expired: row.license_expiry! < today });
    if (row.tourist_license_kind && licenceExpiresSoon(row.tourist_license_expiry, today)) {
      out.push({ driver, licence: row.tourist_license_kind, expiry: row.tourist_license_expiry!, expired: row.tourist_license_expiry! < today });
    }
  }
  return out.sort((a, b) => a.expiry.localeCompare(b.expiry) || a.driver.username.localeCompare(b.driver.username));
}

/**
 * A driver's photo (decision 102, "Photo"): at most one, kept by the media module as the photos of
 * the owner `driver`; an upload replaces the one there, in the same transaction.
 */
const ownerOf = (id: string): media.Owner => ({ kind: 'driver', id });

export async function photoOfDriver(db: Queryable, id: string): Promise<Photo | null> {
  return (await media.photosOf(db, ownerOf(id)))[0] ?? null;
}

/** The drivers' photos in one query (a list of drivers asked a query each before). */
async function photosOfDrivers(db: Queryable, ids: readonly string[]): Promise<Map<string, Photo>> {
  const photos = await media.photosOfOwners(db, 'driver', ids);
  return new Map([...photos].map(([id, list]) => [id, list[0]!]));
}

/** A sent file as the driver's photo: 404 for no such live driver, 400 for what is not a picture; the old photo goes. */
export async function setDriverPhoto(db: Database, id: string, bytes: Buffer, store: media.MediaStore): Promise<Photo> {
  if (!(await findUserById(db, id, 'driver'))) throw notFound(MESSAGES.api.driverNotFound);
  return storeDriverPhoto(db, id, await media.preparePhoto(bytes), store);
}

/** A picture already prepared (an upload, or a demo portrait) as the driver's photo; the old photo goes. */
export async function storeDriverPhoto(db: Database, id: string, prepared: media.PreparedPhoto, store: media.MediaStore): Promise<Photo> {
  return db.transaction(async (tx) => {
    if (!(await users.lockDriver(tx, id))) throw notFound(MESSAGES.api.driverNotFound);
    for (const old of await media.photosOf(tx, ownerOf(id))) await media.removePhoto(tx, ownerOf(id), old._id, store);
    await media.addPhoto(tx, ownerOf(id), prepared, '', store);
    return (await photoOfDriver(tx, id))!;
  });
}

/** Removes the driver's photo (none: nothing to do); 404 for no such live driver. */
export async function removeDriverPhoto(db: Database, id: string, store: media.MediaStore): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await users.lockDriver(tx, id))) throw notFound(MESSAGES.api.driverNotFound);
    for (const old of await media.photosOf(tx, ownerOf(id))) await media.removePhoto(tx, ownerOf(id), old._id, store);
  });
}
