import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ENGINES, bookingBody, call, createTestApp, createVehicle, loginAs, registerUser, type TestApp } from './harness';

describe.each(ENGINES)('paged lists (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true });
    admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => t?.close());

  async function walk(url: string, token?: string) {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const sep = url.includes('?') ? '&' : '?';
      const res: { status: number; body: any } = await call(t.app, "GET", `${url}${sep}limit=5${cursor ? `&cursor=${cursor}` : ""}`, { token });
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(5);
      seen.push(...res.body.items.map((x: { _id: string }) => x._id));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor && pages < 100);
    return { seen, pages };
  }

  it('walking pages of vehicles gives exactly the plain list, in order', async () => {
    const plain = (await call(t.app, 'GET', '/api/vehicles')).body.map((v: { _id: string }) => v._id);
    const { seen, pages } = await walk('/api/vehicles');
    expect(seen).toEqual(plain);
    expect(pages).toBe(Math.ceil(plain.length / 5));
    const available = await walk('/api/vehicles/available?vehicleType=Car');
    expect(available.seen.length).toBeGreaterThan(0);
  });

  it('walks bookings newest first, with filters, for admins and owners', async () => {
    const vehicle = await createVehicle(t.app, admin);
    const tourist = await registerUser(t.app);
    for (let i = 0; i < 7; i++) {
      const res = await call(t.app, 'POST', '/api/bookings', {
        token: tourist.token,
        body: bookingBody(vehicle._id, { pickupDate: `2031-02-${String(1 + i * 2).padStart(2, '0')}`, returnDate: `2031-02-${String(2 + i * 2).padStart(2, '0')}`, name: `Guest Number${i}` }),
      });
      expect(res.status).toBe(201);
    }
    const plainMine = (await call(t.app, 'GET', '/api/bookings/my-bookings', { token: tourist.token })).body.map((b: { _id: string }) => b._id);
    expect((await walk('/api/bookings/my-bookings', tourist.token)).seen).toEqual(plainMine);
    const plainAll = (await call(t.app, 'GET', '/api/admin/bookings', { token: admin })).body.map((b: { _id: string }) => b._id);
    expect((await walk('/api/admin/bookings', admin)).seen).toEqual(plainAll);

    const pending = await call(t.app, 'GET', '/api/admin/bookings?status=pending', { token: admin });
    expect(pending.body.length).toBeGreaterThanOrEqual(7);
    expect(pending.body.every((b: { bookingStatus: string }) => b.bookingStatus === 'pending')).toBe(true);
    const byName = await call(t.app, 'GET', '/api/admin/bookings?q=number3', { token: admin });
    expect(byName.body.map((b: { name: string }) => b.name)).toEqual(['Guest Number3']);
    const ref = plainMine[0] as string;
    const byRef = await call(t.app, 'GET', `/api/admin/bookings?q=${ref.slice(0, 6).toUpperCase()}`, { token: admin });
    expect(byRef.body.map((b: { _id: string }) => b._id)).toContain(ref);
    const wild = await call(t.app, 'GET', `/api/admin/bookings?q=${encodeURIComponent('%')}`, { token: admin });
    expect(wild.body).toEqual([]);
  });

  it('walks users and drivers', async () => {
    const users = (await call(t.app, 'GET', '/api/admin/users', { token: admin })).body.map((u: { _id: string }) => u._id);
    expect((await walk('/api/admin/users', admin)).seen).toEqual(users);
    const drivers = (await call(t.app, 'GET', '/api/admin/drivers', { token: admin })).body.map((u: { _id: string }) => u._id);
    expect((await walk('/api/admin/drivers', admin)).seen).toEqual(drivers);
  });

  it('refuses bad paging input with a JSON 400', async () => {
    for (const q of ['limit=0', 'limit=101', 'limit=abc', 'limit=5&cursor=garbage', 'cursor=abc']) {
      const res = await call(t.app, 'GET', `/api/vehicles?${q}`);
      expect(res.status, q).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
  });
});
