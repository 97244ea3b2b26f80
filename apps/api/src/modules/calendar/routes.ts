import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DRIVER_AREA_ROLES, MESSAGES, calendarFeedSchema, errorSchema } from '@app/shared';
import type { AppDeps } from '../../deps';
import { parseId } from '../../lib/ids';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

const bearer = [{ bearer: [] }];
const CALENDAR = 'text/calendar; charset=utf-8';
/** Someone's trips: never kept by a shared cache, nor by the browser; a renewed address is dead at once. */
const NO_STORE = 'private, no-store';

/** Calendars of trips (decision 108): the driver's private feed and a booking's `.ics`. */
export function calendarRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db, guard, clock, config } = deps;
    const driverArea = { onRequest: guard(...DRIVER_AREA_ROLES) };

    api.get('/api/drivers/calendar', {
      ...driverArea,
      schema: {
        tags: ['driver'],
        summary: "The signed-in driver's private calendar feed (iCalendar) address, made on first asking",
        security: bearer,
        response: { 200: calendarFeedSchema },
      },
    }, async (req, reply) => reply.header('cache-control', NO_STORE).send(await service.feedOf(db, currentUser(req), config.publicUrl)));

    api.post('/api/drivers/calendar/renew', {
      ...driverArea,
      schema: {
        tags: ['driver'],
        summary: "A new address for the driver's calendar feed: the old one answers 404 from now on",
        security: bearer,
        response: { 200: calendarFeedSchema },
      },
    }, async (req, reply) => reply.header('cache-control', NO_STORE).send(await service.renewFeed(db, currentUser(req), config.publicUrl)));

    api.get('/api/calendar/:secret.ics', {
      schema: {
        tags: ['driver'],
        summary:
          "A driver's trips as an iCalendar feed (RFC 5545), for calendar apps: no session, the secret in the address is the key. One event per trip (UID from the booking, SEQUENCE rising with its history, STATUS:CANCELLED once cancelled), times in UTC",
        params: z.object({ secret: z.string() }),
        produces: ['text/calendar'],
        response: { 200: z.any().describe('The feed (text/calendar)'), 404: errorSchema },
      },
    }, async (req, reply) => {
      const text = await service.feedCalendar(db, req.params.secret, clock());
      return reply.type(CALENDAR).header('cache-control', NO_STORE).header('referrer-policy', 'no-referrer').send(text);
    });

    api.get('/api/bookings/:id/calendar.ics', {
      onRequest: guard(),
      schema: {
        tags: ['bookings'],
        summary: "A booking's trip as an iCalendar file to add to a calendar (its booker or an admin), in the language asked for",
        security: bearer,
        params: z.object({ id: z.string() }),
        querystring: z.object({ lang: z.string().max(10).optional() }),
        produces: ['text/calendar'],
        response: { 200: z.any().describe('The trip (text/calendar)'), 403: errorSchema, 404: errorSchema },
      },
    }, async (req, reply) => {
      const id = parseId(req.params.id, MESSAGES.api.bookingNotFound);
      const file = await service.bookingCalendarForViewer(db, currentUser(req), id, clock(), req.query.lang);
      return reply
        .type(CALENDAR)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', NO_STORE)
        .send(file.content);
    });
  };
}
