import { MESSAGES, addOnFitsVehicle, addOnName, type AddOn, type AddOnChoice, type AddOnValues, type ChosenAddOn, type VehicleType } from '@app/shared';
import type { Queryable } from '../../db/database';
import { badRequest, notFound } from '../../lib/errors';
import * as repo from './repo';

const M = MESSAGES.money;
const englishName = (addOn: AddOn) => addOnName(addOn, 'en', M.addOnNames);

/**
 * The extras a booking or a quote chose, as offered now: each must exist and be offered (400
 * otherwise), go with the vehicle's type, and come at most its own limit of times. Read in the
 * caller's transaction, so the booking keeps the prices it was checked with.
 */
export async function chooseAddOns(db: Queryable, choices: readonly AddOnChoice[], vehicleType: VehicleType): Promise<ChosenAddOn[]> {
  const found = await repo.findAddOns(db, choices.map((c) => c.id));
  const issues: string[] = [];
  const chosen: ChosenAddOn[] = [];
  for (const choice of choices) {
    const addOn = found.find((a) => a._id === choice.id.toLowerCase());
    if (!addOn || !addOn.active) issues.push(M.addOnUnavailable);
    else if (!addOnFitsVehicle(addOn, vehicleType)) issues.push(M.addOnNotForVehicle(englishName(addOn)));
    else if (choice.quantity > addOn.maxQuantity) issues.push(M.addOnOverLimit(addOn.maxQuantity, englishName(addOn)));
    else chosen.push({ addOn, quantity: choice.quantity });
  }
  if (issues.length > 0) throw badRequest(issues[0]!, [...new Set(issues)]);
  return chosen;
}

/** Every extra (staff), or those offered now (the booking form). */
export function listAddOns(db: Queryable, opts: { activeOnly: boolean }): Promise<AddOn[]> {
  return repo.listAddOns(db, opts);
}

/** A shipped extra keeps its key (its name comes from the catalogs); a staff-created one needs an English name. */
function assertNamed(values: AddOnValues, key: string | null): void {
  if (key === null && !values.names.en) throw badRequest(M.addOnNameRequired, [M.addOnNameRequired]);
}

export async function createAddOn(db: Queryable, values: AddOnValues): Promise<AddOn> {
  assertNamed(values, null);
  return repo.insertAddOn(db, values);
}

export async function changeAddOn(db: Queryable, id: string, values: AddOnValues): Promise<AddOn> {
  const existing = await repo.findAddOn(db, id);
  if (!existing) throw notFound(M.addOnNotFound);
  assertNamed(values, existing.key);
  const saved = await repo.updateAddOn(db, id, values);
  if (!saved) throw notFound(M.addOnNotFound);
  return saved;
}
