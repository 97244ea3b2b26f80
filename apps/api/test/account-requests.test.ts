import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared';
import { buildApp } from '../src/app';
import type { Database, Queryable } from '../src/db/database';
import { resolveDueRequests } from '../src/outbox-worker';
import { ENGINES, JWT_SECRET, call, createTestApp, registerUser, uniqueEmail, type TestApp } from './harness';
import { deliverOutbox, startSmtp } from './smtp';

/**
 * Issue 25, item 10: the answers to "Forgot password?" and to registration must not tell, by
 * their timing, which addresses have accounts. Timing itself cannot be asserted without flaky
 * tests, so what makes it equal is asserted: the request does the same statements for every
 * address and reads no account (the lookup is the outbox worker's), and the request it queues has
 * the same shape. The medians of both kinds of address are printed for the README.
 */

/** The real database, with every statement's text written down (to compare two requests' work). */
function recorded(db: Database): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const wrap = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      statements.push(sql.replace(/\s+/g, ' ').trim());
      return q.query(sql, params);
    },
  });
  const proxy = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'query') return wrap(target).query;
      if (prop === 'transaction') return <T>(fn: (tx: Queryable) => Promise<T>) => target.transaction((tx) => fn(wrap(tx)));
      return Reflect.get(target, prop, receiver);
    },
  });
  return { db: proxy, statements };
}

const readsAccounts = (sql: string) => /\bFROM users\b|\bJOIN users\b/i.test(sql);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

