import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MESSAGES } from '@app/shared/page-messages';
import { DEFAULT_PRICING_POLICY, OLDEST_VEHICLE_YEAR, TYPICAL_FACTS, normalizePlate, withPolicyDefaults } from '@app/shared';
import { ADMIN, ENGINES, call, createTestApp, createVehicle, loginAs, vehicleBody, type TestApp } from './harness';
import { expectValidation } from './api-helpers';
import { createWebDist } from './web-dist';

const A = PAGE_MESSAGES.factsUi.api;

describe('Sri Lankan number plates, read loosely', () => {
  it('writes one way what staff type many ways; refuses what is not a plate', () => {
    expect(normalizePlate('wp cab-1234')).toBe('WP CAB-1234');
    expect(normalizePlate('  WP  CAB 1234 ')).toBe('WP CAB-1234');
    expect(normalizePlate('CAB1234')).toBe('CAB-1234');
    expect(normalizePlate('65-1234')).toBe('65-1234');
    expect(normalizePlate('19 ශ්‍රී 1234')).toBe('19 ශ්‍රී 1234');
    expect(normalizePlate('sp bha - 2231')).toBe('SP BHA-2231');
    for (const bad of ['', 'hello', 'WP CAB-12345', 'XX CAB-1234', 'WP ABCD-1234', '1234']) expect(normalizePlate(bad), bad).toBeNull();
  });
});

