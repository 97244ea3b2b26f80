import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, listMigrations, splitStatements } from '../src/db/migrate';
import { ENGINES, createTestDatabase, type TestDatabase } from './harness';

/** Data written before a migration, as older versions wrote it, and what the migration makes of it. */
describe.each(ENGINES)('migration 011: languages as codes, pictures same-site or https (%s)', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    // The schema as it was before 011.
    await t.db.transaction(async (tx) => {
      await tx.query('CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
      for (const m of listMigrations().filter((m) => m.name < '011')) {
        for (const statement of splitStatements(m.sql)) await tx.query(statement);
        await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [m.name]);
      }
    });
  });
  afterAll(async () => t?.drop());

  it('maps known language names and codes to codes in order, drops free text, and cleans pictures', async () => {
    const [driver] = await t.db.query<{ id: string }>(
      `INSERT INTO users (username, email, password_hash, role, license_number, languages)
       VALUES ('Old Driver', 'old@example.com', 'x', 'driver', 'L1', ARRAY['English', ' sinhala ', 'WhatsApp +94770000000 for 50% off', 'de', 'GERMAN', 'Klingon']) RETURNING id`,
    );
    const [vehicle] = await t.db.query<{ id: string }>(
      `INSERT INTO vehicles (brand, model, type, seating_capacity, price_per_day, price_per_hour, image) VALUES ('A', 'B', 'Car', 4, 10, 1, '/images/a.svg') RETURNING id`,
    );
    const images = ['/images/ok.svg', '//evil.example/x.svg', '/\\evil.example/x.svg', 'http://cdn.example/x.svg', 'https://cdn.example/x.svg', 'javascript:alert(1)', '/a b.svg', ''];
    const ids: string[] = [];
    for (const image of images) {
      const [row] = await t.db.query<{ id: string }>(
        `INSERT INTO vehicles (brand, model, type, seating_capacity, price_per_day, price_per_hour, image) VALUES ('A', 'B', 'Car', 4, 10, 1, $1) RETURNING id`,
        [image],
      );
      ids.push(row!.id);
    }
    await t.db.query(
      `INSERT INTO bookings (user_id, vehicle_id, vehicle_brand, vehicle_model, name, email, phone, pickup_at, return_at, pickup_point, return_point, num_tourists, driver_option, total_price, preferred_languages)
       VALUES ($1, $2, 'A', 'B', 'N', 'n@example.com', '1', '2030-01-01T09:00+05:30', '2030-01-02T09:00+05:30', 'X', 'Y', 1, 'withDriver', 60, ARRAY['French', 'fr', 'Tamil', '???'])`,
      [driver!.id, vehicle!.id],
    );

    expect(await migrate(t.db)).toContain('011_trust.sql');

    const [user] = await t.db.query<{ languages: string[] }>('SELECT languages FROM users WHERE id = $1', [driver!.id]);
    expect(user!.languages).toEqual(['en', 'si', 'de']);
    const [booking] = await t.db.query<{ preferred_languages: string[] }>('SELECT preferred_languages FROM bookings');
    expect(booking!.preferred_languages).toEqual(['fr', 'ta']);
    const after = await t.db.query<{ id: string; image: string }>('SELECT id, image FROM vehicles');
    const imageOf = (id: string) => after.find((v) => v.id === id)!.image;
    expect(ids.map(imageOf)).toEqual(['/images/ok.svg', '', '', 'https://cdn.example/x.svg', 'https://cdn.example/x.svg', '', '', '']);
    // From now on the database itself refuses a language outside the list.
    await expect(t.db.query(`UPDATE users SET languages = ARRAY['Klingon'] WHERE id = $1`, [driver!.id])).rejects.toMatchObject({ code: '23514' });
  });
});
