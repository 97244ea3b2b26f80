/**
 * Issue 26 (item 2): every amount on every page comes from one quote. The web app prices a
 * searched trip with `searchedTrip` + `tripQuote` (apps/web/src/lib/trip-quote.ts: the result
 * cards, the vehicle page, the booking form and the review all call it) over the policy
 * GET /api/pricing-policy publishes; here that helper meets POST /api/bookings/quote for random
 * trips, times included, under the default policy and a changed one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_PRICING_POLICY, addDays, type PricingPolicy, type PublicPricing } from '@app/shared';
import { searchedTrip, tripQuote } from '../../web/src/lib/trip-quote';
import { ADMIN, ENGINES, call, createTestApp, createVehicle, loginAs, type TestApp } from './harness';

const policyInput = (policy: PricingPolicy) => ({ ...policy, currencies: policy.currencies.map(({ code, perUsd }) => ({ code, perUsd })) });

/** A policy unlike the default in every amount a quote reads (driver, nights, deposit, kilometres). */
const CHANGED: PricingPolicy = { ...DEFAULT_PRICING_POLICY, driverPerDay: 42.5, driverNightAllowance: 7.25, depositPercent: 15, includedKmPerDay: { withDriver: 150, selfDrive: 80 } };

/** Pickups from here on (clear of today whatever the clock), up to two years later. */
const FIRST_PICKUP = '2030-01-07';
const RUNS = Number(process.env.QUOTE_AGREEMENT_RUNS ?? 150);

const hhmm = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, mi]) => `${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}`);

/** A trip a search could name: return strictly after pickup, at most 90 days (the booking rules). */
const tripArb = fc
  .record({ offset: fc.integer({ min: 0, max: 700 }), length: fc.integer({ min: 0, max: 89 }), pickupTime: hhmm, returnTime: hhmm, withDriver: fc.boolean(), vehicle: fc.nat() })
  .filter((t) => t.length > 0 || t.returnTime > t.pickupTime)
  .map((t) => {
    const pickupDate = addDays(FIRST_PICKUP, t.offset);
    return { pickupDate, pickupTime: t.pickupTime, returnDate: addDays(pickupDate, t.length), returnTime: t.returnTime, driverOption: t.withDriver ? 'withDriver' : 'selfDrive', vehicle: t.vehicle } as const;
  });

describe.each(ENGINES)('the web price helper and POST /api/bookings/quote agree (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let vehicles: { _id: string; perDay: number }[];
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    vehicles = [];
    // Whole dollars, cents, and the scooter of the issue ($24 a day).
    for (const [type, perDay, seatingCapacity] of [['Scooter', 24, 2], ['SUV', 120, 7], ['Car', 37.55, 4], ['Van', 99.99, 10]] as const) {
      const v = await createVehicle(t.app, admin, { type, seatingCapacity, pricingDetails: { perDay, perHour: 5 } });
      vehicles.push({ _id: v._id, perDay });
    }
  });
  afterAll(async () => t?.close());

  async function agreeUnder(policy: PricingPolicy, name: string) {
    expect((await call(t.app, 'PUT', '/api/admin/pricing-policy', { token: admin, body: policyInput(policy) })).status).toBe(200);
    const published = (await call<PublicPricing>(t.app, 'GET', '/api/pricing-policy')).body;
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(tripArb, async ({ vehicle: pick, driverOption, ...dates }) => {
        const vehicle = vehicles[pick % vehicles.length]!;
        // The page reads the trip from the search URL, as the results page and the vehicle page do.
        const trip = searchedTrip(new URLSearchParams({ ...dates, pickupPoint: 'Colombo', returnPoint: 'Kandy' }));
        const web = tripQuote(vehicle.perDay, trip ?? {}, driverOption, published);
        const res = await call(t.app, 'POST', '/api/bookings/quote', { body: { vehicleId: vehicle._id, ...dates, driverOption } });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const server = { ...res.body, lines: res.body.lines.map(({ label: _label, ...line }: { label: string }) => line) };
        expect(web, JSON.stringify({ dates, driverOption, perDay: vehicle.perDay })).toEqual(server);
        compared++;
      }),
      { numRuns: RUNS },
    );
    console.log(`[quote-agreement] ${engine}, ${name} policy: ${compared} random trips, web helper = server quote (days, lines, total, deposit, balance, km)`);
  }

  it('for random trips with times, under the default policy', async () => {
    await agreeUnder(DEFAULT_PRICING_POLICY, 'default');
  });

  it('for random trips with times, under a changed policy (driver, nights, deposit, kilometres)', async () => {
    await agreeUnder(CHANGED, 'changed');
    await agreeUnder(DEFAULT_PRICING_POLICY, 'default again');
  });

  it('the trip of the issue: 10:00 to 10:00 over five days is 5 days ($600 for an SUV), 2 days for a scooter', async () => {
    const published = (await call<PublicPricing>(t.app, 'GET', '/api/pricing-policy')).body;
    const trip = searchedTrip(new URLSearchParams({ pickupDate: '2030-03-01', pickupTime: '10:00', returnDate: '2030-03-06', returnTime: '10:00' }))!;
    const suv = tripQuote(120, trip, 'selfDrive', published)!;
    expect([suv.days, suv.total]).toEqual([5, 600]);
    const scooterTrip = searchedTrip(new URLSearchParams({ pickupDate: '2030-03-01', pickupTime: '10:00', returnDate: '2030-03-03', returnTime: '10:00' }))!;
    const scooter = await call(t.app, 'POST', '/api/bookings/quote', { body: { vehicleId: vehicles[0]!._id, ...scooterTrip, driverOption: 'selfDrive' } });
    expect([scooter.body.days, scooter.body.total]).toEqual([2, 48]);
    expect(tripQuote(24, scooterTrip, 'selfDrive', published)!.total).toBe(48);
  });
});
