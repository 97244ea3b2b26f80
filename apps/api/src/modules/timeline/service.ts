import { MESSAGES, isValidDateString, wholeDays, type Timeline } from '@app/shared';
import type { Queryable } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { listOutOfServiceOverlapping } from '../vehicles';
import * as repo from './repo';

/**
 * The fleet at a glance: every live vehicle (optionally one type or matching brand/model) and
 * every booking and out-of-service period overlapping the whole days from..to, in three queries
 * whatever the fleet size.
 */
export async function fleetTimeline(db: Queryable, q: { from: string; to: string; type?: string; q?: string }): Promise<Timeline> {
  if (!isValidDateString(q.from) || !isValidDateString(q.to)) throw badRequest(MESSAGES.timeline.datesInvalid, [MESSAGES.timeline.datesInvalid]);
  const vehicles = await repo.listTimelineVehicles(db, { type: q.type, text: q.q });
  const ids = vehicles.map((v) => v._id);
  const range = wholeDays(q.from, q.to);
  const bookings = await repo.listTimelineBookings(db, ids, range);
  const outOfService = await listOutOfServiceOverlapping(db, ids, range);
  return { vehicles, bookings, outOfService };
}
