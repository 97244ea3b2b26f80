import { MESSAGES, toColomboIso, type OutOfService, type OutOfServiceWrite } from '@app/shared';
import { PAGE_MESSAGES } from '@app/shared/page-messages';
import type { Database, Queryable } from '../../db/database';
import { PG, conflict, notFound, pgConstraint, pgErrorCode } from '../../lib/errors';
import * as repo from './out-of-service-repo';

const O = PAGE_MESSAGES.outOfServiceApi;

/**
 * Out-of-service periods (decision 101). A period is written under the vehicle's row lock
 * (FOR NO KEY UPDATE), which every booking of the vehicle takes FOR SHARE first (the bookings
 * trigger of migration 031): so its answer lists every booking already on its dates, for staff to
 * move, and no booking comes onto it afterwards.
 */
const toWrite = (input: OutOfServiceWrite): repo.PeriodWrite => ({
  startsAt: toColomboIso(input.fromDate, input.fromTime),
  endsAt: toColomboIso(input.untilDate, input.untilTime),
  reason: input.reason,
  note: input.note,
});

/** Another period of the vehicle on these dates: 409 with words. */
function overlapAs409(error: unknown): never {
  if (pgErrorCode(error) === PG.exclusionViolation && pgConstraint(error) === repo.PERIODS_NO_OVERLAP) throw conflict(O.overlapsPeriod);
  throw error;
}

async function lockedVehicle(tx: Queryable, vehicleId: string): Promise<void> {
  if (!(await repo.lockVehicleForPeriods(tx, vehicleId))) throw notFound(MESSAGES.api.vehicleNotFound);
}

/** The vehicle's periods not over yet, by start, each with the bookings on it. */
export async function listOutOfService(db: Queryable, vehicleId: string, now: number): Promise<OutOfService[]> {
  if (!(await repo.vehicleIsLive(db, vehicleId))) throw notFound(MESSAGES.api.vehicleNotFound);
  return repo.listPeriods(db, vehicleId, { endingAfter: new Date(now).toISOString() });
}

export async function createOutOfService(db: Database, vehicleId: string, input: OutOfServiceWrite, actorId: string): Promise<OutOfService> {
  return db.transaction(async (tx) => {
    await lockedVehicle(tx, vehicleId);
    let id: string;
    try {
      id = await repo.insertPeriod(tx, vehicleId, toWrite(input), actorId);
    } catch (error) {
      overlapAs409(error);
    }
    return (await repo.listPeriods(tx, vehicleId, { id }))[0]!;
  });
}

export async function updateOutOfService(db: Database, vehicleId: string, periodId: string, input: OutOfServiceWrite): Promise<OutOfService> {
  return db.transaction(async (tx) => {
    await lockedVehicle(tx, vehicleId);
    let found: boolean;
    try {
      found = await repo.updatePeriod(tx, vehicleId, periodId, toWrite(input));
    } catch (error) {
      overlapAs409(error);
    }
    if (!found) throw notFound(O.notFound);
    return (await repo.listPeriods(tx, vehicleId, { id: periodId }))[0]!;
  });
}

export async function deleteOutOfService(db: Database, vehicleId: string, periodId: string): Promise<void> {
  if (!(await repo.deletePeriod(db, vehicleId, periodId))) throw notFound(O.notFound);
}
