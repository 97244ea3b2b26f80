import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@app/shared';
import { isId } from './ids';

const ALGORITHM = 'HS256';
const ISSUER = 'lanka-ride';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** The user's token_version when signed; a password change or deletion bumps it. */
  tv: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid, unexpired token, or null. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string, ttl: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims) =>
      new SignJWT({ role: claims.role, tv: claims.tv })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key),
    async verify(token) {
      try {
        // The algorithm is pinned: a token signed any other way (or with "none") is refused; a token
        // without an expiry would be valid for ever, so `exp` is required.
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER, requiredClaims: ['exp', 'sub'] });
        if (!isId(payload.sub) || !Number.isInteger(payload.tv) || typeof payload.role !== 'string') return null;
        return { sub: payload.sub.toLowerCase(), role: payload.role as Role, tv: payload.tv as number };
      } catch {
        return null;
      }
    },
  };
}
