import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BOOKING_STATUSES,
  DRIVER_AREA_ROLES,
  MESSAGES,
  adminBookingUpdateSchema,
  bookingEventSchema,
  bookingRulesSchema,
  bookingSchema,
  createBookingSchema,
  createTransferBookingSchema,
  noShowReviewSchema,
  noShowSchema,
  waitingDecisionSchema,
  driverChangeSchema,
  driverStatusUpdateSchema,
  errorSchema,
  scheduleChangeSchema,
  scheduleQuoteRequestSchema,
  scheduleQuoteSchema,
  staffBookingSchema,
  statusCorrectionSchema,
  isCleanText,
  listOf,
} from '@app/shared';
import type { AppDeps } from '../../deps';
import { parseId } from '../../lib/ids';
import { listResult, pageQuerySchema, pageRequest } from '../../lib/paging';
import { badRequest } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import * as service from './service';
import * as staff from './staff-service';
import * as transferService from './transfer-service';
import { appLinks } from '../users';
import { OFFLINE_KEY_HEADER, idempotencyKeyOf, oncePerKey } from '../idempotency';

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
    const { db, guard, config, clock, events } = deps;
    const bookingId = (params: { id: string }) => parseId(params.id, MESSAGES.api.bookingNotFound);
    const admin = { onRequest: guard('admin') };

    api.get('/api/booking-rules', {
      schema: { tags: ['bookings'], summary: 'Limits a booking is held to (the booking form shows them before submit)', response: { 200: bookingRulesSchema } },
    }, async () => config.bookingRules);

    api.post('/api/bookings', {
      onRequest: guard(),
      // Per account, counted in Redis with the other limits when REDIS_URL is set. preParsing: after
      // the guard has named the account, before any work on the body.
      config: {
        rateLimit: { max: config.rateLimits.booking, timeWindow: '1 hour', hook: 'preParsing', keyGenerator: (req) => `booking:${currentUser(req).id}` },
      },
      schema: {
        tags: ['bookings'],
        summary: 'Request a booking (starts pending)',
        security: bearer,
        body: createBookingSchema,
        headers: z.object({ 'idempotency-key': z.string().optional().describe('Retry-safe key: a retried request returns the first booking (200)') }).passthrough(),
        response: { 200: bookingSchema, 201: bookingSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema, 429: errorSchema },
      },
    }, async (req, reply) => {
      const key = idempotencyKey(req.headers['idempotency-key']);
      const { booking, replayed } = await service.createBooking(db, currentUser(req), req.body, { rules: config.bookingRules, pending: config.pendingBookings, now: clock(), events, idempotencyKey: key });
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(replayed ? 200 : 201).send(booking);
    });

    api.post('/api/bookings/transfer', {
      onRequest: guard(),
      config: {
        rateLimit: { max: config.rateLimits.booking, timeWindow: '1 hour', hook: 'preParsing', keyGenerator: (req) => `booking:${currentUser(req).id}` },
      },
      schema: {
        tags: ['bookings', 'transfers'],
        summary: 'Request an airport transfer (starts pending): a free vehicle of the type with a driver, at the place\'s fixed fare (decision 111)',
        security: bearer,
        body: createTransferBookingSchema,
        headers: z.object({ 'idempotency-key': z.string().optional().describe('Retry-safe key: a retried request returns the first booking (200)') }).passthrough(),
        response: { 200: bookingSchema, 201: bookingSchema, 400: errorSchema, 409: errorSchema, 422: errorSchema, 429: errorSchema },
      },
    }, async (req, reply) => {
      const key = idempotencyKey(req.headers['idempotency-key']);
      const { booking, replayed } = await transferService.createTransferBooking(db, currentUser(req), req.body, { rules: config.bookingRules, pending: config.pendingBookings, now: clock(), events, idempotencyKey: key });
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(replayed ? 200 : 201).send(booking);
    });

    api.get('/api/bookings/my-bookings', {
      onRequest: guard(),
      schema: { tags: ['bookings'], summary: "The caller's bookings, newest first", security: bearer, querystring: pageQuerySchema, response: { 200: listOf(bookingSchema) } },
    }, async (req) => {
      const page = pageRequest(req.query);
      return listResult(await service.listMyBookings(db, currentUser(req), page), page);
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
    }, async (req) => service.ownerCancelBooking(db, currentUser(req), bookingId(req.params), clock(), events));

    api.get('/api/bookings/:id', {
      onRequest: guard(),
      schema: {
        tags: ['bookings'],
        summary: 'One booking (its booker, its assigned driver or an admin), with its terms and payments summary',
        security: bearer,
        params: idParams,
        response: { 200: bookingSchema, 403: errorSchema, 404: errorSchema },
      },
    }, async (req) => service.viewBooking(db, currentUser(req), bookingId(req.params)));

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
      return listResult(await service.listAllBookings(db, { status, q: q || undefined }, page), page);
    });

    api.patch('/api/admin/bookings/:id', {
      onRequest: guard('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Confirm (with a driver when withDriver) or cancel a booking (with a reason the tourist sees)',
        security: bearer,
        params: idParams,
        body: adminBookingUpdateSchema,
        response: { 200: bookingSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req) => service.adminUpdateBooking(db, currentUser(req), bookingId(req.params), req.body, events, clock()));

    api.post('/api/admin/bookings', {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: "Take a booking by phone for a customer: an existing account (customerId, or the form's e-mail), or a new one that is e-mailed a link to set its password",
        security: bearer,
        body: staffBookingSchema,
        response: { 201: bookingSchema.extend({ accountCreated: z.boolean() }), 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req, reply) => {
      const { booking, accountCreated } = await staff.bookForCustomer(db, currentUser(req), req.body, {
        rules: config.bookingRules,
        pending: config.pendingBookings,
        now: clock(),
        events,
        setPasswordLink: appLinks(config.publicUrl).resetPassword,
      });
      return reply.code(201).send({ ...booking, accountCreated });
    });

    api.put('/api/admin/bookings/:id/driver', {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Give a confirmed trip another driver (free for its period); the tourist and both drivers are e-mailed',
        security: bearer,
        params: idParams,
        body: driverChangeSchema,
        response: { 200: bookingSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req) => staff.changeDriver(db, currentUser(req), bookingId(req.params), req.body, events));

    api.put('/api/admin/bookings/:id/schedule', {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'New dates and times, optionally another vehicle, for a pending or confirmed booking: re-checked, re-priced, the tourist e-mailed',
        security: bearer,
        params: idParams,
        body: scheduleChangeSchema,
        response: { 200: bookingSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req) => staff.changeSchedule(db, currentUser(req), bookingId(req.params), req.body, { rules: config.bookingRules, now: clock(), events }));

    api.post('/api/admin/bookings/:id/schedule/quote', {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: "The quote a schedule change would write (the booking's own policy and extras, the same checks), and the total now; nothing is written",
        security: bearer,
        params: idParams,
        body: scheduleQuoteRequestSchema,
        response: { 200: scheduleQuoteSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req) => staff.previewScheduleChange(db, bookingId(req.params), req.body, { rules: config.bookingRules, now: clock() }));

    api.post('/api/admin/bookings/:id/correction', {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Move a status set by mistake back one step, with a reason (kept in the history)',
        security: bearer,
        params: idParams,
        body: statusCorrectionSchema,
        response: { 200: bookingSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req) => staff.correctStatus(db, currentUser(req), bookingId(req.params), req.body.reason, events));

    // An airport transfer's day (decision 111): the driver at the pickup point, a no-show, staff's review.
    api.post('/api/drivers/bookings/:id/at-pickup-point', {
      onRequest: guard(...DRIVER_AREA_ROLES),
      schema: {
        tags: ['driver', 'transfers'],
        summary: 'A transfer\'s driver is at the pickup point (stamped with the server\'s time; the first stamp stays)',
        security: bearer,
        params: idParams,
        response: { 200: bookingSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req) => transferService.atPickupPoint(db, currentUser(req), bookingId(req.params), clock(), events));

    api.post('/api/drivers/bookings/:id/no-show', {
      onRequest: guard(...DRIVER_AREA_ROLES),
      schema: {
        tags: ['driver', 'transfers'],
        summary: 'Nobody came to a transfer: reported with a note once the free waiting has passed, after "At the pickup point"; staff review it',
        security: bearer,
        params: idParams,
        body: noShowSchema,
        response: { 200: bookingSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req) => transferService.reportNoShow(db, currentUser(req), bookingId(req.params), req.body.note, clock(), events));

    api.post('/api/admin/bookings/:id/no-show-review', {
      onRequest: guard('admin'),
      schema: {
        tags: ['admin', 'transfers'],
        summary: 'Review a reported no-show: the transfer is cancelled; the tourist\'s no-show refunds nothing, a driver who never arrived refunds everything paid',
        security: bearer,
        params: idParams,
        body: noShowReviewSchema,
        response: { 200: bookingSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req) => transferService.reviewNoShow(db, currentUser(req), bookingId(req.params), req.body.outcome, clock(), events));

    api.patch('/api/admin/bookings/:id/transfer-waiting', {
      onRequest: guard('admin'),
      schema: {
        tags: ['admin', 'transfers'],
        summary: 'Charge the waiting an arrival\'s pickup proposed (an extra on the booking), or waive it (a late flight); once decided, 409',
        security: bearer,
        params: idParams,
        body: waitingDecisionSchema,
        response: { 200: bookingSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req) => transferService.decideWaiting(db, bookingId(req.params), req.body.status, clock(), events, currentUser(req).id));

    // The trip's progress changes the booking, so the route lives here though its URL is the driver area's.
    api.patch('/api/drivers/bookings/:id/status', {
      onRequest: guard(...DRIVER_AREA_ROLES),
      schema: {
        tags: ['driver'],
        summary: 'Move an assigned trip on: confirmed -> picked_up -> en_route -> completed (from 12 hours before pickup; completed from pickup)',
        security: bearer,
        params: idParams,
        body: driverStatusUpdateSchema,
        headers: OFFLINE_KEY_HEADER,
        response: { 200: bookingSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema },
      },
    }, async (req, reply) => {
      const id = bookingId(req.params);
      const user = currentUser(req);
      const key = idempotencyKeyOf(req.headers['idempotency-key']);
      const answer = await oncePerKey(db, { userId: user.id, key, request: ['status', id, req.body] }, async (tx) => ({
        status: 200 as const,
        body: await service.driverUpdateBookingStatus(tx, user, id, req.body.status, clock(), events),
      }));
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(answer.status).send(answer.body);
    });
  };
}
