import type { Queryable } from './database';

/**
 * Claims a one-off step ("the admin was created", "demo data was seeded") in `app_meta`; false
 * when another start, or another process, already did it.
 */
export async function claimOnce(tx: Queryable, key: string): Promise<boolean> {
  const rows = await tx.query(`INSERT INTO app_meta (key, value) VALUES ($1, 'done') ON CONFLICT (key) DO NOTHING RETURNING key`, [key]);
  return rows.length > 0;
}
