import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  availableDriversQuerySchema,
  bookingSchema,
  driverCreateSchema,
  driverProfileSchema,
  driverStatusUpdateSchema,
  driverUpdateSchema,
  errorSchema,
  listOf,
  messageSchema,
  rankedDriverSchema,
  userSchema,
} from '@app/shared';
import type { AppDeps } from '../../deps';
import { parseId } from '../../lib/ids';
import { listResult, pageQuerySchema, pageRequest } from '../../lib/paging';
import { currentUser } from '../../plugins/auth';
import { listUsers, toUserDto } from '../users/repo';
import { listBookingsOfDriver } from '../bookings/repo';
import { driverUpdateBookingStatus } from '../bookings/service';
import * as service from './service';

const idParams = z.object({ id: z.string() });
const bearer = [{ bearer: [] }];

export function driverRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db, guard } = deps;
    const driverId = (params: { id: string }) => parseId(params.id, MESSAGES.api.driverNotFound);
    const admin = { onRequest: guard('admin') };
    const driverArea = { onRequest: guard('driver', 'admin') };

    api.get('/api/admin/drivers', {
      ...admin,
      schema: { tags: ['admin'], security: bearer, querystring: pageQuerySchema, response: { 200: listOf(userSchema) } },
    }, async (req) => listResult(await listUsers(db, 'driver', pageRequest(req.query)), pageRequest(req.query)));

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
      schema: { tags: ['driver'], summary: "Languages the fleet's drivers speak (public, for the booking form)", response: { 200: z.array(z.string()) } },
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
    }, async (req) => service.updateDriver(db, driverId(req.params), req.body));

    api.delete('/api/admin/drivers/:id', {
      ...admin,
      schema: { tags: ['admin'], security: bearer, params: idParams, response: { 200: messageSchema, 404: errorSchema, 409: errorSchema } },
    }, async (req) => {
      await service.deleteDriver(db, driverId(req.params));
      return { message: MESSAGES.api.driverDeleted };
    });

    api.get('/api/drivers/my-bookings', {
      ...driverArea,
      schema: { tags: ['driver'], summary: 'Bookings assigned to the caller, by pickup time', security: bearer, querystring: pageQuerySchema, response: { 200: listOf(bookingSchema) } },
    }, async (req) => listResult(await listBookingsOfDriver(db, currentUser(req).id, pageRequest(req.query)), pageRequest(req.query)));

    api.patch('/api/drivers/bookings/:id/status', {
      ...driverArea,
      schema: {
        tags: ['driver'],
        summary: 'Move an assigned trip on: confirmed -> picked_up -> en_route -> completed',
        security: bearer,
        params: idParams,
        body: driverStatusUpdateSchema,
        response: { 200: bookingSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req) =>
      driverUpdateBookingStatus(db, currentUser(req), parseId(req.params.id, MESSAGES.api.bookingNotFound), req.body.status));

    api.get('/api/drivers/profile', {
      ...driverArea,
      schema: { tags: ['driver'], security: bearer, response: { 200: userSchema } },
    }, async (req) => toUserDto(currentUser(req)));

    api.put('/api/drivers/profile', {
      ...driverArea,
      schema: { tags: ['driver'], summary: 'Edit own profile (email cannot change)', security: bearer, body: driverProfileSchema, response: { 200: userSchema, 400: errorSchema } },
    }, async (req) => service.updateOwnProfile(db, currentUser(req).id, req.body));
  };
}