describe.each(ENGINES)('vehicle facts: year, fuel, gearbox, luggage, air conditioning, plate (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let dist: ReturnType<typeof createWebDist>;

  beforeAll(async () => {
    dist = createWebDist();
    t = await createTestApp(engine, { config: { webDist: dist.dir } });
    admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await t?.close();
    dist?.remove();
  });

  const adminGet = async (id: string) => (await call(t.app, 'GET', `/api/admin/vehicles/${id}`, { token: admin })).body;

  it('round trip: staff write the facts and read them back with the plate; public answers carry the facts and never the plate', async () => {
    const created = await createVehicle(t.app, admin, {
      brand: 'Facts',
      model: 'Prius',
      seatingCapacity: 4,
      features: ['Bluetooth'],
      year: 2017,
      fuel: 'hybrid',
      transmission: 'automatic',
      luggage: 2,
      airConditioning: true,
      plateNumber: 'wp cak 4521',
    });
    expect(created).toMatchObject({ year: 2017, fuel: 'hybrid', transmission: 'automatic', luggage: 2, airConditioning: true, plateNumber: 'WP CAK-4521' });
    // The gearbox and air conditioning are the spec's features too, so its client reads the same vehicle.
    expect(created.features).toEqual(expect.arrayContaining(['Air Conditioning', 'Automatic', 'Bluetooth']));
    expect(await adminGet(created._id)).toMatchObject({ plateNumber: 'WP CAK-4521', fuel: 'hybrid' });
    const list = await call(t.app, 'GET', '/api/admin/vehicles', { token: admin });
    expect(list.body.find((v: { _id: string }) => v._id === created._id).plateNumber).toBe('WP CAK-4521');

    const publicAnswers = [
      await call(t.app, 'GET', `/api/vehicles/${created._id}`),
      await call(t.app, 'GET', '/api/vehicles'),
      await call(t.app, 'GET', '/api/vehicles/available'),
      await call(t.app, 'GET', '/api/vehicles/available?limit=24&fuel=hybrid'),
      await call(t.app, 'GET', '/api/vehicles/available?pickupDate=2031-01-01&returnDate=2031-01-03&sort=price-asc'),
    ];
    for (const res of publicAnswers) {
      expect(res.status).toBe(200);
      const text = JSON.stringify(res.body);
      expect(text).toContain('"fuel":"hybrid"');
      expect(text).not.toContain('plateNumber');
      expect(text).not.toContain('CAK-4521');
    }
    const one = publicAnswers[0]!.body;
    expect(one).toMatchObject({ year: 2017, fuel: 'hybrid', transmission: 'automatic', luggage: 2, airConditioning: true });
    // Nor in the vehicle's page, its head or its JSON-LD.
    const page = await t.app.inject({ method: 'GET', url: `/vehicles/${created._id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('CAK-4521');
  });

  it("the spec's client, which sends no facts: a new vehicle gets its type's usual fuel and luggage, an edit keeps the facts", async () => {
    const van = await createVehicle(t.app, admin, { type: 'Van', features: ['Manual'] });
    expect(van).toMatchObject({ fuel: TYPICAL_FACTS.Van.fuel, luggage: TYPICAL_FACTS.Van.luggage, year: null, plateNumber: null, transmission: 'manual', airConditioning: false });

    const car = await createVehicle(t.app, admin, { year: 2015, fuel: 'diesel', luggage: 3, plateNumber: 'CP CAA-5102', features: ['Automatic'] });
    // Exactly the spec's body (no facts): features now without the gearbox.
    const put = await call(t.app, 'PUT', `/api/admin/vehicles/${car._id}`, { token: admin, body: vehicleBody({ features: ['Air Conditioning'] }) });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ year: 2015, fuel: 'diesel', luggage: 3, plateNumber: 'CP CAA-5102', transmission: null, airConditioning: true });

    // null clears a year or a plate; a given gearbox wins over the features sent with it.
    const cleared = await call(t.app, 'PUT', `/api/admin/vehicles/${car._id}`, {
      token: admin,
      body: vehicleBody({ year: null, plateNumber: '', transmission: 'manual', features: ['Automatic', 'GPS'], airConditioning: false }),
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body).toMatchObject({ year: null, plateNumber: null, transmission: 'manual', airConditioning: false, fuel: 'diesel' });
    expect([...cleared.body.features].sort()).toEqual(['GPS', 'Manual']);
  });

  it('bad facts answer 400 with a sentence, and nothing is stored', async () => {
    const before = (await call(t.app, 'GET', '/api/admin/vehicles', { token: admin })).body.length;
    const next = new Date().getFullYear() + 1;
    const year = A.yearRange(OLDEST_VEHICLE_YEAR, next);
    const luggage = A.luggageRange(60);
    const cases: [Record<string, unknown>, string][] = [
      [{ year: OLDEST_VEHICLE_YEAR - 1 }, year],
      [{ year: next + 1 }, year],
      [{ year: 2010.5 }, year],
      [{ fuel: 'coal' }, A.fuelInvalid],
      [{ transmission: 'cvt' }, A.transmissionInvalid],
      [{ luggage: -1 }, luggage],
      [{ luggage: 'many' }, luggage],
      [{ airConditioning: 'yes' }, A.airConditioningBoolean],
      [{ plateNumber: 'hello' }, A.plateInvalid],
      [{ plateNumber: 'WP CAB-1234\u202e' }, A.plateInvalid],
      [{ plateNumber: 42 }, A.plateInvalid],
    ];
    for (const [extra, message] of cases) {
      const res = await call(t.app, 'POST', '/api/admin/vehicles', { token: admin, body: vehicleBody(extra) });
      expectValidation(res, message);
    }
    expect((await call(t.app, 'GET', '/api/admin/vehicles', { token: admin })).body.length).toBe(before);
  });

  it('the search filters by seats, gearbox and fuel; unknown values answer 400 like an unknown sort', async () => {
    const made = [
      await createVehicle(t.app, admin, { type: 'Bus', brand: 'Filter', model: 'Diesel manual 29', seatingCapacity: 29, fuel: 'diesel', transmission: 'manual' }),
      await createVehicle(t.app, admin, { type: 'Bus', brand: 'Filter', model: 'Electric automatic 20', seatingCapacity: 20, fuel: 'electric', transmission: 'automatic' }),
      await createVehicle(t.app, admin, { type: 'Bus', brand: 'Filter', model: 'Diesel automatic 12', seatingCapacity: 12, fuel: 'diesel', transmission: 'automatic' }),
    ];
    const models = async (query: string) => {
      const res = await call(t.app, 'GET', `/api/vehicles/available?vehicleType=Bus${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body as { model: string }[]).map((v) => v.model);
    };
    expect(await models('')).toEqual(made.map((v) => v.model));
    expect(await models('&minSeats=20')).toEqual(['Diesel manual 29', 'Electric automatic 20']);
    expect(await models('&transmission=automatic')).toEqual(['Electric automatic 20', 'Diesel automatic 12']);
    expect(await models('&fuel=diesel&transmission=automatic')).toEqual(['Diesel automatic 12']);
    expect(await models('&fuel=diesel&sort=seats-desc')).toEqual(['Diesel manual 29', 'Diesel automatic 12']);
    expect(await models('&fuel=hybrid')).toEqual([]);
    // Paged, the filter holds across pages.
    const first = await call(t.app, 'GET', '/api/vehicles/available?vehicleType=Bus&fuel=diesel&limit=1');
    expect(first.body.items.map((v: { model: string }) => v.model)).toEqual(['Diesel manual 29']);
    const second = await call(t.app, 'GET', `/api/vehicles/available?vehicleType=Bus&fuel=diesel&limit=1&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((v: { model: string }) => v.model)).toEqual(['Diesel automatic 12']);

    const bad: [string, string][] = [
      ['fuel=coal', A.filterInvalid('fuel', 'petrol, diesel, hybrid, electric')],
      ['transmission=cvt', A.filterInvalid('transmission', 'automatic, manual')],
      ['minSeats=0', A.minSeatsInvalid(100)],
      ['minSeats=2.5', A.minSeatsInvalid(100)],
      ['minSeats=many', A.minSeatsInvalid(100)],
      ['minSeats=101', A.minSeatsInvalid(100)],
    ];
    for (const [query, message] of bad) expectValidation(await call(t.app, 'GET', `/api/vehicles/available?${query}`), message);
  });

  it('the pricing policy says what is included: staff change it, the public terms carry it, a client that sends none keeps it', async () => {
    const pub = await call(t.app, 'GET', '/api/pricing-policy');
    expect(pub.body).toMatchObject({ fuelIncluded: { withDriver: true, selfDrive: false }, tollsParkingIncluded: false, driverMealsIncluded: true, insurance: {} });

    const input = { ...DEFAULT_PRICING_POLICY, currencies: DEFAULT_PRICING_POLICY.currencies.map(({ code, perUsd }) => ({ code, perUsd })) };
    const saved = await call(t.app, 'PUT', '/api/admin/pricing-policy', {
      token: admin,
      body: { ...input, fuelIncluded: { withDriver: false, selfDrive: false }, tollsParkingIncluded: true, insurance: { en: 'Comprehensive cover, excess $300.', de: 'Vollkasko, Selbstbehalt 300 $.', fr: '' } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ fuelIncluded: { withDriver: false, selfDrive: false }, tollsParkingIncluded: true, driverMealsIncluded: true });
    expect(saved.body.insurance).toEqual({ en: 'Comprehensive cover, excess $300.', de: 'Vollkasko, Selbstbehalt 300 $.' });

    // The page before issue 30 sends none of these: they stay.
    const { fuelIncluded: _f, tollsParkingIncluded: _t, driverMealsIncluded: _d, insurance: _i, ...older } = input;
    const kept = await call(t.app, 'PUT', '/api/admin/pricing-policy', { token: admin, body: { ...older, depositPercent: 15 } });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body).toMatchObject({ depositPercent: 15, tollsParkingIncluded: true, fuelIncluded: { withDriver: false, selfDrive: false } });
    expect((await call(t.app, 'GET', '/api/pricing-policy')).body.insurance.de).toBe('Vollkasko, Selbstbehalt 300 $.');

    expectValidation(await call(t.app, 'PUT', '/api/admin/pricing-policy', { token: admin, body: { ...input, tollsParkingIncluded: 'yes' } }), A.includedBoolean);
    expectValidation(
      await call(t.app, 'PUT', '/api/admin/pricing-policy', { token: admin, body: { ...input, insurance: { en: 'x'.repeat(501) } } }),
      A.insuranceTooLong(500),
    );
  });

  it('a policy saved before issue 30 reads with the defaults of what is included', () => {
    const { fuelIncluded: _f, tollsParkingIncluded: _t, driverMealsIncluded: _d, insurance: _i, bankTransfer: _b, ...stored } = DEFAULT_PRICING_POLICY;
    expect(withPolicyDefaults(stored)).toEqual(DEFAULT_PRICING_POLICY);
  });
});
