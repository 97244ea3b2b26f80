import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoadsSchema, errorSchema, pageLanguageOf, placeSchema, placesQuerySchema, roadCorrectionSchema } from '@app/shared';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

const bearer = [{ bearer: [] }];

/** Places and roads (issue 31, decision 105): the list for pages, the road graph for the admin. */
export function placeRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db, guard } = deps;
    const admin = { onRequest: guard('admin') };

    api.get('/api/places', {
      schema: {
        tags: ['places'],
        summary: 'The places a trip can go through (towns, sights, beaches, national parks, the airport), named in `lang` (else the browser\'s language, else English)',
        querystring: placesQuerySchema,
        response: { 200: z.array(placeSchema), 400: errorSchema },
      },
    }, async (req, reply) => {
      reply.header('vary', 'Accept-Language');
      return service.listPlaces(pageLanguageOf(req.query.lang, req.headers['accept-language']));
    });

    api.get('/api/admin/roads', {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'The road graph: each road between neighbouring places with its kilometres and drive time in force, its source, and every correction (who, when, why)',
        security: bearer,
        response: { 200: adminRoadsSchema },
      },
    }, async () => service.adminRoads(db));

    api.put('/api/admin/roads/:from/:to', {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: "Correct a road's kilometres and drive time, with where the numbers come from (kept with who and when; booked routes keep theirs)",
        security: bearer,
        params: z.object({ from: z.string(), to: z.string() }),
        body: roadCorrectionSchema,
        response: { 200: adminRoadsSchema, 400: errorSchema, 404: errorSchema },
      },
    }, async (req) => service.correctRoad(db, req.params.from, req.params.to, req.body, currentUser(req).id));
  };
}
