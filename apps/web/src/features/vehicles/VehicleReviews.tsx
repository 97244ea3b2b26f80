import { useInfiniteQuery } from '@tanstack/react-query';
import type { Page, PublicReview, Rating } from '@app/shared';
import { Button } from '../../components/Button';
import { StarsShown } from '../../components/StarRating';
import { api } from '../../lib/api';
import { formatTripMonth } from '../../lib/format';
import { countryLabel, languageLabel } from '../../lib/i18n/language-names';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { vehicleKeys } from '../../lib/vehicles';

const REVIEWS_PAGE = 5;

/** The rating a vehicle's answer carries: stars and "4.5 out of 5 from 2 reviews", nothing without reviews. */
export function RatingSummary({ rating, className = '' }: { rating: Rating | undefined; className?: string }) {
  const T = usePageMessages().reviewUi;
  if (!rating || rating.average === null || rating.count === 0) return null;
  return (
    <p className={`flex flex-wrap items-center gap-2 text-sm text-slate-700 ${className}`} data-testid="vehicle-rating">
      <StarsShown rating={rating.average} label={T.stars(rating.average)} />
      {T.average(rating.average, rating.count)}
    </p>
  );
}

/** The vehicle page's published reviews (decision 094), newest first, five at a time. */
export function VehicleReviews({ vehicleId, rating }: { vehicleId: string; rating: Rating | undefined }) {
  const T = usePageMessages().reviewUi;
  const reviews = useInfiniteQuery({
    queryKey: [...vehicleKeys.detail(vehicleId), 'reviews'],
    queryFn: ({ pageParam, signal }) => api<Page<PublicReview>>(`/api/vehicles/${encodeURIComponent(vehicleId)}/reviews`, { signal, query: { limit: String(REVIEWS_PAGE), cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = reviews.data?.pages.flatMap((page) => page.items ?? []) ?? [];
  return (
    <section aria-labelledby="reviews-title" className="mt-12" data-testid="vehicle-reviews">
      <h2 id="reviews-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {T.title}
      </h2>
      <RatingSummary rating={rating} className="mt-1" />
      {!reviews.isPending && items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{T.none}</p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {items.map((review) => (
            <li key={review._id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="review">
              <StarsShown rating={review.vehicleRating} label={T.stars(review.vehicleRating)} />
              {review.comment && <p className="mt-2 whitespace-pre-line text-slate-800">{review.comment}</p>}
              <p className="mt-3 text-sm font-medium text-slate-900">{T.byLine(review.firstName, review.country ? countryLabel(review.country) : 'none', formatTripMonth(review.tripMonth))}</p>
              <p className="text-xs text-slate-500">{T.writtenIn(languageLabel(review.language))}</p>
            </li>
          ))}
        </ul>
      )}
      {reviews.hasNextPage && (
        <Button variant="secondary" size="sm" className="mt-4" onClick={() => void reviews.fetchNextPage()} disabled={reviews.isFetchingNextPage}>
          {T.more}
        </Button>
      )}
    </section>
  );
}
