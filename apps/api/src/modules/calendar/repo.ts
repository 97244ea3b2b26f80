import type { Queryable } from '../../db/database';

/** The driver's feed secret, or undefined when they have none yet. */
export async function feedSecretOf(db: Queryable, driverId: string): Promise<string | undefined> {
  const rows = await db.query<{ secret: string }>('SELECT secret FROM calendar_feeds WHERE driver_id = $1', [driverId]);
  return rows[0]?.secret;
}

/** The driver's secret: `secret` when they had none, else the one they have (two first requests at once agree). */
export async function ensureFeedSecret(db: Queryable, driverId: string, secret: string): Promise<string> {
  const rows = await db.query<{ secret: string }>(
    `INSERT INTO calendar_feeds (driver_id, secret) VALUES ($1, $2)
     ON CONFLICT (driver_id) DO UPDATE SET driver_id = EXCLUDED.driver_id
     RETURNING secret`,
    [driverId, secret],
  );
  return rows[0]!.secret;
}

/** A new secret for the driver: the old one stops matching in the same statement. */
export async function replaceFeedSecret(db: Queryable, driverId: string, secret: string): Promise<void> {
  await db.query(
    `INSERT INTO calendar_feeds (driver_id, secret) VALUES ($1, $2)
     ON CONFLICT (driver_id) DO UPDATE SET secret = EXCLUDED.secret, renewed_at = clock_timestamp()`,
    [driverId, secret],
  );
}

/** Whose feed a secret opens, or undefined. */
export async function driverOfSecret(db: Queryable, secret: string): Promise<string | undefined> {
  const rows = await db.query<{ driver_id: string }>('SELECT driver_id FROM calendar_feeds WHERE secret = $1', [secret]);
  return rows[0]?.driver_id;
}
