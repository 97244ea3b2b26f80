import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared';
import { ADMIN, ENGINES, call, createTestApp, createVehicle, loginAs, registerUser, type TestApp } from './harness';
import { expectError } from './api-helpers';

/**
 * Small API pieces of the staff screens (issue 15). Staff find a customer's account to book for
 * them by phone: GET /api/admin/users takes `role` and `q` (part of the name, e-mail or phone, any
 * case), and pages as before. A vehicle is Automatic or Manual, not both.
 */
describe.each(ENGINES)('staff screens: account search, one transmission (%s)', (engine) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  const search = async (query: string) => {
    const res = await call(t.app, 'GET', `/api/admin/users?${query}`, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { _id: string; email: string; role: string }[];
  };

  it('by part of the name, e-mail or phone, in any case; by role; wildcards are plain characters', async () => {
    const hans = await registerUser(t.app, 'tourist', { username: 'Hans Müller', phone: '+49 170 5550001' });
    const driver = await registerUser(t.app, 'driver', { username: 'Hans Driver' });
    const ids = (list: { _id: string }[]) => list.map((u) => u._id);
    expect(ids(await search('q=m%C3%BCLLER'))).toEqual([hans.user._id]);
    expect(ids(await search(`q=${encodeURIComponent(hans.email.slice(0, 12).toUpperCase())}`))).toContain(hans.user._id);
    expect(ids(await search('q=5550001'))).toEqual([hans.user._id]);
    expect(ids(await search('q=hans'))).toEqual(expect.arrayContaining([hans.user._id, driver.user._id]));
    expect(ids(await search('q=hans&role=tourist'))).toEqual([hans.user._id]);
    expect((await search('role=driver')).every((u) => u.role === 'driver')).toBe(true);
    expect(await search('q=%25')).toEqual([]);
    expect(await search('q=_')).toEqual([]);
    // Nonsense filters are ignored rather than refused, as on the bookings list.
    expect((await search('role=pilot&q=hans')).length).toBeGreaterThanOrEqual(2);
  });

  it('pages the matches with limit and cursor', async () => {
    for (let i = 0; i < 3; i += 1) await registerUser(t.app, 'tourist', { username: `Paged Person ${i}` });
    const first = await call(t.app, 'GET', '/api/admin/users?q=paged%20person&limit=2', { token: admin });
    expect(first.body.items).toHaveLength(2);
    const next = await call(t.app, 'GET', `/api/admin/users?q=paged%20person&limit=2&cursor=${first.body.nextCursor}`, { token: admin });
    expect(next.body.items).toHaveLength(1);
    expect(next.body.nextCursor).toBeNull();
  });

  it('the search stays an admin route', async () => {
    const tourist = await registerUser(t.app);
    expectError(await call(t.app, 'GET', '/api/admin/users?q=a', { token: tourist.token }), 403, MESSAGES.api.forbidden);
  });

  it('a vehicle with both Automatic and Manual -> 400 with the shared message; one of them is fine', async () => {
    const res = await call(t.app, 'POST', '/api/admin/vehicles', {
      token: admin,
      body: { type: 'Car', brand: 'Toyota', model: 'Both', seatingCapacity: 4, features: ['Automatic', 'Manual'], pricingDetails: { perDay: 1, perHour: 1 }, image: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toContain(MESSAGES.validation.transmissionBoth);
    expect((await createVehicle(t.app, admin, { features: ['Manual', 'GPS'] })).features).toEqual(['Manual', 'GPS']);
  });
});
