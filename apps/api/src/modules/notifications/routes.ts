import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listOf, outboxMessageSchema, type OutboxMessage } from '@app/shared';
import type { AppDeps } from '../../deps';
import { afterCursorSql, limitSql, listResult, pageQuerySchema, pageRequest } from '../../lib/paging';

interface OutboxRow {
  id: string;
  kind: string;
  booking_id: string | null;
  recipient: string;
  subject: string;
  body: string;
  status: OutboxMessage['status'];
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  created_at: Date;
  sort_at: string;
}

export function outboxRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get('/api/admin/outbox', {
      onRequest: deps.guard('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Notification e-mails and their delivery state, newest first',
        security: [{ bearer: [] }],
        querystring: pageQuerySchema,
        response: { 200: listOf(outboxMessageSchema) },
      },
    }, async (req) => {
      const page = pageRequest(req.query);
      const params: unknown[] = [];
      const rows = await deps.db.query<OutboxRow>(
        `SELECT o.created_at::text AS sort_at, o.id, o.kind, o.booking_id, o.recipient, o.subject, o.body, o.status,
                o.attempts, o.last_error, o.sent_at, o.created_at
         FROM outbox o WHERE true ${afterCursorSql(page, params, { at: 'o.created_at', id: 'o.id' }, 'desc')}
         ORDER BY o.created_at DESC, o.id DESC${limitSql(page, 1000)}`,
        params,
      );
      return listResult(
        rows.map((r) => ({
          item: {
            _id: r.id,
            kind: r.kind,
            bookingId: r.booking_id,
            recipient: r.recipient,
            subject: r.subject,
            body: r.body,
            status: r.status,
            attempts: r.attempts,
            lastError: r.last_error,
            sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
            createdAt: new Date(r.created_at).toISOString(),
          },
          cursor: { at: r.sort_at, id: r.id },
        })),
        page,
      );
    });
  };
}
