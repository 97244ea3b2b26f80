import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DRIVER_AREA_ROLES,
  MESSAGES,
  bookingSchema,
  driverCashSchema,
  odometerSchema,
  errorSchema,
  messageSchema,
  paymentSchema,
  publicPricingSchema,
  quoteRequestSchema,
  quoteAnswerSchema,
  recordPaymentSchema,
  reversePaymentSchema,
} from '@app/shared';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { parseId } from '../../lib/ids';
import { currentUser } from '../../plugins/auth';
import { currentPolicy } from '../pricing';
import * as payhere from './payhere-service';
import * as service from './service';
import { OFFLINE_KEY_HEADER, idempotencyKeyOf, oncePerKey } from '../idempotency';

const bearer = [{ bearer: [] }];
const idParams = z.object({ id: z.string() });
const formField = (name: string) => z.string({ error: MESSAGES.money.payhereBadField(name) }).max(200, MESSAGES.money.payhereBadField(name));

/** PayHere's notification, as its server posts it (form-encoded); fields it adds beyond these are ignored. */
const payhereNotificationSchema = z.object({
  merchant_id: formField('merchant_id'),
  order_id: formField('order_id'),
  payment_id: formField('payment_id'),
  payhere_amount: formField('payhere_amount'),
  payhere_currency: formField('payhere_currency'),
  status_code: formField('status_code'),
  md5sig: formField('md5sig'),
});

