import type { VehicleType } from './constants';
import { chargedWaitingHours } from './quote';

/**
 * Airport transfers (issue 32, decision 111): the vehicle types that carry passengers, what each
 * holds, and the fare a destination starts with before staff set their own.
 */
export const TRANSFER_VEHICLE_TYPES = ['Car', 'Van', 'SUV', 'Bus'] as const satisfies readonly VehicleType[];
export type TransferVehicleType = (typeof TRANSFER_VEHICLE_TYPES)[number];

/** Arriving: from the airport to a place; departing: from a place to the airport. */
export const TRANSFER_DIRECTIONS = ['arriving', 'departing'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

/**
 * How long a transfer holds its vehicle and driver (decision 111), in minutes from the pickup
 * time: for an arrival the free waiting after landing, then the drive there and back (the driver
 * returns to base), rounded up to a quarter hour.
 */
export function transferHoldMinutes(direction: TransferDirection, driveMinutes: number, freeWaitingMinutes: number): number {
  const minutes = (direction === 'arriving' ? freeWaitingMinutes : 0) + 2 * driveMinutes;
  return Math.ceil(minutes / 15) * 15;
}

/** The airport every transfer starts or ends at: Bandaranaike International (CMB). */
export const TRANSFER_AIRPORT_ID = 'cmb';

/**
 * What a vehicle of each type carries on a transfer: passengers besides the driver and large bags
 * (a checked-in suitcase; cabin bags ride on laps and floors). A saloon (Axio, Prius) takes 3 and
 * 2 suitcases in its boot, an SUV (Prado, Montero) 4 and 4, a KDH van 8 and 8 behind its rear
 * seats, a 25-seat Coaster 25 and 25 in its hold. The booking's vehicle type must fit both.
 */
export const TRANSFER_CAPACITY: Record<TransferVehicleType, { seats: number; bags: number }> = {
  Car: { seats: 3, bags: 2 },
  Van: { seats: 8, bags: 8 },
  SUV: { seats: 4, bags: 4 },
  Bus: { seats: 25, bags: 25 },
};

/** The most passengers and large bags a transfer takes (the biggest vehicle's). */
export const MAX_TRANSFER_PASSENGERS = 25;
export const MAX_TRANSFER_BAGS = 25;

/** Whether a vehicle type carries this many passengers and large bags. */
export function transferFits(type: TransferVehicleType, passengers: number, bags: number): boolean {
  const c = TRANSFER_CAPACITY[type];
  return passengers <= c.seats && bags <= c.bags;
}

/** The types that carry a party, smallest first (the order of `TRANSFER_VEHICLE_TYPES` by seats). */
export function fittingTransferTypes(passengers: number, bags: number): TransferVehicleType[] {
  return [...TRANSFER_VEHICLE_TYPES].sort((a, b) => TRANSFER_CAPACITY[a].seats - TRANSFER_CAPACITY[b].seats).filter((t) => transferFits(t, passengers, bags));
}

/**
 * The fare a destination starts with (decision 111), in US cents per kilometre of the quickest road
 * from the airport and a minimum fare: one way, the driver's empty drive back included, fuel,
 * tolls and waiting included, as Sri Lankan transfer operators price it (about LKR 135 a km by
 * car at LKR 300 to the dollar).
 */
export const TRANSFER_RATES: Record<TransferVehicleType, { centsPerKm: number; minimumCents: number }> = {
  Car: { centsPerKm: 45, minimumCents: 2_500 },
  Van: { centsPerKm: 60, minimumCents: 3_500 },
  SUV: { centsPerKm: 70, minimumCents: 4_000 },
  Bus: { centsPerKm: 120, minimumCents: 9_000 },
};

/** The seeded fare of a destination `km` road kilometres from the airport, in whole dollars (cents). */
export function seededTransferFareCents(type: TransferVehicleType, km: number): number {
  const { centsPerKm, minimumCents } = TRANSFER_RATES[type];
  return Math.max(minimumCents, Math.round((km * centsPerKm) / 100) * 100);
}

/** The most a fare may be set to, in dollars. */
export const MAX_TRANSFER_FARE = 5_000;

/** What staff find when they review a no-show (decision 111): no refund for the first, all of it for the second. */
export const NO_SHOW_OUTCOMES = ['touristNoShow', 'driverNeverArrived'] as const;
export type NoShowOutcome = (typeof NO_SHOW_OUTCOMES)[number];

/** What staff decide of the waiting a transfer's stamps propose (decision 111): charge it, or waive it (a late flight). */
export const WAITING_DECISIONS = ['confirmed', 'waived'] as const;
export type WaitingDecision = (typeof WAITING_DECISIONS)[number];

/**
 * The minutes a driver waited at an arrival (decision 111): from the later of the scheduled
 * landing and his "At the pickup point" until "Picked up". Never negative.
 */
export function waitedMinutes(pickupAtMs: number, atPickupPointAt: string | null, pickedUpAtMs: number): number {
  const from = Math.max(pickupAtMs, atPickupPointAt ? Date.parse(atPickupPointAt) : pickupAtMs);
  return Math.max(0, Math.floor((pickedUpAtMs - from) / 60_000));
}

/**
 * What an arrival's "Picked up" proposes for waiting (decision 111): the minutes waited, and when
 * they pass the booking's free waiting, each started hour at the booking's own hourly rate; null
 * when nothing is to be charged (a departure, no waiting beyond the free time, no rate).
 */
export function proposedWaiting(
  transfer: { direction: string; freeWaitingMinutes: number; atPickupPointAt: string | null },
  pickupAtMs: number,
  pickedUpAtMs: number,
  hourlyRate: number,
): { minutes: number; hours: number; unitAmount: number; status: 'proposed'; decidedAt: null } | null {
  if (transfer.direction !== 'arriving' || hourlyRate <= 0) return null;
  const minutes = waitedMinutes(pickupAtMs, transfer.atPickupPointAt, pickedUpAtMs);
  const hours = chargedWaitingHours(minutes, transfer.freeWaitingMinutes);
  return hours > 0 ? { minutes, hours, unitAmount: hourlyRate, status: 'proposed', decidedAt: null } : null;
}

/**
 * When a driver may report a no-show (decision 111): once the free waiting after the scheduled
 * pickup (an arrival's landing) has passed, epoch ms. The trip card and the server read the same.
 */
export function noShowOpensAt(pickupAtMs: number, freeWaitingMinutes: number): number {
  return pickupAtMs + freeWaitingMinutes * 60_000;
}
