import { useQuery } from '@tanstack/react-query';
import type { FeaturedReviews } from '@app/shared';
import { api } from '../../lib/api';
import { FEATURED_REVIEWS_KEY } from '../../lib/review-keys';

/**
 * The home page's real reviews and rating (decision 097): none until enough are published, and
 * no rating until staff choose to show it; the page keeps the spec's until then.
 */
export function useFeaturedReviews() {
  return useQuery({
    queryKey: FEATURED_REVIEWS_KEY,
    queryFn: ({ signal }) => api<FeaturedReviews>('/api/reviews/featured', { signal }),
    staleTime: 5 * 60_000,
  });
}
