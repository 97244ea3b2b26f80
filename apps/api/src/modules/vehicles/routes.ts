import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
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
import { badRequest } from '../../lib/errors';
import { PHOTO_MULTIPART, photoFileField, readPhotoUpload, uploadValidatorCompiler } from '../../lib/photo-upload';
import { parseId } from '../../lib/ids';
import { PHOTO_LIMITS, photoAltSchema, photoListSchema, photoOrderSchema } from '@app/shared/media';
import { listResult, pageQuerySchema, pageRequest } from '../../lib/paging';
import { storedPicture } from '../../lib/picture-urls';
import * as service from './service';

const idParams = z.object({ id: z.string() });
const photoParams = z.object({ id: z.string(), photoId: z.string() });
/** The alt text of an upload, by the rule of the alt text form. */
function altOf(value: unknown): string {
  const parsed = photoAltSchema.shape.alt.safeParse(value);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MESSAGES.api.invalidValue);
  return parsed.data;
}
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

    // Photos (issue 30, decision 099): each answer is the vehicle's photos in order.
    const photosOpenApi = { tags: ['admin'], security: bearer };
    await api.register(async (uploads) => {
      // Multipart is read by this route only, one file within the limit (never buffered beyond it).
      await uploads.register(multipart, PHOTO_MULTIPART);
      uploads.withTypeProvider<ZodTypeProvider>().post('/api/admin/vehicles/:id/photos', {
        ...admin,
        schema: {
          ...photosOpenApi,
          summary: 'Add a photo (multipart/form-data: one file in `photo`, optional `alt`); answers the photos in order',
          consumes: ['multipart/form-data'],
          params: idParams,
          body: z.object({
            photo: photoFileField(),
            alt: z.string().max(PHOTO_LIMITS.alt).optional().meta({ description: 'Alt text in English' }),
          }),
          response: { 201: photoListSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema, 413: errorSchema },
        },
        validatorCompiler: uploadValidatorCompiler,
      }, async (req, reply) => {
        const id = vehicleId(req.params);
        const { bytes, alt } = await readPhotoUpload(req);
        return reply.code(201).send({ photos: await service.addVehiclePhoto(db, id, bytes, altOf(alt), deps.mediaStore) });
      });
    });

    api.put('/api/admin/vehicles/:id/photos/order', {
      ...admin,
      schema: { ...photosOpenApi, summary: "The vehicle's photos in a new order: `ids` lists every one once", params: idParams, body: photoOrderSchema, response: { 200: photoListSchema, 400: errorSchema, 404: errorSchema } },
    }, async (req) => ({ photos: await service.orderVehiclePhotos(db, vehicleId(req.params), req.body.ids) }));

    api.patch('/api/admin/vehicles/:id/photos/:photoId', {
      ...admin,
      schema: { ...photosOpenApi, summary: "A photo's alt text, in English and optionally other languages", params: photoParams, body: photoAltSchema, response: { 200: photoListSchema, 400: errorSchema, 404: errorSchema } },
    }, async (req) => ({ photos: await service.setVehiclePhotoAlt(db, vehicleId(req.params), req.params.photoId, req.body.alt, req.body.altTranslations) }));

    api.delete('/api/admin/vehicles/:id/photos/:photoId', {
      ...admin,
      schema: { ...photosOpenApi, summary: 'Delete a photo', params: photoParams, response: { 200: photoListSchema, 404: errorSchema } },
    }, async (req) => ({ photos: await service.deleteVehiclePhoto(db, vehicleId(req.params), req.params.photoId, deps.mediaStore) }));

    api.delete('/api/admin/vehicles/:id', {
      ...admin,
      schema: { tags: ['admin'], security: bearer, params: idParams, response: { 200: messageSchema, 404: errorSchema, 409: errorSchema } },
    }, async (req) => {
      await service.deleteVehicle(db, vehicleId(req.params));
      return { message: MESSAGES.api.vehicleDeleted };
    });
  };
}
