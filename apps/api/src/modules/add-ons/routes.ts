import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, addOnInputSchema, addOnSchema, errorSchema } from '@app/shared';
import type { AppDeps } from '../../deps';
import { parseId } from '../../lib/ids';
import * as service from './service';

const bearer = [{ bearer: [] }];
const idParams = z.object({ id: z.string() });

/** Extras (decision 086): the public list the booking form offers, and staff's setup of them. */
export function addOnRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db, guard } = deps;
    const admin = { onRequest: guard('admin') };

    api.get('/api/add-ons', {
      schema: { tags: ['bookings'], summary: 'The extras a booking may add now (child seat, SIM card, ...), with their prices and the vehicle types they go with', response: { 200: z.array(addOnSchema) } },
    }, async (_req, reply) => {
      // Like the pricing policy: a staff change shows on the next page load.
      reply.header('cache-control', 'no-cache');
      return service.listAddOns(db, { activeOnly: true });
    });

    api.get('/api/admin/add-ons', {
      ...admin,
      schema: { tags: ['admin'], summary: 'Every extra, offered or not', security: bearer, response: { 200: z.array(addOnSchema) } },
    }, async () => service.listAddOns(db, { activeOnly: false }));

    api.post('/api/admin/add-ons', {
      ...admin,
      schema: { tags: ['admin'], summary: 'Set up a new extra', security: bearer, body: addOnInputSchema, response: { 201: addOnSchema, 400: errorSchema } },
    }, async (req, reply) => reply.code(201).send(await service.createAddOn(db, req.body)));

    api.put('/api/admin/add-ons/:id', {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: "Change an extra (its price, limit, vehicle types, whether it is offered); bookings keep the prices they were made with",
        security: bearer,
        params: idParams,
        body: addOnInputSchema,
        response: { 200: addOnSchema, 400: errorSchema, 404: errorSchema },
      },
    }, async (req) => service.changeAddOn(db, parseId(req.params.id, MESSAGES.money.addOnNotFound), req.body));
  };
}
