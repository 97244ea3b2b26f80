import type { PricingPolicy } from '@app/shared';
import type { Queryable } from '../../db/database';

export interface PolicyRow {
  policy: PricingPolicy;
  created_at: Date;
}

/** The newest saved policy, or undefined while none was saved (the default applies). */
export async function latestPolicy(db: Queryable): Promise<PolicyRow | undefined> {
  const rows = await db.query<PolicyRow>('SELECT policy, created_at FROM pricing_policies ORDER BY id DESC LIMIT 1');
  return rows[0];
}

export async function insertPolicy(db: Queryable, policy: PricingPolicy, createdBy: string): Promise<PolicyRow> {
  const rows = await db.query<PolicyRow>('INSERT INTO pricing_policies (policy, created_by) VALUES ($1, $2) RETURNING policy, created_at', [JSON.stringify(policy), createdBy]);
  return rows[0]!;
}
