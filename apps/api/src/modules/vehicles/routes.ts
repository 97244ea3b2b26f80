import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  VEHICLE_TYPES,
  adminVehicleSchema,
  availabilityEventSchema,
  availableVehiclesQuerySchema,
  errorSchema,
  listOf,
  messageSchema,
  vehicleInputSchema,
  vehicleSchema,
} from '@app/shared';
import type { AppDeps } from '../../deps';
import { parseId } from '../../lib/ids';
import { listResult, pageQuerySchema, pageRequest } from '../../lib/paging';
import { storedPicture } from '../../lib/picture-urls';
import * as service from './service';

const idParams = z.object({ id: z.string() });
const bearer = [{ bearer: [] }];

export function vehicleRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db, guard } = deps;
    const vehicleId = (params: { id: string }) => parseId(params.id, MESSAGES.api.vehicleNotFound);

    api.get('/api/vehicles', {
      schema: {
        tags: ['vehicles'],
        summary: 'All vehicles, for browsing',
        querystring: pageQuerySchema.extend({ vehicleType: z.enum(VEHICLE_TYPES).optional().catch(undefined) }),
        response: { 200: listOf(vehicleSchema) },
      },
    }, async (req) => listResult(await service.listVehicles(db, req.query.vehicleType, pageRequest(req.query)), pageRequest(req.query)));

    api.get('/api/vehicles/available', {
      schema: {
        tags: ['vehicles'],
        summary: 'Vehicles free for the whole days from pickupDate to returnDate, with at least minSeats seats, the transmission and fuel asked, in the order of sort',
        querystring: z.intersection(availableVehiclesQuerySchema, pageQuerySchema),
        response: { 200: listOf(vehicleSchema) },
      },
    }, async (req) => service.searchAvailableVehicles(db, req.query, req.query, deps.availability));

    api.get('/api/vehicles/:id', {
      schema: { tags: ['vehicles'], params: idParams, response: { 200: vehicleSchema, 404: errorSchema } },
    }, async (req) => service.getVehicle(db, vehicleId(req.params)));

    api.get('/api/vehicles/:id/availability', {
      schema: {
        tags: ['vehicles'],
        summary: 'Booked periods of a vehicle (no personal data)',
        params: idParams,
        response: { 200: z.array(availabilityEventSchema), 404: errorSchema },
      },
    }, async (req) => service.getVehicleAvailability(db, vehicleId(req.params)));

    const admin = { onRequest: guard('admin') };
    // Answers give our pictures as absolute URLs (decision 076); one sent back (an edit form saving
    // what it read) is stored as its path again, before the picture rule (https or a path) checks it.
    const write = {
      ...admin,
      preValidation: async (req: { body: unknown }) => {
        const body = req.body as { image?: unknown } | null;
        if (typeof body !== 'object' || body === null || typeof body.image !== 'string') return;
        const sent = body.image.trim();
        const stored = storedPicture(deps.config.publicUrl, sent);
        if (stored !== sent) body.image = stored;
      },
    };

    api.get('/api/admin/vehicles', {
      ...admin,
      schema: { tags: ['admin'], security: bearer, querystring: pageQuerySchema, response: { 200: listOf(adminVehicleSchema) } },
    }, async (req) => listResult(await service.listAdminVehicles(db, pageRequest(req.query)), pageRequest(req.query)));

    api.get('/api/admin/vehicles/:id', {
      ...admin,
      schema: { tags: ['admin'], security: bearer, params: idParams, response: { 200: adminVehicleSchema, 404: errorSchema } },
    }, async (req) => service.getAdminVehicle(db, vehicleId(req.params)));

    api.post('/api/admin/vehicles', {
      ...write,
      schema: { tags: ['admin'], security: bearer, body: vehicleInputSchema, response: { 201: adminVehicleSchema, 400: errorSchema } },
    }, async (req, reply) => reply.code(201).send(await service.createVehicle(db, req.body)));

    api.put('/api/admin/vehicles/:id', {
      ...write,
      schema: { tags: ['admin'], security: bearer, params: idParams, body: vehicleInputSchema, response: { 200: adminVehicleSchema, 404: errorSchema } },
    }, async (req) => service.updateVehicle(db, vehicleId(req.params), req.body));

    api.delete('/api/admin/vehicles/:id', {
      ...admin,
      schema: { tags: ['admin'], security: bearer, params: idParams, response: { 200: messageSchema, 404: errorSchema, 409: errorSchema } },
    }, async (req) => {
      await service.deleteVehicle(db, vehicleId(req.params));
      return { message: MESSAGES.api.vehicleDeleted };
    });
  };
}
