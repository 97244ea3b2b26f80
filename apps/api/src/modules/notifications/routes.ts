import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listOf, outboxMessageSchema } from '@app/shared';
import type { AppDeps } from '../../deps';
import { listResult, pageQuerySchema, pageRequest } from '../../lib/paging';
import * as service from './service';

export function outboxRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get('/api/admin/outbox', {
      onRequest: deps.guard('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Notification e-mails and their delivery state, newest first (reset links show as token=[hidden])',
        security: [{ bearer: [] }],
        querystring: pageQuerySchema,
        response: { 200: listOf(outboxMessageSchema) },
      },
    }, async (req) => {
      const page = pageRequest(req.query);
      return listResult(await service.listOutbox(deps.db, page), page);
    });
  };
}
