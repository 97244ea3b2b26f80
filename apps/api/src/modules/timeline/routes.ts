import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TIMELINE_MAX_DAYS, timelineQuerySchema, timelineSchema } from '@app/shared';
import type { AppDeps } from '../../deps';
import { fleetTimeline } from './service';

export function timelineRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get('/api/admin/timeline', {
      onRequest: deps.guard('admin'),
      schema: {
        tags: ['admin'],
        summary: `Fleet timeline: vehicles and the bookings overlapping a date range (at most ${TIMELINE_MAX_DAYS} days)`,
        security: [{ bearer: [] }],
        querystring: timelineQuerySchema,
        response: { 200: timelineSchema },
      },
    }, async (req) => fleetTimeline(deps.db, req.query));
  };
}
