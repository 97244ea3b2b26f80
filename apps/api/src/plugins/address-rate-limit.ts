import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@app/shared';
import { HttpError } from '../lib/errors';

/** The address a request is about: its body's `email`, as the route's schema normalised it. */
function addressOf(req: FastifyRequest): string {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * A limit per e-mail address on top of a route's per-IP one (decision 074), so many clients
 * together cannot send one address reset links without end or time answers about it from many
 * IPs. A preHandler: it runs after validation, on the normalised address. Counted for every
 * address alike, with or without an account, so the 429 tells nothing either. The counters share
 * the per-IP ones' store (in memory, or Redis with REDIS_URL) under `group`, keyed by a hash of the
 * address, so no address is kept in Redis in clear.
 */
export function perAddressLimit(app: FastifyInstance, opts: { group: string; max: number; timeWindow: string }) {
  const limit = app.createRateLimit({
    max: opts.max,
    timeWindow: opts.timeWindow,
    keyGenerator: (req) => `address-${opts.group}:${crypto.createHash('sha256').update(addressOf(req)).digest('hex')}`,
  });
  return async function addressLimit(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const result = await limit(req);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new HttpError(429, MESSAGES.api.tooManyRequests);
  };
}
