import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, pricingPolicyInputSchema, pricingPolicyResponseSchema } from '@app/shared';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

const bearer = [{ bearer: [] }];

/** The office's pricing policy (the public terms are answered by the money module with its online-payment flag). */
export function pricingRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db, guard, clock } = deps;
    const admin = { onRequest: guard('admin') };

    api.get('/api/admin/pricing-policy', {
      ...admin,
      schema: { tags: ['admin'], summary: 'The pricing policy new bookings are made under', security: bearer, response: { 200: pricingPolicyResponseSchema } },
    }, async () => {
      const { policy, updatedAt } = await service.currentPolicy(db);
      return { ...policy, updatedAt };
    });

    api.put('/api/admin/pricing-policy', {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Change the pricing policy (existing bookings keep the terms they were made under)',
        security: bearer,
        body: pricingPolicyInputSchema,
        response: { 200: pricingPolicyResponseSchema, 400: errorSchema },
      },
    }, async (req) => service.savePolicy(db, req.body, currentUser(req).id, clock()));
  };
}
