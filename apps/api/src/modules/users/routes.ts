import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES, listOf, loginSchema, registrationSchema, loginResponseSchema, userSchema, errorSchema } from '@app/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { login, register } from './service';
import { listUsers } from './repo';
import { listResult, pageQuerySchema, pageRequest } from '../../lib/paging';

export function userRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db, tokens, config, guard } = deps;

    api.post('/api/users/login', {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginSchema,
        response: { 200: loginResponseSchema, 401: errorSchema },
      },
      config: { rateLimit: { max: config.rateLimits.login, timeWindow: config.rateLimits.window } },
    }, async (req) => login(db, tokens, req.body.email, req.body.password));

    api.post('/api/users', {
      schema: {
        tags: ['auth'],
        summary: 'Register as a tourist or a driver',
        body: registrationSchema,
        response: { 201: z.object({ message: z.string(), user: userSchema }), 400: errorSchema, 409: errorSchema },
      },
      config: {
        validationError: MESSAGES.api.validationFailed,
        rateLimit: { max: config.rateLimits.register, timeWindow: config.rateLimits.window },
      },
    }, async (req, reply) => {
      const user = await register(db, req.body);
      return reply.code(201).send({ message: MESSAGES.api.registered, user });
    });

    api.get('/api/admin/users', {
      schema: { tags: ['admin'], summary: 'All users, newest first', security: [{ bearer: [] }], querystring: pageQuerySchema, response: { 200: listOf(userSchema) } },
      onRequest: guard('admin'),
    }, async (req) => listResult(await listUsers(db, undefined, pageRequest(req.query)), pageRequest(req.query)));
  };
}
