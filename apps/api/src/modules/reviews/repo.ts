import type { PublicReview, Rating, Review, ReviewStatus } from '@app/shared';
import { firstNameOf, ratingOf } from '@app/shared';
import type { Queryable } from '../../db/database';
import { afterCursorSql, limitSql } from '../../db/keyset';
import { LOCAL_TIME } from '../../db/sql';
import type { Listed, PageRequest } from '../../lib/paging';

/**
 * The `reviews` table (migration 026, decision 094). Reads the reviewer's name from `users` and
 * the trip's month from `bookings` (a read model's join, docs/architecture/modules.md).
 */
interface ReviewRow {
  id: string;
  booking_id: string;
  user_id: string;
  vehicle_id: string;
  driver_id: string | null;
  vehicle_rating: number;
  driver_rating: number | null;
  comment: string;
  language: string;
  status: ReviewStatus;
  hidden_reason: string | null;
  hidden_at: Date | null;
  created_at: Date;
  sort_at: string;
  reviewer: string;
  reviewer_country: string | null;
  vehicle: string;
  trip_month: string;
}

const SELECT = `
  SELECT r.id, r.booking_id, r.user_id, r.vehicle_id, r.driver_id, r.vehicle_rating, r.driver_rating, r.comment,
    r.language, r.status, r.hidden_reason, r.hidden_at, r.created_at, r.created_at::text AS sort_at,
    u.username AS reviewer, u.country AS reviewer_country, b.vehicle_brand || ' ' || b.vehicle_model AS vehicle,
    to_char(b.pickup_at ${LOCAL_TIME}, 'YYYY-MM') AS trip_month
  FROM reviews r JOIN users u ON u.id = r.user_id JOIN bookings b ON b.id = r.booking_id`;

