import { nextStatuses, type BookingStatus } from '@app/shared';

const ACTION_LABELS: Partial<Record<BookingStatus, string>> = {
  picked_up: 'Mark picked up',
  en_route: 'Mark en route',
  completed: 'Mark completed',
};

/** The buttons a driver sees on a trip: only the statuses the machine allows next, in order. */
export function driverActions(status: unknown): { status: 'picked_up' | 'en_route' | 'completed'; label: string }[] {
  return nextStatuses('driver', status).flatMap((next) => {
    const label = ACTION_LABELS[next];
    return label && (next === 'picked_up' || next === 'en_route' || next === 'completed') ? [{ status: next, label }] : [];
  });
}
