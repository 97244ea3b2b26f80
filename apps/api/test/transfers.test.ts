import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MESSAGES } from '@app/shared/page-messages';
import { TRANSFER_VEHICLE_TYPES, adminTransferFareSchema, seededTransferFareCents, transferDestinationSchema } from '@app/shared';
import { ADMIN, ENGINES, call, createTestApp, loginAs, registerUser, type TestApp } from './harness';
import { expectError } from './api-helpers';

const M = PAGE_MESSAGES.transfersApi;

/** Airport transfers (issue 32, decision 111). */
describe.each(ENGINES)('airport transfers (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let tourist: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    tourist = (await registerUser(t.app)).token;
  });
  afterAll(async () => t?.close());

  it('GET /api/transfers: every destination but the airport, fares seeded from the road distance times the rate with a minimum, named in the asked language', async () => {
    const res = await call(t.app, 'GET', '/api/transfers');
    expect(res.status).toBe(200);
    for (const d of res.body) transferDestinationSchema.parse(d);
    expect(res.body.length).toBeGreaterThanOrEqual(40);
    expect(res.body.some((d: { placeId: string }) => d.placeId === 'cmb')).toBe(false);
    // Negombo is 10 km from the airport: every type at its minimum.
    const negombo = res.body.find((d: { placeId: string }) => d.placeId === 'negombo');
    expect(negombo.fares).toEqual({ Car: 25, Van: 35, SUV: 40, Bus: 90 });
    // Kandy by the roads in force: the rate times the kilometres, in whole dollars.
    const admin1 = await call(t.app, 'GET', '/api/admin/transfers', { token: admin });
    const kandy = admin1.body.find((d: { placeId: string }) => d.placeId === 'kandy');
    adminTransferFareSchema.parse(kandy);
    expect(kandy.km).toBeGreaterThan(90);
    expect(kandy.fares.Car).toBe(seededTransferFareCents('Car', kandy.km) / 100);
    expect(kandy.fares.Car).toBeGreaterThan(40);
    expect(kandy.fares.Car).toBeLessThan(kandy.fares.Van);
    expect(kandy.fares.Van).toBeLessThan(kandy.fares.Bus);
    expect(kandy.setAt).toBeNull();
    const si = await call(t.app, 'GET', '/api/transfers?lang=si');
    expect(si.body.find((d: { placeId: string }) => d.placeId === 'kandy').placeName).toBe('මහනුවර');
    expectError(await call(t.app, 'GET', '/api/transfers?lang=xx'), 400);
  });

  it('PUT /api/admin/transfers/:placeId sets the fares in force; bad amounts are 400 naming the type; unknown place 404; only admins', async () => {
    const body = { fares: { Car: 30, Van: 42.5, SUV: 48, Bus: 110 } };
    const res = await call(t.app, 'PUT', '/api/admin/transfers/negombo', { token: admin, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.fares).toEqual(body.fares);
    expect(res.body.seeded).toEqual({ Car: 25, Van: 35, SUV: 40, Bus: 90 });
    expect(res.body.setAt).not.toBeNull();
    const pub = await call(t.app, 'GET', '/api/transfers');
    expect(pub.body.find((d: { placeId: string }) => d.placeId === 'negombo').fares).toEqual(body.fares);

    const cents = await call(t.app, 'PUT', '/api/admin/transfers/negombo', { token: admin, body: { fares: { ...body.fares, Van: 42.555 } } });
    expectError(cents, 400);
    expect(cents.body.error).toBe(M.fareRange('Van', 1, 5000));
    expectError(await call(t.app, 'PUT', '/api/admin/transfers/negombo', { token: admin, body: { fares: { Car: 30 } } }), 400);
    expectError(await call(t.app, 'PUT', '/api/admin/transfers/negombo', { token: admin, body: { fares: { ...body.fares, Bus: 0 } } }), 400);
    const unknown = await call(t.app, 'PUT', '/api/admin/transfers/atlantis', { token: admin, body });
    expectError(unknown, 404);
    expect(unknown.body.error).toBe(M.placeNotFound);
    expectError(await call(t.app, 'PUT', '/api/admin/transfers/cmb', { token: admin, body }), 404);
    expectError(await call(t.app, 'PUT', '/api/admin/transfers/negombo', { token: tourist, body }), 403);
    expectError(await call(t.app, 'PUT', '/api/admin/transfers/negombo', { body }), 401);
    for (const type of TRANSFER_VEHICLE_TYPES) expect(typeof res.body.fares[type]).toBe('number');
  });

  it('the OpenAPI document lists the transfer routes', async () => {
    const doc = (await call(t.app, 'GET', '/api/docs/json')).body;
    expect(doc.paths['/api/transfers'].get).toBeDefined();
    expect(doc.paths['/api/admin/transfers'].get).toBeDefined();
    expect(doc.paths['/api/admin/transfers/{placeId}'].put).toBeDefined();
  });
});
