import { nextStatuses, type BookingStatus } from '@app/shared';

/** The statuses a driver moves a trip to. */
export type DriverStep = 'picked_up' | 'en_route' | 'completed';

const ACTION_LABELS: Partial<Record<BookingStatus, string>> = {
  picked_up: 'Mark picked up',
  en_route: 'Mark en route',
  completed: 'Mark completed',
};

/** The buttons a driver sees on a trip: only the statuses the machine allows next, in order. */
export function driverActions(status: unknown): { status: DriverStep; label: string }[] {
  return nextStatuses('driver', status).flatMap((next) => {
    const label = ACTION_LABELS[next];
    return label && (next === 'picked_up' || next === 'en_route' || next === 'completed') ? [{ status: next, label }] : [];
  });
}
