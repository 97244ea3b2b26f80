import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { MESSAGES, type Role } from '@app/shared';
import type { Queryable } from '../db/database';
import type { TokenService } from '../lib/tokens';
import { forbidden, unauthorized } from '../lib/errors';
import { findUserById, type UserRow } from '../modules/users';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by an auth guard. */
    auth?: UserRow;
  }
}

export type Guard = (...roles: Role[]) => onRequestAsyncHookHandler;

const BEARER_RE = /^Bearer\s+([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+)\s*$/;

/**
 * Guards built from the token service and the users table. The user is read on every call,
 * so a deleted account or a changed password ends older tokens at once.
 */
export function createGuard(db: Queryable, tokens: TokenService): Guard {
  return (...roles) =>
    async function guard(request: FastifyRequest, _reply: FastifyReply) {
      const header = request.headers.authorization;
      if (!header) throw unauthorized(MESSAGES.api.unauthorized);
      const match = BEARER_RE.exec(header);
      const claims = match ? await tokens.verify(match[1]!) : null;
      if (!claims) throw unauthorized(MESSAGES.api.invalidToken);
      const user = await findUserById(db, claims.sub);
      if (!user || user.token_version !== claims.tv) throw unauthorized(MESSAGES.api.invalidToken);
      if (roles.length > 0 && !roles.includes(user.role)) throw forbidden(MESSAGES.api.forbidden);
      request.auth = user;
    };
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw unauthorized(MESSAGES.api.unauthorized);
  return request.auth;
}