function toPublic(r: ReviewRow): PublicReview {
  return {
    _id: r.id,
    firstName: firstNameOf(r.reviewer),
    // The account's country as it is now: a reviewer who gives one later shows it on old reviews too.
    country: r.reviewer_country,
    tripMonth: r.trip_month,
    language: r.language,
    vehicleRating: r.vehicle_rating,
    driverRating: r.driver_rating,
    comment: r.comment,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

function toReview(r: ReviewRow): Review & { userId: string } {
  return {
    ...toPublic(r),
    bookingId: r.booking_id,
    userId: r.user_id,
    vehicleId: r.vehicle_id,
    vehicle: r.vehicle,
    driverId: r.driver_id,
    reviewer: r.reviewer,
    status: r.status,
    hiddenReason: r.hidden_reason,
    hiddenAt: r.hidden_at ? new Date(r.hidden_at).toISOString() : null,
  };
}

export type StoredReview = ReturnType<typeof toReview>;

/** The longest plain (unpaged) list of reviews. */
export const REVIEW_LIST_MAX = 200;

export async function findReview(db: Queryable, id: string, opts: { lock?: boolean } = {}): Promise<StoredReview | undefined> {
  const rows = await db.query<ReviewRow>(`${SELECT} WHERE r.id = $1${opts.lock ? ' FOR UPDATE OF r' : ''}`, [id]);
  return rows[0] && toReview(rows[0]);
}

/** The reviews of the given bookings (My Bookings shows each trip's own). */
export async function listReviewsOfBookings(db: Queryable, bookingIds: readonly string[]): Promise<StoredReview[]> {
  if (bookingIds.length === 0) return [];
  const rows = await db.query<ReviewRow>(`${SELECT} WHERE r.booking_id = ANY($1::uuid[])`, [[...bookingIds]]);
  return rows.map(toReview);
}

/** The reviews written by one account, newest first. */
export async function listReviewsBy(db: Queryable, userId: string): Promise<StoredReview[]> {
  const rows = await db.query<ReviewRow>(`${SELECT} WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT ${REVIEW_LIST_MAX}`, [userId]);
  return rows.map(toReview);
}

/** Published reviews of a vehicle or of a driver, newest first, optionally one page. */
export async function listPublished(db: Queryable, of: { vehicleId: string } | { driverId: string }, page?: PageRequest): Promise<Listed<PublicReview>[]> {
  const params: unknown[] = ['vehicleId' in of ? of.vehicleId : of.driverId];
  const column = 'vehicleId' in of ? 'r.vehicle_id' : 'r.driver_id';
  const rows = await db.query<ReviewRow>(
    `${SELECT} WHERE ${column} = $1 AND r.status = 'published'${afterCursorSql(page, params, { at: 'r.created_at', id: 'r.id' }, 'desc')}
     ORDER BY r.created_at DESC, r.id DESC${limitSql(page, REVIEW_LIST_MAX)}`,
    params,
  );
  return rows.map((r) => ({ item: toPublic(r), cursor: { at: r.sort_at, id: r.id } }));
}

/** Staff's list: every review, hidden ones included, newest first, optionally one page. */
export async function listAll(db: Queryable, page?: PageRequest): Promise<Listed<Review>[]> {
  const params: unknown[] = [];
  const rows = await db.query<ReviewRow>(
    `${SELECT} WHERE true${afterCursorSql(page, params, { at: 'r.created_at', id: 'r.id' }, 'desc')}
     ORDER BY r.created_at DESC, r.id DESC${limitSql(page, REVIEW_LIST_MAX)}`,
    params,
  );
  return rows.map((r) => {
    const { userId: _userId, ...review } = toReview(r);
    return { item: review, cursor: { at: r.sort_at, id: r.id } };
  });
}

export interface NewReview {
  bookingId: string;
  userId: string;
  vehicleId: string;
  driverId: string | null;
  vehicleRating: number;
  driverRating: number | null;
  comment: string;
  language: string;
}

/** Inserts a published review; a booking's second breaks the unique key (the caller answers 409). */
export async function insertReview(db: Queryable, r: NewReview): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO reviews (booking_id, user_id, vehicle_id, driver_id, vehicle_rating, driver_rating, comment, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [r.bookingId, r.userId, r.vehicleId, r.driverId, r.vehicleRating, r.driverRating, r.comment, r.language],
  );
  return rows[0]!.id;
}

/** Hides a published review with staff's reason; false when it was hidden already. */
export async function hideReview(db: Queryable, id: string, by: string, reason: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE reviews SET status = 'hidden', hidden_reason = $3, hidden_by = $2, hidden_at = now()
     WHERE id = $1 AND status = 'published' RETURNING id`,
    [id, by, reason],
  );
  return rows.length > 0;
}

/** Publishes a hidden review again; false when it was published already. */
export async function unhideReview(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE reviews SET status = 'published', hidden_reason = NULL, hidden_by = NULL, hidden_at = NULL
     WHERE id = $1 AND status = 'hidden' RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

/**
 * The home page's carousel: the newest published reviews with a comment, at most `max`; none
 * until at least `min` exist (one query: the count of the first `min` decides).
 */
export async function listFeatured(db: Queryable, min: number, max: number): Promise<PublicReview[]> {
  const rows = await db.query<ReviewRow>(
    `${SELECT} WHERE r.status = 'published' AND r.comment <> '' ORDER BY r.created_at DESC, r.id DESC LIMIT $1`,
    [Math.max(min, max)],
  );
  return rows.length >= min ? rows.slice(0, max).map(toPublic) : [];
}

/** Every published review's vehicle stars together: the business's rating. */
export async function overallRating(db: Queryable): Promise<Rating> {
  const rows = await db.query<{ total: number; n: number }>(
    `SELECT coalesce(sum(vehicle_rating), 0)::integer AS total, count(*)::integer AS n FROM reviews WHERE status = 'published'`,
  );
  return ratingOf(rows[0]!.total, rows[0]!.n);
}

interface SettingsRow {
  show_real_rating: boolean;
  updated_at: Date | null;
}

/** Staff's settings of reviews (one row, made by migration 027). */
export async function findSettings(db: Queryable): Promise<{ showRealRating: boolean; updatedAt: string | null }> {
  const rows = await db.query<SettingsRow>('SELECT show_real_rating, updated_at FROM review_settings WHERE id');
  const row = rows[0];
  return { showRealRating: row?.show_real_rating ?? false, updatedAt: row?.updated_at ? new Date(row.updated_at).toISOString() : null };
}

export async function saveSettings(db: Queryable, s: { showRealRating: boolean; by: string }): Promise<void> {
  await db.query(
    `INSERT INTO review_settings (id, show_real_rating, updated_by, updated_at) VALUES (true, $1, $2, now())
     ON CONFLICT (id) DO UPDATE SET show_real_rating = EXCLUDED.show_real_rating, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
    [s.showRealRating, s.by],
  );
}
