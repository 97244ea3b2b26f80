import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FINANCE_MAX_DAYS, PAYMENTS_CSV_COLUMNS, errorSchema, financeQuerySchema, financeSummarySchema, moneyTasksSchema, paymentsCsvFileName } from '@app/shared';
import type { AppDeps } from '../../deps';
import * as service from './service';

const bearer = [{ bearer: [] }];

export function financeRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db, guard, clock } = deps;
    const admin = { onRequest: guard('admin') };

    api.get('/api/admin/finance', {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: `Money received per Sri Lanka day and method, refunds paid, deposits and refunds still open, and revenue per month (a period of at most ${FINANCE_MAX_DAYS} days; default the last 30)`,
        security: bearer,
        querystring: financeQuerySchema,
        response: { 200: financeSummarySchema, 400: errorSchema },
      },
    }, async (req) => service.financeSummary(db, service.periodOf(req.query, clock())));

    api.get('/api/admin/money-tasks', {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Refunds to pay back (longest waiting first) and deposits to collect (soonest pickup first), each linking to its booking, for the dashboard',
        security: bearer,
        response: { 200: moneyTasksSchema },
      },
    }, async () => service.moneyTasks(db));

    api.get('/api/admin/payments.csv', {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: `The payments ledger of a period as CSV (columns: ${PAYMENTS_CSV_COLUMNS.join(', ')}); cells that would start a spreadsheet formula begin with an apostrophe`,
        security: bearer,
        querystring: financeQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv; charset=utf-8, one line per ledger row, oldest first'), 400: errorSchema },
      },
    }, async (req, reply) => {
      const period = service.periodOf(req.query, clock());
      const csv = await service.paymentsCsv(db, period);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${paymentsCsvFileName(period.from, period.to)}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });
  };
}
