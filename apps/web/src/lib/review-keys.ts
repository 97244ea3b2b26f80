/** Query key of the home page's reviews and rating line: the home page reads it, staff's settings refresh it. */
export const FEATURED_REVIEWS_KEY = ['reviews', 'featured'] as const;
