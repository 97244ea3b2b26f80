import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_RULES, MESSAGES, addDays } from '@app/shared';
import { ADMIN, ENGINES, bookingBody, call, createTestApp, createVehicle, loginAs, registerUser, type TestApp } from './harness';
import { expectValidation } from './api-helpers';

const B = MESSAGES.booking;
/** The clock of these tests, so the horizon and "past" are fixed dates. */
const NOW = '2027-03-01T10:00:00+05:30';
const TODAY = '2027-03-01';

/** The trip of issue 25 that walked 400,000 days per request: eleven centuries, with a driver. */
const CENTURIES = { pickupDate: '1900-01-01', pickupTime: '00:00', returnDate: '2999-12-31', returnTime: '23:59', driverOption: 'withDriver' };

describe.each(ENGINES)('a quote obeys the booking rules and is rate limited (%s)', (engine) => {
  let t: TestApp;
  let vehicleId: string;
  let tourist: { token: string };
  beforeAll(async () => {
    t = await createTestApp(engine, { config: { bookingRules: DEFAULT_BOOKING_RULES } });
    t.clock.set(NOW);
    const admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    vehicleId = (await createVehicle(t.app, admin))._id;
    tourist = await registerUser(t.app);
  });
  afterAll(async () => t?.close());

  const quote = (trip: Record<string, unknown>) => call(t.app, 'POST', '/api/bookings/quote', { body: { vehicleId, driverOption: 'selfDrive', ...trip } });
  const book = (trip: Record<string, unknown>) => call(t.app, 'POST', '/api/bookings', { token: tourist.token, body: bookingBody(vehicleId, { numTourists: 1, ...trip }) });

  it('1900 to 2999 is refused at once with a 400 naming the rules, the booking’s own words', async () => {
    const started = performance.now();
    const res = await quote(CENTURIES);
    const ms = performance.now() - started;
    expectValidation(res, B.pickupInPast, B.rentalTooLong(90));
    expect(res.body.error).toBe(B.pickupInPast);
    // A generous bound on one request (the day-by-day walk took ~0.2 s of CPU per request).
    expect(ms).toBeLessThan(500);
    const booking = await book(CENTURIES);
    expect({ error: res.body.error, details: res.body.details }).toEqual({ error: booking.body.error, details: booking.body.details });
    console.log(`[quote-limits] ${engine}: 1900..2999 quote refused in ${ms.toFixed(1)} ms with ${JSON.stringify(res.body.details)}`);
  });

  it('each rule, one at a time: the same 400 as a booking of the same trip', async () => {
    const last = addDays(TODAY, 730);
    const trips = [
      { trip: { pickupDate: '2027-04-01', pickupTime: '09:00', returnDate: '2027-06-30', returnTime: '09:01' }, message: B.rentalTooLong(90) },
      { trip: { pickupDate: addDays(last, 1), pickupTime: '09:00', returnDate: addDays(last, 2), returnTime: '09:00' }, message: B.pickupTooFar(730, last) },
      { trip: { pickupDate: '2027-02-28', pickupTime: '09:00', returnDate: '2027-03-02', returnTime: '09:00' }, message: B.pickupInPast },
      { trip: { pickupDate: TODAY, pickupTime: '09:59', returnDate: TODAY, returnTime: '18:00' }, message: B.pickupTimeInPast },
    ];
    for (const { trip, message } of trips) {
      const res = await quote(trip);
      expectValidation(res, message);
      expect(res.body.details).toEqual([message]);
      expect((await book(trip)).body.details).toEqual([message]);
    }
  });

  it('what a booking may have is quoted: 90 days to the minute, the last pickup day, now', async () => {
    const last = addDays(TODAY, 730);
    for (const trip of [
      { pickupDate: '2027-04-01', pickupTime: '09:00', returnDate: '2027-06-30', returnTime: '09:00' },
      { pickupDate: last, pickupTime: '09:00', returnDate: addDays(last, 1), returnTime: '09:00' },
      { pickupDate: TODAY, pickupTime: '10:00', returnDate: TODAY, returnTime: '18:00' },
    ]) {
      const res = await quote(trip);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.days).toBeGreaterThan(0);
    }
  });

  it('twenty such quotes at once do not hold up /api/health', async () => {
    const started = performance.now();
    const health = call(t.app, 'GET', '/api/health').then((res) => ({ res, ms: performance.now() - started }));
    const quotes = await Promise.all(Array.from({ length: 20 }, () => quote(CENTURIES)));
    const { res, ms } = await health;
    expect(quotes.map((q) => q.status)).toEqual(Array(20).fill(400));
    expect(res.status).toBe(200);
    // Before: 4-6 s. A generous bound on one request.
    expect(ms).toBeLessThan(1000);
    console.log(`[quote-limits] ${engine}: /api/health answered in ${ms.toFixed(1)} ms beside 20 quotes of 1900..2999 (all 400, ${(performance.now() - started).toFixed(1)} ms in all)`);
  });

  it('a search over 1900 to 2999 (or 2027 to 2999) is answered like any other: its cost does not follow the range', async () => {
    for (const [from, to] of [['1900-01-01', '2999-12-31'], ['2027-03-02', '2999-12-31']]) {
      const started = performance.now();
      const res = await call(t.app, 'GET', `/api/vehicles/available?pickupDate=${from}&returnDate=${to}`);
      const ms = performance.now() - started;
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      expect(ms).toBeLessThan(1000);
      console.log(`[quote-limits] ${engine}: search ${from}..${to} answered in ${ms.toFixed(1)} ms`);
    }
  });
});