describe.each(ENGINES)('account requests answer alike for every address (%s)', (engine) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let probe: { app: FastifyInstance; statements: string[] };

  beforeAll(async () => {
    t = await createTestApp(engine, { config: { publicUrl: 'https://rent.example.lk' } });
    smtp = await startSmtp();
    const rec = recorded(t.db);
    // SQL searches: no availability index loading in the background among the recorded statements.
    const app = await buildApp({ db: rec.db, config: { ...t.config, searchIndex: 'sql' }, jwtSecret: JWT_SECRET, logger: false });
    await app.ready();
    probe = { app, statements: rec.statements };
  });
  afterAll(async () => {
    await probe?.app.close();
    await t?.close();
    await smtp?.close();
  });

  /** The statements one request runs on the recording app, and its answer. */
  async function statementsOf(method: 'POST', url: string, body: unknown) {
    probe.statements.length = 0;
    const res = await call(probe.app, method, url, { body });
    return { res, statements: [...probe.statements] };
  }
  /** The queued requests of one kind for an address (registerUser queued a registration for its own). */
  const requestsFor = (address: string, kind: 'password_reset_requested' | 'registration_requested') =>
    t.db.query<{ kind: string; recipient: string; job: Record<string, unknown>; subject: string; body: string }>(
      'SELECT kind, recipient, job, subject, body FROM outbox WHERE job IS NOT NULL AND recipient = $1 AND kind = $2 ORDER BY created_at',
      [address, kind],
    );
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));

  describe('forgot password', () => {
    it('runs the same statements for a known and an unknown address, none of them reading an account, and queues the same request', async () => {
      const known = await registerUser(t.app);
      const unknown = uniqueEmail('nobody');
      const a = await statementsOf('POST', '/api/users/password-reset', { email: known.email });
      const b = await statementsOf('POST', '/api/users/password-reset', { email: unknown });
      expect([a.res.status, b.res.status]).toEqual([202, 202]);
      expect(b.res.body).toEqual(a.res.body);
      expect(b.statements).toEqual(a.statements);
      expect(a.statements).toHaveLength(1);
      expect(a.statements.filter(readsAccounts)).toEqual([]);

      const [knownRequest] = await requestsFor(known.email, 'password_reset_requested');
      const [unknownRequest] = await requestsFor(unknown, 'password_reset_requested');
      expect(knownRequest).toEqual({ kind: 'password_reset_requested', recipient: known.email, job: { publicUrl: 'https://rent.example.lk' }, subject: '', body: '' });
      expect(unknownRequest).toEqual({ ...knownRequest, recipient: unknown });
      // Nothing is made for either address until the worker runs.
      expect(await t.db.query('SELECT 1 FROM password_reset_tokens WHERE user_id = $1', [known.user._id])).toEqual([]);
    });

    it('the worker e-mails the known address a link and the unknown one nothing, and removes both requests', async () => {
      const known = await registerUser(t.app);
      const unknown = uniqueEmail('nobody');
      await call(t.app, 'POST', '/api/users/password-reset', { body: { email: known.email.toUpperCase() } });
      await call(t.app, 'POST', '/api/users/password-reset', { body: { email: unknown } });
      await deliverOutbox(t.db, smtp.url);
      expect(mailsTo(known.email).map((m) => m.subject)).toContain('Reset your LankaRide password');
      expect(mailsTo(unknown)).toEqual([]);
      expect(await requestsFor(known.email, 'password_reset_requested')).toEqual([]);
      expect(await requestsFor(unknown, 'password_reset_requested')).toEqual([]);
      expect(await t.db.query('SELECT 1 FROM password_reset_tokens WHERE user_id = $1', [known.user._id])).toHaveLength(1);
      // Requests are not e-mails: the admin Outbox never lists them.
      await call(t.app, 'POST', '/api/users/password-reset', { body: { email: unknown } });
      const outbox = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE job IS NOT NULL');
      expect(outbox[0]!.n).toBe(1);
      await resolveDueRequests(t.db);
      expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE job IS NOT NULL'))[0]!.n).toBe(0);
    });
  });

  describe('registration', () => {
    it('runs the same statements for a new and a taken address (one hash, one insert-or-nothing, one request), none reading an account', async () => {
      const owner = await registerUser(t.app);
      const fresh = uniqueEmail('fresh');
      const taken = await statementsOf('POST', '/api/users', { username: 'Impostor', email: owner.email, password: 'impostor1' });
      const made = await statementsOf('POST', '/api/users', { username: 'Fresh', email: fresh, password: 'fresh123' });
      expect([taken.res.status, made.res.status]).toEqual([201, 201]);
      expect(taken.res.body).toEqual(made.res.body);
      expect(taken.statements).toEqual(made.statements);
      expect(made.statements.filter(readsAccounts)).toEqual([]);
      expect(made.statements.filter((sql) => /^INSERT INTO users/i.test(sql))).toHaveLength(1);

      // The new account signs in at once (spec: login after registration); the taken one is unchanged.
      expect((await call(t.app, 'POST', '/api/users/login', { body: { email: fresh, password: 'fresh123' } })).status).toBe(200);
      expect((await call(t.app, 'POST', '/api/users/login', { body: { email: owner.email, password: 'impostor1' } })).status).toBe(401);
      const takenRequest = (await requestsFor(owner.email, 'registration_requested')).at(-1);
      const [madeRequest] = await requestsFor(fresh, 'registration_requested');
      expect(takenRequest).toMatchObject({ kind: 'registration_requested', job: { publicUrl: 'https://rent.example.lk', createdUserId: null } });
      expect(madeRequest).toMatchObject({ kind: 'registration_requested', job: { publicUrl: 'https://rent.example.lk', createdUserId: expect.any(String) } });

      await deliverOutbox(t.db, smtp.url);
      expect(mailsTo(fresh).map((m) => m.subject)).toEqual(['Welcome to LankaRide']);
      expect(mailsTo(owner.email).map((m) => m.subject)).toContain('You already have a LankaRide account');
    });
  });

  it('prints the medians of both kinds of address (a generous bound only)', async () => {
    const known = await registerUser(t.app);
    const rounds = 30;
    const timed = async (fn: () => Promise<unknown>) => {
      const start = process.hrtime.bigint();
      await fn();
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const reset = { known: [] as number[], unknown: [] as number[] };
    const register = { taken: [] as number[], fresh: [] as number[] };
    for (let i = 0; i < rounds; i++) {
      // Interleaved, each kind first every other round, so a busy moment of the machine (or
      // being second in a pair) falls on both kinds alike.
      const pairs: [() => Promise<number>, () => Promise<number>][] = [
        [
          async () => reset.known.push(await timed(() => call(t.app, 'POST', '/api/users/password-reset', { body: { email: known.email } }))),
          async () => reset.unknown.push(await timed(() => call(t.app, 'POST', '/api/users/password-reset', { body: { email: uniqueEmail('nobody') } }))),
        ],
        [
          async () => register.taken.push(await timed(() => call(t.app, 'POST', '/api/users', { body: { username: 'Again', email: known.email, password: 'secret999' } }))),
          async () => register.fresh.push(await timed(() => call(t.app, 'POST', '/api/users', { body: { username: 'New', email: uniqueEmail('timing'), password: 'secret999' } }))),
        ],
      ];
      for (const [a, b] of pairs) {
        if (i % 2 === 0) await a().then(b);
        else await b().then(a);
      }
    }
    const f = (xs: number[]) => median(xs).toFixed(2);
    console.log(
      `[timing] ${engine}: password reset median known ${f(reset.known)} ms / unknown ${f(reset.unknown)} ms; ` +
        `registration median taken ${f(register.taken)} ms / new ${f(register.fresh)} ms (${rounds} requests each, interleaved)`,
    );
    for (const xs of [reset.known, reset.unknown, register.taken, register.fresh]) expect(median(xs)).toBeLessThan(2_000);
    await resolveDueRequests(t.db, { batchSize: 1000 });
  });
});

