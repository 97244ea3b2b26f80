import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DRIVER_AREA_ROLES,
  MESSAGES,
  availableDriversQuerySchema,
  bookingSchema,
  colomboToday,
  driverCreateSchema,
  driverLanguageQuerySchema,
  driverProfileSchema,
  driverPublicProfileSchema,
  driverUpdateSchema,
  errorSchema,
  photoSchema,
  expiringLicenceSchema,
  licenceParamsSchema,
  publicDriverSchema,
  languageSchema,
  listOf,
  messageSchema,
  rankedDriverSchema,
  userSchema,
} from '@app/shared';
import type { AppDeps } from '../../deps';
import { parseId } from '../../lib/ids';
import { PHOTO_MULTIPART, photoFileField, readPhotoUpload, uploadValidatorCompiler } from '../../lib/photo-upload';
import { listResult, pageQuerySchema, pageRequest } from '../../lib/paging';
import { currentUser } from '../../plugins/auth';
import { listTripsOfDriver } from '../bookings';
import * as service from './service';

const idParams = z.object({ id: z.string() });
const bearer = [{ bearer: [] }];
/** Every answer about a driver's photo: the photo now, or null (decision 102, "Photo"). */
const driverPhotoSchema = z.object({ photo: photoSchema.nullable() });
/** Reviews on the first page of a driver's public profile. */
const PROFILE_REVIEWS = 10;

