import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES, contactSchema, errorSchema, messageSchema } from '@app/shared';
import type { AppDeps } from '../../deps';

export function contactRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.post('/api/contact', {
      schema: { tags: ['contact'], summary: 'Send a message to the team', body: contactSchema, response: { 201: messageSchema, 400: errorSchema } },
      config: { rateLimit: { max: deps.config.rateLimits.contact, timeWindow: deps.config.rateLimits.window } },
    }, async (req, reply) => {
      const { name, email, subject, message } = req.body;
      await deps.db.query('INSERT INTO contact_messages (name, email, subject, message) VALUES ($1, $2, $3, $4)', [name, email, subject, message]);
      return reply.code(201).send({ message: MESSAGES.contact.success });
    });
  };
}
