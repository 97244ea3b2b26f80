import type { PublicReview } from '@app/shared';
import { formatTripMonth } from '../../lib/format';
import { countryLabel, languageLabel } from '../../lib/i18n/language-names';
import { ReviewsCarousel } from './ReviewsCarousel';
import type { Review } from './reviews';

/** A published review in the carousel's shape, its country and month named in the language shown. */
export function carouselReview(review: PublicReview): Review {
  return {
    id: review._id,
    name: review.firstName,
    from: review.country ? countryLabel(review.country) : '',
    trip: formatTripMonth(review.tripMonth),
    rating: review.vehicleRating,
    text: review.comment,
    language: review.language,
    languageName: languageLabel(review.language),
  };
}

/**
 * The carousel of real reviews (decision 097). Its own chunk, loaded only once there are real
 * reviews to show: naming their months and countries takes the date formatter, which the home
 * page's first load does without.
 */
export default function RealReviews({ reviews }: { reviews: readonly PublicReview[] }) {
  return <ReviewsCarousel reviews={reviews.map(carouselReview)} />;
}
