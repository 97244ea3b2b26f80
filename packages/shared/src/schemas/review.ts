import './zod-config';
import { z } from 'zod';
import { LIMITS } from '../constants';
import { UI_LANGUAGE_CODES } from '../i18n/locales';
import { FIELD_NAMES as F, MESSAGES } from '../messages';
import { optionalText, requiredText } from './fields';

/**
 * Reviews from real trips (issue 29, decision 094): one per completed booking, by its booker,
 * rating the vehicle and (with a driver) the driver from 1 to 5, with an optional comment held to
 * the checks of every other free text. Published at once; staff may hide one with a reason.
 */
export const REVIEW_STATUSES = ['published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

const R = MESSAGES.review;

/** Whole stars, 1 to 5. */
const stars = (field: string) =>
  z.number({ error: R.ratingInvalid(field) }).int(R.ratingInvalid(field)).min(1, R.ratingInvalid(field)).max(5, R.ratingInvalid(field));

/** POST /api/bookings/:id/review. `language`: the language the form was shown in (else the account's). */
export const reviewRequestSchema = z.object({
  vehicleRating: stars(F.vehicleRating),
  driverRating: stars(F.driverRating).optional(),
  comment: optionalText(LIMITS.reviewComment, F.comment, { multiline: true, readers: 'public' }),
  language: z.enum(UI_LANGUAGE_CODES).optional().catch(undefined),
});
export type ReviewRequestInput = z.input<typeof reviewRequestSchema>;
export type ReviewRequestBody = z.output<typeof reviewRequestSchema>;

/** POST /api/admin/reviews/:id/hide: the reason the reviewer reads. */
export const reviewHideSchema = z.object({
  reason: requiredText(R.reasonRequired, LIMITS.reason, F.reason, { multiline: true }),
});

/** What anyone reads of a published review: the reviewer's first name only, the month of the trip. */
export const publicReviewSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  /** The reviewer's country, an ISO 3166-1 code (shown by its name); null: they gave none. */
  country: z.string().nullable(),
  /** The month of the trip's pickup, YYYY-MM (Sri Lanka time). */
  tripMonth: z.string(),
  /** The language the review was written in (a UI language code). */
  language: z.string(),
  vehicleRating: z.number(),
  driverRating: z.number().nullable(),
  comment: z.string(),
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** The reviewer's own review and staff's view: whose booking, which vehicle and driver, its status. */
export const reviewSchema = publicReviewSchema.extend({
  bookingId: z.string(),
  vehicleId: z.string(),
  vehicle: z.string(),
  driverId: z.string().nullable(),
  reviewer: z.string(),
  status: z.enum(REVIEW_STATUSES),
  hiddenReason: z.string().nullable(),
  hiddenAt: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A vehicle's (or driver's) published reviews summed up: average to one decimal, null without any. */
export const ratingSchema = z.object({ average: z.number().nullable(), count: z.number() });
export type Rating = z.infer<typeof ratingSchema>;

/**
 * GET /api/reviews/featured: the home page's reviews and rating line (decision 097). `reviews`:
 * the newest published reviews with a comment, none until there are FEATURED_REVIEWS_MIN (the
 * page shows the spec's five). `rating`: every published review's vehicle stars, null until
 * staff choose to show the real figures (the page keeps the spec's claim).
 */
export const featuredReviewsSchema = z.object({
  reviews: z.array(publicReviewSchema),
  rating: ratingSchema.nullable(),
});
export type FeaturedReviews = z.infer<typeof featuredReviewsSchema>;

/** PUT /api/admin/review-settings: whether the home page shows the real rating. */
export const reviewSettingsInputSchema = z.object({
  showRealRating: z.boolean({ error: R.showRealRatingInvalid }),
});
export type ReviewSettingsInput = z.infer<typeof reviewSettingsInputSchema>;

/** Staff's settings of reviews, with the real figures the home page would show. */
export const reviewSettingsSchema = reviewSettingsInputSchema.extend({
  rating: ratingSchema,
  updatedAt: z.string().nullable(),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

/** A person's first name as a review shows it: the first word of the account's name. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/u)[0] ?? '';
}
