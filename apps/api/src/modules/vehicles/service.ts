import { MESSAGES, wholeDays, type AvailabilityEvent, type AvailableVehiclesQuery, type Vehicle, type VehicleWrite } from '@app/shared';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../lib/errors';
import type { Listed, PageRequest } from '../../lib/paging';
import { hasActiveBookings } from '../bookings/repo';
import * as repo from './repo';

/** Vehicles free over the searched days (whole days, see wholeDays), or all bookable ones without dates. */
export function searchAvailableVehicles(db: Database, q: AvailableVehiclesQuery, page?: PageRequest): Promise<Listed<Vehicle>[]> {
  const range = q.pickupDate && q.returnDate ? wholeDays(q.pickupDate, q.returnDate) : {};
  return repo.findAvailableVehicles(db, { ...range, type: q.vehicleType }, page);
}

export function listVehicles(db: Database, type: string | undefined, page?: PageRequest): Promise<Listed<Vehicle>[]> {
  return repo.listVehicles(db, type, page);
}

export function createVehicle(db: Database, input: VehicleWrite): Promise<Vehicle> {
  return repo.insertVehicle(db, input);
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
    if (await hasActiveBookings(tx, 'vehicle_id', id)) throw conflict(MESSAGES.api.vehicleHasActiveBookings);
    await repo.retireVehicle(tx, id);
  });
}
