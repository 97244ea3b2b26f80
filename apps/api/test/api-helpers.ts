import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SignJWT, UnsecuredJWT } from 'jose';
import { JWT_SECRET, call, type Res } from './harness';

/** Ids that name nothing: a well-formed unknown UUID and a malformed one (both must answer 404). */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
export const MALFORMED_ID = 'not-a-real-id';

const SECRET_KEY_RE = /pass(word)?|hash|salt/i;
const HASH_VALUE_RE = /^\$(argon2(id|i|d)?|2[abxy]?)\$/;

/** Fails when any key or value anywhere in the body looks like a password or a password hash. */
export function expectNoSecrets(body: unknown, where = 'body'): void {
  if (Array.isArray(body)) {
    body.forEach((item, i) => expectNoSecrets(item, `${where}[${i}]`));
  } else if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body)) {
      expect(SECRET_KEY_RE.test(key), `${where}.${key} must not be sent`).toBe(false);
      expectNoSecrets(value, `${where}.${key}`);
    }
  } else if (typeof body === 'string') {
    expect(HASH_VALUE_RE.test(body), `${where} looks like a password hash`).toBe(false);
  }
}

/** A 400 whose `error` is a string and whose `details` (strings) include every given message. */
export function expectValidation(res: Res, ...messages: string[]): void {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(typeof res.body.error).toBe('string');
  expect(Array.isArray(res.body.details)).toBe(true);
  for (const d of res.body.details) expect(typeof d).toBe('string');
  for (const m of messages) expect(res.body.details, `details should include "${m}"`).toContain(m);
}

/** An error answer with exactly this status and `error` text. */
export function expectError(res: Res, status: number, error?: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(typeof res.body?.error, `error text of ${JSON.stringify(res.body)}`).toBe('string');
  if (error !== undefined) expect(res.body.error).toBe(error);
}

const key = new TextEncoder().encode(JWT_SECRET);
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A token signed with the test app's secret, like the app's own but with any claims, lifetime,
 * issuer or algorithm, to check that the guard refuses what it should.
 */
export async function mintToken(opts: {
  sub: string;
  role?: string;
  tv?: number;
  issuer?: string;
  /** Seconds from now (negative: already expired). */
  expiresIn?: number;
  alg?: 'HS256' | 'HS384' | 'HS512';
  secret?: string;
}): Promise<string> {
  const exp = nowSeconds() + (opts.expiresIn ?? 3600);
  return new SignJWT({ role: opts.role ?? 'tourist', tv: opts.tv ?? 0 })
    .setProtectedHeader({ alg: opts.alg ?? 'HS256' })
    .setSubject(opts.sub)
    .setIssuer(opts.issuer ?? 'lanka-ride')
    .setIssuedAt(Math.min(exp - 60, nowSeconds()))
    .setExpirationTime(exp)
    .sign(opts.secret ? new TextEncoder().encode(opts.secret) : key);
}

/** An unsigned token (`alg: none`), with an empty or a junk signature part. */
export function unsignedToken(sub: string, role = 'admin', junkSignature = false): string {
  const token = new UnsecuredJWT({ role, tv: 0 }).setSubject(sub).setIssuer('lanka-ride').setIssuedAt().setExpirationTime('1h').encode();
  return junkSignature ? `${token}c2lnbmF0dXJl` : token;
}

/** The claims of a JWT, read without checking it. */
export function decodeClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

/** The vehicle ids in a list answer. */
export const idsOf = (list: { _id: string }[]): string[] => list.map((x) => x._id);

/** Creates a booking and answers its body, failing loudly if it is not a 201. */
export async function book(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  const res = await call(app, 'POST', '/api/bookings', { token, body });
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Admin status change of a booking. */
export function adminPatch(app: FastifyInstance, token: string, id: string, body: Record<string, unknown>) {
  return call(app, 'PATCH', `/api/admin/bookings/${id}`, { token, body });
}

/** Driver status change of a booking. */
export function driverPatch(app: FastifyInstance, token: string, id: string, status: string) {
  return call(app, 'PATCH', `/api/drivers/bookings/${id}/status`, { token, body: { status } });
}
