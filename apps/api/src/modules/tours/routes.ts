import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, adminTourSchema, errorSchema, messageSchema, pageLanguageOf, tourInputSchema, tourSchema, toursQuerySchema } from '@app/shared';
import { PHOTO_LIMITS, photoAltSchema, photoListSchema } from '@app/shared/media';
import { PAGE_MESSAGES } from '@app/shared/page-messages';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/errors';
import { parseId } from '../../lib/ids';
import { PHOTO_MULTIPART, photoFileField, readPhotoUpload, uploadValidatorCompiler } from '../../lib/photo-upload';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

const bearer = [{ bearer: [] }];
const idParams = z.object({ id: z.string() });
const slugParams = z.object({ slug: z.string() });
const photoParams = z.object({ id: z.string(), photoId: z.string() });

/** The alt text of an upload, by the rule of the alt text form. */
function altOf(value: unknown): string {
  const parsed = photoAltSchema.shape.alt.safeParse(value);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MESSAGES.api.invalidValue);
  return parsed.data;
}

/** Tour templates (issue 31, decision 110): staff write them, anyone reads the published ones, priced. */
export function tourRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db, guard } = deps;
    const admin = { onRequest: guard('admin') };
    const tourId = (params: { id: string }) => parseId(params.id, PAGE_MESSAGES.toursApi.tourNotFound);

    api.get('/api/tours', {
      schema: {
        tags: ['tours'],
        summary: 'The published round tours with a driver: texts in `lang` (English where staff gave none), legs day by day, and the price from the cheapest suitable vehicle (or `vehicleId` where it suits)',
        querystring: toursQuerySchema,
        response: { 200: z.array(tourSchema), 400: errorSchema },
      },
    }, async (req, reply) => {
      reply.header('vary', 'Accept-Language');
      return service.listPublishedTours(db, pageLanguageOf(req.query.lang, req.headers['accept-language']), req.query.vehicleId, deps.availability);
    });

    api.get('/api/tours/:slug', {
      schema: {
        tags: ['tours'],
        summary: 'One published tour by its address name, priced with `vehicleId` where it suits, else the cheapest suitable vehicle offered',
        params: slugParams,
        querystring: toursQuerySchema,
        response: { 200: tourSchema, 400: errorSchema, 404: errorSchema },
      },
    }, async (req, reply) => {
      reply.header('vary', 'Accept-Language');
      return service.publishedTour(db, req.params.slug, pageLanguageOf(req.query.lang, req.headers['accept-language']), req.query.vehicleId, deps.availability);
    });

    api.get('/api/admin/tours', {
      ...admin,
      schema: { tags: ['admin'], summary: 'Every tour template, drafts included, with its translations', security: bearer, response: { 200: z.array(adminTourSchema) } },
    }, async () => service.listAdminTours(db));

    api.get('/api/admin/tours/:id', {
      ...admin,
      schema: { tags: ['admin'], summary: 'One tour template', security: bearer, params: idParams, response: { 200: adminTourSchema, 404: errorSchema } },
    }, async (req) => service.getAdminTour(db, tourId(req.params)));

    api.post('/api/admin/tours', {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'A new tour template: its stops checked as an itinerary (known places, roads, at most the policy\'s driving a day)',
        security: bearer,
        body: tourInputSchema,
        response: { 201: adminTourSchema, 400: errorSchema, 409: errorSchema },
      },
    }, async (req, reply) => reply.code(201).send(await service.createTour(db, req.body, currentUser(req).id)));

    api.put('/api/admin/tours/:id', {
      ...admin,
      schema: { tags: ['admin'], summary: 'Replace a tour template (published or not)', security: bearer, params: idParams, body: tourInputSchema, response: { 200: adminTourSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema } },
    }, async (req) => service.updateTour(db, tourId(req.params), req.body, currentUser(req).id));

    api.delete('/api/admin/tours/:id', {
      ...admin,
      schema: { tags: ['admin'], summary: 'Delete a tour template and its photos (bookings keep their own itinerary)', security: bearer, params: idParams, response: { 200: messageSchema, 404: errorSchema } },
    }, async (req) => {
      await service.deleteTour(db, tourId(req.params), deps.mediaStore);
      return { message: PAGE_MESSAGES.toursUi.deleted };
    });

    await api.register(async (uploads) => {
      await uploads.register(multipart, PHOTO_MULTIPART);
      uploads.withTypeProvider<ZodTypeProvider>().post('/api/admin/tours/:id/photos', {
        ...admin,
        schema: {
          tags: ['admin'],
          security: bearer,
          summary: 'Add a photo (multipart/form-data: one file in `photo`, optional `alt`); answers the photos in order',
          consumes: ['multipart/form-data'],
          params: idParams,
          body: z.object({ photo: photoFileField(), alt: z.string().max(PHOTO_LIMITS.alt).optional().meta({ description: 'Alt text in English' }) }),
          response: { 201: photoListSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema, 413: errorSchema },
        },
        validatorCompiler: uploadValidatorCompiler,
      }, async (req, reply) => {
        const id = tourId(req.params);
        const { bytes, alt } = await readPhotoUpload(req);
        return reply.code(201).send({ photos: await service.addTourPhoto(db, id, bytes, altOf(alt), deps.mediaStore) });
      });
    });

    api.delete('/api/admin/tours/:id/photos/:photoId', {
      ...admin,
      schema: { tags: ['admin'], security: bearer, summary: "Delete one of a tour's photos", params: photoParams, response: { 200: photoListSchema, 404: errorSchema } },
    }, async (req) => ({ photos: await service.deleteTourPhoto(db, tourId(req.params), req.params.photoId, deps.mediaStore) }));
  };
}
