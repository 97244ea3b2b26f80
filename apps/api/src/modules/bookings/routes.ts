import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BOOKING_STATUSES, MESSAGES, isCleanText, listOf, adminBookingUpdateSchema, bookingEventSchema, bookingSchema, createBookingSchema, errorSchema } from '@app/shared';
import type { AppDeps } from '../../deps';
import { parseId } from '../../lib/ids';
import { listResult, pageQuerySchema, pageRequest } from '../../lib/paging';
import { badRequest } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import * as repo from './repo';
import * as service from './service';

const idParams = z.object({ id: z.string() });

/** Idempotency-Key: a client-chosen token of up to 200 visible characters; anything else is refused. */
function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^[\x21-\x7e]{1,200}$/.test(value)) throw badRequest(MESSAGES.api.idempotencyKeyInvalid, [MESSAGES.api.idempotencyKeyInvalid]);
  return value;
}
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
        headers: z.object({ 'idempotency-key': z.string().optional().describe('Retry-safe key: a retried request returns the first booking (200)') }).passthrough(),
        response: { 200: bookingSchema, 201: bookingSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema },
      },
    }, async (req, reply) => {
      const key = idempotencyKey(req.headers['idempotency-key']);
      const { booking, replayed } = await service.createBooking(db, currentUser(req), req.body, key);
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(replayed ? 200 : 201).send(booking);
    });

    api.get('/api/bookings/my-bookings', {
      onRequest: guard(),
      schema: { tags: ['bookings'], summary: "The caller's bookings, newest first", security: bearer, querystring: pageQuerySchema, response: { 200: listOf(bookingSchema) } },
    }, async (req) => {
      const page = pageRequest(req.query);
      return listResult(await repo.listBookingsOfUser(db, currentUser(req).id, page), page);
    });

    api.patch('/api/bookings/:id/cancel', {
      onRequest: guard(),
      schema: {
        tags: ['bookings'],
        summary: 'Cancel your own booking: pending any time, confirmed until 24 hours before pickup',
        security: bearer,
        params: idParams,
        response: { 200: bookingSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req) => service.ownerCancelBooking(db, currentUser(req), parseId(req.params.id, MESSAGES.api.bookingNotFound)));

    api.get('/api/bookings/:id/history', {
      onRequest: guard(),
      schema: {
        tags: ['bookings'],
        summary: "A booking's status history (its booker or an admin)",
        security: bearer,
        params: idParams,
        response: { 200: z.array(bookingEventSchema), 403: errorSchema, 404: errorSchema },
      },
    }, async (req) => service.bookingHistory(db, currentUser(req), parseId(req.params.id, MESSAGES.api.bookingNotFound)));

    api.get('/api/admin/bookings/:id/history', {
      onRequest: guard('admin'),
      schema: {
        tags: ['admin'],
        summary: "A booking's audit trail: who changed its status, when, from and to",
        security: bearer,
        params: idParams,
        response: { 200: z.array(bookingEventSchema), 404: errorSchema },
      },
    }, async (req) => service.bookingHistory(db, currentUser(req), parseId(req.params.id, MESSAGES.api.bookingNotFound)));

    api.get('/api/admin/bookings', {
      onRequest: guard('admin'),
      schema: {
        tags: ['admin'],
        summary: 'All bookings, newest first; filter by status, search by reference prefix or name',
        security: bearer,
        querystring: pageQuerySchema.extend({
          status: z.enum(BOOKING_STATUSES).optional().catch(undefined),
          q: z.string().trim().max(100).refine((s) => isCleanText(s)).optional().catch(undefined),
        }),
        response: { 200: listOf(bookingSchema) },
      },
    }, async (req) => {
      const page = pageRequest(req.query);
      const { status, q } = req.query;
      return listResult(await repo.listAllBookings(db, { status, q: q || undefined }, page), page);
    });

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