describe.each(ENGINES)('per-address limits on reset and registration (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { config: { addressRateLimit: { max: 2, window: '1 hour' } } });
  });
  afterAll(async () => t?.close());

  /** A request from its own client IP each time: only the per-address limit can stop it. */
  const from = (ip: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const answer = (res: Awaited<ReturnType<typeof from>>) => ({ status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] !== undefined });

  it('the third reset request for one address in the window is a 429 from any IP, alike with and without an account', async () => {
    const known = await registerUser(t.app);
    const unknown = uniqueEmail('nobody');
    const answers = { known: [] as ReturnType<typeof answer>[], unknown: [] as ReturnType<typeof answer>[] };
    for (let i = 0; i < 3; i++) {
      answers.known.push(answer(await from(`10.0.1.${i}`, '/api/users/password-reset', { email: known.email })));
      answers.unknown.push(answer(await from(`10.0.2.${i}`, '/api/users/password-reset', { email: unknown })));
    }
    expect(answers.known.map((a) => a.status)).toEqual([202, 202, 429]);
    expect(answers.unknown).toEqual(answers.known);
    expect(answers.known[2]).toMatchObject({ body: { error: MESSAGES.api.tooManyRequests, code: 'api.tooManyRequests' }, retryAfter: true });
    // The address is counted whatever its case; another address is not affected.
    expect((await from('10.0.3.1', '/api/users/password-reset', { email: known.email.toUpperCase() })).statusCode).toBe(429);
    expect((await from('10.0.3.1', '/api/users/password-reset', { email: uniqueEmail('other') })).statusCode).toBe(202);
    // Only two requests were queued for each address.
    expect(await t.db.query('SELECT 1 FROM outbox WHERE job IS NOT NULL AND recipient = $1', [unknown])).toHaveLength(2);
  });

  it('registration is limited per address too, alike for a new and a taken address', async () => {
    const owner = await registerUser(t.app);
    const fresh = uniqueEmail('fresh');
    const statuses = { taken: [] as number[], fresh: [] as number[] };
    for (let i = 0; i < 3; i++) {
      statuses.taken.push((await from(`10.1.1.${i}`, '/api/users', { username: 'Again', email: owner.email, password: 'secret999' })).statusCode);
      statuses.fresh.push((await from(`10.1.2.${i}`, '/api/users', { username: 'New', email: fresh, password: 'secret999' })).statusCode);
    }
    // registerUser already registered the owner's address once: its second try is the limit.
    expect(statuses.taken).toEqual([201, 429, 429]);
    expect(statuses.fresh).toEqual([201, 201, 429]);
  });
});
