import { MESSAGES, toColomboIso, type AvailabilityEvent, type AvailableVehiclesQuery, type Vehicle, type VehicleWrite } from '@app/shared';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../lib/errors';
import type { Listed, PageRequest } from '../../lib/paging';
import * as repo from './repo';

export function searchAvailableVehicles(db: Database, q: AvailableVehiclesQuery, page?: PageRequest): Promise<Listed<Vehicle>[]> {
  // A search by dates covers whole days: pickup day 00:00 to return day 23:59.
  const range = q.pickupDate && q.returnDate
    ? { from: toColomboIso(q.pickupDate, '00:00'), to: toColomboIso(q.returnDate, '23:59') }
    : {};
  return repo.findAvailableVehicles(db, { ...range, type: q.vehicleType }, page);
}

export async function getVehicle(db: Database, id: string): Promise<Vehicle> {
  const vehicle = await repo.findVehicle(db, id);
  if (!vehicle) throw notFound(MESSAGES.api.vehicleNotFound);
  return vehicle;
}

/** Booked periods only: no names or contact details of whoever booked. */
export async function getVehicleAvailability(db: Database, id: string): Promise<AvailabilityEvent[]> {
  await getVehicle(db, id);
  const periods = await repo.listVehicleBookedPeriods(db, id);
  return periods.map((p) => ({ start: p.start, end: p.end, title: 'Booked' as const }));
}

export async function updateVehicle(db: Database, id: string, input: VehicleWrite): Promise<Vehicle> {
  const vehicle = await repo.updateVehicle(db, id, input);
  if (!vehicle) throw notFound(MESSAGES.api.vehicleNotFound);
  return vehicle;
}

/** Refuses while active bookings exist; the row lock keeps a booking from slipping in meanwhile. */
export async function deleteVehicle(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const vehicle = await repo.findVehicle(tx, id, { lock: 'update' });
    if (!vehicle) throw notFound(MESSAGES.api.vehicleNotFound);
    if (await repo.hasActiveBookings(tx, 'vehicle_id', id)) throw conflict(MESSAGES.api.vehicleHasActiveBookings);
    await repo.retireVehicle(tx, id);
  });
}
