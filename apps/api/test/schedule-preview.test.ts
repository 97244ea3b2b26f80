/**
 * The office's preview of a schedule change (decision 091): POST /api/admin/bookings/:id/schedule/quote
 * answers the quote PUT /api/admin/bookings/:id/schedule then writes (the booking's own policy and
 * extras, not today's), with the same checks, and writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_POLICY, MESSAGES, addDays, chosenAddOns, quoteTrip, type AddOn, type Booking, type PricingPolicy } from '@app/shared';
import { ADMIN, ENGINES, bookingBody, call, createTestApp, createVehicle, loginAs, registerUser, type TestApp } from './harness';
import { MALFORMED_ID, UNKNOWN_ID, book, expectError, expectValidation } from './api-helpers';

const policyInput = (policy: PricingPolicy) => ({ ...policy, currencies: policy.currencies.map(({ code, perUsd }) => ({ code, perUsd })) });

describe.each(ENGINES)('the schedule change priced before it is made (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let tourist: Awaited<ReturnType<typeof registerUser>>;
  let driver: Awaited<ReturnType<typeof registerUser>>;
  let shipped: AddOn[];
  let slot = 0;
  /** A fresh three-day trip far ahead: no two bookings here overlap. */
  const nextTrip = () => {
    slot += 1;
    const pickupDate = addDays('2031-01-01', slot * 10);
    return { pickupDate, pickupTime: '09:00', returnDate: addDays(pickupDate, 3), returnTime: '09:00' };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    tourist = await registerUser(t.app);
    driver = await registerUser(t.app, 'driver');
    shipped = (await call<AddOn[]>(t.app, 'GET', '/api/admin/add-ons', { token: admin })).body;
  });
  afterAll(async () => t?.close());

  const byKey = (key: string) => shipped.find((a) => a.key === key)!;
  /** Asked by the admin, or by `token` (null: nobody signed in). */
  const preview = (id: string, body: unknown, token: string | null = admin) => call(t.app, 'POST', `/api/admin/bookings/${id}/schedule/quote`, { ...(token ? { token } : {}), body });
  const history = async (id: string) => (await call(t.app, 'GET', `/api/admin/bookings/${id}/history`, { token: admin })).body as unknown[];
  const outboxRows = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox'))[0]!.n;
  const car = (extra: Record<string, unknown> = {}) => createVehicle(t.app, admin, { pricingDetails: { perDay: 40, perHour: 6 }, ...extra });
  const newBooking = async (extra: Record<string, unknown> = {}) => {
    const trip = nextTrip();
    return { trip, booking: (await book(t.app, tourist.token, bookingBody((await car())._id, { ...trip, ...extra }))) as Booking };
  };

  it('answers what the change then writes, under the policy and extra prices the booking kept, and writes nothing', async () => {
    const v = await car();
    const trip = nextTrip();
    const addOns = [{ id: byKey('childSeat')._id, quantity: 2 }, { id: byKey('localSim')._id, quantity: 1 }];
    const b: Booking = await book(t.app, tourist.token, bookingBody(v._id, { ...trip, driverOption: 'withDriver', addOns }));
    // 3 days x ($40 + $50 driver), 2 seats x 3 days x $3, one SIM $8.
    expect(b.totalPrice).toBe(3 * 90 + 18 + 8);
    const confirmed = await call(t.app, 'PATCH', `/api/admin/bookings/${b._id}`, { token: admin, body: { status: 'confirmed', driverId: driver.user._id } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

    // After booking, the office makes the driver, the deposit and the child seat dearer.
    const seat = byKey('childSeat');
    const dearer = { ...policyInput(DEFAULT_PRICING_POLICY), driverPerDay: 60, depositPercent: 20, driverNightAllowance: 5 };
    const { _id: _seatId, key: _seatKey, ...seatInput } = seat;
    expect((await call(t.app, 'PUT', '/api/admin/pricing-policy', { token: admin, body: dearer })).status).toBe(200);
    expect((await call(t.app, 'PUT', `/api/admin/add-ons/${seat._id}`, { token: admin, body: { ...seatInput, price: 7 } })).status).toBe(200);
    try {
      const dates = { ...trip, returnDate: addDays(trip.pickupDate, 4), returnTime: '18:00' };
      const before = (await call<Booking>(t.app, 'GET', `/api/bookings/${b._id}`, { token: admin })).body;
      const eventsBefore = await history(b._id);
      const mailsBefore = await outboxRows();

      const res = await preview(b._id, { ...dates, reason: 'ignored: a preview has none' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // Five days now (the return at 18:00 starts another), under the booking's own terms.
      const kept = quoteTrip({ ...dates, perDay: 40, driverOption: 'withDriver' }, DEFAULT_PRICING_POLICY, chosenAddOns(shipped, addOns));
      expect(kept.days).toBe(5);
      expect(res.body.currentTotal).toBe(b.totalPrice);
      expect(res.body.total).toBe(kept.total);
      expect(res.body.total).toBe(5 * 90 + 2 * 5 * 3 + 8);
      expect(res.body.depositDue).toBe(kept.depositDue);
      expect(res.body.lines.map((l: { code: string; label: string }) => [l.code, l.label])).toEqual([
        ['vehicle', MESSAGES.money.lines.vehicle],
        ['driver', MESSAGES.money.lines.driver],
        ['addOn', 'Child seat'],
        ['addOn', 'Local SIM card'],
      ]);
      // The public quote for the same trip is today's price: not what this booking pays.
      const today = await call(t.app, 'POST', '/api/bookings/quote', { body: { vehicleId: v._id, ...dates, driverOption: 'withDriver', addOns } });
      expect(today.status).toBe(200);
      expect(today.body.total).not.toBe(res.body.total);

      // Nothing was written: the booking, its history and the outbox are as they were.
      expect((await call<Booking>(t.app, 'GET', `/api/bookings/${b._id}`, { token: admin })).body).toEqual(before);
      expect(await history(b._id)).toEqual(eventsBefore);
      expect(await outboxRows()).toBe(mailsBefore);

      // The change then writes exactly the previewed quote.
      const moved = await call<Booking>(t.app, 'PUT', `/api/admin/bookings/${b._id}/schedule`, { token: admin, body: { ...dates, reason: 'Two more days' } });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      const { currentTotal: _now, ...previewed } = res.body;
      expect(moved.body.totalPrice).toBe(res.body.total);
      expect(moved.body.quote).toEqual(previewed);
      expect((await history(b._id)).length).toBe(eventsBefore.length + 1);
      // Asked again, the preview starts from the new total.
      expect((await preview(b._id, dates)).body).toMatchObject({ currentTotal: res.body.total, total: res.body.total });
    } finally {
      await call(t.app, 'PUT', '/api/admin/pricing-policy', { token: admin, body: policyInput(DEFAULT_PRICING_POLICY) });
      await call(t.app, 'PUT', `/api/admin/add-ons/${seat._id}`, { token: admin, body: seatInput });
    }
  });

  it('prices another vehicle at its price per day, as the change does', async () => {
    const { trip, booking: b } = await newBooking({ driverOption: 'selfDrive' });
    const van = await createVehicle(t.app, admin, { type: 'Van', brand: 'Toyota', model: 'HiAce', seatingCapacity: 10, pricingDetails: { perDay: 75, perHour: 12 } });
    const res = await preview(b._id, { ...trip, vehicleId: van._id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ currentTotal: 3 * 40, total: 3 * 75, days: 3 });
    const moved = await call<Booking>(t.app, 'PUT', `/api/admin/bookings/${b._id}/schedule`, { token: admin, body: { ...trip, vehicleId: van._id } });
    expect(moved.body.totalPrice).toBe(res.body.total);
  });

  it('is for the office only', async () => {
    const { trip, booking: b } = await newBooking();
    expectError(await preview(b._id, trip, null), 401);
    expectError(await preview(b._id, trip, tourist.token), 403);
    expectError(await preview(b._id, trip, driver.token), 403);
  });

  it('refuses what the change refuses: unknown booking or vehicle, an unavailable vehicle, the rules, a closed booking', async () => {
    const { trip, booking: b } = await newBooking();
    const eventsBefore = await history(b._id);
    expectError(await preview(UNKNOWN_ID, trip), 404, MESSAGES.api.bookingNotFound);
    expectError(await preview(MALFORMED_ID, trip), 404, MESSAGES.api.bookingNotFound);
    expectError(await preview(b._id, { ...trip, vehicleId: UNKNOWN_ID }), 404, MESSAGES.api.vehicleNotFound);
    const off = await car({ availabilityStatus: false });
    expectError(await preview(b._id, { ...trip, vehicleId: off._id }), 400, MESSAGES.api.vehicleUnavailable);
    const scooter = await createVehicle(t.app, admin, { type: 'Scooter', seatingCapacity: 1 });
    expectValidation(await preview(b._id, { ...trip, vehicleId: scooter._id }), MESSAGES.booking.tooManyTourists(1));
    expectValidation(await preview(b._id, { ...trip, pickupDate: '2020-01-01' }), MESSAGES.booking.pickupInPast);
    expectValidation(await preview(b._id, { ...trip, returnDate: '2020-01-01' }), MESSAGES.booking.returnAfterPickup);
    expectValidation(await preview(b._id, { pickupTime: '09:00', returnDate: trip.returnDate, returnTime: '09:00' }));
    expect(await history(b._id)).toEqual(eventsBefore);
    expect((await call(t.app, 'PATCH', `/api/admin/bookings/${b._id}`, { token: admin, body: { status: 'cancelled' } })).status).toBe(200);
    expectError(await preview(b._id, trip), 409, MESSAGES.staff.scheduleOnlyOpen);
  });
});
