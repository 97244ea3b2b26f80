import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetWhatIsNoLongerKept } from '../src/modules/retention';
import { ENGINES, createTestApp, type TestApp } from './harness';

const YEAR = 365.25 * 24 * 3600_000;

/**
 * The privacy page's "How long we keep it", carried out (decision 104): contact messages two years,
 * a booking's contact details and the e-mails about it six years after the trip, other e-mails six
 * years after they were sent; the dates and amounts of a booking stay for the accounts.
 */
describe.each(ENGINES)('retention sweep (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true });
  }, 120_000);
  afterAll(async () => t?.close());

  const ago = (years: number) => new Date(Date.now() - years * YEAR);

  async function booking(status: string, endedYearsAgo: number): Promise<string> {
    const [v] = await t.db.query<{ id: string; brand: string; model: string }>('SELECT id, brand, model FROM vehicles ORDER BY created_at LIMIT 1');
    const [u] = await t.db.query<{ id: string }>("SELECT id FROM users WHERE role = 'tourist' ORDER BY created_at LIMIT 1");
    const end = ago(endedYearsAgo);
    const start = new Date(end.getTime() - 3 * 24 * 3600_000);
    const [row] = await t.db.query<{ id: string }>(
      `INSERT INTO bookings (user_id, vehicle_id, vehicle_brand, vehicle_model, name, email, phone, pickup_at, return_at, pickup_point, return_point,
         num_tourists, driver_option, special_requests, total_price, status)
       VALUES ($1, $2, $3, $4, 'Anna Berg', 'anna@example.se', '+46 70 123 4567', $5, $6, 'Colombo', 'Kandy', 2, 'selfDrive', 'Child seat please', 150.00, $7)
       RETURNING id`,
      [u!.id, v!.id, v!.brand, v!.model, start, end, status],
    );
    return row!.id;
  }

  async function mail(bookingId: string | null, sentYearsAgo: number, status = 'sent'): Promise<string> {
    const [row] = await t.db.query<{ id: string }>(
      `INSERT INTO outbox (kind, booking_id, recipient, subject, body, status, created_at) VALUES ('test', $1, 'anna@example.se', 'Your trip', 'Dear Anna', $2, $3) RETURNING id`,
      [bookingId, status, ago(sentYearsAgo)],
    );
    return row!.id;
  }

  it('forgets what is past its keeping time and nothing else, and a second sweep finds nothing', async () => {
    const old = await booking('completed', 6.5);
    const oldCancelled = await booking('cancelled', 7);
    const recent = await booking('completed', 5);
    const oldMail = await mail(old, 7);
    const recentTripMail = await mail(recent, 6.2); // sent long ago, but its trip ended five years ago
    const oldAccountMail = await mail(null, 6.5);
    const recentAccountMail = await mail(null, 5.5);
    const waitingMail = await mail(null, 6.5, 'pending');
    await t.db.query(
      `INSERT INTO contact_messages (name, email, message, created_at) VALUES ('Old', 'old@example.com', 'Hello', $1), ('New', 'new@example.com', 'Hello', $2)`,
      [ago(2.1), ago(1.9)],
    );

    const first = await forgetWhatIsNoLongerKept(t.db, Date.now());
    expect(first).toEqual({ bookings: 2, emails: 2, contactMessages: 1, documents: 0, documentIds: [], inspectionPhotos: 0, inspectionPhotoIds: [], actionKeys: 0 });

    const rows = await t.db.query<{ id: string; name: string; email: string; phone: string; special_requests: string; total_price: string; status: string }>(
      'SELECT id, name, email, phone, special_requests, total_price::text, status FROM bookings WHERE id = ANY($1::uuid[])',
      [[old, oldCancelled, recent]],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of [old, oldCancelled]) {
      expect(byId.get(id)).toMatchObject({ name: '—', email: 'removed@invalid', phone: '—', special_requests: '', total_price: '150.00' });
    }
    expect(byId.get(old)!.status).toBe('completed');
    expect(byId.get(recent)).toMatchObject({ name: 'Anna Berg', email: 'anna@example.se', special_requests: 'Child seat please' });

    const mails = new Set((await t.db.query<{ id: string }>('SELECT id FROM outbox')).map((r) => r.id));
    expect(mails.has(oldMail)).toBe(false);
    expect(mails.has(oldAccountMail)).toBe(false);
    for (const kept of [recentTripMail, recentAccountMail, waitingMail]) expect(mails.has(kept)).toBe(true);

    const messages = (await t.db.query<{ name: string }>("SELECT name FROM contact_messages WHERE name IN ('Old', 'New')")).map((r) => r.name);
    expect(messages).toEqual(['New']);

    expect(await forgetWhatIsNoLongerKept(t.db, Date.now())).toEqual({ bookings: 0, emails: 0, contactMessages: 0, documents: 0, documentIds: [], inspectionPhotos: 0, inspectionPhotoIds: [], actionKeys: 0 });
  });
});
