import {
  DEFAULT_UI_LANGUAGE,
  FEATURED_REVIEWS_MAX,
  FEATURED_REVIEWS_MIN,
  MESSAGES,
  type Booking,
  type Page,
  type FeaturedReviews,
  type PublicReview,
  type ReviewRequestBody,
  type ReviewSettings,
  type ReviewSettingsInput,
} from '@app/shared';
import type { Database, Queryable } from '../../db/database';
import { PG, badRequest, conflict, forbidden, notFound, pgErrorCode } from '../../lib/errors';
import { toPage, type Listed, type PageRequest } from '../../lib/paging';
import { bookerOf } from '../booking-mails';
import { findBooking, lockBooking } from '../bookings';
import type { Subscriptions } from '../events';
import { accountMailLanguage, enqueue, reviewHiddenMail, reviewRequestMail, type BookingMailLinks } from '../notifications';
import { findUserById, type UserRow } from '../users';
import { findVehicle } from '../vehicles';
import * as repo from './repo';

/**
 * Reviews from real trips (issue 29, decision 094): asked for when a trip is completed (a
 * reaction to the bookings module's event, which knows nothing of reviews), written once per
 * booking by its booker, published at once; staff may hide one with a reason the reviewer reads.
 */

const R = MESSAGES.review;

/** Where a review is written: My Bookings, opening the trip's form (`?review=<booking id>`). */
export function reviewLink(links: BookingMailLinks, bookingId: string): string {
  return `${links.myBookings}?review=${bookingId}`;
}

async function bookingOf(tx: Queryable, id: string): Promise<Booking> {
  const booking = await findBooking(tx, id);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  return booking;
}

/** The reaction wired in apps/api/src/reactions.ts: a completed trip's booker is asked for a review. */
export function reviewReactions(links: BookingMailLinks): Subscriptions {
  return {
    'booking.statusChanged': async (tx, event) => {
      if (event.to !== 'completed' || event.correction) return;
      const booking = await bookingOf(tx, event.bookingId);
      // A trip completed again after staff took a step back is not asked twice for.
      if ((await repo.listReviewsOfBookings(tx, [booking._id])).length > 0) return;
      await enqueue(tx, booking._id, [reviewRequestMail(booking, await bookerOf(tx, booking), reviewLink(links, booking._id))]);
    },
  };
}

/**
 * The booker reviews their completed trip. The booking is locked (as every change of it is), and
 * the unique key on the booking decides between two reviews sent at once: the second is a 409.
 */
export async function createReview(db: Database, user: UserRow, bookingId: string, body: ReviewRequestBody): Promise<repo.StoredReview> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
    if (booking.user_id !== user.id) throw forbidden(MESSAGES.api.notYourOwnBooking);
    if (booking.status !== 'completed') throw conflict(R.onlyCompleted);
    if (body.driverRating !== undefined && !booking.driver_id) throw badRequest(R.noDriver, [R.noDriver]);
    let id: string;
    try {
      id = await repo.insertReview(tx, {
        bookingId,
        userId: user.id,
        vehicleId: booking.vehicle_id,
        driverId: booking.driver_id,
        vehicleRating: body.vehicleRating,
        driverRating: body.driverRating ?? null,
        comment: body.comment,
        language: body.language ?? accountMailLanguage(user) ?? DEFAULT_UI_LANGUAGE,
      });
    } catch (error) {
      if (pgErrorCode(error) === PG.uniqueViolation) throw conflict(R.alreadyReviewed);
      throw error;
    }
    return (await repo.findReview(tx, id))!;
  });
}

/** The caller's own reviews (My Bookings marks the trips reviewed). */
export function myReviews(db: Queryable, user: UserRow): Promise<repo.StoredReview[]> {
  return repo.listReviewsBy(db, user.id);
}

/** A vehicle's published reviews (404 for no vehicle). */
export async function vehicleReviews(db: Queryable, vehicleId: string, page?: PageRequest): Promise<Listed<PublicReview>[]> {
  if (!(await findVehicle(db, vehicleId))) throw notFound(MESSAGES.api.vehicleNotFound);
  return repo.listPublished(db, { vehicleId }, page);
}

/** A driver's published reviews (404 for no driver). */
export async function driverReviews(db: Queryable, driverId: string, page?: PageRequest): Promise<Listed<PublicReview>[]> {
  if (!(await findUserById(db, driverId, 'driver'))) throw notFound(MESSAGES.api.driverNotFound);
  return repo.listPublished(db, { driverId }, page);
}

/** Staff's list: every review, newest first. */
export function staffReviews(db: Queryable, page?: PageRequest) {
  return repo.listAll(db, page);
}

async function lockedReview(tx: Queryable, id: string): Promise<repo.StoredReview> {
  const review = await repo.findReview(tx, id, { lock: true });
  if (!review) throw notFound(R.reviewNotFound);
  return review;
}

/** Staff hide a review: gone from the public lists and the rating (the trigger), the reviewer e-mailed the reason. */
export async function hideReview(db: Database, admin: UserRow, id: string, reason: string): Promise<repo.StoredReview> {
  return db.transaction(async (tx) => {
    const review = await lockedReview(tx, id);
    if (await repo.hideReview(tx, id, admin.id, reason)) {
      const booking = await bookingOf(tx, review.bookingId);
      await enqueue(tx, booking._id, [reviewHiddenMail(booking, await bookerOf(tx, booking), reason)]);
    }
    return (await repo.findReview(tx, id))!;
  });
}

/** Staff publish a hidden review again (nobody is e-mailed). */
export async function unhideReview(db: Database, id: string): Promise<repo.StoredReview> {
  return db.transaction(async (tx) => {
    await lockedReview(tx, id);
    await repo.unhideReview(tx, id);
    return (await repo.findReview(tx, id))!;
  });
}

/**
 * One page of the published reviews of trips a driver drove (the first, unless a cursor is given):
 * the driver's public profile shows it (the drivers module, decision 102).
 */
export async function driverReviewsPage(db: Queryable, driverId: string, page: PageRequest): Promise<Page<PublicReview>> {
  const reviews = toPage(await repo.listPublished(db, { driverId }, page), page.limit, (r) => r.cursor);
  return { items: reviews.items.map((r) => r.item), nextCursor: reviews.nextCursor };
}

/**
 * The home page's reviews and rating line (decision 097): real reviews once enough have a
 * comment, the real rating once staff chose to show it; otherwise the page keeps the spec's.
 */
export async function featured(db: Queryable): Promise<FeaturedReviews> {
  const [reviews, settings] = await Promise.all([repo.listFeatured(db, FEATURED_REVIEWS_MIN, FEATURED_REVIEWS_MAX), repo.findSettings(db)]);
  return { reviews, rating: settings.showRealRating ? await repo.overallRating(db) : null };
}

/** Staff's settings of reviews, with the figures the home page shows once switched on. */
export async function settings(db: Queryable): Promise<ReviewSettings> {
  const [saved, rating] = await Promise.all([repo.findSettings(db), repo.overallRating(db)]);
  return { ...saved, rating };
}

export async function saveSettings(db: Queryable, admin: UserRow, input: ReviewSettingsInput): Promise<ReviewSettings> {
  await repo.saveSettings(db, { showRealRating: input.showRealRating, by: admin.id });
  return settings(db);
}
