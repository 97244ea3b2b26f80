import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, errorSchema, liveStreamQuerySchema, liveTicketSchema } from '@app/shared';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { HttpError, unauthorized } from '../../lib/errors';
import { findUserById } from '../users';
import { issueTicket, redeemTicket, type LiveHub } from './service';

const LAST_EVENT_ID_RE = /^\d{1,18}$/;

export function liveRoutes(deps: AppDeps, hub: LiveHub) {
  return async function (app: FastifyInstance) {
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.post('/api/events/ticket', {
      onRequest: deps.guard(),
      schema: {
        tags: ['live'],
        summary: 'A single-use ticket (valid one minute) that opens the stream of changes: the long-lived token never goes in a URL',
        security: [{ bearer: [] }],
        response: { 201: liveTicketSchema },
      },
    }, async (req, reply) => reply.code(201).send(await issueTicket(deps.db, currentUser(req).id, deps.clock())));

    typed.get('/api/events', {
      // A HEAD would use up a ticket for a stream nobody reads.
      exposeHeadRoute: false,
      schema: {
        tags: ['live'],
        summary: 'Server-sent events (text/event-stream): each change of a booking the caller may see, as `id:` and `data: {"bookingId","change"}`',
        description:
          'Staff see every booking and payment change, a driver his own trips, a tourist his own bookings. ' +
          'A reconnect resumes after `Last-Event-ID` (header, or `lastEventId`) within minutes; `event: reset` says more was missed (reload everything). ' +
          'A comment line every 20 s; a slow client is dropped; at most 5 streams per account and process.',
        querystring: liveStreamQuerySchema,
        response: { 200: z.string().describe('text/event-stream'), 401: errorSchema, 429: errorSchema, 503: errorSchema },
      },
    }, async (req, reply) => {
      // A draining server ends its streams: a client reconnecting must go to another (or wait).
      if (req.server.lifecycle.draining) throw new HttpError(503, MESSAGES.api.shuttingDown);
      const userId = await redeemTicket(deps.db, req.query.ticket, deps.clock());
      const user = userId ? await findUserById(deps.db, userId) : undefined;
      if (!user) throw unauthorized(MESSAGES.api.invalidToken);
      const header = req.headers['last-event-id'];
      const fromHeader = typeof header === 'string' && LAST_EVENT_ID_RE.test(header.trim()) ? header.trim() : undefined;
      const opened = await hub.open({ id: user.id, role: user.role }, fromHeader ?? req.query.lastEventId);
      if ('refused' in opened) throw new HttpError(429, MESSAGES.api.tooManyRequests);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(opened.stream as unknown as string);
    });
  };
}
