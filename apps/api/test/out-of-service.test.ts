import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PAGE_MESSAGES } from '@app/shared/page-messages';
import { MESSAGES, OUT_OF_SERVICE_MAX_DAYS, availabilityEventSchema, outOfServiceSchema, timelineSchema, type OutOfService } from '@app/shared';
import { ADMIN, ENGINES, bookingBody, call, createSecondInstance, createTestApp, createVehicle, loginAs, registerUser, type TestApp } from './harness';
import { MALFORMED_ID, UNKNOWN_ID, adminPatch, book, expectError, expectValidation, idsOf } from './api-helpers';

const O = PAGE_MESSAGES.outOfServiceApi;

/** A period body: whole days from..until (00:00 to the next morning's 00:00 unless times are given). */
function period(fromDate: string, untilDate: string, extra: Record<string, unknown> = {}) {
  return { fromDate, fromTime: '00:00', untilDate, untilTime: '00:00', reason: 'maintenance', note: 'Brake pads and a service', ...extra };
}

/**
 * A vehicle out of service (decision 101): searches (SQL and the in-memory index), the calendar and
 * new bookings treat a period like a booking; staff see why and the bookings already on it.
 */
describe.each(ENGINES)('out of service (%s)', (engine) => {
  for (const searchIndex of ['sql', 'memory'] as const) {
    describe(`searches by ${searchIndex}`, () => {
      let t: TestApp;
      let admin: string;
      let tourist: string;
      beforeAll(async () => {
        t = await createTestApp(engine, { config: { searchIndex } });
        if (searchIndex === 'memory') expect(await t.app.availabilityLoaded).toBe(true);
        admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
        tourist = (await registerUser(t.app)).token;
      });
      afterAll(async () => t?.close());

      const available = async (pickupDate: string, returnDate: string) => {
        const res = await call(t.app, 'GET', `/api/vehicles/available?pickupDate=${pickupDate}&returnDate=${returnDate}`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return idsOf(res.body);
      };

      it('a search meeting any part of a period leaves the vehicle out; before and after it, the vehicle is there', async () => {
        const v = (await createVehicle(t.app, admin, { brand: 'Workshop', model: 'Car' }))._id;
        const other = (await createVehicle(t.app, admin, { brand: 'Free', model: 'Car' }))._id;
        expect(await available('2031-04-09', '2031-04-12')).toContain(v);
        const res = await call(t.app, 'POST', `/api/admin/vehicles/${v}/out-of-service`, { token: admin, body: period('2031-04-10', '2031-04-12') });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        for (const [from, to] of [['2031-04-09', '2031-04-10'], ['2031-04-11', '2031-04-11'], ['2031-04-01', '2031-04-30'], ['2031-04-10', '2031-04-10']]) {
          const ids = await available(from!, to!);
          expect(ids, `${from}..${to}`).not.toContain(v);
          expect(ids).toContain(other);
        }
        // Until 2031-04-12 00:00: the 12th is free again, as is the 9th.
        expect(await available('2031-04-12', '2031-04-13')).toContain(v);
        expect(await available('2031-04-08', '2031-04-09')).toContain(v);
        // Back in service: searchable again at once (every write waits for the index: read your own writes).
        expect((await call(t.app, 'DELETE', `/api/admin/vehicles/${v}/out-of-service/${res.body._id}`, { token: admin })).status).toBe(200);
        expect(await available('2031-04-10', '2031-04-11')).toContain(v);
        void tourist;
      });

      it('sorted and paged searches leave it out too', async () => {
        const v = (await createVehicle(t.app, admin, { brand: 'Sorted', model: 'Out', pricingDetails: { perDay: 1, perHour: 1 } }))._id;
        expect((await call(t.app, 'POST', `/api/admin/vehicles/${v}/out-of-service`, { token: admin, body: period('2031-05-01', '2031-05-03', { reason: 'registration' }) })).status).toBe(201);
        const res = await call(t.app, 'GET', '/api/vehicles/available?pickupDate=2031-05-02&returnDate=2031-05-02&sort=price-asc&limit=3');
        expect(res.status).toBe(200);
        expect(idsOf(res.body.items)).not.toContain(v);
        const before = await call(t.app, 'GET', '/api/vehicles/available?pickupDate=2031-04-28&returnDate=2031-04-29&sort=price-asc&limit=3');
        expect(before.body.items[0]._id).toBe(v);
      });
    });
  }

  describe('bookings, the calendar, staff answers', () => {
    let t: TestApp;
    let admin: string;
    let tourist: string;
    beforeAll(async () => {
      t = await createTestApp(engine);
      admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
      tourist = (await registerUser(t.app)).token;
    });
    afterAll(async () => t?.close());

    const create = (vehicleId: string, body: Record<string, unknown>, token = admin) =>
      call(t.app, 'POST', `/api/admin/vehicles/${vehicleId}/out-of-service`, { token, body });

    it('staff see the period with its reason, note and who made it; the bookings already on it are listed to move', async () => {
      const v = (await createVehicle(t.app, admin))._id;
      const onIt = await book(t.app, tourist, bookingBody(v, { name: 'Anna Berg', pickupDate: '2031-06-02', returnDate: '2031-06-04' }));
      const before = await book(t.app, tourist, bookingBody(v, { pickupDate: '2031-05-28', returnDate: '2031-06-01', returnTime: '09:00' }));
      const cancelled = await book(t.app, tourist, bookingBody(v, { pickupDate: '2031-06-05', returnDate: '2031-06-06' }));
      expect((await adminPatch(t.app, admin, cancelled._id, { status: 'cancelled' })).status).toBe(200);

      const res = await create(v, period('2031-06-01', '2031-06-08', { fromTime: '09:00', reason: 'repair', note: 'Gearbox' }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const made = outOfServiceSchema.parse(res.body);
      expect(made).toMatchObject({
        vehicleId: v,
        fromDate: '2031-06-01',
        fromTime: '09:00',
        untilDate: '2031-06-08',
        untilTime: '00:00',
        start: '2031-06-01T09:00:00+05:30',
        end: '2031-06-08T00:00:00+05:30',
        reason: 'repair',
        note: 'Gearbox',
        createdBy: expect.any(String),
      });
      // Back-to-back with the earlier booking (it returns at 09:00), and the cancelled one does not count.
      expect(made.bookingsToMove).toEqual([{ _id: onIt._id, name: 'Anna Berg', status: 'pending', start: '2031-06-02T09:00:00+05:30', end: '2031-06-04T09:00:00+05:30' }]);
      expect(idsOf(made.bookingsToMove)).not.toContain(before._id);

      const list = await call(t.app, 'GET', `/api/admin/vehicles/${v}/out-of-service`, { token: admin });
      expect(list.status).toBe(200);
      expect(list.body.map((p: unknown) => outOfServiceSchema.parse(p))).toEqual([made]);
    });

    it('a new booking over a period is refused like an overlapping booking (409, the same words); next to it is fine', async () => {
      const v = (await createVehicle(t.app, admin))._id;
      expect((await create(v, period('2031-07-10', '2031-07-12'))).status).toBe(201);
      for (const dates of [
        { pickupDate: '2031-07-09', returnDate: '2031-07-10', returnTime: '00:01' },
        { pickupDate: '2031-07-11', returnDate: '2031-07-11', pickupTime: '08:00', returnTime: '18:00' },
        { pickupDate: '2031-07-01', returnDate: '2031-07-20' },
      ]) {
        expectError(await call(t.app, 'POST', '/api/bookings', { token: tourist, body: bookingBody(v, dates) }), 409, MESSAGES.booking.conflict);
      }
      // Staff booking by phone meet the same refusal.
      const phone = await call(t.app, 'POST', '/api/admin/bookings', { token: admin, body: { ...bookingBody(v, { pickupDate: '2031-07-11', returnDate: '2031-07-12' }), email: 'walkin@example.com' } });
      expectError(phone, 409, MESSAGES.booking.conflict);
      // Back to back on both sides.
      await book(t.app, tourist, bookingBody(v, { pickupDate: '2031-07-08', returnDate: '2031-07-10', returnTime: '00:00' }));
      await book(t.app, tourist, bookingBody(v, { pickupDate: '2031-07-12', pickupTime: '00:00', returnDate: '2031-07-13' }));
      const rows = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings WHERE vehicle_id = $1`, [v]);
      expect(rows[0]!.n).toBe(2);
    });

    it('staff cannot move a booking onto a period (409), nor to a vehicle out of service then; other changes of it stay possible', async () => {
      const v = (await createVehicle(t.app, admin))._id;
      const w = (await createVehicle(t.app, admin))._id;
      const b = await book(t.app, tourist, bookingBody(v, { pickupDate: '2031-08-01', returnDate: '2031-08-03', driverOption: 'selfDrive' }));
      expect((await create(v, period('2031-08-05', '2031-08-07'))).status).toBe(201);
      expect((await create(w, period('2031-08-01', '2031-08-02'))).status).toBe(201);
      const move = (body: Record<string, unknown>) =>
        call(t.app, 'PUT', `/api/admin/bookings/${b._id}/schedule`, { token: admin, body: { pickupDate: '2031-08-01', pickupTime: '09:00', returnDate: '2031-08-03', returnTime: '09:00', reason: 'Asked by phone', ...body } });
      expectError(await move({ pickupDate: '2031-08-04', returnDate: '2031-08-06' }), 409, MESSAGES.booking.conflict);
      expectError(await move({ vehicleId: w }), 409, MESSAGES.booking.conflict);
      // A period made later may cover the booking: it stays, is listed, and can still be confirmed.
      const later = await create(v, period('2031-08-02', '2031-08-03', { reason: 'other' }));
      expect(later.status).toBe(201);
      expect(idsOf(later.body.bookingsToMove)).toEqual([b._id]);
      expect((await adminPatch(t.app, admin, b._id, { status: 'confirmed' })).status).toBe(200);
      // Moved off it, it leaves the list.
      expect((await move({ pickupDate: '2031-08-10', returnDate: '2031-08-12' })).status).toBe(200);
      const list = await call(t.app, 'GET', `/api/admin/vehicles/${v}/out-of-service`, { token: admin });
      expect(list.body.flatMap((p: OutOfService) => p.bookingsToMove)).toEqual([]);
    });

    it('the public calendar shows a period as booked, without the reason or the note', async () => {
      const v = (await createVehicle(t.app, admin))._id;
      await book(t.app, tourist, bookingBody(v, { pickupDate: '2031-09-01', returnDate: '2031-09-02' }));
      expect((await create(v, period('2031-09-10', '2031-09-12', { reason: 'registration', note: 'Revenue licence renewal at the DMT' }))).status).toBe(201);
      const res = await call(t.app, 'GET', `/api/vehicles/${v}/availability`);
      expect(res.status).toBe(200);
      const events = res.body.map((e: unknown) => availabilityEventSchema.strict().parse(e));
      expect(events).toEqual([
        { start: '2031-09-01T09:00:00+05:30', end: '2031-09-02T09:00:00+05:30', title: 'Booked' },
        { start: '2031-09-10T00:00:00+05:30', end: '2031-09-12T00:00:00+05:30', title: 'Booked' },
      ]);
      expect(JSON.stringify(res.body)).not.toMatch(/registration|Revenue|DMT/i);
    });

    it('periods of one vehicle never overlap (409); edited and deleted; the fleet timeline carries them with the reason', async () => {
      const v = (await createVehicle(t.app, admin))._id;
      const first = await create(v, period('2031-10-01', '2031-10-05'));
      expect(first.status).toBe(201);
      expectError(await create(v, period('2031-10-04', '2031-10-08')), 409, O.overlapsPeriod);
      // Back to back is fine.
      const second = await create(v, period('2031-10-05', '2031-10-06', { reason: 'other', note: '' }));
      expect(second.status).toBe(201);
      const url = `/api/admin/vehicles/${v}/out-of-service/${first.body._id}`;
      expectError(await call(t.app, 'PUT', url, { token: admin, body: period('2031-10-01', '2031-10-06') }), 409, O.overlapsPeriod);
      const edited = await call(t.app, 'PUT', url, { token: admin, body: period('2031-10-01', '2031-10-03', { reason: 'repair', note: 'Shorter' }) });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ _id: first.body._id, untilDate: '2031-10-03', reason: 'repair', note: 'Shorter' });

      const timeline = await call(t.app, 'GET', '/api/admin/timeline?from=2031-10-01&to=2031-10-07', { token: admin });
      expect(timeline.status).toBe(200);
      const mine = timelineSchema.parse(timeline.body).outOfService.filter((p) => p.vehicleId === v);
      expect(mine).toEqual([
        { _id: first.body._id, vehicleId: v, start: '2031-10-01T00:00:00+05:30', end: '2031-10-03T00:00:00+05:30', reason: 'repair', note: 'Shorter' },
        { _id: second.body._id, vehicleId: v, start: '2031-10-05T00:00:00+05:30', end: '2031-10-06T00:00:00+05:30', reason: 'other', note: '' },
      ]);

      const deleted = await call(t.app, 'DELETE', url, { token: admin });
      expect(deleted.status).toBe(200);
      expect(deleted.body.message).toBe(O.deleted);
      expectError(await call(t.app, 'DELETE', url, { token: admin }), 404, O.notFound);
      await book(t.app, tourist, bookingBody(v, { pickupDate: '2031-10-01', returnDate: '2031-10-02' }));
      // A period of the past is not listed for staff any more (the timeline still draws it).
      const list = await call(t.app, 'GET', `/api/admin/vehicles/${v}/out-of-service`, { token: admin });
      expect(idsOf(list.body)).toEqual([second.body._id]);
    });

    it('bad input: 400 with the catalog sentence; unknown vehicle or period: 404; tourists: 403', async () => {
      const v = (await createVehicle(t.app, admin))._id;
      expectValidation(await create(v, period('2031-11-05', '2031-11-05')), O.untilAfterFrom);
      expectValidation(await create(v, period('2031-11-05', '2031-11-04')), O.untilAfterFrom);
      expectValidation(await create(v, period('2031-11-01', '2033-11-01')), O.tooLong(OUT_OF_SERVICE_MAX_DAYS));
      expectValidation(await create(v, period('2031-11-01', '2031-11-02', { reason: 'holiday' })), O.reasonInvalid);
      expectValidation(await create(v, period('2031-02-30', '2031-11-02')), MESSAGES.booking.invalidDateTime);
      expectValidation(await create(v, { ...period('2031-11-01', '2031-11-02'), fromTime: '25:00' }), MESSAGES.booking.invalidDateTime);
      expectValidation(await create(v, { reason: 'repair' }), O.fromDateRequired, O.fromTimeRequired, O.untilDateRequired, O.untilTimeRequired);
      expectValidation(await create(v, period('2031-11-01', '2031-11-02', { note: 'x'.repeat(501) })), MESSAGES.validation.tooLong(O.noteField, 500));
      expectError(await create(UNKNOWN_ID, period('2031-11-01', '2031-11-02')), 404, MESSAGES.api.vehicleNotFound);
      expectError(await create(MALFORMED_ID, period('2031-11-01', '2031-11-02')), 404, MESSAGES.api.vehicleNotFound);
      expectError(await call(t.app, 'GET', `/api/admin/vehicles/${UNKNOWN_ID}/out-of-service`, { token: admin }), 404, MESSAGES.api.vehicleNotFound);
      expectError(await call(t.app, 'PUT', `/api/admin/vehicles/${v}/out-of-service/${UNKNOWN_ID}`, { token: admin, body: period('2031-11-01', '2031-11-02') }), 404, O.notFound);
      expectError(await call(t.app, 'DELETE', `/api/admin/vehicles/${v}/out-of-service/${MALFORMED_ID}`, { token: admin }), 404, O.notFound);
      expect((await create(v, period('2031-11-01', '2031-11-02'), tourist)).status).toBe(403);
      expect((await call(t.app, 'GET', `/api/admin/vehicles/${v}/out-of-service`)).status).toBe(401);
      // A period of another vehicle is not this vehicle's.
      const w = (await createVehicle(t.app, admin))._id;
      const theirs = await create(w, period('2031-11-01', '2031-11-02'));
      expectError(await call(t.app, 'DELETE', `/api/admin/vehicles/${v}/out-of-service/${theirs.body._id}`, { token: admin }), 404, O.notFound);
    });

    it("a tourist's request for new dates onto a period is marked as not free when asked", async () => {
      const v = (await createVehicle(t.app, admin))._id;
      const b = await book(t.app, tourist, bookingBody(v, { pickupDate: '2031-12-01', returnDate: '2031-12-03' }));
      expect((await create(v, period('2031-12-10', '2031-12-12'))).status).toBe(201);
      const res = await call(t.app, 'POST', `/api/bookings/${b._id}/date-changes`, {
        token: tourist,
        body: { pickupDate: '2031-12-10', pickupTime: '09:00', returnDate: '2031-12-11', returnTime: '09:00' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.availableAtRequest).toBe(false);
    });
  });

  /**
   * A booking and a period made at once for the same dates (on PostgreSQL from two app instances):
   * either the booking came first and the period's answer lists it, or the booking is refused.
   * Never a booking inside a period that nobody was told about.
   */
  describe('a booking and a period made at once', () => {
    let t: TestApp;
    let apps: FastifyInstance[];
    let admin: string;
    let tourists: string[];
    beforeAll(async () => {
      t = await createTestApp(engine);
      apps = engine === 'postgres' ? [t.app, await createSecondInstance(t)] : [t.app];
      admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
      tourists = [];
      for (let i = 0; i < 4; i++) tourists.push((await registerUser(t.app)).token);
    });
    afterAll(async () => {
      for (const app of apps.slice(1)) await app.close();
      await t?.close();
    });

    it('never leave a booking inside a period unlisted', async () => {
      const rounds = engine === 'postgres' ? 12 : 4;
      const outcomes = { listed: 0, refused: 0 };
      for (let round = 0; round < rounds; round++) {
        const v = (await createVehicle(t.app, admin))._id;
        const day = `2032-01-${String(1 + round * 2).padStart(2, '0')}`;
        const bookingCalls = tourists.map((token, i) =>
          call(apps[i % apps.length]!, 'POST', '/api/bookings', { token, body: bookingBody(v, { pickupDate: day, pickupTime: `0${i + 1}:00`, returnDate: day, returnTime: `0${i + 1}:30`, driverOption: 'selfDrive' }) }),
        );
        const periodCall = call(apps[round % apps.length]!, 'POST', `/api/admin/vehicles/${v}/out-of-service`, { token: admin, body: period(day, day, { untilTime: '23:00' }) });
        const [made, ...booked] = await Promise.all([periodCall, ...bookingCalls]);
        expect(made.status, JSON.stringify(made.body)).toBe(201);
        const listed = new Set(idsOf(made.body.bookingsToMove));
        for (const res of booked) {
          expect([201, 409], JSON.stringify(res.body)).toContain(res.status);
          if (res.status === 201) {
            expect(listed.has(res.body._id), 'a booking that won is listed in the period').toBe(true);
            outcomes.listed += 1;
          } else {
            expect(res.body.error).toBe(MESSAGES.booking.conflict);
            outcomes.refused += 1;
          }
        }
        const rows = await t.db.query<{ id: string }>(`SELECT id FROM bookings WHERE vehicle_id = $1 AND status <> 'cancelled'`, [v]);
        expect(new Set(rows.map((r) => r.id))).toEqual(listed);
      }
      console.log(`[out-of-service:${engine}] concurrent bookings: ${outcomes.listed} before the period (listed), ${outcomes.refused} refused`);
    });
  });
});
