import { fromCents, toCents, type AddOn, type AddOnValues } from '@app/shared';
import type { Queryable } from '../../db/database';

interface AddOnRow {
  id: string;
  key: string | null;
  names: Record<string, string>;
  price_cents: number;
  pricing: AddOn['pricing'];
  max_quantity: number;
  vehicle_types: AddOn['vehicleTypes'];
  active: boolean;
}

const COLUMNS = 'id, key, names, price_cents, pricing, max_quantity, vehicle_types, active';

function toAddOn(r: AddOnRow): AddOn {
  return {
    _id: r.id,
    key: r.key,
    names: r.names ?? {},
    price: fromCents(r.price_cents),
    pricing: r.pricing,
    maxQuantity: r.max_quantity,
    vehicleTypes: r.vehicle_types ?? [],
    active: r.active,
  };
}

/** Every extra (staff), or only those offered now, in the order staff see them. */
export async function listAddOns(db: Queryable, opts: { activeOnly: boolean }): Promise<AddOn[]> {
  const rows = await db.query<AddOnRow>(`SELECT ${COLUMNS} FROM add_ons WHERE NOT $1::boolean OR active ORDER BY position, created_at, id`, [opts.activeOnly]);
  return rows.map(toAddOn);
}

/** The extras with these ids, as they are in this transaction (FOR SHARE: a price change waits for the booking). */
export async function findAddOns(db: Queryable, ids: readonly string[]): Promise<AddOn[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<AddOnRow>(`SELECT ${COLUMNS} FROM add_ons WHERE id = ANY($1::uuid[]) FOR SHARE`, [ids]);
  return rows.map(toAddOn);
}

export async function insertAddOn(db: Queryable, v: AddOnValues): Promise<AddOn> {
  const rows = await db.query<AddOnRow>(
    `INSERT INTO add_ons (names, price_cents, pricing, max_quantity, vehicle_types, active, position)
     VALUES ($1, $2, $3, $4, $5, $6, (SELECT coalesce(max(position), 0) + 1 FROM add_ons))
     RETURNING ${COLUMNS}`,
    [JSON.stringify(v.names), toCents(v.price), v.pricing, v.maxQuantity, v.vehicleTypes, v.active],
  );
  return toAddOn(rows[0]!);
}

/** Changes an extra; bookings already made keep the price and name they were made with. */
export async function updateAddOn(db: Queryable, id: string, v: AddOnValues): Promise<AddOn | undefined> {
  const rows = await db.query<AddOnRow>(
    `UPDATE add_ons SET names = $2, price_cents = $3, pricing = $4, max_quantity = $5, vehicle_types = $6, active = $7, updated_at = clock_timestamp()
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, JSON.stringify(v.names), toCents(v.price), v.pricing, v.maxQuantity, v.vehicleTypes, v.active],
  );
  return rows[0] && toAddOn(rows[0]);
}

export async function findAddOn(db: Queryable, id: string): Promise<AddOn | undefined> {
  const rows = await db.query<AddOnRow>(`SELECT ${COLUMNS} FROM add_ons WHERE id = $1`, [id]);
  return rows[0] && toAddOn(rows[0]);
}
