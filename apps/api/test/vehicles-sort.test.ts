import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, VEHICLE_SORTS } from '@app/shared';
import { ADMIN, ENGINES, bookingBody, call, createTestApp, createVehicle, loginAs, registerUser, type TestApp } from './harness';
import { book, expectError } from './api-helpers';

const V = MESSAGES.validation;

/** The fleet of this file, in the order it joins: price per day, seats. Ties on purpose, across page edges. */
const FLEET = [
  { model: 'A', perDay: 60, seats: 4 },
  { model: 'B', perDay: 40, seats: 7 },
  { model: 'C', perDay: 40, seats: 4 },
  { model: 'D', perDay: 85.5, seats: 10 },
  { model: 'E', perDay: 40, seats: 2 },
  { model: 'F', perDay: 120, seats: 7 },
  { model: 'G', perDay: 60, seats: 5 },
];

type Row = (typeof FLEET)[number];
/** Array.prototype.sort is stable: ties keep the fleet order, as the API promises. */
const sorted = (compare: (a: Row, b: Row) => number) => [...FLEET].sort(compare).map((v) => v.model);
const EXPECTED: Record<(typeof VEHICLE_SORTS)[number], string[]> = {
  fleet: FLEET.map((v) => v.model),
  'price-asc': sorted((a, b) => a.perDay - b.perDay),
  'price-desc': sorted((a, b) => b.perDay - a.perDay),
  'seats-desc': sorted((a, b) => b.seats - a.seats),
};

