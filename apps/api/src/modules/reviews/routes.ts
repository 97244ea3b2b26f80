import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  errorSchema,
  featuredReviewsSchema,
  listOf,
  publicReviewSchema,
  reviewHideSchema,
  reviewRequestSchema,
  reviewSchema,
  reviewSettingsInputSchema,
  reviewSettingsSchema,
} from '@app/shared';
import type { AppDeps } from '../../deps';
import { parseId } from '../../lib/ids';
import { listResult, pageQuerySchema, pageRequest } from '../../lib/paging';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

const idParams = z.object({ id: z.string() });
const bearer = [{ bearer: [] }];

/** Reviews from real trips (decision 094): written by the booker, read by anyone, hidden by staff. */
export function reviewRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db, guard } = deps;
    const reviewId = (params: { id: string }) => parseId(params.id, MESSAGES.review.reviewNotFound);

    api.post('/api/bookings/:id/review', {
      onRequest: guard(),
      schema: {
        tags: ['bookings'],
        summary: 'Review your own completed trip: the vehicle 1-5, the driver 1-5 (only a trip with a driver), an optional comment; once per booking',
        security: bearer,
        params: idParams,
        body: reviewRequestSchema,
        response: { 201: reviewSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req, reply) => {
      const review = await service.createReview(db, currentUser(req), parseId(req.params.id, MESSAGES.api.bookingNotFound), req.body);
      return reply.code(201).send(review);
    });

    api.get('/api/reviews/mine', {
      onRequest: guard(),
      schema: { tags: ['bookings'], summary: 'Your reviews, newest first', security: bearer, response: { 200: z.array(reviewSchema) } },
    }, async (req) => service.myReviews(db, currentUser(req)));

    // The public lists of a vehicle's and of a driver's reviews: the same page of published
    // reviews, named by whom they are about.
    const publicList = (about: { path: string; tag: 'vehicles' | 'drivers'; summary: string; notFound: string; list: typeof service.vehicleReviews }) =>
      api.get(about.path, {
        schema: { tags: [about.tag], summary: about.summary, params: idParams, querystring: pageQuerySchema, response: { 200: listOf(publicReviewSchema), 400: errorSchema, 404: errorSchema } },
      }, async (req) => {
        const page = pageRequest(req.query);
        return listResult(await about.list(db, parseId(req.params.id, about.notFound), page), page);
      });
    publicList({
      path: '/api/vehicles/:id/reviews',
      tag: 'vehicles',
      summary: "A vehicle's published reviews, newest first: the reviewer's first name, the month of the trip, the language it was written in",
      notFound: MESSAGES.api.vehicleNotFound,
      list: service.vehicleReviews,
    });
    publicList({
      path: '/api/drivers/:id/reviews',
      tag: 'drivers',
      summary: "A driver's published reviews, newest first, as the vehicle's",
      notFound: MESSAGES.api.driverNotFound,
      list: service.driverReviews,
    });

    api.get('/api/reviews/featured', {
      schema: {
        tags: ['vehicles'],
        summary:
          "The home page's reviews and rating line: the newest published reviews with a comment (none until there are five), and every published review's average and count (null until staff choose to show it)",
        response: { 200: featuredReviewsSchema },
      },
    }, async () => service.featured(db));

    api.get('/api/admin/review-settings', {
      onRequest: guard('admin'),
      schema: { tags: ['admin'], summary: "Whether the home page shows the real rating, and the real figures", security: bearer, response: { 200: reviewSettingsSchema } },
    }, async () => service.settings(db));

    api.put('/api/admin/review-settings', {
      onRequest: guard('admin'),
      schema: {
        tags: ['admin'],
        summary: "Show the real rating on the home page (true), or the spec's claim (false)",
        security: bearer,
        body: reviewSettingsInputSchema,
        response: { 200: reviewSettingsSchema, 400: errorSchema },
      },
    }, async (req) => service.saveSettings(db, currentUser(req), req.body));

    api.get('/api/admin/reviews', {
      onRequest: guard('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Every review, hidden ones included, newest first',
        security: bearer,
        querystring: pageQuerySchema,
        response: { 200: listOf(reviewSchema), 400: errorSchema },
      },
    }, async (req) => {
      const page = pageRequest(req.query);
      return listResult(await service.staffReviews(db, page), page);
    });

    api.post('/api/admin/reviews/:id/hide', {
      onRequest: guard('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Hide a review with a reason the reviewer is e-mailed: gone from the public lists and the rating',
        security: bearer,
        params: idParams,
        body: reviewHideSchema,
        response: { 200: reviewSchema, 400: errorSchema, 404: errorSchema },
      },
    }, async (req) => service.hideReview(db, currentUser(req), reviewId(req.params), req.body.reason));

    api.post('/api/admin/reviews/:id/unhide', {
      onRequest: guard('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Publish a hidden review again',
        security: bearer,
        params: idParams,
        response: { 200: reviewSchema, 404: errorSchema },
      },
    }, async (req) => service.unhideReview(db, reviewId(req.params)));
  };
}
