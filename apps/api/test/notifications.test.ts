import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, colomboToday, outboxMessageSchema } from '@app/shared';
import { deliverDue, smtpTransport } from '../src/outbox-worker';
import type { Database } from '../src/db/database';
import { AFTER_TEST_TRIPS, ENGINES, bookingBody, call, createVehicle, registerUser, whileAt, type TestApp, withAdminApp } from './harness';
import { startSmtp } from './smtp';
import { json, startServerProcess } from './process';

/**
 * Runs delivery rounds until nothing is pending. With `pullRetries`, retries are moved forward
 * instead of waiting out the backoff (only safe with one worker: it also voids claims' leases).
 */
async function drain(db: Database, url: string, pullRetries = true, rounds = 40) {
  const transport = smtpTransport(url, 'LankaRide <test@lankaride.lk>');
  try {
    for (let i = 0; i < rounds; i++) {
      await deliverDue(db, transport);
      if (pullRetries) await db.query(`UPDATE outbox SET next_attempt_at = now() - interval '1 second' WHERE status = 'pending'`);
      const [left] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE status = 'pending'`);
      if (left!.n === 0) return;
    }
  } finally {
    transport.close();
  }
}

describe.each(ENGINES)('booking notifications through the outbox (%s)', (engine) => {
  let t: TestApp, admin: string;
  withAdminApp(engine, (app, token) => ([t, admin] = [app, token]));

  it("sends each event to the accounts' own addresses with the right subject, once; the form's contact e-mail gets nothing", async () => {
    const smtp = await startSmtp();
    try {
      const vehicle = await createVehicle(t.app, admin);
      const driver = await registerUser(t.app, 'driver');
      const tourist = await registerUser(t.app);
      await t.db.query('DELETE FROM outbox'); // the welcome e-mails of the new accounts
      const guest = 'guest.mail@example.com';
      const withDriver = (await call(t.app, 'POST', '/api/bookings', { token: tourist.token, body: bookingBody(vehicle._id, { email: guest }) })).body;
      await call(t.app, 'PATCH', `/api/admin/bookings/${withDriver._id}`, { token: admin, body: { status: 'confirmed', driverId: driver.user._id } });
      await whileAt(t.clock, AFTER_TEST_TRIPS, async () => {
        for (const status of ['picked_up', 'completed']) {
          expect((await call(t.app, 'PATCH', `/api/drivers/bookings/${withDriver._id}/status`, { token: driver.token, body: { status } })).status).toBe(200);
        }
      });
      const selfDrive = (await call(t.app, 'POST', '/api/bookings', {
        token: tourist.token,
        body: bookingBody(vehicle._id, { email: guest, driverOption: 'selfDrive', pickupDate: '2030-04-10', returnDate: '2030-04-11' }),
      })).body;
      await call(t.app, 'PATCH', `/api/admin/bookings/${selfDrive._id}`, { token: admin, body: { status: 'confirmed' } });
      await call(t.app, 'PATCH', `/api/admin/bookings/${selfDrive._id}`, { token: admin, body: { status: 'cancelled' } });

      await drain(t.db, smtp.url);
      const ref = (b: { _id: string }) => b._id.slice(0, 6).toUpperCase();
      const got = smtp.received.map((m) => [m.to.join(','), m.subject]).sort();
      const booker = tourist.email;
      expect(got).toEqual(
        [
          [booker, `We received your booking ${ref(withDriver)}`],
          [booker, `Your booking ${ref(withDriver)} is confirmed`],
          [driver.email, expect.stringContaining(`New trip ${ref(withDriver)}`)],
          [booker, `Thank you for travelling with us (${ref(withDriver)})`],
          // The completed trip's review request (issue 29, decision 094).
          [booker, `How was your trip with ${withDriver.vehicleBrand} ${withDriver.vehicleModel}?`],
          [booker, `We received your booking ${ref(selfDrive)}`],
          [booker, `Your booking ${ref(selfDrive)} is confirmed`],
          [booker, `Your booking ${ref(selfDrive)} was cancelled`],
        ].sort(),
      );
      // The contact e-mail typed into the form is shown to staff, never mailed.
      expect(smtp.received.flatMap((m) => m.to)).not.toContain(guest);
      expect((await call(t.app, 'GET', `/api/admin/bookings?q=${withDriver._id.slice(0, 8)}`, { token: admin })).body[0].email).toBe(guest);
      const outbox = await call(t.app, 'GET', '/api/admin/outbox', { token: admin });
      expect(outbox.status).toBe(200);
      expect(outbox.body.map((m: unknown) => outboxMessageSchema.parse(m).status).every((s: string) => s === 'sent')).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it('a server that refuses the first tries still gets each message exactly once', async () => {
    const smtp = await startSmtp({ refuseFirst: 2 });
    try {
      const vehicle = await createVehicle(t.app, admin);
      const tourist = await registerUser(t.app);
      await t.db.query('DELETE FROM outbox');
      for (let i = 0; i < 3; i++) {
        const res = await call(t.app, 'POST', '/api/bookings', {
          token: tourist.token,
          body: bookingBody(vehicle._id, { pickupDate: addDays('2030-11-01', i * 3), returnDate: addDays('2030-11-02', i * 3) }),
        });
        expect(res.status).toBe(201);
      }
      await drain(t.db, smtp.url);
      expect(smtp.refusals()).toBe(6);
      expect(smtp.received).toHaveLength(3);
      expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(3);
      const rows = await t.db.query<{ status: string; attempts: number }>('SELECT status, attempts FROM outbox');
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 3)).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it.runIf(engine === 'postgres')('two workers on separate pools never deliver a message twice', async () => {
    const smtp = await startSmtp();
    const other = t.testDb.openAnother();
    try {
      const vehicle = await createVehicle(t.app, admin);
      const tourist = await registerUser(t.app);
      await t.db.query('DELETE FROM outbox');
      for (let i = 0; i < 30; i++) {
        await call(t.app, 'POST', '/api/bookings', {
          token: tourist.token,
          body: bookingBody(vehicle._id, { pickupDate: addDays('2031-01-01', i * 2), returnDate: addDays('2031-01-02', i * 2) }),
        });
      }
      await Promise.all([drain(t.db, smtp.url, false), drain(other, smtp.url, false)]);
      expect(smtp.received).toHaveLength(30);
      expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(30);
    } finally {
      await smtp.close();
    }
  });
});

describe('a kill between commit and delivery', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lankaride-outbox-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('delivers after the restart, once', async () => {
    const smtp = await startSmtp();
    try {
      const env = { DATA_DIR: dir, SEED_DEMO: 'true', JWT_SECRET: 'outbox-test-secret-outbox-test-secret-012345', SMTP_URL: smtp.url };
      // Worker off: the booking and its e-mail commit, and nothing delivers before the kill.
      const first = await startServerProcess({ ...env, OUTBOX_POLL_MS: '0' });
      const email = `outbox.${Date.now()}@example.com`;
      await json(first.base, 'POST', '/api/users', { body: { username: 'Outbox', email, password: 'secret123' } });
      const token = (await json(first.base, 'POST', '/api/users/login', { body: { email, password: 'secret123' } })).body.token;
      const vehicles = (await json(first.base, 'GET', '/api/vehicles')).body;
      const start = addDays(colomboToday(), 40);
      const booking = await json(first.base, 'POST', '/api/bookings', {
        token,
        body: bookingBody(vehicles[0]._id, { pickupDate: start, returnDate: addDays(start, 2) }),
      });
      expect(booking.status).toBe(201);
      first.child.kill('SIGKILL');
      await first.exited;
      expect(smtp.received).toHaveLength(0);

      const second = await startServerProcess({ ...env, OUTBOX_POLL_MS: '100' });
      try {
        const deadline = Date.now() + 15_000;
        while (smtp.received.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
        await new Promise((r) => setTimeout(r, 500));
        // The account's welcome and the booking's receipt, each once.
        expect(smtp.received.filter((m) => m.to.includes(email)).map((m) => m.subject).sort()).toEqual(
          [`We received your booking ${booking.body._id.slice(0, 6).toUpperCase()}`, 'Welcome to LankaRide'].sort(),
        );
      } finally {
        second.child.kill('SIGTERM');
        await second.exited;
      }
    } finally {
      await smtp.close();
    }
  });
});
