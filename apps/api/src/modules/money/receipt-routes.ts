import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, errorSchema } from '@app/shared';
import type { AppDeps } from '../../deps';
import { parseId } from '../../lib/ids';
import { currentUser } from '../../plugins/auth';
import { receiptForViewer } from './receipt-service';

const idParams = z.object({ id: z.string() });

/** The receipt PDF of a booking. */
export function receiptRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db, guard, clock } = deps;

    api.get('/api/bookings/:id/receipt.pdf', {
      onRequest: guard(),
      schema: {
        tags: ['bookings'],
        summary: "A booking's receipt as a PDF, in the caller's language: its price lines, total, payments and refunds, what is due (its booker or an admin)",
        security: [{ bearer: [] }],
        params: idParams,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The receipt, a PDF document (application/pdf)'), 403: errorSchema, 404: errorSchema },
      },
    }, async (req, reply) => {
      const receipt = await receiptForViewer(db, currentUser(req), parseId(req.params.id, MESSAGES.api.bookingNotFound), clock());
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${receipt.filename}"`)
        // Someone's payments: never kept by a shared cache, nor by the browser.
        .header('cache-control', 'private, no-store')
        .send(receipt.content);
    });
  };
}
