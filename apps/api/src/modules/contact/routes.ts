import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, contactMessageSchema, contactSchema, errorSchema, listOf, messageSchema } from '@app/shared';
import type { AppDeps } from '../../deps';
import { parseId } from '../../lib/ids';
import { listResult, pageQuerySchema, pageRequest } from '../../lib/paging';
import * as service from './service';

const bearer = [{ bearer: [] }];

export function contactRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db, guard } = deps;

    api.post('/api/contact', {
      schema: { tags: ['contact'], summary: 'Send a message to the team', body: contactSchema, response: { 201: messageSchema, 400: errorSchema } },
      config: { rateLimit: { max: deps.config.rateLimits.contact, timeWindow: deps.config.rateLimits.window } },
    }, async (req, reply) => {
      await service.receiveMessage(db, req.body);
      return reply.code(201).send({ message: MESSAGES.contact.success });
    });

    api.get('/api/admin/messages', {
      onRequest: guard('admin'),
      schema: {
        tags: ['admin'],
        summary: 'The contact inbox, newest first',
        security: bearer,
        querystring: pageQuerySchema.extend({ unread: z.enum(['true', 'false']).optional().catch(undefined) }),
        response: { 200: listOf(contactMessageSchema) },
      },
    }, async (req) => {
      const page = pageRequest(req.query);
      return listResult(await service.listMessages(db, { unreadOnly: req.query.unread === 'true' }, page), page);
    });

    api.patch('/api/admin/messages/:id', {
      onRequest: guard('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Mark a message read or unread',
        security: bearer,
        params: z.object({ id: z.string() }),
        body: z.object({ read: z.boolean({ error: MESSAGES.validation.readBoolean }) }),
        response: { 200: contactMessageSchema, 404: errorSchema },
      },
    }, async (req) => {
      return service.markMessage(db, parseId(req.params.id, MESSAGES.api.messageNotFound), req.body.read);
    });
  };
}
