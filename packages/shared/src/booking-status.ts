import type { Role } from './constants';

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

export type TransitionActor = 'admin' | 'driver';

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
  return actor === 'admin' ? role === 'admin' : role === 'driver' || role === 'admin';
}
