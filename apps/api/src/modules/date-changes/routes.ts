import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, dateChangeDeclineSchema, dateChangeRequestSchema, dateChangeSchema, errorSchema } from '@app/shared';
import type { AppDeps } from '../../deps';
import { isId, parseId } from '../../lib/ids';
import { currentUser } from '../../plugins/auth';
import { bookingMailLinks } from '../notifications';
import * as service from './service';

const idParams = z.object({ id: z.string() });
const bearer = [{ bearer: [] }];

/** A tourist's request for new dates: asked and withdrawn by the booker, answered by staff (decision 087). */
export function dateChangeRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db, guard, config, clock } = deps;
    const links = bookingMailLinks(config.publicUrl);
    const bookingId = (params: { id: string }) => parseId(params.id, MESSAGES.api.bookingNotFound);
    const requestId = (params: { id: string }) => parseId(params.id, MESSAGES.dateChange.requestNotFound);

    api.post('/api/bookings/:id/date-changes', {
      onRequest: guard(),
      schema: {
        tags: ['bookings'],
        summary: 'Ask for new dates for your own pending or confirmed booking before its pickup: priced like a staff change, one open request at a time',
        security: bearer,
        params: idParams,
        body: dateChangeRequestSchema,
        response: { 201: dateChangeSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req, reply) => {
      const request = await service.requestDateChange(db, currentUser(req), bookingId(req.params), req.body, { rules: config.bookingRules, now: clock() });
      return reply.code(201).send(request);
    });

    api.get('/api/date-changes/mine', {
      onRequest: guard(),
      schema: { tags: ['bookings'], summary: 'Your requests for new dates, newest first', security: bearer, response: { 200: z.array(dateChangeSchema) } },
    }, async (req) => service.myDateChanges(db, currentUser(req)));

    api.post('/api/date-changes/:id/withdraw', {
      onRequest: guard(),
      schema: {
        tags: ['bookings'],
        summary: 'Withdraw your open request for new dates',
        security: bearer,
        params: idParams,
        response: { 200: dateChangeSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req) => service.withdrawDateChange(db, currentUser(req), requestId(req.params)));

    api.get('/api/admin/date-changes', {
      onRequest: guard('admin'),
      schema: {
        tags: ['admin'],
        summary: "Tourists' requests for new dates: the open ones, oldest first, or one booking's (bookingId), newest first",
        security: bearer,
        querystring: z.object({ status: z.enum(['open']).optional().catch(undefined), bookingId: z.string().optional() }),
        response: { 200: z.array(dateChangeSchema) },
      },
    }, async (req) => {
      const { status, bookingId: id } = req.query;
      if (id !== undefined && !isId(id)) return [];
      return service.staffDateChanges(db, { status, bookingId: id?.toLowerCase() });
    });

    api.post('/api/admin/date-changes/:id/approve', {
      onRequest: guard('admin'),
      schema: {
        tags: ['admin'],
        summary: "Approve a tourist's new dates: the staff schedule change (checked again, re-priced), the tourist e-mailed",
        security: bearer,
        params: idParams,
        response: { 200: dateChangeSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req) => service.approveDateChange(db, currentUser(req), requestId(req.params), { rules: config.bookingRules, now: clock(), links, events: deps.events }));

    api.post('/api/admin/date-changes/:id/decline', {
      onRequest: guard('admin'),
      schema: {
        tags: ['admin'],
        summary: "Decline a tourist's new dates with a reason the tourist reads (e-mail and My Bookings)",
        security: bearer,
        params: idParams,
        body: dateChangeDeclineSchema,
        response: { 200: dateChangeSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req) => service.declineDateChange(db, currentUser(req), requestId(req.params), req.body.reason, links));
  };
}