describe.each(ENGINES)('RATE_LIMIT_QUOTE: quotes per client IP (%s)', (engine) => {
  let t: TestApp;
  let vehicleId: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { config: { rateLimits: { login: 100, register: 100, contact: 100, booking: 100, quote: 3, window: '1 minute', namespace: 'unused:' } } });
    const admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    vehicleId = (await createVehicle(t.app, admin))._id;
  });
  afterAll(async () => t?.close());

  const trip = { pickupDate: '2030-04-01', pickupTime: '10:00', returnDate: '2030-04-04', returnTime: '09:00', driverOption: 'selfDrive' };
  const quoteFrom = async (ip: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/bookings/quote', remoteAddress: ip, headers, payload: { vehicleId, ...trip } });
    return { status: res.statusCode, headers: res.headers, body: JSON.parse(res.body) };
  };

  it('the fourth quote in a minute from one address answers 429 with Retry-After; another address is not affected', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await quoteFrom('203.0.113.1')).status);
    expect(statuses).toEqual([200, 200, 200]);
    const limited = await quoteFrom('203.0.113.1');
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/Too many requests/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await quoteFrom('203.0.113.2')).status).toBe(200);
  });

  it('a made-up X-Forwarded-For does not reset the count (the server trusts no proxy header)', async () => {
    for (let i = 0; i < 3; i++) await quoteFrom('203.0.113.3', { 'x-forwarded-for': `198.51.100.${i}` });
    const spoofed = await quoteFrom('203.0.113.3', { 'x-forwarded-for': '198.51.100.200', 'x-real-ip': '198.51.100.201' });
    expect(spoofed.status).toBe(429);
    expect(spoofed.headers['retry-after']).toBeDefined();
  });

  it('signed in, still per address (decision 071): a token does not open a new allowance', async () => {
    const { token } = await registerUser(t.app);
    for (let i = 0; i < 3; i++) await quoteFrom('203.0.113.4');
    expect((await quoteFrom('203.0.113.4', { authorization: `Bearer ${token}` })).status).toBe(429);
  });

  it('a refused trip counts too: bad input is no way around the limit', async () => {
    const bad = async () => (await t.app.inject({ method: 'POST', url: '/api/bookings/quote', remoteAddress: '203.0.113.5', payload: { vehicleId, ...CENTURIES } })).statusCode;
    expect([await bad(), await bad(), await bad(), await bad()]).toEqual([400, 400, 400, 429]);
  });
});
