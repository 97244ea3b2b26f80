import { DEFAULT_PRICING_POLICY, withPolicyDefaults, type PricingPolicy, type PricingPolicyInput } from '@app/shared';
import type { Database, Queryable } from '../../db/database';
import * as repo from './repo';

/** The policy new bookings are made under, and when an admin saved it (null: the default). */
export async function currentPolicy(db: Queryable): Promise<{ policy: PricingPolicy; updatedAt: string | null }> {
  const row = await repo.latestPolicy(db);
  // Policies saved before bank-transfer details (issue 26) or what is included (issue 30) have none.
  return row ? { policy: withPolicyDefaults(row.policy), updatedAt: new Date(row.created_at).toISOString() } : { policy: DEFAULT_PRICING_POLICY, updatedAt: null };
}

/**
 * Saves a new version of the policy (the old ones are kept). A currency keeps the date its rate
 * was set unless this save changes the rate. Existing bookings keep the terms they were made under.
 */
export async function savePolicy(
  db: Database,
  input: PricingPolicyInput & { cancellationTiers: PricingPolicy['cancellationTiers']; insurance?: PricingPolicy['insurance'] },
  adminId: string,
  now: number,
) {
  return db.transaction(async (tx) => {
    const { policy: previous } = await currentPolicy(tx);
    const setAt = new Date(now).toISOString();
    const policy: PricingPolicy = {
      driverPerDay: input.driverPerDay,
      depositPercent: input.depositPercent,
      includedKmPerDay: { ...input.includedKmPerDay },
      extraKmRate: input.extraKmRate,
      driverNightAllowance: input.driverNightAllowance,
      // Round tours (issue 31): a client that does not send these keeps them.
      tourNightAllowance: input.tourNightAllowance ?? previous.tourNightAllowance,
      maxDrivingMinutesPerDay: input.maxDrivingMinutesPerDay ?? previous.maxDrivingMinutesPerDay,
      fuelRatePerEighth: input.fuelRatePerEighth ?? previous.fuelRatePerEighth,
      // Airport transfers (decision 111): kept when not sent.
      transferFreeWaitingMinutes: input.transferFreeWaitingMinutes ?? previous.transferFreeWaitingMinutes,
      transferWaitingPerHour: input.transferWaitingPerHour ?? previous.transferWaitingPerHour,
      cancellationTiers: input.cancellationTiers.map((t) => ({ hoursBefore: t.hoursBefore, refundPercent: t.refundPercent })),
      currencies: input.currencies.map(({ code, perUsd }) => {
        const before = previous.currencies.find((c) => c.code === code);
        return { code, perUsd, setAt: before && before.perUsd === perUsd ? before.setAt : setAt };
      }),
      bankTransfer: input.bankTransfer ?? '',
      // What is included: a client that does not send these (the page before issue 30) keeps them.
      fuelIncluded: { ...(input.fuelIncluded ?? previous.fuelIncluded) },
      tollsParkingIncluded: input.tollsParkingIncluded ?? previous.tollsParkingIncluded,
      driverMealsIncluded: input.driverMealsIncluded ?? previous.driverMealsIncluded,
      insurance: { ...(input.insurance ?? previous.insurance) },
    };
    const row = await repo.insertPolicy(tx, policy, adminId);
    return { ...row.policy, updatedAt: new Date(row.created_at).toISOString() };
  });
}

