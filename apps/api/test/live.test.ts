import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE, MESSAGES, type LiveEvent } from '@app/shared';
import { ADMIN, ENGINES, bookingBody, call, createPostgresDatabase, createTestApp, createVehicle, loginAs, registerUser, tripSlots, type Account, type TestApp } from './harness';
import { adminPatch, book, expectError } from './api-helpers';
import { LiveHub } from '../src/modules/live';
import { json, startServerProcess } from './process';

/** One server-sent event as the stream wrote it. */
interface Sse {
  id?: string;
  event: string;
  data: string;
}

/** A stream read as it arrives: its events so far, and a wait for the next that matches. */
interface Reader {
  status: number;
  events: Sse[];
  ended: Promise<void>;
  /** The comment lines (heartbeats) seen so far. */
  comments: () => number;
  waitFor(match: (e: Sse) => boolean, ms?: number): Promise<Sse>;
  close(): void;
}

async function openStream(base: string, ticket: string, opts: { lastEventId?: string; header?: string } = {}): Promise<Reader> {
  const controller = new AbortController();
  const query = new URLSearchParams({ ticket, ...(opts.lastEventId ? { lastEventId: opts.lastEventId } : {}) });
  const res = await fetch(`${base}/api/events?${query}`, { signal: controller.signal, headers: opts.header ? { 'last-event-id': opts.header } : {} });
  const events: Sse[] = [];
  let comments = 0;
  const waiters = new Set<() => void>();
  const ended = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const e: Sse = { event: 'message', data: '' };
          let field = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments++;
            else if (line.startsWith('id: ')) e.id = line.slice(4);
            else if (line.startsWith('event: ')) e.event = line.slice(7);
            else if (line.startsWith('data: ')) e.data = line.slice(6);
            else continue;
            field = true;
          }
          if (field && (e.id !== undefined || e.data)) events.push(e);
          for (const w of waiters) w();
        }
      }
    } catch {
      /* aborted */
    }
    for (const w of waiters) w();
  })();
  return {
    status: res.status,
    events,
    ended,
    comments: () => comments,
    async waitFor(match, ms = 5_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching event in ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const w = () => (waiters.delete(w), resolve());
          waiters.add(w);
          setTimeout(w, 50);
        });
      }
    },
    close: () => controller.abort(),
  };
}

const dataOf = (e: Sse) => (e.data ? (JSON.parse(e.data) as LiveEvent) : undefined);
const about = (bookingId: string, change?: string) => (e: Sse) => dataOf(e)?.bookingId === bookingId && (!change || dataOf(e)?.change === change);

