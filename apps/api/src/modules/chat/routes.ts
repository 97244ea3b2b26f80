import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, chatLinksQuerySchema, chatLinksSchema, chatSettingsInputSchema, chatSettingsSchema, errorSchema } from '@app/shared';
import type { AppDeps } from '../../deps';
import { parseId } from '../../lib/ids';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

const bearer = [{ bearer: [] }];

/** WhatsApp click-to-chat links between a booking's parties, and the office's number (decision 108). */
export function chatRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db, guard, clock } = deps;
    const admin = { onRequest: guard('admin') };

    api.get('/api/bookings/:id/chat', {
      onRequest: guard(),
      schema: {
        tags: ['bookings'],
        summary:
          "WhatsApp links (wa.me, a message with the short reference typed in) the caller may open now: the booker's to the office and to the assigned driver, the driver's to the booker; driver and booker only from confirmation until a week after the trip. Only the booking's booker and driver",
        security: bearer,
        params: z.object({ id: z.string() }),
        querystring: chatLinksQuerySchema,
        response: { 200: chatLinksSchema, 403: errorSchema, 404: errorSchema },
      },
    }, async (req, reply) => {
      const id = parseId(req.params.id, MESSAGES.api.bookingNotFound);
      // The links hold phone numbers: never kept by a cache.
      return reply.header('cache-control', 'private, no-store').send(await service.chatLinksFor(db, currentUser(req), id, clock(), req.query.lang));
    });

    api.get('/api/admin/chat-settings', {
      ...admin,
      schema: { tags: ['admin'], summary: "The office's WhatsApp number the tourists' chat links open", security: bearer, response: { 200: chatSettingsSchema } },
    }, async () => service.chatSettings(db));

    api.put('/api/admin/chat-settings', {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: "Set the office's WhatsApp number (with its country code), or clear it (empty) to hide the office's chat links",
        security: bearer,
        body: chatSettingsInputSchema,
        response: { 200: chatSettingsSchema, 400: errorSchema },
      },
    }, async (req) => service.saveChatSettings(db, currentUser(req), req.body));
  };
}
