import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, adminBookingUpdateSchema, bookingSchema, createBookingSchema, errorSchema } from '@app/shared';
import type { AppDeps } from '../../deps';
import { parseId } from '../../lib/ids';
import { currentUser } from '../../plugins/auth';
import * as repo from './repo';
import * as service from './service';

const idParams = z.object({ id: z.string() });
const bearer = [{ bearer: [] }];

export function bookingRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db, guard } = deps;

    api.post('/api/bookings', {
      onRequest: guard(),
      schema: {
        tags: ['bookings'],
        summary: 'Request a booking (starts pending)',
        security: bearer,
        body: createBookingSchema,
        response: { 201: bookingSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req, reply) => reply.code(201).send(await service.createBooking(db, currentUser(req), req.body)));

    api.get('/api/bookings/my-bookings', {
      onRequest: guard(),
      schema: { tags: ['bookings'], summary: "The caller's bookings, newest first", security: bearer, response: { 200: z.array(bookingSchema) } },
    }, async (req) => repo.listBookingsOfUser(db, currentUser(req).id));

    api.get('/api/admin/bookings', {
      onRequest: guard('admin'),
      schema: { tags: ['admin'], summary: 'All bookings, newest first', security: bearer, response: { 200: z.array(bookingSchema) } },
    }, async () => repo.listAllBookings(db));

    api.patch('/api/admin/bookings/:id', {
      onRequest: guard('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Confirm (with a driver when withDriver) or cancel a booking',
        security: bearer,
        params: idParams,
        body: adminBookingUpdateSchema,
        response: { 200: bookingSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req) =>
      service.adminUpdateBooking(db, currentUser(req), parseId(req.params.id, MESSAGES.api.bookingNotFound), req.body));
  };
}
