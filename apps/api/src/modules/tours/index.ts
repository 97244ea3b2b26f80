/**
 * The tours module's face (docs/architecture/modules.md): the only file other modules import
 * (the app registers its HTTP routes from routes.ts).
 * Owns the `tour_templates` table (migration 041, decision 110): the round trips staff publish,
 * their stops in the itinerary's shape; their photos are the media module's (kind `tour`).
 */

/** The demo data's tours (seed): written once on a first start with demo data. */
export { insertTours } from './service';

/** Query: a published tour's name, description, days and first photo in a language, for its page's head (public-pages). */
export { publishedTourHead } from './service';

/** Query: the published tours' slugs and when each last changed, for the sitemap (public-pages). */
export { publishedTourStamps } from './service';
