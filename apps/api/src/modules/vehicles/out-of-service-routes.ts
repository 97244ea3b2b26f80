import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, errorSchema, messageSchema, outOfServiceInputSchema, outOfServiceSchema } from '@app/shared';
import { PAGE_MESSAGES } from '@app/shared/page-messages';
import type { AppDeps } from '../../deps';
import { parseId } from '../../lib/ids';
import { currentUser } from '../../plugins/auth';
import * as service from './out-of-service-service';

const vehicleParams = z.object({ id: z.string() });
const periodParams = z.object({ id: z.string(), periodId: z.string() });
const bearer = [{ bearer: [] }];

/** Staff take a vehicle out of service for dates, and put it back (decision 101). */
export function outOfServiceRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db, guard, clock } = deps;
    const admin = { onRequest: guard('admin') };
    const vehicleId = (params: { id: string }) => parseId(params.id, MESSAGES.api.vehicleNotFound);
    const periodId = (params: { periodId: string }) => parseId(params.periodId, PAGE_MESSAGES.outOfServiceApi.notFound);

    api.get('/api/admin/vehicles/:id/out-of-service', {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'The periods a vehicle is out of service that are not over yet, by start, with the active bookings on each (to move)',
        security: bearer,
        params: vehicleParams,
        response: { 200: z.array(outOfServiceSchema), 404: errorSchema },
      },
    }, async (req) => service.listOutOfService(db, vehicleId(req.params), clock()));

    api.post('/api/admin/vehicles/:id/out-of-service', {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Take a vehicle out of service for a period: searches, its calendar and new bookings treat it as booked; the answer lists the bookings already on it',
        security: bearer,
        params: vehicleParams,
        body: outOfServiceInputSchema,
        response: { 201: outOfServiceSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req, reply) => reply.code(201).send(await service.createOutOfService(db, vehicleId(req.params), req.body, currentUser(req).id)));

    api.put('/api/admin/vehicles/:id/out-of-service/:periodId', {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Change an out-of-service period (dates, reason, note)',
        security: bearer,
        params: periodParams,
        body: outOfServiceInputSchema,
        response: { 200: outOfServiceSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req) => service.updateOutOfService(db, vehicleId(req.params), periodId(req.params), req.body));

    api.delete('/api/admin/vehicles/:id/out-of-service/:periodId', {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Put the vehicle back in service for that period',
        security: bearer,
        params: periodParams,
        response: { 200: messageSchema, 404: errorSchema },
      },
    }, async (req) => {
      await service.deleteOutOfService(db, vehicleId(req.params), periodId(req.params));
      return { message: PAGE_MESSAGES.outOfServiceApi.deleted };
    });
  };
}
