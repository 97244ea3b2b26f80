/**
 * The reviews module's face (docs/architecture/modules.md): the only file other modules import
 * (the app registers its HTTP routes from routes.ts). Owns the `reviews` table (migration 026,
 * decision 094) and `review_settings` (migration 027, decision 097), and keeps a vehicle's and a
 * driver's rating on their rows through the reviews table's trigger.
 */

/** Reactions: the review request when a trip is completed, wired by apps/api/src/reactions.ts. */
export { reviewReactions } from './service';

/** Query: a page of a driver's published reviews, for the driver's public profile (decision 102). */
export { driverReviewsPage } from './service';