describe.each(ENGINES)('GET /api/vehicles/available?sort= (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  const ids = new Map<string, string>();
  const modelOf = (id: string) => [...ids].find(([, v]) => v === id)?.[0] ?? `other:${id}`;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    for (const v of FLEET) {
      const created = await createVehicle(t.app, admin, { type: 'Van', brand: 'Sort', model: v.model, seatingCapacity: v.seats, pricingDetails: { perDay: v.perDay, perHour: 5 } });
      ids.set(v.model, created._id);
    }
  });
  afterAll(async () => t?.close());

  const plain = async (query: string) => {
    const res = await call(t.app, 'GET', `/api/vehicles/available?vehicleType=Van${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { _id: string }[]).map((v) => modelOf(v._id));
  };

  async function walk(query: string, limit = 2) {
    const seen: string[] = [];
    const cursors: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { status: number; body: any } = await call(t.app, 'GET', `/api/vehicles/available?vehicleType=Van${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      seen.push(...res.body.items.map((v: { _id: string }) => modelOf(v._id)));
      cursor = res.body.nextCursor;
      if (cursor) cursors.push(cursor);
    } while (cursor && cursors.length < 50);
    return { seen, cursors };
  }

  it('orders by price (both ways) or by seats, ties in fleet order; without sort the order is the fleet order', async () => {
    for (const sort of VEHICLE_SORTS) expect(await plain(`&sort=${sort}`), sort).toEqual(EXPECTED[sort]);
    expect(await plain('')).toEqual(EXPECTED.fleet);
  });

  it('pages of every order, at every page size, give exactly its plain list (ties across page edges included)', async () => {
    for (const sort of VEHICLE_SORTS) {
      for (const limit of [1, 2, 3]) {
        const { seen } = await walk(`&sort=${sort}`, limit);
        expect(seen, `${sort} limit ${limit}`).toEqual(EXPECTED[sort]);
      }
    }
  });

  it('sorts only the vehicles free over the dates', async () => {
    const tourist = await registerUser(t.app);
    await book(t.app, tourist.token, bookingBody(ids.get('B')!, { pickupDate: '2031-05-10', returnDate: '2031-05-12' }));
    const dates = '&pickupDate=2031-05-11&returnDate=2031-05-13';
    const expected = EXPECTED['price-asc'].filter((m) => m !== 'B');
    expect(await plain(`${dates}&sort=price-asc`)).toEqual(expected);
    expect((await walk(`${dates}&sort=price-asc`)).seen).toEqual(expected);
    expect(await plain(`&pickupDate=2031-06-01&returnDate=2031-06-02&sort=price-asc`)).toEqual(EXPECTED['price-asc']);
  });

  it('a vehicle joining between pages is neither repeated nor makes a row repeat', async () => {
    const first = await call(t.app, 'GET', '/api/vehicles/available?vehicleType=Van&sort=price-asc&limit=3');
    const seen = first.body.items.map((v: { _id: string }) => modelOf(v._id));
    const cheapest = await createVehicle(t.app, admin, { type: 'Van', brand: 'Sort', model: 'Late', seatingCapacity: 3, pricingDetails: { perDay: 10, perHour: 1 } });
    let cursor: string | null = first.body.nextCursor;
    while (cursor) {
      const res: { body: any } = await call(t.app, 'GET', `/api/vehicles/available?vehicleType=Van&sort=price-asc&limit=3&cursor=${cursor}`);
      seen.push(...res.body.items.map((v: { _id: string }) => modelOf(v._id)));
      cursor = res.body.nextCursor;
    }
    expect(seen).toEqual(EXPECTED['price-asc']);
    await call(t.app, 'DELETE', `/api/admin/vehicles/${cheapest._id}`, { token: admin });
  });

  it('an unknown order is a 400 naming the orders', async () => {
    for (const sort of ['cheapest', 'PRICE-ASC', '', 'price-asc,seats-desc']) {
      const res = await call(t.app, 'GET', `/api/vehicles/available?sort=${encodeURIComponent(sort)}`);
      expect(res.status, sort).toBe(400);
      expect(JSON.stringify(res.body), sort).toContain(MESSAGES.searchUi.sortInvalid(VEHICLE_SORTS));
    }
  });

  it('a cursor continues only its own order, and is checked part by part', async () => {
    const priceCursor = (await walk('&sort=price-asc')).cursors[0]!;
    const fleetCursor = (await walk('')).cursors[0]!;
    const seatsCursor = (await walk('&sort=seats-desc')).cursors[0]!;
    const encode = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    const [, key, at, id] = JSON.parse(Buffer.from(priceCursor, 'base64url').toString('utf8')) as string[];
    const bad: [string, string][] = [
      ['seats-desc', priceCursor],
      ['price-desc', priceCursor],
      ['price-asc', fleetCursor],
      ['fleet', priceCursor],
      ['price-asc', seatsCursor],
      ['price-asc', encode(['price-asc', '1e9', at, id])],
      ['price-asc', encode(['price-asc', '-1', at, id])],
      ['price-asc', encode(['price-asc', '12345678901.00', at, id])],
      ['price-asc', encode(['price-asc', 40, at, id])],
      ['seats-desc', encode(['seats-desc', '4.5', at, id])],
      ['seats-desc', encode(['seats-desc', '9999999999', at, id])],
      ['price-asc', encode(['price-asc', key, '2026-02-30 10:00:00+00', id])],
      ['price-asc', encode(['price-asc', key, at, 'not-a-uuid'])],
      ['price-asc', encode(['price-asc', key, at])],
      ['price-asc', encode(['price-asc', key, at, id, 'extra'])],
      ['price-asc', 'garbage'],
    ];
    for (const [sort, cursor] of bad) {
      const res = await call(t.app, 'GET', `/api/vehicles/available?sort=${sort}&limit=2&cursor=${cursor}`);
      expectError(res, 400, V.cursorInvalid);
    }
    expectError(await call(t.app, 'GET', `/api/vehicles/available?sort=price-asc&cursor=${priceCursor}`), 400, V.cursorNeedsLimit);
    expect((await call(t.app, 'GET', `/api/vehicles/available?sort=price-asc&limit=2&cursor=${encode(['price-asc', key, at, id])}`)).status).toBe(200);
  });
});