export function moneyRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db, guard, config, clock, events } = deps;
    const admin = { onRequest: guard('admin') };
    const bookingId = (params: { id: string }) => parseId(params.id, MESSAGES.api.bookingNotFound);

    // Only PayHere's notification comes as a form; every other route of the API stays JSON only.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    if (config.payhere && !payhere.onlinePaymentOffered(config)) {
      app.log.warn('PayHere is set up but PUBLIC_URL is not https: with NODE_ENV=production no online checkout is offered (PayHere would post its notifications over plain http).');
    }

    api.get('/api/pricing-policy', {
      schema: {
        tags: ['bookings'],
        summary: 'The pricing terms a booking made now gets (driver cost, deposit, kilometres, refund tiers, display currency rates) and whether the deposit can be paid online',
        response: { 200: publicPricingSchema },
      },
    }, async (_req, reply) => {
      const { policy } = await currentPolicy(db);
      // Asked again on each page load (the app keeps it a minute in memory): an admin's change shows
      // at once, and a browser cache never prices a trip under an old policy.
      reply.header('cache-control', 'no-cache');
      return { ...policy, onlinePayment: payhere.onlinePaymentOffered(config) };
    });

    api.post('/api/bookings/quote', {
      // Anyone may ask, so like the other public writes it is counted per client IP (decision 071),
      // before the body is read.
      config: { rateLimit: { max: config.rateLimits.quote, timeWindow: config.rateLimits.window } },
      schema: {
        tags: ['bookings'],
        summary: "A trip's price lines, deposit, balance, kilometres included and refund tiers under the current policy",
        body: quoteRequestSchema,
        response: { 200: quoteAnswerSchema, 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    }, async (req) => service.quoteFor(db, req.body, { rules: config.bookingRules, now: clock() }));

    api.get('/api/admin/bookings/:id/payments', {
      ...admin,
      schema: { tags: ['admin'], summary: "A booking's payments ledger, oldest first", security: bearer, params: idParams, response: { 200: z.array(paymentSchema), 404: errorSchema } },
    }, async (req) => service.listPayments(db, bookingId(req.params)));

    api.post('/api/admin/bookings/:id/payments', {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Record a payment or refund on a booking (the ledger is never changed; a mistake is reversed by a new row)',
        security: bearer,
        params: idParams,
        body: recordPaymentSchema,
        response: { 201: paymentSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req, reply) => reply.code(201).send(await service.recordStaffPayment(db, events, bookingId(req.params), req.body, currentUser(req).id)));

    api.post('/api/admin/bookings/:id/payments/:paymentId/reverse', {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Take a payment or refund back by recording the row that reverses it (once; a reversal itself cannot be reversed)',
        security: bearer,
        params: z.object({ id: z.string(), paymentId: z.string() }),
        body: reversePaymentSchema,
        response: { 201: paymentSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req, reply) => {
      const paymentId = parseId(req.params.paymentId, MESSAGES.money.paymentNotFound);
      return reply.code(201).send(await service.reverseStaffPayment(db, events, bookingId(req.params), paymentId, req.body.reason, currentUser(req).id));
    });

    api.get('/api/bookings/:id/payhere-checkout', {
      onRequest: guard(),
      schema: {
        tags: ['bookings'],
        summary: "PayHere's checkout form for the booking's deposit (its booker only; when online payment is set up)",
        security: bearer,
        params: idParams,
        response: { 200: z.object({ action: z.string(), fields: z.record(z.string(), z.string()) }), 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req) => payhere.checkoutFor(db, payhere.onlinePaymentOffered(config) ? config.payhere : null, currentUser(req).id, bookingId(req.params), config.publicUrl));

    api.post('/api/bookings/:id/payhere-return', {
      onRequest: guard(),
      schema: {
        tags: ['bookings'],
        summary: "The booker came back from PayHere's page with this order: its payment awaits PayHere's notification, and no new checkout is offered meanwhile (decision 080)",
        security: bearer,
        params: idParams,
        body: z.object({ orderId: z.string({ error: MESSAGES.money.payhereUnknownOrder }).min(1, MESSAGES.money.payhereUnknownOrder).max(60, MESSAGES.money.payhereUnknownOrder) }),
        response: { 200: bookingSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    }, async (req) => payhere.returnedFrom(db, currentUser(req).id, bookingId(req.params), req.body.orderId));

    api.put('/api/drivers/bookings/:id/odometer', {
      onRequest: guard(...DRIVER_AREA_ROLES),
      schema: {
        tags: ['driver'],
        summary: 'Record the odometer at pickup and/or at return of an assigned trip (extra kilometres are charged at completion)',
        security: bearer,
        params: idParams,
        body: odometerSchema,
        headers: OFFLINE_KEY_HEADER,
        response: { 200: bookingSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema },
      },
    }, async (req, reply) => {
      const id = bookingId(req.params);
      const user = currentUser(req);
      const key = idempotencyKeyOf(req.headers['idempotency-key']);
      const answer = await oncePerKey(db, { userId: user.id, key, request: ['odometer', id, req.body] }, async (tx) => {
        await service.recordOdometer(tx, user, id, req.body);
        return { status: 200 as const, body: await service.bookingFor(tx, id) };
      });
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(answer.status).send(answer.body);
    });

    api.post('/api/drivers/bookings/:id/cash', {
      onRequest: guard(...DRIVER_AREA_ROLES),
      schema: {
        tags: ['driver'],
        summary: 'Record the balance collected in cash on an assigned trip',
        security: bearer,
        params: idParams,
        body: driverCashSchema,
        headers: OFFLINE_KEY_HEADER,
        response: { 201: paymentSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema },
      },
    }, async (req, reply) => {
      const id = bookingId(req.params);
      const user = currentUser(req);
      const key = idempotencyKeyOf(req.headers['idempotency-key']);
      const answer = await oncePerKey(db, { userId: user.id, key, request: ['cash', id, req.body] }, async (tx) => ({
        status: 201 as const,
        body: await service.recordDriverCash(tx, events, user, id, req.body),
      }));
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(answer.status).send(answer.body);
    });

    api.post('/api/payments/payhere/notify', {
      schema: {
        tags: ['payments'],
        summary: "PayHere's server-to-server payment notification (form-encoded, signed with md5sig)",
        body: payhereNotificationSchema,
        response: { 200: messageSchema, 400: errorSchema, 404: errorSchema },
      },
    }, async (req) => {
      if (!config.payhere) throw notFound(MESSAGES.money.payhereNotConfigured);
      const recorded = await payhere.receiveNotification(db, events, config.payhere, req.body);
      return { message: recorded ? 'recorded' : 'acknowledged' };
    });
  };
}
