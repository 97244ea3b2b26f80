import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminTransferFareSchema, errorSchema, pageLanguageOf, placesQuerySchema, transferDestinationSchema, transferFaresInputSchema } from '@app/shared';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

const bearer = [{ bearer: [] }];

/** Airport transfers (issue 32, decision 111): the fare table for everyone, its editing for the admin. */
export function transferRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db, guard } = deps;
    const admin = { onRequest: guard('admin') };

    api.get('/api/transfers', {
      schema: {
        tags: ['transfers'],
        summary: 'Airport (CMB) transfer fares: each destination place with the fixed fare of a Car, Van, SUV and Bus in US dollars, named in `lang` (else the browser\'s language, else English)',
        querystring: placesQuerySchema,
        response: { 200: z.array(transferDestinationSchema), 400: errorSchema },
      },
    }, async (req, reply) => {
      reply.header('vary', 'Accept-Language');
      return service.listTransfers(db, pageLanguageOf(req.query.lang, req.headers['accept-language']));
    });

    api.get('/api/admin/transfers', {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'The transfer fare table: the fares in force, the seeded ones and the road kilometres from the airport',
        security: bearer,
        querystring: placesQuerySchema,
        response: { 200: z.array(adminTransferFareSchema), 400: errorSchema },
      },
    }, async (req) => service.adminTransfers(db, pageLanguageOf(req.query.lang, req.headers['accept-language'])));

    api.put('/api/admin/transfers/:placeId', {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: "Set a destination's transfer fares (US dollars per vehicle type); booked transfers keep theirs",
        security: bearer,
        params: z.object({ placeId: z.string().max(60) }),
        querystring: placesQuerySchema,
        body: transferFaresInputSchema,
        response: { 200: adminTransferFareSchema, 400: errorSchema, 404: errorSchema },
      },
    }, async (req) => service.setFares(db, req.params.placeId, req.body, currentUser(req).id, pageLanguageOf(req.query.lang, req.headers['accept-language'])));
  };
}
