import { BOOKING_ID_SHORT_LENGTH, type Role } from './constants';
import { localDateTimeToEpochMs } from './datetime';
import { MESSAGES } from './messages';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'picked_up', 'en_route', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that hold the vehicle (and the driver, once assigned) for the booked period. */
export const ACTIVE_BOOKING_STATUSES = ['pending', 'confirmed', 'picked_up', 'en_route'] as const satisfies readonly BookingStatus[];
/** What a driver's dashboard counts as active. */
export const DRIVER_ACTIVE_STATUSES = ['confirmed', 'picked_up', 'en_route'] as const satisfies readonly BookingStatus[];


/**
 * The short reference of a booking, the same everywhere people read it (e-mails, My Bookings, the
 * admin list): its id's first BOOKING_ID_SHORT_LENGTH characters (spec section 2), in capitals.
 */
export function shortReference(id: string): string {
  return id.slice(0, BOOKING_ID_SHORT_LENGTH).toUpperCase();
}

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}

/** Label shown to people, in the labels' language (English by default); any value outside the machine reads Unknown. */
export function bookingStatusLabel(status: unknown, labels: typeof MESSAGES.statusLabels = MESSAGES.statusLabels): string {
  return isBookingStatus(status) ? labels[status] : labels.unknown;
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

/**
 * Where staff may move a status set by mistake (a trip marked completed days early): one step
 * back. The booking's history says which step it came from; this is the step when it does not.
 */
export const STATUS_CORRECTIONS: Partial<Record<BookingStatus, BookingStatus>> = {
  picked_up: 'confirmed',
  en_route: 'picked_up',
  completed: 'en_route',
};

export const ADMIN_TARGET_STATUSES = ['confirmed', 'cancelled'] as const;
export const DRIVER_TARGET_STATUSES = ['picked_up', 'en_route', 'completed'] as const;

export function nextStatuses(actor: TransitionActor, from: unknown): readonly BookingStatus[] {
  return isBookingStatus(from) ? (TRANSITIONS[actor][from] ?? []) : [];
}

export function canTransition(actor: TransitionActor, from: unknown, to: BookingStatus): boolean {
  return nextStatuses(actor, from).includes(to);
}

/**
 * Who may act as whom, the one place it is written: admins may also act for any driver (a driver's
 * phone can die on the road), so the driver area admits drivers and admins; a driver acts only on
 * the trips assigned to them. The server's guards and the web app's area guard both read this.
 */
export const ROLES_ACTING_FOR_ANY_DRIVER = ['admin'] as const satisfies readonly Role[];
export const DRIVER_AREA_ROLES = ['driver', ...ROLES_ACTING_FOR_ANY_DRIVER] as const satisfies readonly Role[];
export const ADMIN_AREA_ROLES = ['admin'] as const satisfies readonly Role[];

/** Whether this user may move a trip assigned to `driverId` (their own, or any when they act for all drivers). */
export function mayActForDriver(user: { id: string; role: Role }, driverId: string | null): boolean {
  return (ROLES_ACTING_FOR_ANY_DRIVER as readonly Role[]).includes(user.role) || (user.role === 'driver' && driverId === user.id);
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