describe.each(ENGINES)('live changes (%s)', (engine) => {
  let t: TestApp;
  let base: string;
  let admin: string;
  let alice: Account;
  let bob: Account;
  let driver: Account;
  let vehicleId: string;
  const nextSlot = tripSlots('2034-01-01', 4);

  beforeAll(async () => {
    t = await createTestApp(engine, { config: { liveHeartbeatMs: 200 } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    alice = await registerUser(t.app);
    bob = await registerUser(t.app);
    driver = await registerUser(t.app, 'driver');
    vehicleId = (await createVehicle(t.app, admin))._id;
  });
  afterAll(async () => t?.close());

  const ticketOf = async (token: string) => {
    const res = await call(t.app, 'POST', '/api/events/ticket', { token });
    expect(res.status).toBe(201);
    return res.body.ticket as string;
  };
  const stream = async (token: string, opts?: { lastEventId?: string; header?: string }) => openStream(base, await ticketOf(token), opts);
  const bookAs = (who: Account) => book(t.app, who.token, bookingBody(vehicleId, nextSlot()));

  it('a ticket opens one stream, once, within its minute; the stream needs no bearer token', async () => {
    expectError(await call(t.app, 'POST', '/api/events/ticket'), 401);
    const ticket = await ticketOf(alice.token);
    const first = await openStream(base, ticket);
    expect(first.status).toBe(200);
    expect(await first.waitFor((e) => e.event === 'ready')).toMatchObject({ id: expect.stringMatching(/^\d+$/) });
    first.close();
    // Single use.
    const again = await call(t.app, 'GET', `/api/events?ticket=${ticket}`);
    expectError(again, 401, MESSAGES.api.invalidToken);
    // Expired: a minute and a second later.
    const late = await ticketOf(alice.token);
    t.clock.set(Date.now() + LIVE.ticketTtlMs + 1_000);
    try {
      expectError(await call(t.app, 'GET', `/api/events?ticket=${late}`), 401);
    } finally {
      t.clock.reset();
    }
    expectError(await call(t.app, 'GET', '/api/events?ticket=made-up'), 401);
    expect((await call(t.app, 'GET', '/api/events')).status).toBe(400);
  });

  it("staff hear every booking; a tourist only his own, never another tourist's; a driver his trips", async () => {
    const office = await stream(admin);
    const a = await stream(alice.token);
    const b = await stream(bob.token);
    const d = await stream(driver.token);
    await Promise.all([office, a, b, d].map((s) => s.waitFor((e) => e.event === 'ready')));

    const alices = await bookAs(alice);
    const created = await office.waitFor(about(alices._id, 'booking.created'));
    expect(JSON.parse(created.data)).toEqual({ bookingId: alices._id, change: 'booking.created', byBooker: true });
    await a.waitFor(about(alices._id, 'booking.created'));
    expect((await adminPatch(t.app, admin, alices._id, { status: 'confirmed', driverId: driver.user._id })).status).toBe(200);
    expect(dataOf(await a.waitFor(about(alices._id, 'booking.statusChanged')))?.byBooker).toBe(false);
    await d.waitFor(about(alices._id));
    await office.waitFor(about(alices._id, 'booking.statusChanged'));

    // Bob's own booking reaches him after Alice's changes were sent: he got none of hers.
    const bobs = await bookAs(bob);
    await b.waitFor(about(bobs._id, 'booking.created'));
    expect(b.events.filter((e) => dataOf(e)?.bookingId === alices._id)).toEqual([]);
    expect(a.events.filter((e) => dataOf(e)?.bookingId === bobs._id)).toEqual([]);
    expect(d.events.filter((e) => dataOf(e)?.bookingId === bobs._id)).toEqual([]);
    // Ids rise: each stream's ids in order.
    for (const s of [office, a, b]) {
      const ids = s.events.map((e) => BigInt(e.id!));
      expect(ids).toEqual([...ids].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    }
    // The heartbeat (200 ms in this test) keeps the stream talking.
    await new Promise((r) => setTimeout(r, 500));
    expect(office.comments()).toBeGreaterThan(0);
    for (const s of [office, a, b, d]) s.close();
  });

  it('a reconnect with Last-Event-ID replays what was missed (header or query), and only what the viewer may see', async () => {
    const first = await stream(alice.token);
    const ready = await first.waitFor((e) => e.event === 'ready');
    first.close();
    const missed = await bookAs(alice);
    const others = await bookAs(bob);
    expect((await call(t.app, 'PATCH', `/api/bookings/${missed._id}/cancel`, { token: alice.token })).status).toBe(200);

    const resumed = await stream(alice.token, { header: ready.id });
    await resumed.waitFor(about(missed._id, 'booking.cancelled'));
    expect(resumed.events.filter((e) => dataOf(e)).map((e) => dataOf(e)!.change)).toEqual(['booking.created', 'booking.cancelled']);
    expect(resumed.events.some(about(others._id))).toBe(false);
    resumed.close();

    const office = await stream(admin, { lastEventId: ready.id });
    await office.waitFor(about(missed._id, 'booking.cancelled'));
    expect(office.events.some(about(others._id, 'booking.created'))).toBe(true);
    office.close();

    // Further back than the log keeps (pruned: all but the newest entry): told to reload everything.
    await new LiveHub(t.db).prune(0);
    const [row] = await t.db.query<{ kept: string }>('SELECT count(*)::text AS kept FROM live_events');
    expect(row!.kept).toBe('1');
    const stale = await stream(alice.token, { lastEventId: ready.id });
    await stale.waitFor((e) => e.event === 'reset');
    stale.close();
  });

  it('a client that does not take what is sent is dropped past the bound, holding no more', async () => {
    const hub = new LiveHub(t.db, { bufferBytes: 1_000 });
    await hub.start();
    try {
      const opened = await hub.open({ id: alice.user._id, role: 'admin' }, undefined);
      if (!('stream' in opened)) throw new Error('refused');
      // Nobody reads this stream; changes keep coming (named on the channel as commits name them).
      for (let i = 1; i <= 40; i++) {
        const entry = { id: String(10_000_000 + i), bookingId: alice.user._id, change: 'booking.statusChanged', touristId: null, driverIds: [] };
        await t.db.query('SELECT pg_notify($1, $2)', ['live_events', JSON.stringify(entry)]);
      }
      for (const deadline = Date.now() + 5_000; !opened.stream.destroyed && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 20));
      expect(opened.stream.destroyed).toBe(true);
      expect(opened.stream.readableLength).toBeLessThanOrEqual(1_000 + 200);
      expect(hub.size).toBe(0);
    } finally {
      await hub.close();
    }
  });

  it('at most LIVE.streamsPerUser streams per account; draining ends every stream', async () => {
    const open = [];
    for (let i = 0; i < LIVE.streamsPerUser; i++) open.push(await stream(bob.token));
    expectError(await call(t.app, 'GET', `/api/events?ticket=${await ticketOf(bob.token)}`), 429);
    const office = await stream(admin);
    await office.waitFor((e) => e.event === 'ready');
    for (const s of open) s.close();
    await Promise.all(open.map((s) => s.ended));
    // Closed streams free their places.
    for (const deadline = Date.now() + 2_000; Date.now() < deadline; ) {
      const res = await fetch(`${base}/api/events?ticket=${await ticketOf(bob.token)}`);
      if (res.status === 200) {
        await res.body?.cancel();
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    t.app.lifecycle.drain();
    await office.ended;
    // While draining, no new stream opens here (the client goes elsewhere, or comes back).
    expectError(await call(t.app, 'GET', `/api/events?ticket=${await ticketOf(admin)}`), 503);
    t.app.lifecycle.draining = false;
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('live changes across API processes (PostgreSQL)', () => {
  it('a change made through one process reaches a stream on another, and a reconnect to the first replays it', async () => {
    const database = await createPostgresDatabase('t_live');
    const env = { DATABASE_URL: database.url, JWT_SECRET: 'live-test-secret-live-test-secret-0123456789', SEED_DEMO: 'true' };
    const one = await startServerProcess(env);
    const two = await startServerProcess({ ...env, LIVE_HEARTBEAT_MS: '1000' });
    try {
      const office = (await json(one.base, 'POST', '/api/users/login', { body: { email: 'admin@lankaride.lk', password: 'Admin@123' } })).body.token as string;
      const tourist = (await json(one.base, 'POST', '/api/users/login', { body: { email: 'tourist@lankaride.lk', password: 'Tourist@123' } })).body.token as string;
      const ticket = (await json(one.base, 'POST', '/api/events/ticket', { token: office })).body.ticket as string;
      // Issued by one process, redeemed by the other: tickets live in the database.
      const onTwo = await openStream(two.base, ticket);
      expect(onTwo.status).toBe(200);
      const ready = await onTwo.waitFor((e) => e.event === 'ready');
      const [vehicle] = (await json(one.base, 'GET', '/api/vehicles?limit=1')).body.items as { _id: string }[];
      const made = await json(one.base, 'POST', '/api/bookings', { token: tourist, body: bookingBody(vehicle!._id, { pickupDate: '2033-05-10', returnDate: '2033-05-12' }) });
      expect(made.status).toBe(201);
      await onTwo.waitFor(about(made.body._id, 'booking.created'), 10_000);
      onTwo.close();

      const again = (await json(two.base, 'POST', '/api/events/ticket', { token: office })).body.ticket as string;
      const onOne = await openStream(one.base, again, { lastEventId: ready.id });
      await onOne.waitFor(about(made.body._id, 'booking.created'));
      onOne.close();
    } finally {
      one.child.kill('SIGTERM');
      two.child.kill('SIGTERM');
      await Promise.all([one.exited, two.exited]);
      await database.drop();
    }
  });
});