export function driverRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db, guard, events } = deps;
    const today = () => colomboToday(new Date(deps.clock()));
    const driverId = (params: { id: string }) => parseId(params.id, MESSAGES.api.driverNotFound);
    const admin = { onRequest: guard('admin') };
    const driverArea = { onRequest: guard(...DRIVER_AREA_ROLES) };

    api.get('/api/admin/drivers', {
      ...admin,
      schema: { tags: ['admin'], security: bearer, querystring: pageQuerySchema, response: { 200: listOf(userSchema) } },
    }, async (req) => listResult(await service.listDrivers(db, pageRequest(req.query)), pageRequest(req.query)));

    api.get('/api/admin/drivers/available', {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Drivers with no active booking overlapping the whole days startDate..endDate',
        security: bearer,
        querystring: availableDriversQuerySchema,
        response: { 200: z.array(rankedDriverSchema), 400: errorSchema, 404: errorSchema },
      },
    }, async (req) =>
      req.query.bookingId
        ? service.rankDriversForBooking(db, req.query.bookingId)
        : service.availableDrivers(db, req.query.startDate, req.query.endDate));

    api.get('/api/drivers/languages', {
      schema: {
        tags: ['driver'],
        summary: "Languages the fleet's drivers speak (public, for the booking form): ISO 639-1 codes with English names",
        response: { 200: z.array(languageSchema) },
      },
    }, async () => service.fleetLanguages(db));

    api.get('/api/admin/drivers/:id', {
      ...admin,
      schema: { tags: ['admin'], security: bearer, params: idParams, response: { 200: userSchema, 404: errorSchema } },
    }, async (req) => service.getDriver(db, driverId(req.params)));

    api.post('/api/admin/drivers', {
      ...admin,
      schema: { tags: ['admin'], security: bearer, body: driverCreateSchema, response: { 201: userSchema, 400: errorSchema, 409: errorSchema } },
    }, async (req, reply) => reply.code(201).send(await service.createDriver(db, req.body)));

    api.put('/api/admin/drivers/:id', {
      ...admin,
      schema: {
        tags: ['admin'],
        security: bearer,
        params: idParams,
        body: driverUpdateSchema,
        response: { 200: userSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req) => service.updateDriver(db, currentUser(req), driverId(req.params), req.body, events));

    api.post('/api/admin/drivers/:id/licences/:licence/verify', {
      ...admin,
      schema: {
        tags: ['admin'],
        summary:
          "Record that you checked a driver's licence (driving, or touristBoard: the SLTDA licence): who and when, kept until its number or expiry changes; logged as a domain event",
        security: bearer,
        params: licenceParamsSchema,
        response: { 200: userSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req) => service.verifyLicence(db, currentUser(req), driverId(req.params), req.params.licence, events));

    api.get('/api/admin/drivers/licences/expiring', {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: "Drivers' licences that expire within 30 days or have expired, soonest first (the dashboard's flag)",
        security: bearer,
        response: { 200: z.array(expiringLicenceSchema) },
      },
    }, async () => service.expiringLicences(db, today()));

    api.get('/api/drivers', {
      schema: {
        tags: ['drivers'],
        summary:
          "Meet our drivers (public): active drivers whose driving licence staff verified and is still valid, best rated first; introductions in `lang` when there is one (else English, else the driver's own)",
        querystring: driverLanguageQuerySchema,
        response: { 200: z.array(publicDriverSchema), 400: errorSchema },
      },
    }, async (req) => service.publicDrivers(db, req.query.lang, today()));

    api.get('/api/drivers/:id/profile', {
      schema: {
        tags: ['drivers'],
        summary:
          "A driver's public profile: first name, photo (null: none), languages, introduction in `lang`, years of experience, regions, verified licences (never their numbers), rating, and a page of the published reviews of trips they drove (limit, default 10; cursor: the next page)",
        params: idParams,
        querystring: pageQuerySchema.extend(driverLanguageQuerySchema.shape),
        response: { 200: driverPublicProfileSchema, 400: errorSchema, 404: errorSchema },
      },
    }, async (req) =>
      service.publicProfile(
        db,
        driverId(req.params),
        req.query.lang,
        today(),
        pageRequest({ cursor: req.query.cursor, limit: req.query.limit ?? PROFILE_REVIEWS }) ?? { limit: PROFILE_REVIEWS },
      ));

    // The driver's photo (decision 102, "Photo"): at most one; an upload replaces it.
    await api.register(async (uploads) => {
      await uploads.register(multipart, PHOTO_MULTIPART);
      const upload = uploads.withTypeProvider<ZodTypeProvider>();
      const body = z.object({ photo: photoFileField() });
      upload.post('/api/admin/drivers/:id/photo', {
        ...admin,
        schema: {
          tags: ['admin'],
          security: bearer,
          summary: "Set the driver's photo (multipart/form-data: one file in `photo`), replacing the one there",
          consumes: ['multipart/form-data'],
          params: idParams,
          body,
          response: { 200: driverPhotoSchema, 400: errorSchema, 404: errorSchema, 413: errorSchema },
        },
        validatorCompiler: uploadValidatorCompiler,
      }, async (req) => {
        const id = driverId(req.params);
        const { bytes } = await readPhotoUpload(req);
        return { photo: await service.setDriverPhoto(db, id, bytes, deps.mediaStore) };
      });
      // A driver's own photo: staff acting for drivers set it on the driver (the route above).
      upload.post('/api/drivers/profile/photo', {
        onRequest: guard('driver'),
        schema: {
          tags: ['driver'],
          security: bearer,
          summary: 'Set own photo (multipart/form-data: one file in `photo`), replacing the one there',
          consumes: ['multipart/form-data'],
          body,
          response: { 200: driverPhotoSchema, 400: errorSchema, 413: errorSchema },
        },
        validatorCompiler: uploadValidatorCompiler,
      }, async (req) => {
        const { bytes } = await readPhotoUpload(req);
        return { photo: await service.setDriverPhoto(db, currentUser(req).id, bytes, deps.mediaStore) };
      });
    });

    api.delete('/api/admin/drivers/:id/photo', {
      ...admin,
      schema: { tags: ['admin'], security: bearer, summary: "Remove the driver's photo (the page shows initials again)", params: idParams, response: { 200: driverPhotoSchema, 404: errorSchema } },
    }, async (req) => {
      await service.removeDriverPhoto(db, driverId(req.params), deps.mediaStore);
      return { photo: null };
    });

    api.delete('/api/admin/drivers/:id', {
      ...admin,
      schema: { tags: ['admin'], security: bearer, params: idParams, response: { 200: messageSchema, 404: errorSchema, 409: errorSchema } },
    }, async (req) => {
      await service.deleteDriver(db, driverId(req.params));
      return { message: MESSAGES.api.driverDeleted };
    });

    api.get('/api/drivers/my-bookings', {
      ...driverArea,
      schema: {
        tags: ['driver'],
        summary: 'Trips assigned to the caller, by pickup time: those still to drive (confirmed, picked up, en route); with include=past the completed and cancelled ones too',
        security: bearer,
        querystring: pageQuerySchema.extend({
          include: z.enum(['past'], { error: MESSAGES.validation.includePast }).optional().describe('past: also completed and cancelled trips'),
        }),
        response: { 200: listOf(bookingSchema) },
      },
    }, async (req) => {
      const page = pageRequest(req.query);
      return listResult(await listTripsOfDriver(db, currentUser(req), page, { includePast: req.query.include === 'past' }), page);
    });

    api.get('/api/drivers/profile', {
      ...driverArea,
      schema: { tags: ['driver'], security: bearer, response: { 200: userSchema } },
    }, async (req) => service.ownProfile(currentUser(req)));

    api.put('/api/drivers/profile', {
      ...driverArea,
      schema: { tags: ['driver'], summary: 'Edit own profile (email cannot change)', security: bearer, body: driverProfileSchema, response: { 200: userSchema, 400: errorSchema } },
    }, async (req) => service.updateOwnProfile(db, currentUser(req), req.body, events));
  };
}
