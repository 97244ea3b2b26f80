import type { Role } from './constants';
import { localDateTimeToEpochMs } from './datetime';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'picked_up', 'en_route', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that hold the vehicle (and the driver, once assigned) for the booked period. */
export const ACTIVE_BOOKING_STATUSES = ['pending', 'confirmed', 'picked_up', 'en_route'] as const satisfies readonly BookingStatus[];
/** What a driver's dashboard counts as active. */
export const DRIVER_ACTIVE_STATUSES = ['confirmed', 'picked_up', 'en_route'] as const satisfies readonly BookingStatus[];

const LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  picked_up: 'Picked Up',
  en_route: 'En Route',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}

/** Label shown to people; any value outside the machine reads Unknown. */
export function bookingStatusLabel(status: unknown): string {
  return isBookingStatus(status) ? LABELS[status] : 'Unknown';
}

/** admin: staff; driver: the assigned driver; owner: the person who booked (their own cancellation). */
export type TransitionActor = 'admin' | 'driver' | 'owner';

/** Who may move a booking from which status to which (spec section 4). */
export const TRANSITIONS: Record<TransitionActor, Partial<Record<BookingStatus, readonly BookingStatus[]>>> = {
  admin: {
    pending: ['confirmed', 'cancelled'],
    confirmed: ['cancelled'],
  },
  driver: {
    confirmed: ['picked_up'],
    picked_up: ['en_route', 'completed'],
    en_route: ['completed'],
  },
  // A confirmed booking only until OWNER_CANCEL_CUTOFF_HOURS before pickup (ownerCancelDeadline).
  owner: {
    pending: ['cancelled'],
    confirmed: ['cancelled'],
  },
};

export const ADMIN_TARGET_STATUSES = ['confirmed', 'cancelled'] as const;
export const DRIVER_TARGET_STATUSES = ['picked_up', 'en_route', 'completed'] as const;

export function nextStatuses(actor: TransitionActor, from: unknown): readonly BookingStatus[] {
  return isBookingStatus(from) ? (TRANSITIONS[actor][from] ?? []) : [];
}

export function canTransition(actor: TransitionActor, from: unknown, to: BookingStatus): boolean {
  return nextStatuses(actor, from).includes(to);
}

/** Whether a role may act as the given transition actor (admins may also run the driver area). */
export function roleActsAs(role: Role, actor: TransitionActor): boolean {
  if (actor === 'owner') return true;
  return actor === 'admin' ? role === 'admin' : role === 'driver' || role === 'admin';
}

/** Tourists may cancel a confirmed booking until this many hours before pickup. */
export const OWNER_CANCEL_CUTOFF_HOURS = 24;

/** The last moment (epoch ms) a confirmed booking can be cancelled by its owner. */
export function ownerCancelDeadline(pickupDate: string, pickupTime: string): number | null {
  const pickup = localDateTimeToEpochMs(pickupDate, pickupTime);
  return pickup === null ? null : pickup - OWNER_CANCEL_CUTOFF_HOURS * 3_600_000;
}

/** Whether the booker may cancel now: pending always, confirmed until the deadline. */
export function ownerCanCancel(b: { bookingStatus: unknown; pickupDate: string; pickupTime: string }, now = Date.now()): boolean {
  if (b.bookingStatus === 'pending') return true;
  if (b.bookingStatus !== 'confirmed') return false;
  const deadline = ownerCancelDeadline(b.pickupDate, b.pickupTime);
  return deadline !== null && now <= deadline;
}
